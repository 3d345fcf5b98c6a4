import { createServer, request, type Server } from 'node:http';

/** A minimal round-robin HTTP proxy for scale-out tests: request n goes to target n mod N. */
export function startRoundRobinProxy(
  targets: string[],
): Promise<{ url: string; hits: number[]; close(): Promise<void> }> {
  const hits = targets.map(() => 0);
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = next++ % targets.length;
    hits[index] = (hits[index] ?? 0) + 1;
    const target = new URL(targets[index] ?? '');
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((ok) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      ok({
        url: `http://127.0.0.1:${port}`,
        hits,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
