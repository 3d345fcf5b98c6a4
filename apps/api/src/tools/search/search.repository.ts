// The user's search history, and the one writer of `searches`. Plain functions taking `db` or a
// transaction first; every query filters by user_id. (The corpus itself is read by engine.ts.)
import type { Db, NewSearch } from '@lexato/db';

export function insertSearch(db: Db, search: NewSearch) {
  return db.insertInto('searches').values(search).returning(['id', 'createdAt']).executeTakeFirstOrThrow();
}

/** Newest first, a page of `limit` after `offset`. */
export function listSearches(db: Db, userId: string, offset: number, limit: number) {
  return db
    .selectFrom('searches')
    .select(['id', 'query', 'filters', 'results', 'resultCount', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countSearches(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('searches')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
