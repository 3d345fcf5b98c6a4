import type { SessionArea } from '@lexato/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveSession, type SessionUser } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';
import type { UploadQuota } from '../ingestion/upload.service.ts';

/** A file sent beside a procedure's input, already checked by the route that read it. */
export interface RequestFile {
  filename: string;
  mime: string;
  bytes: Buffer;
  /** The user's storage quota it counts against: the route's (see rest/calculations.ts). */
  quota?: UploadQuota;
}

export interface Context extends AppDeps {
  req: FastifyRequest;
  reply: FastifyReply;
  /**
   * tRPC inputs carry no files: a multipart REST route (rest/calculations.ts) passes the file it
   * read on the context it calls the procedure with. Never set on /trpc.
   */
  attachment?: RequestFile;
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
