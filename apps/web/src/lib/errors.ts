import { TRPCClientError } from '@trpc/client';

/** The JSON body's message, else the body text, else the status text. */
export async function messageFromResponse(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  if (text) {
    try {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      return text;
    }
    return text;
  }
  return res.statusText || `Erro ${res.status}`;
}

/** The message to show for any failed call, tRPC or REST. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError || error instanceof Error) return error.message || fallback;
  return fallback;
}

/** A REST call (uploads, downloads) with the same error rule as the tRPC calls. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, { credentials: 'include', ...init });
  if (!res.ok) throw new Error(await messageFromResponse(res));
  return (await res.json()) as T;
}
