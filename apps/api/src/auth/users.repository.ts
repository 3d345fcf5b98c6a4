// The users table's one writer: accounts made at boot from the environment, by the admin, and a
// user's own password change. Plain functions taking `db` or a transaction first, so the service
// owns the transaction (a password change ends sessions in the same one).
import type { Db, NewUser, UserUpdate } from '@lexato/db';
import { sql } from 'kysely';

export function insertUser(db: Db, user: NewUser) {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Db, id: string, changes: UserUpdate) {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function findPasswordHash(db: Db, id: string) {
  return db.selectFrom('users').select('passwordHash').where('id', '=', id).executeTakeFirst();
}

/** Platform users (role 'user'), newest first. */
export function listPlatformUsers(db: Db, limit: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('role', '=', 'user')
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

export function findPlatformUser(db: Db, id: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('role', '=', 'user')
    .executeTakeFirst();
}

/** Another account already holding `field` (compared case-insensitively), if any. */
export function findUserIdBy(db: Db, field: 'username' | 'email', value: string, exceptId?: string) {
  let q = db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(${sql.ref(field)})`, '=', value.toLowerCase());
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}
