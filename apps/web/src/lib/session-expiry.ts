// The platform session ending while a screen is open: any tRPC or REST call answered 401 marks it,
// once, for the whole app (lib/query-client.ts watches every query and mutation), and the platform
// layout shows one notice with a link to sign in again. No import of the tRPC client here: the
// query client is in the landing's bundle.

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
 * Called for every failed query and mutation with its key. A 401 from the session's own calls
 * (platformAuth: the check before sign-in, a wrong password) is not an expiry; any other 401 is.
 */
export function noteFailedCall(error: unknown, key: readonly unknown[] | undefined) {
  if (httpStatus(error) !== 401) return;
  const path = Array.isArray(key?.[0]) ? (key[0] as unknown[]) : [];
  if (path[0] === 'platformAuth') return;
  set(true);
}

/** A 401: the central notice speaks for it, so a screen need not toast it too. */
export const isUnauthorized = (error: unknown) => httpStatus(error) === 401;
