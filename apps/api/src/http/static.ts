import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The SPA's routes (spec §2). Anything else gets the app's 404 page with a real 404 status. */
const SPA_ROUTES = new Set([
  '/',
  '/login',
  '/admin',
  '/privacidade',
  '/termos',
  '/lgpd',
  '/platform',
  '/platform/login',
  '/platform/dashboard',
  '/platform/analyser',
  '/platform/search',
  '/platform/predict',
  '/platform/docgen',
  '/platform/validator',
  '/platform/monitor',
  '/platform/strategy',
  '/platform/calculator',
]);

export function isSpaRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SPA_ROUTES.has(trimmed);
}

/** Serves the built web app: hashed assets cached for a year, index.html always revalidated. */
export async function registerWebApp(app: FastifyInstance, dist: string | undefined): Promise<boolean> {
  if (!dist || !existsSync(join(dist, 'index.html'))) return false;
  const indexHtml = readFileSync(join(dist, 'index.html'));
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.includes(`${join(dist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml),
  );
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/trpc/') || req.method !== 'GET') {
      return reply.status(404).send({ message: 'Rota não encontrada.' });
    }
    return reply
      .status(isSpaRoute(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
  return true;
}
