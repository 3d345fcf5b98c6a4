import { INGESTION_MESSAGES, IngestionError } from './errors.ts';

/** At most `concurrency` holders at once, at most `maxQueued` waiting; beyond that, 503. */
export class Limiter {
  readonly #concurrency: number;
  readonly #maxQueued: number;
  readonly #busy: () => Error;
  #active = 0;
  readonly #waiting: (() => void)[] = [];

  /** `busy`: the error thrown when the queue is full (default: the upload's 503). */
  constructor(
    concurrency: number,
    maxQueued: number,
    busy: () => Error = () => new IngestionError(503, INGESTION_MESSAGES.busy),
  ) {
    this.#concurrency = concurrency;
    this.#maxQueued = maxQueued;
    this.#busy = busy;
  }

  get active(): number {
    return this.#active;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      return await fn();
    } finally {
      this.#release();
    }
  }

  async #acquire(): Promise<void> {
    if (this.#active < this.#concurrency) {
      this.#active += 1;
      return;
    }
    if (this.#waiting.length >= this.#maxQueued) throw this.#busy();
    // The slot is handed over by #release, so #active already counts this holder.
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#active -= 1;
  }
}

/**
 * One Limiter per key (a user): at most `concurrency` of that key's jobs at once and `maxQueued`
 * waiting, so one user's burst waits in its own line — or is refused — instead of filling the
 * shared one. A key's limiter is dropped when it has nothing running or waiting.
 */
export class KeyedLimiter {
  readonly #concurrency: number;
  readonly #maxQueued: number;
  readonly #busy: () => Error;
  readonly #byKey = new Map<string, { limiter: Limiter; holders: number }>();

  constructor(concurrency: number, maxQueued: number, busy: () => Error) {
    this.#concurrency = concurrency;
    this.#maxQueued = maxQueued;
    this.#busy = busy;
  }

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    let entry = this.#byKey.get(key);
    if (!entry) {
      entry = { limiter: new Limiter(this.#concurrency, this.#maxQueued, this.#busy), holders: 0 };
      this.#byKey.set(key, entry);
    }
    entry.holders += 1;
    try {
      return await entry.limiter.run(fn);
    } finally {
      entry.holders -= 1;
      if (entry.holders === 0) this.#byKey.delete(key);
    }
  }

  /** Keys with something running or waiting (for tests and the abuse bench). */
  get keys(): number {
    return this.#byKey.size;
  }
}
