// Drawing a PDF is pure CPU (a 37-page validation report held the event loop ~0.4 s, and 16
// downloads in parallel kept another user's /healthz waiting 12 s). So reports are drawn in a warm
// worker thread with a time limit, at most REPORTS_PER_USER at once for one user (then 429), and a
// report already drawn is served again while its stored result is unchanged: the cache key is the
// result's id and a hash of everything the report prints from it.
import { createHash } from 'node:crypto';
import { AppError } from '../errors.ts';
import { KeyedLimiter } from '../ingestion/limiter.ts';
import { WorkerFailure } from '../workers/run-in-worker.ts';
import { WarmPool } from '../workers/warm-pool.ts';
import type { PdfJob, PdfReply } from './draw-pdf.ts';

export const PDF_MESSAGES = {
  userBusy: 'Você já tem relatórios sendo gerados. Aguarde o download deles e tente novamente em instantes.',
  busy: 'O servidor está gerando muitos relatórios agora. Tente novamente em instantes.',
  timeout: 'O relatório demorou demais para ser gerado. Tente novamente em instantes.',
} as const;

export interface PdfRendererOptions {
  workers: number;
  /** Reports waiting for a worker, all users together; beyond that, 429. */
  maxQueued: number;
  /** One user's reports drawn at once, and waiting. */
  perUser: { running: number; waiting: number };
  timeoutMs: number;
  maxHeapMb: number;
  /** Bytes of drawn reports kept for reuse (least recently used dropped first). */
  cacheBytes: number;
}

export const DEFAULT_PDF_RENDERER_OPTIONS: PdfRendererOptions = {
  workers: 1,
  maxQueued: 16,
  perUser: { running: 2, waiting: 2 },
  timeoutMs: 20_000,
  maxHeapMb: 256,
  cacheBytes: 64 * 1024 * 1024,
};

const RETRY_AFTER_SECONDS = 2;
const WORKER_URL = new URL('./pdf-report.worker.ts', import.meta.url);

const busy = (message: string) =>
  new AppError('too_many', message, { retryAfterSeconds: RETRY_AFTER_SECONDS });

export class PdfRenderer {
  readonly #options: PdfRendererOptions;
  readonly #pool: WarmPool<PdfJob, PdfReply>;
  readonly #perUser: KeyedLimiter;
  readonly #cache = new Map<string, Buffer>();
  /** Reports being drawn, by cache key: a second download of the same report waits for the first. */
  readonly #drawing = new Map<string, Promise<Buffer>>();
  #cachedBytes = 0;
  /** Reports drawn (not served from the cache), for tests and the abuse bench. */
  drawn = 0;

  constructor(options: Partial<PdfRendererOptions> = {}) {
    this.#options = { ...DEFAULT_PDF_RENDERER_OPTIONS, ...options };
    this.#pool = new WarmPool<PdfJob, PdfReply>(WORKER_URL, {
      size: this.#options.workers,
      maxQueued: this.#options.maxQueued,
      timeoutMs: this.#options.timeoutMs,
      maxHeapMb: this.#options.maxHeapMb,
      busy: () => busy(PDF_MESSAGES.busy),
    });
    this.#perUser = new KeyedLimiter(this.#options.perUser.running, this.#options.perUser.waiting, () =>
      busy(PDF_MESSAGES.userBusy),
    );
  }

  close(): Promise<void> {
    return this.#pool.close();
  }

  /**
   * The report of a stored result: from the cache while the result is unchanged, else drawn
   * off-thread, once for all the downloads of it that arrive while it is being drawn.
   */
  async render(userId: string, resultId: string, job: PdfJob): Promise<Buffer> {
    const key = cacheKey(resultId, job);
    const cached = this.#cache.get(key);
    if (cached) {
      this.#cache.delete(key);
      this.#cache.set(key, cached);
      return cached;
    }
    const drawing = this.#drawing.get(key);
    if (drawing) return drawing;
    const data = this.#perUser.run(userId, () => this.#draw(job));
    this.#drawing.set(key, data);
    try {
      const drawn = await data;
      this.#remember(key, drawn);
      return drawn;
    } finally {
      this.#drawing.delete(key);
    }
  }

  async #draw(job: PdfJob): Promise<Buffer> {
    let reply: PdfReply;
    try {
      reply = await this.#pool.run(job);
    } catch (error) {
      if (error instanceof WorkerFailure) {
        throw new AppError('unavailable', PDF_MESSAGES.timeout, { cause: error });
      }
      throw error;
    }
    if (!reply.ok) throw new Error(`pdf report failed: ${reply.code}`);
    this.drawn += 1;
    return Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength);
  }

  #remember(key: string, data: Buffer): void {
    if (data.length > this.#options.cacheBytes) return;
    this.#cache.set(key, data);
    this.#cachedBytes += data.length;
    for (const [oldKey, old] of this.#cache) {
      if (this.#cachedBytes <= this.#options.cacheBytes) break;
      this.#cache.delete(oldKey);
      this.#cachedBytes -= old.length;
    }
  }
}

/** The result's id and a hash of what the report prints (everything but the time it is drawn). */
function cacheKey(resultId: string, job: PdfJob): string {
  const { generatedAt: _drawnAt, ...printed } = job;
  const hash = createHash('sha256').update(JSON.stringify(printed)).digest('base64url');
  return `${job.kind}:${resultId}:${hash}`;
}

export const defaultPdfRenderer = new PdfRenderer();
