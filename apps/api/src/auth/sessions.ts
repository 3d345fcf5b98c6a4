import { createHash, randomBytes } from 'node:crypto';
import type { Db, SessionArea } from '@lexato/db';
import type { AppConfig } from '../config.ts';

export interface SessionUser {
  id: string;
  username: string;
  name: string;
  email: string;
  company: string | null;
  role: 'admin' | 'user';
  hasActiveContract: boolean;
}

/** Admin and platform sessions live in distinct cookies; each area ignores the other's. */
export function cookieName(area: SessionArea, config: AppConfig): string {
  const base = area === 'admin' ? 'lexato_admin' : 'lexato_platform';
  // The __Host- prefix requires Secure; plain-http development cannot use it.
  return config.cookieSecure ? `__Host-${base}` : base;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * 256-bit CSPRNG token; only its hash is stored. Past the configured number of live sessions per
 * user, the user's oldest sessions end: the insert and the delete are one statement, whose delete
 * sees the sessions as they were before this one.
 */
export async function createSession(db: Db, userId: string, area: SessionArea, config: AppConfig, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await db
    .with('created', (q) =>
      q
        .insertInto('sessions')
        .values({
          id: hashToken(token),
          userId,
          area,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + config.session.maxMs),
        })
        .returning('id'),
    )
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('id', 'in', (q) =>
      q
        .selectFrom('sessions')
        .select('id')
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('lastSeenAt', 'desc')
        .offset(config.session.maxPerUser - 1),
    )
    .execute();
  return token;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

export async function deleteUserSessions(db: Db, userId: string, exceptToken?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptToken) query = query.where('id', '!=', hashToken(exceptToken));
  await query.execute();
}

/** Deletes sessions past their absolute or idle limit; answers how many. */
export async function purgeExpiredSessions(db: Db, now: Date, idleMs: number): Promise<number> {
  const idleSince = new Date(now.getTime() - idleMs);
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<', idleSince)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Touching last_seen_at on every request would turn every read into a write.
const TOUCH_AFTER_MS = 60_000;

/** The session's user when the token is live for this area, the user active and of the area's role. */
export async function resolveSession(
  db: Db,
  token: string,
  area: SessionArea,
  config: AppConfig,
  now: Date,
): Promise<SessionUser | null> {
  const id = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'users.id',
      'users.username',
      'users.name',
      'users.email',
      'users.company',
      'users.role',
      'users.hasActiveContract',
      'users.disabledAt',
    ])
    .where('sessions.id', '=', id)
    .where('sessions.area', '=', area)
    .executeTakeFirst();
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime() > config.session.idleMs;
  const expired = row.expiresAt.getTime() <= now.getTime();
  const wrongRole = row.role !== (area === 'admin' ? 'admin' : 'user');
  if (idle || expired || wrongRole || row.disabledAt) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.updateTable('sessions').set({ lastSeenAt: now }).where('id', '=', id).execute();
  }
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    company: row.company,
    role: row.role,
    hasActiveContract: row.hasActiveContract,
  };
}
