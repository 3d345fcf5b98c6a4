// The API's own paths: its OpenAPI document, the readable page over it, and the health check.
import { type DbHandle, pingDb } from '@lexato/db';
import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument, type MetaLookup } from './openapi.ts';

export function registerSystemRoutes(app: FastifyInstance, db: DbHandle, metaOf: MetaLookup) {
  const openApi = buildOpenApiDocument(metaOf);
  app.get('/api/openapi.json', async () => openApi);
  const docsPage = renderDocsPage(openApi);
  app.get('/api/docs', (_req, reply) => reply.type('text/html; charset=utf-8').send(docsPage));

  app.get('/healthz', async (_req, reply) => {
    const ok = await pingDb(db.db);
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: db.kind });
  });
}
