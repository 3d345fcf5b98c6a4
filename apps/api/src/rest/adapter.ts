import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { toPublicError } from '../http/errors.ts';
import { createCaller } from '../trpc/app-router.ts';
import type { createContextFactory } from '../trpc/context.ts';
import { defaultInput, type Limiter, type RestRow } from './route.ts';
import { restRoutes } from './routes.ts';

type Procedure = (input: unknown) => Promise<unknown>;

/** Serves every documented /api/... path by calling the same tRPC procedure through createCaller. */
export function registerRestRoutes(
  app: FastifyInstance,
  createContext: ReturnType<typeof createContextFactory>,
  limiters: Record<Limiter, preHandlerHookHandler>,
  routes: RestRow[] = restRoutes,
) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      ...(route.limiter ? { preHandler: limiters[route.limiter] } : {}),
      handler: async (req, reply) => {
        const caller = createCaller(createContext({ req, res: reply }));
        try {
          // The row's input builder made the input; the procedure's schema checks it.
          const procedure = route.procedure(caller) as Procedure;
          const result = await procedure(defaultInput(route, req));
          reply.status(route.status ?? 200);
          return route.respond ? route.respond(result, reply) : result;
        } catch (error) {
          const pub = toPublicError(error);
          if (pub.status >= 500) req.log.error({ err: error }, 'procedure failed');
          return reply.status(pub.status).send({
            message: pub.message,
            ...(pub.issues ? { issues: pub.issues } : {}),
            ...(pub.details ? { details: pub.details } : {}),
          });
        }
      },
    });
  }
}
