import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, Id } from './common.ts';

export type UserRole = 'admin' | 'user';

export interface UsersTable {
  id: Id;
  email: string;
  name: string;
  username: string;
  passwordHash: string;
  company: string | null;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  hasActiveContract: ColumnType<boolean, boolean | undefined, boolean>;
  disabledAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, never, Date>;
}
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
