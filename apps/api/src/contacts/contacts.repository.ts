// Queries on the contact form's messages, and the one writer of `contacts`. Plain functions taking
// `db` or a transaction first.
import type { Db, NewContact } from '@lexato/db';

const CONTACT_COLUMNS = ['id', 'name', 'email', 'company', 'phone', 'message', 'createdAt'] as const;

export function insertContact(db: Db, contact: NewContact) {
  return db.insertInto('contacts').values(contact).returning('id').executeTakeFirstOrThrow();
}

/** Newest first, after `cursor` (keyset: the cost of a page does not grow with its number). */
export function listContacts(db: Db, limit: number, cursor?: { createdAt: Date; id: string }) {
  let query = db
    .selectFrom('contacts')
    .select(CONTACT_COLUMNS)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('createdAt', '<', cursor.createdAt),
        eb.and([eb('createdAt', '=', cursor.createdAt), eb('id', '<', cursor.id)]),
      ]),
    );
  }
  return query.execute();
}

export async function countContacts(db: Db): Promise<number> {
  const count = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

export function findContact(db: Db, id: string) {
  return db.selectFrom('contacts').select(CONTACT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Answers whether a row was removed. */
export async function deleteContact(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contacts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
