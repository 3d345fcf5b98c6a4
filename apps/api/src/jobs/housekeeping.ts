// Expired sessions and finished rate-limit windows are otherwise deleted only when someone
// presents them again, so the rows of people who never come back (a user id, an IP address)
// would stay forever; LGPD art. 16 asks for personal data to be erased once its purpose ends.
// Every API process runs the purge: the deletes are idempotent and cheap, so no queue is needed.
import type { Db } from '@lexato/db';
import { purgeExpiredSessions } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { purgeFinishedWindows } from '../http/attempts.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

export interface PurgeResult {
  sessions: number;
  rateLimits: number;
}

/** Deletes sessions past their absolute or idle limit and rate-limit windows already over. */
export async function purgeExpired(db: Db, now: Date, idleMs: number): Promise<PurgeResult> {
  const sessions = await purgeExpiredSessions(db, now, idleMs);
  const rateLimits = await purgeFinishedWindows(db, now);
  return { sessions, rateLimits };
}

export interface Housekeeping {
  runNow(): Promise<PurgeResult | undefined>;
  stop(): Promise<void>;
}

export function startHousekeeping(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  options: {
    everyMs?: number;
    log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
    /** The process's scheduler (jobs/scheduler.ts); a private one when absent. */
    scheduler?: Scheduler;
  } = {},
): Housekeeping {
  const scheduler = options.scheduler ?? createScheduler({ log: options.log });
  const job = scheduler.every(
    'housekeeping',
    options.everyMs ?? 15 * 60_000,
    async () => {
      const purged = await purgeExpired(deps.db, deps.now(), deps.config.session.idleMs);
      if (purged.sessions || purged.rateLimits) options.log?.info(purged, 'expired rows purged');
      return purged;
    },
    'purge of expired rows failed',
  );
  return { runNow: () => job.runNow(), stop: () => job.stop() };
}
