import type { Db, NewDocument, NewFile } from '@lexato/db';
import { sql } from 'kysely';

// Plain functions taking `db` or a transaction (a Transaction is a Kysely too), so the service
// owns the transaction.

export async function fileUsage(db: Db, userId: string): Promise<{ files: number; bytes: number }> {
  const row = await db
    .selectFrom('files')
    .select([sql<string>`count(*)`.as('files'), sql<string>`coalesce(sum(size), 0)`.as('bytes')])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

export function insertFile(db: Db, file: NewFile): Promise<{ id: string }> {
  return db.insertInto('files').values(file).returning('id').executeTakeFirstOrThrow();
}

export function insertDocument(db: Db, doc: NewDocument) {
  return db
    .insertInto('documents')
    .values(doc)
    .returning(['id', 'title', 'type', 'status', 'createdAt'])
    .executeTakeFirstOrThrow();
}
