import { randomBytes } from 'node:crypto';
import type { Db, UserRole } from '@lexato/db';
import type { AppConfig } from '../config.ts';
import { findUserByUsername } from './auth.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { insertUser, updateUser } from './users.repository.ts';

interface Account {
  role: UserRole;
  username: string;
  password: string | undefined;
  name: string;
  email: string;
  hasActiveContract: boolean;
}

/**
 * Creates or updates the admin and demo accounts from the environment. No fixed default
 * password exists: a missing one on first start is generated and printed once.
 */
export async function bootstrapAccounts(
  db: Db,
  config: AppConfig,
  print: (line: string) => void,
): Promise<void> {
  const accounts: Account[] = [
    {
      role: 'admin',
      ...config.admin,
      name: 'Administrador',
      email: 'admin@lexato.local',
      hasActiveContract: false,
    },
    {
      role: 'user',
      ...config.demo,
      name: 'Usuário de Demonstração',
      email: 'demo@lexato.local',
      hasActiveContract: true,
    },
  ];
  for (const account of accounts) {
    const existing = await findUserByUsername(db, account.username);
    if (!existing) {
      const password = account.password ?? randomBytes(12).toString('base64url');
      await insertUser(db, {
        username: account.username,
        name: account.name,
        email: account.email,
        role: account.role,
        hasActiveContract: account.hasActiveContract,
        passwordHash: await hashPassword(password),
      });
      if (!account.password) {
        print(`Conta '${account.username}' (${account.role}) criada com a senha gerada: ${password}`);
        print('Guarde esta senha: ela não será exibida novamente.');
      }
      continue;
    }
    if (account.password && !(await verifyPassword(existing.passwordHash, account.password))) {
      await updateUser(db, existing.id, {
        passwordHash: await hashPassword(account.password),
        role: account.role,
        disabledAt: null,
      });
    }
  }
}
