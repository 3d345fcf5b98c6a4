import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiArea } from './request-path.ts';

/** The SPA's routes (apps/web/src/routes). Anything else gets the app's 404 page with a real 404 status. */
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

/** Where app.ts looks for the built web app when WEB_DIST is not set. */
export const DEFAULT_WEB_DIST = resolve(import.meta.dirname, '../../../web/dist');

/**
 * The 'sha256-…' script-src sources of the built web app's inline scripts (the theme script, the
 * script loader of landing.html), which its build lists in csp-hashes.json
 * (apps/web/build/csp-hashes.ts). None without a build.
 */
export function webAppScriptHashes(dist: string = DEFAULT_WEB_DIST): string[] {
  const file = join(dist, 'csp-hashes.json');
  if (!existsSync(file)) return [];
  const { scriptSrc } = JSON.parse(readFileSync(file, 'utf8')) as { scriptSrc?: unknown };
  if (!Array.isArray(scriptSrc) || !scriptSrc.every((h) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(String(h)))) {
    throw new Error(`${file}: expected { "scriptSrc": ["'sha256-…'"] }`);
  }
  return scriptSrc as string[];
}

/**
 * Serves the built web app: hashed assets cached for a year, pages always revalidated. `/` gets
 * landing.html, the landing page prerendered at build time; every other route the empty index.html.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string | undefined = DEFAULT_WEB_DIST,
): Promise<boolean> {
  if (!dist || !existsSync(join(dist, 'index.html'))) return false;
  const indexHtml = readFileSync(join(dist, 'index.html'));
  const landingHtml = existsSync(join(dist, 'landing.html'))
    ? readFileSync(join(dist, 'landing.html'))
    : indexHtml;
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
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(landingHtml),
  );
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (apiArea(req.url) || req.method !== 'GET') {
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
