// The `files` table's one writer: uploaded documents, validator texts and calculation attachments
// all keep their bytes here. Plain functions taking `db` or a transaction (a Transaction is a
// Kysely too), so the service owns the transaction.
import { createHash } from 'node:crypto';
import type { Db } from '@lexato/db';
import { sql } from 'kysely';

/** Namespaces the advisory locks of this module (pg_advisory_xact_lock(int, int)). */
const UPLOAD_QUOTA_LOCK = 20_12;

/**
 * Holds, until the transaction ends, the lock that serialises one user's quota check and insert:
 * without it, parallel uploads all read the same usage and all fit (513 MB stored
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

/** A file already checked (type by content, size); stored with its size and SHA-256. */
export interface StorableFile {
  filename: string;
  mime: string;
  bytes: Buffer;
}

export function insertFile(db: Db, userId: string, file: StorableFile): Promise<{ id: string }> {
  return db
    .insertInto('files')
    .values({
      userId,
      filename: file.filename,
      mime: file.mime,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      data: file.bytes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Deletes the user's file (a document's or a calculation's upload) when its owner deletes that row. */
export async function deleteFile(db: Db, userId: string, id: string): Promise<void> {
  await db.deleteFrom('files').where('id', '=', id).where('userId', '=', userId).execute();
}
