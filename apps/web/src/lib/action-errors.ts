import { TRPCClientError } from '@trpc/client';
import { messageFromResponse } from './errors.ts';
import { isUnauthorized } from './session-expiry.ts';
import { toast } from './toast.ts';

/** The HTTP status of a failed call, tRPC or REST upload; undefined when unknown. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof UploadError) return error.status;
  if (error instanceof TRPCClientError) {
    const data = error.data as { httpStatus?: number } | undefined;
    return data?.httpStatus;
  }
  return undefined;
}

/**
 * A failed create/analyse/upload/validate: a 403 (no active contract) is shown under 'Você não tem
 * permissão' with the server's message (a 403 from a tool means no active contract); a 401 is left to
 * the platform's session notice; anything else under the screen's own title.
 */
export function toastActionError(error: unknown, title: string, fallback?: string) {
  // A lost session (401) has its own notice with the way back to the login (lib/session-expiry.ts).
  if (isUnauthorized(error)) return;
  const message = error instanceof Error && error.message ? error.message : fallback;
  if (statusOf(error) === 403) toast.error('Você não tem permissão', message);
  else toast.error(title, message ?? fallback);
}

/**
 * The fields a refused call names (the API's 400 carries `issues`: path and Portuguese message),
 * keyed by path ('data.cpf_locatario'), so a form marks the field as well as saying it.
 */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return {};
  const byPath: Record<string, string> = {};
  for (const issue of issues) {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path === 'string' && typeof message === 'string') byPath[path] ??= message;
  }
  return byPath;
}

export class UploadError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** POST multipart with the session cookie; errors carry the server's message and status. */
export async function uploadFile<T>(path: string, form: FormData): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new UploadError('Erro ao fazer upload', 0);
  }
  if (!res.ok) throw new UploadError(await messageFromResponse(res), res.status);
  return (await res.json()) as T;
}
