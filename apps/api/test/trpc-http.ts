// tRPC over HTTP as the web app calls it (superjson), for tests of the /trpc path itself.
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';

export interface TrpcHttpResult {
  status: number;
  data: unknown;
  error: { message: string } | undefined;
}

export async function trpcHttp(
  app: FastifyInstance,
  kind: 'query' | 'mutation',
  path: string,
  input: unknown,
  cookie?: string,
): Promise<TrpcHttpResult> {
  const serialized = JSON.stringify(superjson.serialize(input));
  const headers = cookie ? { cookie } : {};
  const res =
    kind === 'query'
      ? await app.inject({
          method: 'GET',
          url: `/trpc/${path}?input=${encodeURIComponent(serialized)}`,
          headers,
        })
      : await app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          payload: serialized,
          headers: { ...headers, 'content-type': 'application/json' },
        });
  const body = res.json() as {
    result?: { data: Parameters<typeof superjson.deserialize>[0] };
    error?: { json: { message: string } };
  };
  return {
    status: res.statusCode,
    data: body.result ? superjson.deserialize(body.result.data) : undefined,
    error: body.error?.json,
  };
}
