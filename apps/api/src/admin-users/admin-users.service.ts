import type { Db, User } from '@lexato/db';
import type { AdminUserDto } from '@lexato/schemas';
import { hashPassword } from '../auth/password.ts';
import { assertAcceptablePassword } from '../auth/password-policy.ts';
import { deleteUserSessions } from '../auth/sessions.ts';
import {
  findPlatformUser,
  findUserIdBy,
  insertUser,
  listPlatformUsers as listUserRows,
  updateUser,
} from '../auth/users.repository.ts';
import { AppError } from '../errors.ts';

/** Accounts listed at once (the admin screen reads the list whole). */
const LIST_LIMIT = 1000;

const toDto = (u: User): AdminUserDto => ({
  id: u.id,
  username: u.username,
  name: u.name,
  email: u.email,
  company: u.company,
  role: u.role,
  hasActiveContract: u.hasActiveContract,
  disabled: u.disabledAt !== null,
  createdAt: u.createdAt,
});

export async function listPlatformUsers(db: Db): Promise<AdminUserDto[]> {
  const rows = await listUserRows(db, LIST_LIMIT);
  return rows.map(toDto);
}

async function assertUnique(db: Db, fields: { username?: string; email?: string }, exceptId?: string) {
  if (fields.username) {
    if (await findUserIdBy(db, 'username', fields.username, exceptId))
      throw new AppError('conflict', 'Este usuário já existe.');
  }
  if (fields.email) {
    if (await findUserIdBy(db, 'email', fields.email, exceptId)) {
      throw new AppError('conflict', 'Este e-mail já está em uso por outra conta.');
    }
  }
}

export async function createPlatformUser(
  db: Db,
  input: {
    username: string;
    name: string;
    email: string;
    company: string | null;
    password: string;
    hasActiveContract: boolean;
  },
): Promise<AdminUserDto> {
  await assertUnique(db, input);
  await assertAcceptablePassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  const row = await insertUser(db, {
    username: input.username,
    name: input.name,
    email: input.email,
    company: input.company,
    passwordHash,
    role: 'user',
    hasActiveContract: input.hasActiveContract,
  });
  return toDto(row);
}

export async function updatePlatformUser(
  db: Db,
  id: string,
  input: {
    name?: string | undefined;
    email?: string | undefined;
    company?: string | null | undefined;
    hasActiveContract?: boolean | undefined;
    password?: string | undefined;
    disabled?: boolean | undefined;
  },
  now: Date,
): Promise<AdminUserDto> {
  const existing = await findPlatformUser(db, id);
  if (!existing) throw new AppError('not_found', 'Usuário não encontrado.');
  await assertUnique(db, { email: input.email }, id);
  if (input.password) await assertAcceptablePassword(input.password, existing);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const endSessions = input.disabled === true || passwordHash !== undefined;
  return db.transaction().execute(async (trx) => {
    const row = await updateUser(trx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.company !== undefined ? { company: input.company } : {}),
      ...(input.hasActiveContract !== undefined ? { hasActiveContract: input.hasActiveContract } : {}),
      ...(passwordHash ? { passwordHash } : {}),
      ...(input.disabled !== undefined ? { disabledAt: input.disabled ? now : null } : {}),
      updatedAt: now,
    });
    // A disabled account or a reset password must not keep working in an open browser.
    if (endSessions) await deleteUserSessions(trx, id);
    return toDto(row);
  });
}
