import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { countAttempt, waitInWords } from '../http/attempts.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { deleteUserSessions } from './sessions.ts';
import { findPasswordHash, updateUser } from './users.repository.ts';

/**
 * Guesses of the current password go through the same per-account limit as logins (ASVS 6.3.1):
 * a stolen session cannot try passwords at the speed of the server.
 */
const attemptKey = (userId: string) => `password-change:${userId}`;

/** A user changes their own password; every other session of theirs ends (ASVS 7.4.3). */
export async function changeOwnPassword(
  deps: Pick<AppDeps, 'db' | 'attempts' | 'config' | 'now'>,
  user: { id: string; username: string; email: string },
  input: { currentPassword: string; newPassword: string },
  keepToken: string | undefined,
): Promise<void> {
  const [refusal] = await countAttempt(
    deps.attempts,
    [{ key: attemptKey(user.id), ...deps.config.loginLockout.perAccountAndAddress }],
    deps.now(),
  );
  if (refusal) {
    throw new AppError(
      'too_many',
      `Muitas tentativas de troca de senha. Tente novamente em ${waitInWords(refusal.retryAfterMs)}.`,
      { retryAfterSeconds: Math.max(1, Math.ceil(refusal.retryAfterMs / 1000)) },
    );
  }
  const stored = await findPasswordHash(deps.db, user.id);
  if (!stored || !(await verifyPassword(stored.passwordHash, input.currentPassword))) {
    throw new AppError('invalid', 'Senha atual incorreta.');
  }
  await deps.attempts.reset(attemptKey(user.id));
  await assertAcceptablePassword(input.newPassword, user);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { passwordHash, updatedAt: deps.now() });
    await deleteUserSessions(trx, user.id, keepToken);
  });
}
