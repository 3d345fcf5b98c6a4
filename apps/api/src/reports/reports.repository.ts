// Reads of one stored validation or analysis for a report; every query filters by user_id.
import type { Db } from '@lexato/db';
import { VALIDATION_COLUMNS } from '../tools/validator/validator.repository.ts';

export function findValidation(db: Db, userId: string, id: string) {
  return db
    .selectFrom('validators')
    .select(VALIDATION_COLUMNS)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The analysis with its document's title (the document is the user's too). */
export function findAnalysis(db: Db, userId: string, id: string) {
  return db
    .selectFrom('analyses as a')
    .innerJoin('documents as d', (join) =>
      join.onRef('d.id', '=', 'a.documentId').onRef('d.userId', '=', 'a.userId'),
    )
    .select([
      'a.id',
      'a.documentId',
      'a.score',
      'a.riskLevel',
      'a.summary',
      'a.findings',
      'a.suggestions',
      'a.createdAt',
      'd.title',
    ])
    .where('a.userId', '=', userId)
    .where('a.id', '=', id)
    .executeTakeFirst();
}
