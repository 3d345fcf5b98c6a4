// Expired sessions and finished rate-limit windows are otherwise deleted only when someone
// presents them again, so the rows of people who never come back (a user id, an IP address)
// would stay forever; LGPD art. 16 asks for personal data to be erased once its purpose ends.
// Every API process runs the purge: the deletes are idempotent and cheap, so no queue is needed.
import type { Db } from '@lexato/db';
import { purgeExpiredSessions } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { purgeFinishedWindows } from '../http/attempts.ts';

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
  } = {},
): Housekeeping {
  let current: Promise<PurgeResult | undefined> | undefined;
  const runNow = () => {
    current ??= purgeExpired(deps.db, deps.now(), deps.config.session.idleMs)
      .then((purged) => {
        if (purged.sessions || purged.rateLimits) options.log?.info(purged, 'expired rows purged');
        return purged;
      })
      .catch((err: unknown) => {
        options.log?.error({ err }, 'purge of expired rows failed');
        return undefined;
      })
      .finally(() => {
        current = undefined;
      });
    return current;
  };
  const timer = setInterval(() => void runNow(), options.everyMs ?? 15 * 60_000);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
