// The CPU-heavy part of the Validator and the Analyser — extracting and checking citations, and
// the Analyser's contract/filing rules (its pure engine/, no I/O) — run inline for a short text and in a worker thread with a time and
// memory limit for a long one (an 800,000-character document held the event
// loop for 60 s). What needs the database (the knowledge base) runs afterwards, on the results.
import { type CheckedText, checkText } from '@lexato/legal';
import type { ContractRelation, DocumentTypeValue } from '@lexato/schemas';
import { AppError } from '../errors.ts';
import type { LocatedFinding } from '../tools/analyser/engine/finding.ts';
import { analyseRules } from '../tools/analyser/engine/index.ts';
import { WorkerFailure } from './run-in-worker.ts';
import { WarmPool } from './warm-pool.ts';

export type TextJob =
  | { task: 'citations'; text: string; today: string }
  | {
      task: 'analyse';
      text: string;
      today: string;
      type: DocumentTypeValue;
      relation?: ContractRelation | undefined;
    };
export type TextReply =
  | { ok: true; checked: CheckedText; rules: LocatedFinding[] }
  | { ok: false; code: string };

export const TEXT_ENGINE_MESSAGES = {
  timeout: 'O texto é complexo demais para ser conferido no tempo limite. Divida-o em partes menores.',
  busy: 'O servidor está conferindo muitos textos agora. Tente novamente em instantes.',
} as const;

/** A refusal the client can act on: 400 (the text) or 429 (the server's queue). */
export class TextEngineError extends AppError {
  readonly status: 400 | 429;
  constructor(status: 400 | 429, message: string) {
    super(status === 429 ? 'too_many' : 'invalid', message);
    this.name = 'TextEngineError';
    this.status = status;
  }
}

export interface TextEngineOptions {
  /** Texts up to this length run inline: a worker's start-up costs more than checking them. */
  inlineMaxChars: number;
  concurrency: number;
  maxQueued: number;
  timeoutMs: number;
  maxHeapMb: number;
}

export const DEFAULT_TEXT_ENGINE_OPTIONS: TextEngineOptions = {
  inlineMaxChars: 20_000,
  concurrency: 2,
  maxQueued: 20,
  timeoutMs: 10_000,
  maxHeapMb: 256,
};

const WORKER_URL = new URL('./text-engine.worker.ts', import.meta.url);

export class TextEngine {
  readonly #options: TextEngineOptions;
  readonly #pool: WarmPool<TextJob, TextReply>;

  constructor(options: Partial<TextEngineOptions> = {}) {
    this.#options = { ...DEFAULT_TEXT_ENGINE_OPTIONS, ...options };
    this.#pool = new WarmPool<TextJob, TextReply>(WORKER_URL, {
      size: this.#options.concurrency,
      maxQueued: this.#options.maxQueued,
      timeoutMs: this.#options.timeoutMs,
      maxHeapMb: this.#options.maxHeapMb,
      busy: () => new TextEngineError(429, TEXT_ENGINE_MESSAGES.busy),
    });
  }

  /** Starts the workers ahead of the first long text (the server does it on start). */
  warm(): void {
    this.#pool.warm();
  }

  close(): Promise<void> {
    return this.#pool.close();
  }

  /** The citations of `text`, extracted and checked against the catalogue. */
  async citations(text: string, today: string): Promise<CheckedText> {
    return (await this.#run({ task: 'citations', text, today })).checked;
  }

  /** The citations and the findings of the contract or filing rules. */
  analyse(
    text: string,
    type: DocumentTypeValue,
    today: string,
    relation?: ContractRelation,
  ): Promise<{ checked: CheckedText; rules: LocatedFinding[] }> {
    return this.#run({ task: 'analyse', text, today, type, relation });
  }

  async #run(job: TextJob): Promise<{ checked: CheckedText; rules: LocatedFinding[] }> {
    if (job.text.length <= this.#options.inlineMaxChars) {
      const checked = checkText(job.text, { today: job.today });
      return { checked, rules: job.task === 'analyse' ? analyseRules(job.text, job.type, job.relation) : [] };
    }
    let reply: TextReply;
    try {
      reply = await this.#pool.run(job);
    } catch (error) {
      if (error instanceof WorkerFailure && error.reason !== 'crashed') {
        throw new TextEngineError(400, TEXT_ENGINE_MESSAGES.timeout);
      }
      throw error;
    }
    if (!reply.ok) throw new Error(`text engine failed: ${reply.code}`);
    return { checked: reply.checked, rules: reply.rules };
  }
}

/** The process-wide engine: one concurrency cap for every request that checks a long text. */
export const defaultTextEngine = new TextEngine();
