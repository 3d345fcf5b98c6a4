// The session check of the raw routes (uploads, the calculation form, the corpus import), as an
// onRequest hook: it runs before the body is read or even parsed, so no one without the session
// (and, where required, an active contract) gets a body read. The procedures check again.
import type { SessionArea } from '@lexato/db';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.ts';
import type { Context, createContextFactory } from '../trpc/context.ts';
import { NO_CONTRACT, NOT_AUTHENTICATED } from '../trpc/init.ts';
import { sendError } from './reply.ts';
import type { Access } from './route.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's context, built by the guard of a raw route; null elsewhere. */
    restContext: Context | null;
  }
}

const REQUIRES: Record<Exclude<Access, 'public'>, { area: SessionArea; contract: boolean }> = {
  admin: { area: 'admin', contract: false },
  platform: { area: 'platform', contract: false },
  contract: { area: 'platform', contract: true },
};

export type Guard = (
  access: Exclude<Access, 'public'>,
  options?: { closeOnRefusal?: boolean },
) => onRequestAsyncHookHandler;

/**
 * Builds the guards of one app. 401 without the area's session, 403 without the contract;
 * `closeOnRefusal` closes the connection rather than read a large unwanted body.
 */
export function guardFactory(
  app: FastifyInstance,
  createContext: ReturnType<typeof createContextFactory>,
): Guard {
  app.decorateRequest('restContext', null);
  return (access, { closeOnRefusal = false } = {}) => {
    const { area, contract } = REQUIRES[access];
    return async (req, reply) => {
      const ctx = createContext({ req, res: reply });
      const user = await ctx.session(area);
      const refusal = !user
        ? new AppError('unauthorized', NOT_AUTHENTICATED)
        : contract && !user.hasActiveContract
          ? new AppError('forbidden', NO_CONTRACT)
          : null;
      if (refusal) {
        if (closeOnRefusal) reply.header('connection', 'close');
        return sendError(req, reply, refusal);
      }
      req.restContext = ctx;
    };
  };
}

/** The context the route's guard built; a route registered without one is a bug (500). */
export function guardedContext(req: FastifyRequest): Context {
  if (!req.restContext) throw new Error(`${req.routeOptions.url}: registered without its guard`);
  return req.restContext;
}
