import type { Db, SessionArea } from '@lexato/db';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.ts';
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
