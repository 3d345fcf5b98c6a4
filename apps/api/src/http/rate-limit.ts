import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '@lexato/db';
import { sql } from 'kysely';

/**
 * One fixed-window counter in Postgres, shared by every API process. Returns the count after
 * this hit and the milliseconds left in the window.
 */
export async function hit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; ttl: number }> {
  const expires = new Date(now.getTime() + windowMs);
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, expiresAt: expires })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_limits.expires_at <= ${now} then 1 else rate_limits.count + 1 end`,
        expiresAt: sql`case when rate_limits.expires_at <= ${now} then ${expires} else rate_limits.expires_at end`,
      }),
    )
    .returning(['count', 'expiresAt'])
    .executeTakeFirstOrThrow();
  return { count: row.count, ttl: Math.max(0, row.expiresAt.getTime() - now.getTime()) };
}

/** The current count without counting a hit (0 when the window is over). */
export async function peek(db: Db, key: string, now: Date): Promise<{ count: number; ttl: number }> {
  const row = await db
    .selectFrom('rateLimits')
    .select(['count', 'expiresAt'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.expiresAt <= now) return { count: 0, ttl: 0 };
  return { count: row.count, ttl: row.expiresAt.getTime() - now.getTime() };
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

/**
 * A @fastify/rate-limit store on Postgres. A database failure is passed on as an error, so the
 * limiter fails closed (the request is refused) rather than letting unlimited attempts through.
 */
export function postgresRateLimitStore(db: Db, now: () => Date) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix = 'rl:';
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      // Passed by @fastify/rate-limit at run time, though its typings omit it.
      timeWindow = 60_000,
    ) {
      hit(db, `${this.#prefix}${key}`, timeWindow, now()).then(
        ({ count, ttl }) => callback(null, { current: count, ttl }),
        (error: Error) => callback(error),
      );
    }
    // Limiters are told apart by their keyGenerator prefix ('login:', 'contacts:'), which works
    // the same on the Redis store.
    child() {
      return new PostgresRateLimitStore();
    }
  };
}
