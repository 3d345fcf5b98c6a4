// POST /api/admin/corpus: the same JSONL file as `pnpm corpus:import`, sent as a raw body
// (content-type application/x-ndjson, up to 50 MB) by an admin session. A plain Fastify route
// because the adapter's routes share the app's 1 MB JSON body limit. The ndjson parser and its
// limit live in this route's own plugin scope, and the admin session is checked on the headers
// alone: no other route takes this content type, and no one but an admin gets 50 MB read.
import type { FastifyInstance } from 'fastify';
import { type Guard, guardedContext } from './guard.ts';
import { answer } from './reply.ts';
import type { CallerFactory, RawRoute } from './route.ts';

export const CORPUS_UPLOAD_LIMIT = 50 * 1024 * 1024;

export const corpusImportRoute: RawRoute = {
  method: 'POST',
  path: '/api/admin/corpus',
  access: 'admin',
  summary:
    'Importa fontes jurídicas (JSONL, um {id, kind, title, text, court?, date?, reference?, url?} por linha); responde {inserted, updated, unchanged, total}',
  requestBody: { contentType: 'application/x-ndjson', schema: { type: 'string' } },
};

export async function registerCorpusImport(app: FastifyInstance, guard: Guard, createCaller: CallerFactory) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-ndjson',
      { parseAs: 'string', bodyLimit: CORPUS_UPLOAD_LIMIT },
      (_req, body, done) => done(null, body),
    );
    // Any other body is left unread: the procedure then tells the admin the file is empty.
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    scope.post(
      corpusImportRoute.path,
      { onRequest: guard('admin', { closeOnRefusal: true }) },
      (req, reply) =>
        answer(
          req,
          reply,
          () =>
            createCaller(guardedContext(req)).corpus.import({
              content: typeof req.body === 'string' ? req.body : '',
            }),
          { log: { failed: 'corpus import failed' } },
        ),
    );
  });
}
