// A few long-lived worker threads for CPU-heavy jobs on trusted code (the text engine): starting
// a worker and loading @lexato/legal costs more than checking a long text, so workers stay up
// between jobs. A job that runs past its time limit, or a worker that dies, costs that worker
// only: it is terminated and a fresh one starts with the next job. The entry answers
// `{ id, job }` messages with `{ id, reply }` (see text-engine.worker.ts).
import { Worker } from 'node:worker_threads';
import { Limiter } from '../ingestion/limiter.ts';
import { WorkerFailure, type WorkerLimits } from './run-in-worker.ts';

export interface WarmPoolOptions extends WorkerLimits {
  size: number;
  /** Jobs allowed to wait for a worker; beyond that `busy()` is thrown. */
  maxQueued: number;
  busy: () => Error;
}

export class WarmPool<Job, Reply> {
  readonly #entry: URL;
  readonly #options: WarmPoolOptions;
  readonly #limiter: Limiter;
  readonly #idle: Worker[] = [];
  #nextId = 0;

  constructor(entry: URL, options: WarmPoolOptions) {
    this.#entry = entry;
    this.#options = options;
    this.#limiter = new Limiter(options.size, options.maxQueued, options.busy);
  }

  run(job: Job): Promise<Reply> {
    return this.#limiter.run(() => this.#send(job));
  }

  /** Starts the workers now rather than with the first jobs. */
  warm(): void {
    while (this.#idle.length < this.#options.size) this.#idle.push(this.#spawn());
  }

  async close(): Promise<void> {
    const workers = this.#idle.splice(0);
    await Promise.all(workers.map((w) => w.terminate()));
  }

  #spawn(): Worker {
    const worker = new Worker(this.#entry, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.#options.maxHeapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
    });
    // An idle worker must not keep the process alive (tests, graceful shutdown). Its output is
    // not piped (a piped stream would keep the process alive): the entry is our own code, which
    // never logs a document.
    worker.unref();
    return worker;
  }

  #send(job: Job): Promise<Reply> {
    const worker = this.#idle.pop() ?? this.#spawn();
    const id = this.#nextId++;
    return new Promise<Reply>((resolve, reject) => {
      const done = (healthy: boolean, fn: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (healthy) this.#idle.push(worker);
        else void worker.terminate();
        fn();
      };
      const onMessage = (message: { id: number; reply: Reply }) => {
        if (message.id === id) done(true, () => resolve(message.reply));
      };
      const onError = (error: Error & { code?: string }) => {
        const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
        done(false, () =>
          reject(new WorkerFailure(outOfMemory ? 'out_of_memory' : 'crashed', error.code ?? error.name)),
        );
      };
      const onExit = (code: number) =>
        done(false, () => reject(new WorkerFailure('crashed', `exit_${code}`)));
      const timer = setTimeout(
        () => done(false, () => reject(new WorkerFailure('timeout', 'timeout'))),
        this.#options.timeoutMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, job });
    });
  }
}
