// Bodies are refused from their headers whenever they can be: a client announcing 49 MB to a
// route that takes 1 MB of JSON is answered before a byte of the body is read, and the
// connection is closed so the rest is never drained.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestMessage } from './errors.ts';

const hasBody = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);

/**
 * For the tRPC scope, whose adapter hands multipart bodies to tRPC unread and unbounded: JSON
 * only (the web client sends nothing else), else 415 before the body is read, in the shape of
 * tRPC's own errors (superjson-wrapped, as trpc/init.ts formats them).
 */
export async function onlyJsonBodies(req: FastifyRequest, reply: FastifyReply) {
  if (!hasBody(req) || isJson(req.headers['content-type'])) return;
  const data = { code: 'UNSUPPORTED_MEDIA_TYPE', httpStatus: 415, issues: null };
  return reply
    .status(415)
    .header('connection', 'close')
    .send({ error: { json: { code: -32415, message: requestMessage(415), data } } });
}
