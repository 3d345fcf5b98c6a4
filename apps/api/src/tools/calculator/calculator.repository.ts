// Queries on the user's calculations, and the one writer of `calculations`. Plain functions taking
// `db` or a transaction first, so the service owns the transaction; every query filters by user_id.
import type { Db } from '@lexato/db';

export function insertCalculation(
  db: Db,
  calculation: {
    userId: string;
    type: string;
    title: string;
    inputs: Record<string, unknown>;
    results: unknown;
    fileId: string | null;
  },
) {
  return db
    .insertInto('calculations')
    .values({
      ...calculation,
      // pg would send a JS object as is: jsonb gets JSON text.
      inputs: JSON.stringify(calculation.inputs),
      results: JSON.stringify(calculation.results),
    })
    .returning(['id', 'createdAt'])
    .executeTakeFirstOrThrow();
}

export function listCalculations(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('calculations')
    .select(['id', 'title', 'type', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One calculation with its attachment's metadata (never another user's file). */
export function findCalculation(db: Db, userId: string, id: string) {
  return db
    .selectFrom('calculations as c')
    .leftJoin('files as f', (join) => join.onRef('f.id', '=', 'c.fileId').onRef('f.userId', '=', 'c.userId'))
    .select([
      'c.id',
      'c.title',
      'c.type',
      'c.createdAt',
      'c.inputs',
      'c.results',
      'f.filename',
      'f.mime',
      'f.size',
    ])
    .where('c.id', '=', id)
    .where('c.userId', '=', userId)
    .executeTakeFirst();
}

/** Deletes the user's calculation; its attachment's id (to delete with it), or undefined if none was found. */
export function deleteCalculation(db: Db, userId: string, id: string) {
  return db
    .deleteFrom('calculations')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('fileId')
    .executeTakeFirst();
}
