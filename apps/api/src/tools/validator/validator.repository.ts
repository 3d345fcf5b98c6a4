// Queries on the user's validations. Plain functions taking
// `db` first; every query on a user's rows filters by user_id.
import type { Db } from '@lexato/db';
import type { ValidationResult } from './engine/validation.ts';

export const VALIDATION_COLUMNS = [
  'id',
  'documentTitle',
  'createdAt',
  'validationStatus',
  'reliabilityScore',
  'totalCitations',
  'validCitations',
  'suspiciousCitations',
  'invalidCitations',
  'citationDetails',
  'warnings',
  'recommendations',
] as const;

export const LIST_LIMIT = 100;

export function listValidations(db: Db, userId: string) {
  return db
    .selectFrom('validators')
    .select(VALIDATION_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

export function insertProcessing(db: Db, userId: string, documentTitle: string, documentContent: string) {
  return db
    .insertInto('validators')
    .values({ userId, documentTitle, documentContent, validationStatus: 'processing' })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function completeValidation(db: Db, userId: string, id: string, result: ValidationResult) {
  return db
    .updateTable('validators')
    .set({
      validationStatus: 'completed',
      reliabilityScore: result.reliabilityScore,
      totalCitations: result.totalCitations,
      validCitations: result.validCitations,
      suspiciousCitations: result.suspiciousCitations,
      invalidCitations: result.invalidCitations,
      // pg would send a JS array as a Postgres array literal: jsonb gets JSON text.
      citationDetails: JSON.stringify(result.citationDetails),
      warnings: JSON.stringify(result.warnings),
      recommendations: JSON.stringify(result.recommendations),
    })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returning(VALIDATION_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function failValidation(db: Db, userId: string, id: string, message: string) {
  return db
    .updateTable('validators')
    .set({ validationStatus: 'failed', warnings: JSON.stringify([message]) })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** Deletes the user's validation; whether one was found. */
export async function deleteValidation(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom('validators')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
