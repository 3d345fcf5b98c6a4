import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { AppError, type AppErrorKind } from '../errors.ts';

export interface PublicIssue {
  path: string;
  message: string;
}

export interface PublicError {
  status: number;
  message: string;
  issues?: PublicIssue[];
  /** Facts a procedure's own refusal gives the client to act on (e.g. the last computable date). */
  details?: Record<string, string>;
}

/**
 * The one table from the app's error kinds (errors.ts) to the edge: the HTTP status a REST client
 * gets and the tRPC code a tRPC client reads (trpc/init.ts converts with it).
 */
export const APP_ERROR_CODES: Record<AppErrorKind, { status: number; trpc: TRPC_ERROR_CODE_KEY }> = {
  invalid: { status: 400, trpc: 'BAD_REQUEST' },
  unauthorized: { status: 401, trpc: 'UNAUTHORIZED' },
  forbidden: { status: 403, trpc: 'FORBIDDEN' },
  not_found: { status: 404, trpc: 'NOT_FOUND' },
  conflict: { status: 409, trpc: 'CONFLICT' },
  too_large: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  unsupported: { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  too_many: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  unavailable: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
};

/** An app refusal as the tRPC error a client reads (its code from APP_ERROR_CODES); others as they are. */
export function toTRPCError(error: TRPCError): TRPCError {
  const cause = error.cause;
  if (!(cause instanceof AppError)) return error;
  return new TRPCError({ code: APP_ERROR_CODES[cause.kind].trpc, message: cause.message, cause });
}

export const INTERNAL_MESSAGE = 'Erro interno do servidor. Tente novamente mais tarde.';

/** For refusals by Fastify, Node or tRPC itself, whose own texts are English and quote the request. */
export const REQUEST_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida.',
  404: 'Rota não encontrada.',
  405: 'Método não permitido nesta rota.',
  408: 'Tempo esgotado ao receber a requisição.',
  413: 'Conteúdo grande demais.',
  414: 'Endereço longo demais.',
  415: 'Tipo de conteúdo não suportado. Envie JSON.',
  429: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  431: 'Cabeçalhos grandes demais.',
};

export const requestMessage = (status: number) => REQUEST_MESSAGES[status] ?? 'Requisição inválida.';

export const UNREADABLE_INPUT = 'Não foi possível ler os dados enviados. Envie um JSON válido.';

/**
 * tRPC reports a body it could not read (JSON.parse, superjson, FormData) as BAD_REQUEST with the
 * parser's error as cause and its English text as message. Our own causes are ZodErrors or
 * subclasses (CalcError), never these classes themselves.
 */
const PARSER_ERRORS: unknown[] = [Error, SyntaxError, TypeError, RangeError, URIError];
const isParserError = (cause: unknown) => cause instanceof Error && PARSER_ERRORS.includes(cause.constructor);

export function zodIssues(error: ZodError): PublicIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/**
 * The one place that decides what a client may learn from an error: validation messages, the
 * app's refusals (errors.ts, bare or as a TRPCError's cause) and the tRPC layer's own refusals
 * pass; anything else (database, bugs) becomes a generic 500. `request`: the error was raised by
 * tRPC before any procedure ran (content type, batch, unknown path).
 */
export function toPublicError(error: unknown, origin: 'procedure' | 'request' = 'procedure'): PublicError {
  const cause = error instanceof TRPCError ? error.cause : error;
  const invalidInput = cause instanceof AppError ? cause.cause : cause;
  if (invalidInput instanceof ZodError) {
    const issues = zodIssues(invalidInput);
    return { status: 400, message: issues[0]?.message ?? 'Dados inválidos', issues };
  }
  if (cause instanceof AppError) {
    const { status } = APP_ERROR_CODES[cause.kind];
    const details = cause.publicDetails ? { details: cause.publicDetails } : {};
    return { status, message: cause.message, ...details };
  }
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 500) return { status: 500, message: INTERNAL_MESSAGE };
    if (isParserError(cause)) return { status, message: UNREADABLE_INPUT };
    if (origin === 'request') return { status, message: requestMessage(status) };
    return { status, message: error.message };
  }
  return { status: 500, message: INTERNAL_MESSAGE };
}

/**
 * A response that failed only because the client went away (a browser navigating off a page that
 * was still downloading): nothing is wrong with the server, so it is logged at info, not as an error.
 */
export function isClientGone(error: { code?: string }): boolean {
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'EPIPE';
}
