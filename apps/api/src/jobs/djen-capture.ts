// The DJEN capture in the background: every `DJEN_CAPTURE_EVERY_MINUTES`, for each user with an OAB
// number or an active monitor, one capture (tools/monitor/djen.capture.ts). A timer in every process,
// like housekeeping: storing a communication is idempotent (one row per user and hash), so two
// processes capturing at once store nothing twice. Without DJEN_BASE_URL it does not start.
// Like the screen's capture (a storingProcedure), a user whose storage budget is full gets no
// capture: nothing is stored and the capture state says why, for the screen to show.
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { assertStorageRoom } from '../storage/storage.service.ts';
import { type CaptureOutcome, captureDjen } from '../tools/monitor/djen.capture.ts';
import { saveCaptureState, usersToCapture } from '../tools/monitor/djen.repository.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

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
  const scheduler = options.scheduler ?? createScheduler({ log: options.log });
  const job = scheduler.every(
    'djen-capture',
    djen.everyMinutes * 60_000,
    async (ctx) => {
      for (const userId of await usersToCapture(deps.db)) {
        if (ctx.stopping()) return;
        const outcome = (await storageFull(userId)) ?? (await captureDjen(captureDeps, userId));
        options.onCapture?.(userId, outcome);
      }
    },
    'DJEN capture failed',
  );
  return {
    runNow: async () => {
      await job.runNow();
    },
    stop: () => job.stop(),
  };
}
