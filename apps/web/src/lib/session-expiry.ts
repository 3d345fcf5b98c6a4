// The platform session ending while a screen is open: any tRPC or REST call answered 401 marks it,
// once, for the whole app (watchSessionExpiry follows every query and mutation of the query client),
// and the platform layout shows one notice with a link to sign in again. Installed by the platform
// layout, not by lib/query-client.ts, which is in the landing's bundle.
import type { QueryClient } from '@tanstack/react-query';

type Listener = () => void;

let expired = false;
const listeners = new Set<Listener>();

function set(value: boolean) {
  if (expired === value) return;
  expired = value;
  for (const listener of listeners) listener();
}

export const sessionExpiry = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  isExpired: () => expired,
  /** A new sign-in, or the user is on the way to it. */
  reset: () => set(false),
};

/** The HTTP status a failed call carries: tRPC's `data.httpStatus`, an upload error's `status`. */
function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { data, status } = error as { data?: { httpStatus?: unknown }; status?: unknown };
  if (typeof data?.httpStatus === 'number') return data.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/**
 * For every failed query and mutation, with its key. A 401 from the session's own calls
 * (platformAuth: the check before sign-in, a wrong password) is not an expiry; any other 401 is.
 */
function noteFailedCall(error: unknown, key: readonly unknown[] | undefined) {
  if (httpStatus(error) !== 401) return;
  const path = Array.isArray(key?.[0]) ? (key[0] as unknown[]) : [];
  if (path[0] === 'platformAuth') return;
  set(true);
}

/** A 401: the central notice speaks for it, so a screen need not toast it too. */
export const isUnauthorized = (error: unknown) => httpStatus(error) === 401;

/** Follows every query and mutation of the client; returns the unsubscribe. */
export function watchSessionExpiry(client: QueryClient): () => void {
  const queries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error')
      noteFailedCall(event.action.error, event.query.queryKey);
  });
  const mutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error')
      noteFailedCall(event.action.error, event.mutation.options.mutationKey);
  });
  return () => {
    queries();
    mutations();
  };
}
