// buildApp(config): plugins → db → tRPC → REST → web app. It never listens: tests inject,
// server.ts listens. Both use this same factory.
import { STATUS_CODES } from 'node:http';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { createDb, type DbHandle, migrateToLatest } from '@lexato/db';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { type AiProvider, createAiProvider } from './ai/provider.ts';
import { type AppRouter, appRouter, createCaller } from './app-router.ts';
import { cookieName } from './auth/sessions.ts';
import type { AppConfig } from './config.ts';
import { loadShippedLawbase } from './corpus/lawbase.loader.ts';
import type { AppDeps } from './deps.ts';
import { postgresAttempts, redisAttempts } from './http/attempts.ts';
import { onlyJsonBodies } from './http/body-limits.ts';
import { INTERNAL_MESSAGE, isClientGone, requestMessage } from './http/errors.ts';
import { unwrapFetchResponse } from './http/fetch-response.ts';
import { registerSecurity, securityHeaders } from './http/security.ts';
import { registerWebApp } from './http/static.ts';
import { registerRest } from './rest/index.ts';
import { createContextFactory } from './trpc/context.ts';
import { procedureMetaAt } from './trpc/init.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route as registered, for the authorization matrix and the OpenAPI check. */
    registeredRoutes: Array<{ method: string; url: string }>;
  }
}

export interface BuildOptions {
  /** An already-open database (tests); otherwise one is opened from the config and closed with the app. */
  db?: DbHandle;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** A provider for tests (e.g. pointed at a fake OpenAI-compatible server). */
  ai?: AiProvider;
  /** Lines for the console while the app gets ready (server.ts: a first start takes a while). */
  progress?: (line: string) => void;
}

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Never log credentials, session ids or what clients wrote (LGPD data minimisation).
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.token',
        // Postgres errors repeat the offending values ("Key (email)=(…) already exists").
        'err.detail',
        'err.parameters',
        'err.cause.detail',
      ],
      censor: '[redacted]',
    },
  };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const setSecurityHeaders = securityHeaders(config);
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? loggerOptions(config) ?? false,
    // Trust exactly the configured number of proxy hops, so a forged X-Forwarded-For cannot pick
    // its own rate-limit bucket.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: 1_048_576,
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    // Node enforces the two request limits on a sweep every connectionsCheckingInterval (30 s by
    // default), which would let a slow client outlive a short limit by that much.
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.http.headersTimeoutMs),
    },
    routerOptions: { maxParamLength: 5000 },
    // A malformed or over-long path never reaches a route: answered here, in Portuguese, without
    // echoing the path (Fastify's own body quotes it in English).
    // No hook runs for these, so the security headers are set here.
    frameworkErrors: (error, req, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
      const message = status >= 500 ? INTERNAL_MESSAGE : requestMessage(status);
      setSecurityHeaders(req.raw, reply.raw);
      return (reply as FastifyReply).status(status).header('cache-control', 'no-store').send({ message });
    },
    clientErrorHandler: answerClientError,
  });

  const registeredRoutes: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', registeredRoutes);

  const handle = options.db ?? (await openDb(config));
  if (!options.db) app.addHook('onClose', () => handle.close());
  options.progress?.('Preparando o banco de dados (migrações)…');
  await migrateToLatest(handle.db, handle.schema);
  if (config.lawbase.autoload) {
    const lawbase = await loadShippedLawbase(handle.db, undefined, lawbaseProgress(options.progress));
    if (lawbase.loaded) app.log.info(lawbase, 'legal knowledge base loaded');
  }

  // ioredis is imported only when configured (BENCH.md, API RSS).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        keyPrefix: config.redisKeyPrefix,
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      })
    : undefined;
  // Connected before the first request: with the offline queue off, a command sent while still
  // connecting fails, and the attempt counters would refuse that login or contact.
  if (redis) await redis.connect();
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const deps: AppDeps = {
    db: handle.db,
    config,
    now: options.now ?? (() => new Date()),
    attempts: redis ? redisAttempts(redis) : postgresAttempts(handle.db),
    cookieNames: { admin: cookieName('admin', config), platform: cookieName('platform', config) },
    ai:
      options.ai ??
      createAiProvider(config.openai, {
        logger: { info: (o, m) => app.log.info(o, m), warn: (o, m) => app.log.warn(o, m) },
      }),
  };
  const createContext = createContextFactory(deps);
  app.decorate('deps', deps);

  app.setErrorHandler((error: { statusCode?: number; code?: string }, req, reply) => {
    if (isClientGone(error)) {
      req.log.info({ code: error.code }, 'client closed the connection before the response ended');
      return reply.status(499).send();
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: INTERNAL_MESSAGE });
    }
    // A refused body (too large, wrong type) is not drained: the connection closes instead.
    if (status === 413 || status === 415) reply.header('connection', 'close');
    return reply.status(status).send({ message: requestMessage(status) });
  });

  registerSecurity(app, config, setSecurityHeaders);
  // gzip/brotli for the web app and JSON (a proxy in front may do it too; both are harmless).
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);

  await app.register(async (trpcScope) => {
    trpcScope.addHook('onRequest', onlyJsonBodies);
    trpcScope.addHook('onSend', unwrapFetchResponse);
    await trpcScope.register(fastifyTRPCPlugin<AppRouter>, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext,
        maxBatchSize: 10,
        allowMethodOverride: false,
        onError({ error, req }) {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            req.log.error({ err: error.cause ?? error }, 'procedure failed');
        },
      },
    });
  });

  // Logins and contacts count themselves once per procedure call (auth/login-throttle.ts,
  // contacts.service.ts), so a tRPC batch cannot pass as one attempt and REST needs no hook.
  await registerRest(app, {
    createContext,
    createCaller,
    procedureMeta: (path) => procedureMetaAt(appRouter, path),
    db: handle,
  });

  const hasWeb = await registerWebApp(app, config.webDist);
  if (!hasWeb) {
    app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: 'Rota não encontrada.' }));
  }
  return app;
}

/** "Carregando a base legal: 2.500 de 10.000 registros", each quarter of the way (a first start). */
function lawbaseProgress(progress: BuildOptions['progress']) {
  if (!progress) return undefined;
  let shown = 0;
  return (done: number, total: number) => {
    const quarter = Math.floor((done / total) * 4);
    if (quarter <= shown && done < total) return;
    shown = quarter;
    const n = new Intl.NumberFormat('pt-BR');
    progress(`Carregando a base legal: ${n.format(done)} de ${n.format(total)} registros…`);
  };
}

/**
 * Requests Node's parser refuses (headers over 16 KB, a malformed request line) never reach
 * Fastify; as its default handler, but with a Portuguese JSON body.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ message: requestMessage(status) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        'X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function openDb(config: AppConfig): Promise<DbHandle> {
  return createDb(
    config.databaseUrl
      ? {
          databaseUrl: config.databaseUrl,
          schema: config.databaseSchema,
          preparedStatements: config.databasePreparedStatements,
          poolSize: config.databasePoolSize,
          statementTimeoutMs: config.databaseStatementTimeoutMs,
        }
      : { dataDir: resolve(config.dataDir), pgliteSharedBuffersMb: config.pgliteSharedBuffersMb },
  );
}
