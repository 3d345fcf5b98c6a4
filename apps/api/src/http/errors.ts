import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';

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

/** An app error whose `publicDetails` may reach the client beside its message. */
function publicDetails(cause: unknown): Pick<PublicError, 'details'> {
  if (!(cause instanceof Error) || !('publicDetails' in cause)) return {};
  const details = cause.publicDetails;
  return details && typeof details === 'object' ? { details: details as Record<string, string> } : {};
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
 * The one place that decides what a client may learn from an error: validation messages and
 * deliberate TRPCErrors pass; anything else (database, bugs) becomes a generic 500. `request`:
 * the error was raised by tRPC before any procedure ran (content type, batch, unknown path).
 */
export function toPublicError(error: unknown, origin: 'procedure' | 'request' = 'procedure'): PublicError {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof ZodError) {
    const issues = zodIssues(cause);
    return { status: 400, message: issues[0]?.message ?? 'Dados inválidos', issues };
  }
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    // 503 is a procedure's own "try again shortly" (a search past its time or queue), said as is.
    if (status === 503 && origin === 'procedure') return { status, message: error.message };
    if (status >= 500) return { status: 500, message: INTERNAL_MESSAGE };
    if (isParserError(cause)) return { status, message: UNREADABLE_INPUT };
    if (origin === 'request') return { status, message: requestMessage(status) };
    return { status, message: error.message, ...publicDetails(cause) };
  }
  return { status: 500, message: INTERNAL_MESSAGE };
}
