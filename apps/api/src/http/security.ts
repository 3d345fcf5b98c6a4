import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config.ts';
import { apiArea, isCanonicalApiPath } from './request-path.ts';
import { webAppScriptHashes } from './static.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NON_CANONICAL_MESSAGE =
  'Endereço inválido: use o caminho da API sem codificação, barras repetidas ou segmentos "." e "..".';

/** True when a state-changing request provably comes from another site (ASVS 3.5.1). */
export function isCrossSite(req: FastifyRequest, config: AppConfig): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return true;
  // Without Origin, the Referer's origin (OWASP CSRF cheat sheet, "Identifying the source origin");
  // non-browser clients (curl, services) send neither.
  let origin = req.headers.origin;
  if (!origin) {
    const referer = req.headers.referer;
    if (!referer) return false;
    try {
      origin = new URL(referer).origin;
    } catch {
      return true;
    }
  }
  if (config.allowedOrigins.includes(origin)) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

type SetSecurityHeaders = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The security headers (CSP, HSTS, nosniff, …) as one function, built once: @fastify/helmet
 * rebuilds the helmet middleware (and re-parses the CSP) on every request, which cost ~5 % of
 * the API's CPU under load. app.ts also calls it for requests refused before any route.
 */
export function securityHeaders(config: AppConfig): SetSecurityHeaders {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The web app's own inline scripts by hash (static.ts): never 'unsafe-inline'.
        scriptSrc: ["'self'", ...webAppScriptHashes(config.webDist)],
        // Mantine sets CSS variables and style props as style attributes, which a nonce
        // cannot allow; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  // helmet's middleware only sets headers and calls next synchronously.
  return (req, res) => middleware(req, res, () => {});
}

export function registerSecurity(app: FastifyInstance, config: AppConfig, setHeaders: SetSecurityHeaders) {
  app.addHook('onRequest', (req, reply, done) => {
    setHeaders(req.raw, reply.raw);
    done();
  });

  app.addHook('onRequest', async (req, reply) => {
    if (!apiArea(req.url)) return;
    reply.header('cache-control', 'no-store');
    if (!isCanonicalApiPath(req.url)) {
      req.log.warn({ event: 'non_canonical_path_refused' }, 'non-canonical API path refused');
      return reply.status(400).send({ message: NON_CANONICAL_MESSAGE });
    }
    if (!SAFE_METHODS.has(req.method) && isCrossSite(req, config)) {
      req.log.warn({ event: 'cross_site_blocked', origin: req.headers.origin }, 'cross-site request blocked');
      return reply.status(403).send({ message: 'Requisição de outra origem recusada.' });
    }
  });
}
