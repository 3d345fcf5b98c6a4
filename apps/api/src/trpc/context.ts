import type { SessionArea } from '@lexato/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveSession, type SessionUser } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';

export interface Context extends AppDeps {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The live session of an area, looked up once per request. */
  session(area: SessionArea): Promise<SessionUser | null>;
  sessionToken(area: SessionArea): string | undefined;
}

export function createContextFactory(deps: AppDeps) {
  return ({ req, res: reply }: { req: FastifyRequest; res: FastifyReply }): Context => {
    const cache = new Map<SessionArea, Promise<SessionUser | null>>();
    const sessionToken = (area: SessionArea) => req.cookies[deps.cookieNames[area]];
    return {
      ...deps,
      req,
      reply,
      sessionToken,
      session(area) {
        let found = cache.get(area);
        if (!found) {
          const token = sessionToken(area);
          found = token
            ? resolveSession(deps.db, token, area, deps.config, deps.now())
            : Promise.resolve(null);
          cache.set(area, found);
        }
        return found;
      },
    };
  };
}
