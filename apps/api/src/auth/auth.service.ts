import type { Db, SessionArea } from '@lexato/db';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { countLoginAttempt, loginSucceeded } from './login-throttle.ts';
import { burnPasswordCheck, verifyPassword } from './password.ts';
import { createSession, deleteSession } from './sessions.ts';

export const INVALID_CREDENTIALS = 'Usuário ou senha inválidos.';

export function findUserByUsername(db: Db, username: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/**
 * Checks the credentials for an area and opens a new session. Unknown user, wrong password,
 * disabled account and wrong area all look the same from outside (ASVS 6.3.8).
 */
export async function login(
  deps: AppDeps,
  area: SessionArea,
  input: { username: string; password: string },
  previousToken: string | undefined,
): Promise<{ token: string; userId: string } | null> {
  const user = await findUserByUsername(deps.db, input.username);
  if (!user) {
    await burnPasswordCheck(input.password);
    return null;
  }
  const ok = await verifyPassword(user.passwordHash, input.password);
  const roleFits = user.role === (area === 'admin' ? 'admin' : 'user');
  if (!ok || !roleFits || user.disabledAt) return null;
  // Rotation: whatever session the browser carried before login is gone (ASVS 7.2.4).
  if (previousToken) await deleteSession(deps.db, previousToken);
  const token = await createSession(deps.db, user.id, area, deps.config, deps.now());
  return { token, userId: user.id };
}

/** Where a login's events are written (the request's logger). */
export interface AuthLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * A login behind its lockout: the attempt is counted before the password is checked
 * (login-throttle.ts) and refused with the wait (429, Retry-After); wrong credentials are 401; a
 * right password clears this address's count and opens the session.
 */
export async function loginWithLockout(
  deps: AppDeps,
  area: SessionArea,
  input: { username: string; password: string },
  from: { address: string; previousToken: string | undefined; log: AuthLog },
): Promise<{ token: string; userId: string }> {
  const attempt = { area, username: input.username, address: from.address };
  const refusal = await countLoginAttempt(deps, attempt);
  if (refusal) {
    from.log.warn({ event: 'login_throttled', area }, 'login refused before the password check');
    throw new AppError('too_many', refusal.message, { retryAfterSeconds: refusal.retryAfterSeconds });
  }
  const result = await login(deps, area, input, from.previousToken);
  if (!result) {
    from.log.warn({ event: 'login_failed', area }, 'login failed');
    throw new AppError('unauthorized', INVALID_CREDENTIALS);
  }
  await loginSucceeded(deps, attempt);
  from.log.info({ event: 'login', area, userId: result.userId }, 'login');
  return result;
}

/** Ends the session the browser carried, if any. */
export async function logout(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, token);
}
