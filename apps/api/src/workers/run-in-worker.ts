// One CPU-heavy job in its own worker thread, killed when it runs too long or grows too big, so
// that no single request can hold the API's event loop (a hostile text blocked /healthz
// for 33 s). Used by the upload parser (ingestion/parse-runner.ts) and the text engine of the
// Validator and the Analyser (text-engine.ts).
import { type TransferListItem, Worker } from 'node:worker_threads';

export interface WorkerLimits {
  timeoutMs: number;
  maxHeapMb: number;
}

export type WorkerFailureReason = 'timeout' | 'out_of_memory' | 'crashed';

export class WorkerFailure extends Error {
  readonly reason: WorkerFailureReason;
  /** The worker's own error code or exit code, for logs (never the job's content). */
  readonly code: string;
  constructor(reason: WorkerFailureReason, code: string) {
    super(`worker ${reason} (${code})`);
    this.name = 'WorkerFailure';
    this.reason = reason;
    this.code = code;
  }
}

/** Starts `entry` with `job` as its workerData and resolves with the first message it posts. */
export function runInWorker<Reply>(
  entry: URL,
  job: unknown,
  limits: WorkerLimits,
  transferList: readonly TransferListItem[] = [],
): Promise<Reply> {
  return new Promise<Reply>((resolve, reject) => {
    const worker = new Worker(entry, {
      workerData: job,
      transferList: [...transferList],
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxHeapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new WorkerFailure('timeout', 'timeout'))),
      limits.timeoutMs,
    );
    // A job's own console output may quote the user's document: drop it.
    worker.stdout.resume();
    worker.stderr.resume();
    worker.on('message', (reply: Reply) => settle(() => resolve(reply)));
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() => {
        const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
        reject(new WorkerFailure(outOfMemory ? 'out_of_memory' : 'crashed', error.code ?? error.name));
      }),
    );
    worker.on('exit', (exitCode) => settle(() => reject(new WorkerFailure('crashed', `exit_${exitCode}`))));
  });
}
