// The app's own refusals, free of any transport: services, jobs and workers throw these, and only
// the edge (http/errors.ts, trpc/init.ts) turns a kind into an HTTP status and a tRPC code.

/** What went wrong, as the client can act on it; http/errors.ts maps each kind to its status. */
export type AppErrorKind =
  | 'invalid' // 400: the input is wrong (a message, and issues when a ZodError is the cause)
  | 'unauthorized' // 401: no session, or wrong credentials
  | 'forbidden' // 403: a session without the right (an active contract)
  | 'not_found' // 404: missing, or someone else's
  | 'conflict' // 409: the state forbids it (a duplicate, a refresh already running)
  | 'too_large' // 413: a file or a quota too big
  | 'unsupported' // 415: a file type not accepted
  | 'too_many' // 429: too many attempts or a queue full; try later
  | 'unavailable'; // 503: a dependency past its time or queue; try again shortly

export interface AppErrorOptions {
  /** Facts the client may act on beside the message (e.g. the last computable date). */
  publicDetails?: Record<string, string>;
  /** What caused it: a ZodError here leaves as the response's `issues`; anything else is logged only. */
  cause?: unknown;
  /** A 'too_many' refusal: the seconds until the client may try again (sent as Retry-After). */
  retryAfterSeconds?: number;
}

/** A deliberate refusal: its Portuguese `message` (and `publicDetails`) are meant for the client. */
export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly publicDetails: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;
  constructor(kind: AppErrorKind, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.publicDetails = options.publicDetails;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A foreign id looks exactly like a missing one (no probing of other users' ids). */
export function notFound(message = 'Registro não encontrado.'): never {
  throw new AppError('not_found', message);
}
