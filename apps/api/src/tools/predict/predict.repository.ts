// Queries on the user's predictions (and the one writer of `predictions`), and the corpus search
// that finds judgments alike a case. Plain functions taking `db` or a transaction first; every
// query on predictions filters by user_id.
import type { Db, NewPrediction } from '@lexato/db';
import { sql } from 'kysely';

/** The user's predictions of `caseType` whose outcome was recorded, newest outcome first. */
export function recordedPredictions(
  db: Db,
  userId: string,
  caseType: string,
  limit: number,
  openingChars: number,
) {
  return db
    .selectFrom('predictions')
    .select((eb) => [
      'id',
      'caseTitle',
      'probability',
      'outcome',
      'createdAt',
      eb.fn<string>('substr', ['description', eb.val(1), eb.val(openingChars)]).as('opening'),
    ])
    .where('userId', '=', userId)
    .where('caseType', '=', caseType)
    .where('outcome', 'is not', null)
    .orderBy('outcomeRecordedAt', 'desc')
    .limit(limit)
    .execute();
}

/** Judgments and súmulas holding any of `terms`, by how many they hold (full text, accent-folded). */
export function sourcesMatchingTerms(db: Db, terms: string[], openingChars: number) {
  const any = sql`to_tsquery('portuguese', lexato_norm(${terms.join(' | ')}))`;
  const matched = sql.join(
    terms.map((t) => sql`(case when tsv @@ to_tsquery('portuguese', lexato_norm(${t})) then 1 else 0 end)`),
    sql` + `,
  );
  return db
    .selectFrom('legalSources')
    .select((eb) => [
      'title',
      'reference',
      'court',
      sql<number>`${matched}`.as('matched'),
      eb.fn<string>('substr', ['text', eb.val(1), eb.val(openingChars)]).as('opening'),
    ])
    .where('kind', 'in', ['jurisprudencia', 'sumula'])
    .where(sql<boolean>`tsv @@ ${any}`)
    .orderBy('matched', 'desc')
    .orderBy('id')
    .limit(20)
    .execute();
}

export function insertPrediction(db: Db, prediction: NewPrediction) {
  return db.insertInto('predictions').values(prediction).returningAll().executeTakeFirstOrThrow();
}

export function listPredictions(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('predictions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findPrediction(db: Db, userId: string, id: string) {
  return db
    .selectFrom('predictions')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function setPredictionOutcome(
  db: Db,
  userId: string,
  id: string,
  outcome: NonNullable<NewPrediction['outcome']>,
  now: Date,
) {
  return db
    .updateTable('predictions')
    .set({ outcome, outcomeRecordedAt: now })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** The forecasts and real outcomes the user recorded (for the calibration). */
export function recordedOutcomes(db: Db, userId: string) {
  return db
    .selectFrom('predictions')
    .select(['probability', 'outcome'])
    .where('userId', '=', userId)
    .where('outcome', 'is not', null)
    .execute();
}
