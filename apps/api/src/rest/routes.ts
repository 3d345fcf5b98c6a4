// Every documented /api/... path, in the order of the OpenAPI document: the adapter's rows by
// area (each names its procedure by reference) and the raw routes with their own handlers.
import { calculationRoute } from './calculations.ts';
import { corpusImportRoute } from './corpus.ts';
import { platformRoutes } from './platform.ts';
import { reportRoutes } from './reports.ts';
import { type RawRoute, type RestRoute, withProcedurePath } from './route.ts';
import { siteRoutes } from './site.ts';
import { toolRoutes } from './tools.ts';
import { uploadRawRoutes } from './uploads.ts';

export type { Access, RawRoute, RestRoute } from './route.ts';
export { bodyWithId } from './route.ts';

export const restRoutes: RestRoute[] = [...siteRoutes, ...platformRoutes, ...toolRoutes, ...reportRoutes].map(
  withProcedurePath,
);

export const rawRoutes: RawRoute[] = [...uploadRawRoutes, corpusImportRoute, calculationRoute];
