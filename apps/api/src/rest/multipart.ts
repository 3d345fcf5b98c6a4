// @fastify/multipart, registered once for every multipart path, with explicit limits: multipart
// bypasses bodyLimit (fastify-multipart PR #645). These are the upload forms' limits; a path
// whose form differs passes its own to req.parts() (the calculation form: rest/calculations.ts).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const UPLOAD_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 100,
} as const;

/** A plugin scope with multipart bodies understood; `routes` registers the paths that take them. */
export async function registerMultipartScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    routes(scope);
  });
}

/**
 * RFC 2046 §5.1.1: a boundary has 1 to 70 characters. Busboy throws a plain Error on one over
 * 252 (its search needle, CRLF + "--" + boundary, is capped at 256), which read as a 500: every
 * multipart path refuses a longer one before the body is read, with its own message.
 */
const MAX_BOUNDARY_CHARS = 70;
const BOUNDARY_PARAM = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i;

export function refuseLongBoundary(message: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const contentType = req.headers['content-type'];
    const match = contentType ? BOUNDARY_PARAM.exec(contentType) : null;
    if ((match?.[1] ?? match?.[2] ?? '').length > MAX_BOUNDARY_CHARS) {
      return reply.status(400).send({ message });
    }
  };
}
