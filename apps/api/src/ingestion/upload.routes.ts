// The two multipart upload paths of spec §7. tRPC does not carry multipart on Fastify, so these
// are plain routes; @fastify/multipart lives in their own plugin scope, with explicit limits
// (multipart bypasses bodyLimit: fastify-multipart PR #645).
import multipart from '@fastify/multipart';
import type { DocumentType } from '@lexato/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/sessions.ts';
import { INTERNAL_MESSAGE } from '../http/errors.ts';
import { storeDocumentUpload } from '../tools/analyser/analyser.service.ts';
import { storeValidatorUpload } from '../tools/validator/validator.service.ts';
import type { createContextFactory } from '../trpc/context.ts';
import { NO_CONTRACT, NOT_AUTHENTICATED } from '../trpc/init.ts';
import { INGESTION_MESSAGES, IngestionError } from './errors.ts';
import { Limiter } from './limiter.ts';
import { defaultParseRunner, type ParseRunner } from './parse-runner.ts';
import { DEFAULT_QUOTA, type UploadedFile, type UploadQuota } from './upload.service.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 100,
} as const;

export const UPLOAD_MESSAGES = {
  invalid: 'Envio inválido. Selecione o arquivo e tente novamente.',
  notMultipart: 'Envie o arquivo como multipart/form-data.',
  noFile: 'Nenhum arquivo enviado.',
  oneFile: 'Envie apenas um arquivo por vez.',
  docType: 'Tipo de documento inválido. Use contract ou lawsuit.',
} as const;

export interface UploadRoutesOptions {
  quota?: UploadQuota;
  parseRunner?: ParseRunner;
  /** Uploads whose body may be held in memory at once; the rest wait (then 503). */
  maxConcurrentUploads?: number;
  maxQueuedUploads?: number;
}

const DOC_TYPES = new Set<DocumentType>(['contract', 'lawsuit']);

export async function registerUploadRoutes(
  app: FastifyInstance,
  createContext: ReturnType<typeof createContextFactory>,
  options: UploadRoutesOptions = {},
): Promise<void> {
  const quota = options.quota ?? DEFAULT_QUOTA;
  const users = new WeakMap<FastifyRequest, SessionUser>();
  const uploads = new Limiter(options.maxConcurrentUploads ?? 8, options.maxQueuedUploads ?? 32);

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    // Before the body is read or even parsed: no session, no contract, no upload.
    scope.addHook('onRequest', async (req, reply) => {
      const user = await createContext({ req, res: reply }).session('platform');
      if (!user) return reply.status(401).send({ message: NOT_AUTHENTICATED });
      if (!user.hasActiveContract) return reply.status(403).send({ message: NO_CONTRACT });
      if (boundaryTooLong(req.headers['content-type'])) {
        return reply.status(400).send({ message: UPLOAD_MESSAGES.invalid });
      }
      users.set(req, user);
    });

    // Errors raised before the handler (content-type parsing).
    scope.setErrorHandler((error, req, reply) => sendError(req, reply, error));

    const handle =
      (
        store: (user: SessionUser, file: UploadedFile, docType: string | undefined) => Promise<unknown>,
        status: number,
      ) =>
      async (req: FastifyRequest, reply: FastifyReply) => {
        const user = users.get(req);
        if (!user) return reply.status(401).send({ message: NOT_AUTHENTICATED });
        const started = performance.now();
        try {
          const result = await uploads.run(async () => {
            const { file, fields } = await readUpload(req);
            return store(user, file, fields.docType);
          });
          req.log.info(
            { event: 'upload_stored', userId: user.id, durationMs: Math.round(performance.now() - started) },
            'upload stored',
          );
          return reply.status(status).send(result);
        } catch (error) {
          return sendError(req, reply, error, user.id);
        }
      };

    const deps = { quota, runner: options.parseRunner ?? defaultParseRunner };
    const db = app.deps.db;

    scope.post(
      '/api/platform/upload/document',
      handle(async (user, file, docType) => {
        if (!docType || !DOC_TYPES.has(docType as DocumentType)) {
          throw new IngestionError(400, UPLOAD_MESSAGES.docType);
        }
        return storeDocumentUpload(db, user.id, file, docType as DocumentType, deps);
      }, 201),
    );

    scope.post(
      '/api/platform/upload/validator',
      handle(async (user, file) => {
        const { title, content } = await storeValidatorUpload(db, user.id, file, deps);
        return { title, content };
      }, 200),
    );
  });
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

function sendError(req: FastifyRequest, reply: FastifyReply, error: unknown, userId?: string) {
  const { status, message } = publicUploadError(error);
  if (status >= 500 && status !== 503) {
    req.log.error({ err: error, userId }, 'upload failed');
    return reply.status(500).send({ message: INTERNAL_MESSAGE });
  }
  req.log.warn({ event: 'upload_rejected', status, userId }, 'upload rejected');
  return reply.status(status).send({ message });
}

/** Maps our refusals and @fastify/multipart / busboy errors to a status and a Portuguese message. */
export function publicUploadError(error: unknown): { status: number; message: string } {
  if (error instanceof IngestionError) return { status: error.status, message: error.message };
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: INGESTION_MESSAGES.tooLarge };
    case 'FST_FILES_LIMIT':
      return { status: 400, message: UPLOAD_MESSAGES.oneFile };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: UPLOAD_MESSAGES.notMultipart };
  }
  // Busboy's parse errors (malformed or truncated bodies) are plain Errors without a status.
  if (statusCode === undefined && error instanceof Error && isBusboyError(error)) {
    return { status: 400, message: UPLOAD_MESSAGES.invalid };
  }
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return { status: 400, message: UPLOAD_MESSAGES.invalid };
  }
  return { status: 500, message: INTERNAL_MESSAGE };
}

/**
 * RFC 2046 §5.1.1: a boundary has 1 to 70 characters. Busboy throws a plain Error on one over
 * 252 (its search needle, CRLF + "--" + boundary, is capped at 256), which read as a 500.
 */
const MAX_BOUNDARY_CHARS = 70;
const BOUNDARY_PARAM = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i;

function boundaryTooLong(contentType: string | undefined): boolean {
  const match = contentType ? BOUNDARY_PARAM.exec(contentType) : null;
  return (match?.[1] ?? match?.[2] ?? '').length > MAX_BOUNDARY_CHARS;
}

const BUSBOY_ERRORS = /multipart|boundary|unexpected end|malformed|part terminated|header/i;
const isBusboyError = (error: Error) => BUSBOY_ERRORS.test(error.message);
