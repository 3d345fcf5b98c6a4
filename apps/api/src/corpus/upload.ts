// POST /api/admin/corpus: the same JSONL file as `pnpm corpus:import`, sent as a raw body
// (content-type application/x-ndjson, up to 50 MB) by an admin session. A plain Fastify route
// because the REST adapter's routes share the app's 1 MB JSON body limit. The ndjson parser and
// its limit live in this route's own plugin scope, and the admin session is checked on the
// headers alone: no other route takes this content type, and no one but an admin gets 50 MB read.
import type { FastifyInstance } from 'fastify';
import { toPublicError } from '../http/errors.ts';
import { createCaller } from '../trpc/app-router.ts';
import type { createContextFactory } from '../trpc/context.ts';
import { NOT_AUTHENTICATED } from '../trpc/init.ts';

export const CORPUS_UPLOAD_LIMIT = 50 * 1024 * 1024;

export async function registerCorpusUpload(
  app: FastifyInstance,
  createContext: ReturnType<typeof createContextFactory>,
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-ndjson',
      { parseAs: 'string', bodyLimit: CORPUS_UPLOAD_LIMIT },
      (_req, body, done) => done(null, body),
    );
    // Any other body is left unread: the procedure then tells the admin the file is empty.
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    // onRequest runs before the body is read; the procedure checks the session again.
    scope.addHook('onRequest', async (req, reply) => {
      if (await createContext({ req, res: reply }).session('admin')) return;
      return reply.status(401).header('connection', 'close').send({ message: NOT_AUTHENTICATED });
    });
    scope.post('/api/admin/corpus', async (req, reply) => {
      const caller = createCaller(createContext({ req, res: reply }));
      try {
        return await caller.corpus.import({ content: typeof req.body === 'string' ? req.body : '' });
      } catch (error) {
        const pub = toPublicError(error);
        if (pub.status >= 500) req.log.error({ err: error }, 'corpus import failed');
        return reply
          .status(pub.status)
          .send({ message: pub.message, ...(pub.issues ? { issues: pub.issues } : {}) });
      }
    });
  });
}
