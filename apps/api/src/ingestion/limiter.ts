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
