// Queries on the user's strategies (and the one writer of `strategies`), and the read of a linked
// search. Plain functions taking `db` or a transaction first; every query filters by user_id.
import type { Database, Db, NewStrategy } from '@lexato/db';
import type { Updateable } from 'kysely';

type StrategyUpdate = Updateable<Database['strategies']>;

export function listStrategies(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('strategies')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function insertStrategy(db: Db, strategy: NewStrategy) {
  return db.insertInto('strategies').values(strategy).returning('id').executeTakeFirstOrThrow();
}

export async function markStrategyFailed(db: Db, id: string): Promise<void> {
  await db.updateTable('strategies').set({ analysisStatus: 'failed' }).where('id', '=', id).execute();
}

export function completeStrategy(db: Db, id: string, analysis: StrategyUpdate) {
  return db
    .updateTable('strategies')
    .set({ ...analysis, analysisStatus: 'completed' })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findSearch(db: Db, userId: string, id: string) {
  return db
    .selectFrom('searches')
    .select(['query', 'resultCount', 'results'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The user's own prediction linked to a strategy: its title and probability (read only). */
export function findPrediction(db: Db, userId: string, id: string) {
  return db
    .selectFrom('predictions')
    .select(['caseTitle', 'probability'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}
