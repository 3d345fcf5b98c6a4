// tRPC's Fastify adapter answers with a fetch Response. Fastify itself copies its status and
// headers, but @fastify/compress (v8) runs first, takes only Response.body and drops the rest:
// every tRPC error reached browsers (which all accept gzip) as a 200 without Content-Type.
// Registered as an onSend hook in the tRPC scope, this runs before compression's per-route one.
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function unwrapFetchResponse(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!(payload instanceof Response)) return payload;
  reply.status(payload.status);
  // As Fastify's own copy (lib/reply.js), which appends repeated Set-Cookie headers.
  for (const [name, value] of payload.headers) reply.header(name, value);
  // A buffered body (the web client uses httpBatchLink, not streaming), so compression applies
  // its size threshold and Content-Length stays right.
  return payload.body ? Buffer.from(await payload.arrayBuffer()) : null;
}
