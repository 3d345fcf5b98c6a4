import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteUserSessions } from './sessions.ts';

/** A user changes their own password; every other session of theirs ends (ASVS 7.4.3). */
export async function changeOwnPassword(
  deps: AppDeps,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  keepToken: string | undefined,
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select('passwordHash')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('invalid', 'Senha atual incorreta.');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: deps.now() })
      .where('id', '=', userId)
      .execute();
    await deleteUserSessions(trx, userId, keepToken);
  });
}
