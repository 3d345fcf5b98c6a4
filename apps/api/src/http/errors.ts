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
}

export const INTERNAL_MESSAGE = 'Erro interno do servidor. Tente novamente mais tarde.';

export function zodIssues(error: ZodError): PublicIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/**
 * The one place that decides what a client may learn from an error: validation messages and
 * deliberate TRPCErrors pass; anything else (database, bugs) becomes a generic 500.
 */
export function toPublicError(error: unknown): PublicError {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof ZodError) {
    const issues = zodIssues(cause);
    return { status: 400, message: issues[0]?.message ?? 'Dados inválidos', issues };
  }
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 500) return { status: 500, message: INTERNAL_MESSAGE };
    return { status, message: error.message };
  }
  return { status: 500, message: INTERNAL_MESSAGE };
}
