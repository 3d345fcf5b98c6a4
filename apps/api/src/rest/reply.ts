// How every REST path answers: `answer` sends a call's result or its error, `sendError` every
// error as {message, issues?, details?} with the status the public error carries. What a client
// may learn is decided by toPublicError (http/errors.ts, the one table from error kind to status);
// publicUploadError below adds only what the multipart parser itself throws.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { INTERNAL_MESSAGE, type PublicError, toPublicError } from '../http/errors.ts';
import { INGESTION_MESSAGES } from '../ingestion/errors.ts';

export interface ErrorLog {
  /** Logged with the error when the request failed (5xx). */
  failed: string;
  /** Logged as a warning, with the status, when the request was refused (4xx, 503). */
  rejected?: string;
  userId?: string;
}

/**
 * Sends `error` as its public form. A failure (5xx, but a procedure's own 503 "try again
 * shortly") is logged and says no more than INTERNAL_MESSAGE.
 */
export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  toPublic: (error: unknown) => PublicError = toPublicError,
  log: ErrorLog = { failed: 'procedure failed' },
) {
  const pub = toPublic(error);
  if (pub.status >= 500 && pub.status !== 503) {
    req.log.error({ err: error, userId: log.userId }, log.failed);
    return reply.status(500).send({ message: INTERNAL_MESSAGE });
  }
  if (log.rejected)
    req.log.warn({ event: log.rejected, status: pub.status, userId: log.userId }, log.rejected);
  else if (pub.status === 503) req.log.warn({ err: error, userId: log.userId }, log.failed);
  return reply.status(pub.status).send({
    message: pub.message,
    ...(pub.issues ? { issues: pub.issues } : {}),
    ...(pub.details ? { details: pub.details } : {}),
  });
}

export interface AnswerOptions {
  /** The success status (200 unless given). */
  status?: number;
  /** Sends something other than the result as JSON (a file, a page). */
  respond?: (result: unknown, reply: FastifyReply) => unknown;
  toPublic?: (error: unknown) => PublicError;
  log?: ErrorLog;
}

/**
 * The one reply path of every REST route: the call's result with `status` (or through
 * `respond`), or its error through sendError.
 */
export async function answer(
  req: FastifyRequest,
  reply: FastifyReply,
  call: () => Promise<unknown>,
  options: AnswerOptions = {},
): Promise<unknown> {
  try {
    const result = await call();
    reply.status(options.status ?? 200);
    return options.respond ? options.respond(result, reply) : result;
  } catch (error) {
    return sendError(req, reply, error, options.toPublic, options.log);
  }
}

export const UPLOAD_MESSAGES = {
  invalid: 'Envio inválido. Selecione o arquivo e tente novamente.',
  notMultipart: 'Envie o arquivo como multipart/form-data.',
  noFile: 'Nenhum arquivo enviado.',
  oneFile: 'Envie apenas um arquivo por vez.',
  docType: 'Tipo de documento inválido. Use "contract" (contrato) ou "lawsuit" (petição ou processo).',
} as const;

/**
 * The app's refusals through the one table (toPublicError); @fastify/multipart and busboy errors
 * to a status and a Portuguese message.
 */
export function publicUploadError(error: unknown): PublicError {
  if (error instanceof AppError) return toPublicError(error);
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

const BUSBOY_ERRORS = /multipart|boundary|unexpected end|malformed|part terminated|header/i;
const isBusboyError = (error: Error) => BUSBOY_ERRORS.test(error.message);
