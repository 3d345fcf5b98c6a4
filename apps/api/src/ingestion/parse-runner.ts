// Runs one PDF/DOCX parse in its own worker thread, at most a few at a time, killing any that
// runs too long or grows too big, so a hostile file cannot stall or crash the API.
import { runInWorker, WorkerFailure } from '../workers/run-in-worker.ts';
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

  async #runWorker(kind: ParseJob['kind'], bytes: Uint8Array): Promise<string> {
    const copy = new Uint8Array(bytes); // its own ArrayBuffer, moved to the worker without a second copy
    const job: ParseJob = { kind, bytes: copy };
    const failed = (code: string) => this.#options.onWorkerFailure?.({ kind, code });
    let reply: ParseReply;
    try {
      reply = await runInWorker<ParseReply>(WORKER_URL, job, this.#options, [copy.buffer]);
    } catch (error) {
      if (!(error instanceof WorkerFailure)) throw error;
      if (error.reason === 'timeout') throw new IngestionError(400, INGESTION_MESSAGES.timeout);
      failed(error.code);
      const message =
        error.reason === 'out_of_memory' ? INGESTION_MESSAGES.tooComplex : failureMessage(kind, '');
      throw new IngestionError(400, message);
    }
    if (reply.ok) return reply.text;
    if (!(reply.code in FAILURE_MESSAGES)) failed(reply.code);
    throw new IngestionError(400, failureMessage(kind, reply.code));
  }
}

function failureMessage(kind: ParseJob['kind'], code: string): string {
  if (code in FAILURE_MESSAGES) return FAILURE_MESSAGES[code as ParseFailureCode];
  return kind === 'pdf' ? INGESTION_MESSAGES.pdfCorrupt : INGESTION_MESSAGES.docxInvalid;
}

/** The process-wide runner: one concurrency cap for every upload path. */
export const defaultParseRunner = new ParseRunner();
