// Fixed-window attempt counters shared by every API process (Redis when configured, else a
// Postgres table). Guarded work — a password check, a stored contact — counts itself here
// before it runs, once per procedure call: a tRPC batch of ten logins is ten attempts, and
// parallel attempts each see their own count, because the increment and the read are one
// atomic step (one SQL statement, or one Redis MULTI).
import type { Db } from '@lexato/db';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';

export interface AttemptRule {
  key: string;
  windowMs: number;
  max: number;
}

export interface AttemptCount {
  count: number;
  /** Milliseconds left in the window. */
  ttl: number;
}

export interface AttemptStore {
  /** One hit on every key; counts in the order of the rules. */
  hit(rules: readonly AttemptRule[], now: Date): Promise<AttemptCount[]>;
  reset(key: string): Promise<void>;
  /** Records that something happened (no count), for `seen` to find until the window ends. */
  remember(key: string, windowMs: number, now: Date): Promise<void>;
  seen(key: string, now: Date): Promise<boolean>;
}

export function postgresAttempts(db: Db): AttemptStore {
  return {
    async hit(rules, now) {
      if (rules.length === 0) return [];
      const rows = await db
        .insertInto('rateLimits')
        .values(rules.map((r) => ({ key: r.key, count: 1, expiresAt: new Date(now.getTime() + r.windowMs) })))
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when rate_limits.expires_at <= ${now} then 1 else rate_limits.count + 1 end`,
            expiresAt: sql`case when rate_limits.expires_at <= ${now} then excluded.expires_at else rate_limits.expires_at end`,
          }),
        )
        .returning(['key', 'count', 'expiresAt'])
        .execute();
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return rules.map((rule) => {
        const row = byKey.get(rule.key);
        if (!row) throw new Error(`attempt counter ${rule.key} not returned`);
        return { count: row.count, ttl: Math.max(0, row.expiresAt.getTime() - now.getTime()) };
      });
    },
    async reset(key) {
      await db.deleteFrom('rateLimits').where('key', '=', key).execute();
    },
    async remember(key, windowMs, now) {
      const expiresAt = new Date(now.getTime() + windowMs);
      await db
        .insertInto('rateLimits')
        .values({ key, count: 1, expiresAt })
        .onConflict((oc) => oc.column('key').doUpdateSet({ expiresAt }))
        .execute();
    },
    async seen(key, now) {
      const row = await db
        .selectFrom('rateLimits')
        .select('key')
        .where('key', '=', key)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** Deletes the Postgres counters whose window is over; answers how many. */
export async function purgeFinishedWindows(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('rateLimits').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * On Redis the window starts with SET NX PX, so a key never lives without its expiry; Redis's
 * own clock times the window. A Redis failure is passed on: the guarded work is refused (fails
 * closed) rather than let through uncounted.
 */
export function redisAttempts(redis: Redis): AttemptStore {
  return {
    async hit(rules) {
      if (rules.length === 0) return [];
      const multi = redis.multi();
      for (const rule of rules) {
        multi.set(rule.key, 0, 'PX', rule.windowMs, 'NX').incr(rule.key).pttl(rule.key);
      }
      const replies = (await multi.exec()) ?? [];
      return rules.map((_, i) => {
        const [incr, pttl] = [replies[i * 3 + 1], replies[i * 3 + 2]];
        if (!incr || !pttl || incr[0] || pttl[0])
          throw incr?.[0] ?? pttl?.[0] ?? new Error('redis multi failed');
        return { count: Number(incr[1]), ttl: Math.max(0, Number(pttl[1])) };
      });
    },
    async reset(key) {
      await redis.del(key);
    },
    async remember(key, windowMs) {
      await redis.set(key, 1, 'PX', windowMs);
    },
    async seen(key) {
      return (await redis.exists(key)) === 1;
    },
  };
}

export interface Refusal<R extends AttemptRule> {
  rule: R;
  retryAfterMs: number;
}

/**
 * Counts one attempt against every rule, then answers the rules over their max, the one that
 * keeps the caller waiting longest first (empty when the attempt may go ahead).
 */
export async function countAttempt<R extends AttemptRule>(
  store: AttemptStore,
  rules: readonly R[],
  now: Date,
): Promise<Array<Refusal<R>>> {
  const counts = await store.hit(rules, now);
  return rules
    .flatMap((rule, i) => {
      const count = counts[i];
      return count && count.count > rule.max ? [{ rule, retryAfterMs: count.ttl }] : [];
    })
    .sort((a, b) => b.retryAfterMs - a.retryAfterMs);
}

/** "15 minutos", "40 segundos": the wait in a 429 message, rounded up. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 60) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hora' : `${hours} horas`;
}
