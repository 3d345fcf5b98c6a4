// POST /api/admin/corpus: the same JSONL file as `pnpm corpus:import`, sent as a raw body
// (content-type application/x-ndjson, up to 50 MB) by an admin session. A plain Fastify route
// because the REST adapter's routes share the app's 1 MB JSON body limit.
import type { FastifyInstance } from 'fastify';
import { toPublicError } from '../http/errors.ts';
import { createCaller } from '../trpc/app-router.ts';
import type { createContextFactory } from '../trpc/context.ts';

export const CORPUS_UPLOAD_LIMIT = 50 * 1024 * 1024;

export function registerCorpusUpload(
  app: FastifyInstance,
  createContext: ReturnType<typeof createContextFactory>,
) {
  app.addContentTypeParser(
    'application/x-ndjson',
    { parseAs: 'string', bodyLimit: CORPUS_UPLOAD_LIMIT },
    (_req, body, done) => done(null, body),
  );
  app.post('/api/admin/corpus', { bodyLimit: CORPUS_UPLOAD_LIMIT }, async (req, reply) => {
    const caller = createCaller(createContext({ req, res: reply }));
    try {
      // Any other body reaches the procedure empty: the session is checked first (401 for a
      // non-admin), then an admin is told the file is empty.
      const ndjson = req.headers['content-type']?.startsWith('application/x-ndjson') ?? false;
      return await caller.corpus.import({ content: ndjson && typeof req.body === 'string' ? req.body : '' });
    } catch (error) {
      const pub = toPublicError(error);
      if (pub.status >= 500) req.log.error({ err: error }, 'corpus import failed');
      return reply
        .status(pub.status)
        .send({ message: pub.message, ...(pub.issues ? { issues: pub.issues } : {}) });
    }
  });
}
