// Every HTTP route of the API but /trpc is registered here (README.md): the adapter's rows, the
// multipart paths in one scope, the corpus import and the API's own paths.
import type { DbHandle } from '@lexato/db';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { createContextFactory } from '../trpc/context.ts';
import { registerRestRoutes } from './adapter.ts';
import { type CalculationRouteOptions, registerCalculationRoute } from './calculations.ts';
import { registerCorpusImport } from './corpus.ts';
import { guardFactory } from './guard.ts';
import { registerMultipartScope } from './multipart.ts';
import type { Limiter } from './route.ts';
import { registerSystemRoutes } from './system.ts';
import { registerUploadRoutes, type UploadRoutesOptions } from './uploads.ts';

export interface RestOptions {
  createContext: ReturnType<typeof createContextFactory>;
  limiters: Record<Limiter, preHandlerHookHandler>;
  db: DbHandle;
  uploads?: UploadRoutesOptions;
  calculations?: CalculationRouteOptions;
}

export async function registerRest(app: FastifyInstance, options: RestOptions): Promise<void> {
  const guard = guardFactory(app, options.createContext);
  registerRestRoutes(app, options.createContext, options.limiters);
  await registerMultipartScope(app, (scope) => {
    registerUploadRoutes(scope, guard, options.uploads);
    registerCalculationRoute(scope, guard, options.calculations);
  });
  await registerCorpusImport(app, guard);
  registerSystemRoutes(app, options.db);
}
