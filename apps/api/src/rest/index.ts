// Every HTTP route of the API but /trpc is registered here (README.md): the adapter's rows, the
// multipart paths in one scope, the corpus import and the API's own paths.
import type { DbHandle } from '@lexato/db';
import type { FastifyInstance } from 'fastify';
import type { createContextFactory } from '../trpc/context.ts';
import { registerRestRoutes } from './adapter.ts';
import { registerCalculationRoute } from './calculations.ts';
import { registerCorpusImport } from './corpus.ts';
import { guardFactory } from './guard.ts';
import { registerMultipartScope } from './multipart.ts';
import type { MetaLookup } from './openapi.ts';
import type { CallerFactory } from './route.ts';
import { registerSystemRoutes } from './system.ts';
import { registerUploadRoutes } from './uploads.ts';

export interface RestOptions {
  createContext: ReturnType<typeof createContextFactory>;
  createCaller: CallerFactory;
  /** A procedure's `meta` by path, for the OpenAPI document. */
  procedureMeta: MetaLookup;
  db: DbHandle;
}

export async function registerRest(app: FastifyInstance, options: RestOptions): Promise<void> {
  const guard = guardFactory(app, options.createContext);
  registerRestRoutes(app, options.createContext, options.createCaller);
  await registerMultipartScope(app, (scope) => {
    registerUploadRoutes(scope, guard);
    registerCalculationRoute(scope, guard, options.createCaller);
  });
  await registerCorpusImport(app, guard, options.createCaller);
  registerSystemRoutes(app, options.db, options.procedureMeta);
}
