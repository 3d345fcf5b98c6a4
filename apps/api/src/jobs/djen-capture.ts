// The DJEN capture in the background: every `DJEN_CAPTURE_EVERY_MINUTES`, for each user with an OAB
// number or an active monitor, one capture (tools/monitor/djen.capture.ts). A timer in every process;
// on PostgreSQL (with the process's queue) the tick only queues a run, throttled to one per interval
// for the whole cluster, so N processes do not ask the DJEN N times. Without the queue (the embedded
// database: one process) the tick captures. Without DJEN_BASE_URL it does not start.
// Like the screen's capture (a storingProcedure), a user whose storage budget is full gets no
// capture: nothing is stored and the capture state says why, for the screen to show.
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { assertStorageRoom } from '../storage/storage.service.ts';
import { type CaptureOutcome, captureDjen } from '../tools/monitor/djen.capture.ts';
import { saveCaptureState, usersToCapture } from '../tools/monitor/djen.repository.ts';
import type { JobQueue } from './queue.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

export const DJEN_QUEUE = 'djen-capture';

export interface DjenCapture {
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function startDjenCapture(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  options: {
    log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
    onCapture?: (userId: string, outcome: CaptureOutcome) => void;
    /** The process's scheduler (jobs/scheduler.ts); a private one when absent. */
    scheduler?: Scheduler;
    /** The process's pg-boss instance (jobs/queue.ts): the tick queues the run instead of running it. */
    queue?: JobQueue | undefined;
  } = {},
): DjenCapture | null {
  const { djen } = deps.config;
  if (!djen.baseUrl) {
    options.log?.info({}, 'DJEN capture off (no DJEN_BASE_URL)');
    return null;
  }
  const captureDeps = { db: deps.db, now: deps.now, djen };
  const storageFull = async (userId: string): Promise<CaptureOutcome | undefined> => {
    try {
      await assertStorageRoom(deps.db, userId, deps.config.storage.budgetBytes);
      return undefined;
    } catch (error) {
      if (!(error instanceof AppError) || error.kind !== 'too_large') throw error;
      const message = `Captura automática do DJEN não realizada: ${error.message}`;
      await saveCaptureState(deps.db, userId, {
        lastAt: deps.now(),
        lastStatus: 'full',
        lastMessage: message,
      });
      return { status: 'full', message };
    }
  };
  const captureAll = async (stopping: () => boolean) => {
    for (const userId of await usersToCapture(deps.db)) {
      if (stopping()) return;
      const outcome = (await storageFull(userId)) ?? (await captureDjen(captureDeps, userId));
      options.onCapture?.(userId, outcome);
    }
  };
  const everySeconds = djen.everyMinutes * 60;
  const { queue } = options;
  let stopped = false;
  // The queue and its worker, set up once; a capture a run still holds may last the whole interval.
  const ready = queue
    ? (async () => {
        await queue.createQueue(DJEN_QUEUE, {
          policy: 'exclusive',
          expireInSeconds: Math.max(600, everySeconds),
          retryLimit: 0,
          deleteAfterSeconds: 86_400,
        });
        await queue.work(DJEN_QUEUE, { pollingIntervalSeconds: 2 }, () => captureAll(() => stopped));
      })()
    : undefined;
  // Said once here; each tick awaiting it fails too, and stop() ignores it.
  ready?.catch((err: unknown) => options.log?.error({ err }, 'DJEN capture queue could not start'));
  const scheduler = options.scheduler ?? createScheduler({ log: options.log });
  const job = scheduler.every(
    'djen-capture',
    djen.everyMinutes * 60_000,
    async (ctx) => {
      if (!queue) return captureAll(ctx.stopping);
      await ready;
      // One job per interval for the whole cluster, whichever process ticks first.
      await queue.sendThrottled(DJEN_QUEUE, {}, null, everySeconds, DJEN_QUEUE);
    },
    'DJEN capture failed',
  );
  return {
    runNow: async () => {
      await job.runNow();
    },
    stop: async () => {
      stopped = true;
      await job.stop();
      if (queue) {
        await ready?.catch(() => {});
        await queue.offWork(DJEN_QUEUE, { wait: true });
      }
    },
  };
}
