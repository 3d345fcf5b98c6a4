import type { Db, NewDocument, NewFile } from '@lexato/db';
import { sql } from 'kysely';

// Plain functions taking `db` or a transaction (a Transaction is a Kysely too), so the service
// owns the transaction.

/** Namespaces the advisory locks of this module (pg_advisory_xact_lock(int, int)). */
const UPLOAD_QUOTA_LOCK = 20_12;

/**
 * Holds, until the transaction ends, the lock that serialises one user's quota check and insert:
 * without it, parallel uploads all read the same usage and all fit (issue 20: 513 MB stored
 * against 500 MB). Two users whose ids hash alike only wait for each other.
 */
export async function lockUploadQuota(trx: Db, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}::int, hashtext(${userId}))`.execute(trx);
}

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
