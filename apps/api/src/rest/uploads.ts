// The two multipart upload paths: a document for the Analyser, a text for the Validator. tRPC
// does not carry multipart on Fastify, so these are plain routes: ingestion reads the file, the
// Analyser and Validator services store it.
import type { DocumentType } from '@lexato/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IngestionError } from '../ingestion/errors.ts';
import { Limiter } from '../ingestion/limiter.ts';
import { defaultParseRunner } from '../ingestion/parse-runner.ts';
import { DEFAULT_QUOTA, type UploadedFile } from '../ingestion/upload.service.ts';
import { storeDocumentUpload } from '../tools/analyser/analyser.service.ts';
import { storeValidatorUpload } from '../tools/validator/validator.service.ts';
import type { Guard } from './guard.ts';
import { guardedContext } from './guard.ts';
import { refuseLongBoundary } from './multipart.ts';
import { answer, type ErrorLog, publicUploadError, sendError, UPLOAD_MESSAGES } from './reply.ts';
import type { RawRoute } from './route.ts';

const fileField = { type: 'string', format: 'binary', description: 'PDF, DOCX ou TXT (UTF-8), até 10MB' };

export const uploadRawRoutes: RawRoute[] = [
  {
    method: 'POST',
    path: '/api/platform/upload/document',
    access: 'contract',
    summary:
      'Envia um arquivo (PDF, DOCX ou TXT, até 10MB) e cria um documento pendente com o texto extraído',
    requestBody: {
      contentType: 'multipart/form-data',
      schema: {
        type: 'object',
        required: ['file', 'docType'],
        properties: { file: fileField, docType: { type: 'string', enum: ['contract', 'lawsuit'] } },
      },
    },
  },
  {
    method: 'POST',
    path: '/api/platform/upload/validator',
    access: 'contract',
    summary: 'Envia um arquivo (PDF, DOCX ou TXT, até 10MB) e devolve o título e o texto extraído',
    requestBody: {
      contentType: 'multipart/form-data',
      schema: { type: 'object', required: ['file'], properties: { file: fileField } },
    },
  },
];

/** Uploads whose body may be held in memory at once; the next ones wait, then 503. */
const MAX_CONCURRENT_UPLOADS = 8;
const MAX_QUEUED_UPLOADS = 32;

const DOC_TYPES = new Set<DocumentType>(['contract', 'lawsuit']);

type Store = (userId: string, file: UploadedFile, docType: string | undefined) => Promise<unknown>;

/** Registers the upload paths in the multipart scope (rest/multipart.ts). */
export function registerUploadRoutes(scope: FastifyInstance, guard: Guard) {
  const uploads = new Limiter(MAX_CONCURRENT_UPLOADS, MAX_QUEUED_UPLOADS);
  const quota = { ...DEFAULT_QUOTA, storageBytes: scope.deps.config.storage.budgetBytes };
  const deps = { quota, runner: defaultParseRunner };
  const db = scope.deps.db;
  const route = {
    onRequest: [guard('contract'), refuseLongBoundary(UPLOAD_MESSAGES.invalid)],
    errorHandler: sendUploadError,
  };

  const handle = (store: Store, status: number) => async (req: FastifyRequest, reply: FastifyReply) => {
    const user = await guardedContext(req).session('platform');
    if (!user) throw new Error('the guard let a request without a session through');
    const started = performance.now();
    return answer(
      req,
      reply,
      async () => {
        const result = await uploads.run(async () => {
          const { file, fields } = await readUpload(req);
          return store(user.id, file, fields.docType);
        });
        req.log.info(
          { event: 'upload_stored', userId: user.id, durationMs: Math.round(performance.now() - started) },
          'upload stored',
        );
        return result;
      },
      { status, toPublic: publicUploadError, log: uploadLog(user.id) },
    );
  };

  scope.post(
    '/api/platform/upload/document',
    route,
    handle(async (userId, file, docType) => {
      if (!docType || !DOC_TYPES.has(docType as DocumentType)) {
        throw new IngestionError(400, UPLOAD_MESSAGES.docType);
      }
      return storeDocumentUpload(db, userId, file, docType as DocumentType, deps);
    }, 201),
  );

  scope.post(
    '/api/platform/upload/validator',
    route,
    handle(async (userId, file) => {
      const { title, content } = await storeValidatorUpload(db, userId, file, deps);
      return { title, content };
    }, 200),
  );
}

const uploadLog = (userId?: string): ErrorLog => ({
  failed: 'upload failed',
  rejected: 'upload_rejected',
  ...(userId ? { userId } : {}),
});

/** The routes' error handler: errors raised before the handler (content-type parsing). */
function sendUploadError(error: unknown, req: FastifyRequest, reply: FastifyReply) {
  return sendError(req, reply, error, publicUploadError, uploadLog());
}

/** Reads the one `file` part into memory (at most 10 MiB, else 413) and the small text fields. */
async function readUpload(
  req: FastifyRequest,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  let file: UploadedFile | undefined;
  const fields: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'file') continue;
      file = { filename: part.filename, bytes };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file) throw new IngestionError(400, UPLOAD_MESSAGES.noFile);
  return { file, fields };
}
