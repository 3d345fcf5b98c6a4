import type { FastifyInstance } from 'fastify';
import type { createContextFactory } from '../trpc/context.ts';
import { answer } from './reply.ts';
import { type CallerFactory, defaultInput, type RestRow } from './route.ts';
import { restRoutes } from './routes.ts';

type Procedure = (input: unknown) => Promise<unknown>;

/** Serves every documented /api/... path by calling the same tRPC procedure through the app's caller. */
export function registerRestRoutes(
  app: FastifyInstance,
  createContext: ReturnType<typeof createContextFactory>,
  createCaller: CallerFactory,
  routes: RestRow[] = restRoutes,
) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: (req, reply) =>
        answer(
          req,
          reply,
          () => {
            const procedure = route.procedure(createCaller(createContext({ req, res: reply }))) as Procedure;
            // The row's input builder made the input; the procedure's schema checks it.
            return procedure(defaultInput(route, req));
          },
          {
            ...(route.status ? { status: route.status } : {}),
            ...(route.respond ? { respond: route.respond } : {}),
          },
        ),
    });
  }
}
