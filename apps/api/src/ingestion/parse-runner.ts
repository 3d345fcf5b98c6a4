// Runs one PDF/DOCX parse in its own worker thread, at most a few at a time, killing any that
// runs too long or grows too big, so a hostile file cannot stall or crash the API.
import { Worker } from 'node:worker_threads';
import { INGESTION_MESSAGES, IngestionError } from './errors.ts';
import { Limiter } from './limiter.ts';
import { LIMITS, type ParseFailureCode } from './parse-failure.ts';
import type { ParseJob, ParseReply } from './parse-worker.ts';

export interface ParseRunnerOptions {
  concurrency: number;
  /** Parses allowed to wait for a slot; beyond that the upload gets 503. */
  maxQueued: number;
  timeoutMs: number;
  maxHeapMb: number;
  /** Told when a worker fails for a reason other than the document (codes only, no content). */
  onWorkerFailure?: (info: { kind: ParseJob['kind']; code: string }) => void;
}

export const DEFAULT_PARSE_OPTIONS: ParseRunnerOptions = {
  concurrency: 2,
  maxQueued: 20,
  timeoutMs: 15_000,
  maxHeapMb: 256,
};

const FAILURE_MESSAGES: Record<ParseFailureCode, string> = {
  pdf_corrupt: INGESTION_MESSAGES.pdfCorrupt,
  pdf_no_text: INGESTION_MESSAGES.pdfNoText,
  pdf_too_many_pages: INGESTION_MESSAGES.pdfTooManyPages(LIMITS.pdfMaxPages),
  docx_invalid: INGESTION_MESSAGES.docxInvalid,
};

const WORKER_URL = new URL('./parse-worker.ts', import.meta.url);

export class ParseRunner {
  readonly #options: ParseRunnerOptions;
  readonly #limiter: Limiter;

  constructor(options: Partial<ParseRunnerOptions> = {}) {
    this.#options = { ...DEFAULT_PARSE_OPTIONS, ...options };
    this.#limiter = new Limiter(this.#options.concurrency, this.#options.maxQueued);
  }

  get active(): number {
    return this.#limiter.active;
  }

  parse(kind: ParseJob['kind'], bytes: Uint8Array): Promise<string> {
    return this.#limiter.run(() => this.#runWorker(kind, bytes));
  }

  #runWorker(kind: ParseJob['kind'], bytes: Uint8Array): Promise<string> {
    const copy = new Uint8Array(bytes); // its own ArrayBuffer, moved to the worker without a second copy
    const job: ParseJob = { kind, bytes: copy };
    return new Promise<string>((resolve, reject) => {
      const worker = new Worker(WORKER_URL, {
        workerData: job,
        transferList: [copy.buffer],
        resourceLimits: {
          maxOldGenerationSizeMb: this.#options.maxHeapMb,
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
        () => settle(() => reject(new IngestionError(400, INGESTION_MESSAGES.timeout))),
        this.#options.timeoutMs,
      );
      // A parser's own console output may quote the document: drop it.
      worker.stdout.resume();
      worker.stderr.resume();
      const failed = (code: string) => this.#options.onWorkerFailure?.({ kind, code });
      worker.on('message', (reply: ParseReply) =>
        settle(() => {
          if (reply.ok) return resolve(reply.text);
          if (!(reply.code in FAILURE_MESSAGES)) failed(reply.code);
          reject(new IngestionError(400, failureMessage(kind, reply.code)));
        }),
      );
      worker.on('error', (error: Error & { code?: string }) =>
        settle(() => {
          const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
          failed(error.code ?? error.name);
          reject(
            new IngestionError(400, outOfMemory ? INGESTION_MESSAGES.tooComplex : failureMessage(kind, '')),
          );
        }),
      );
      worker.on('exit', (exitCode) =>
        settle(() => {
          failed(`exit_${exitCode}`);
          reject(new IngestionError(400, failureMessage(kind, '')));
        }),
      );
    });
  }
}

function failureMessage(kind: ParseJob['kind'], code: string): string {
  if (code in FAILURE_MESSAGES) return FAILURE_MESSAGES[code as ParseFailureCode];
  return kind === 'pdf' ? INGESTION_MESSAGES.pdfCorrupt : INGESTION_MESSAGES.docxInvalid;
}

/** The process-wide runner: one concurrency cap for every upload path. */
export const defaultParseRunner = new ParseRunner();
