import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteUserSessions } from './sessions.ts';
import { findPasswordHash, updateUser } from './users.repository.ts';

/** A user changes their own password; every other session of theirs ends (ASVS 7.4.3). */
export async function changeOwnPassword(
  deps: AppDeps,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  keepToken: string | undefined,
): Promise<void> {
  const user = await findPasswordHash(deps.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('invalid', 'Senha atual incorreta.');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { passwordHash, updatedAt: deps.now() });
    await deleteUserSessions(trx, userId, keepToken);
  });
}
