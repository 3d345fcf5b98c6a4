// Queries on the user's validations and on the knowledge base (read only). Plain functions taking
// `db` first; every query on a user's rows filters by user_id.
import type { Db } from '@lexato/db';
import {
  coverage,
  findArticle,
  findSumula,
  findTema,
  listArticles,
} from '../../corpus/lawbase.repository.ts';
import type { ValidationResult } from './validator.engine.ts';
import type { LawbaseLookup } from './validator.lawbase.ts';

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

/**
 * The knowledge base as the Validator reads it, through the corpus repository, with each answer
 * kept for the request (a brief cites the same article many times).
 */
export function lawbaseLookup(db: Db): LawbaseLookup {
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let hit = memo.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = load();
      memo.set(key, hit);
    }
    return hit;
  };
  return {
    coverage: () => once('coverage', () => coverage(db)),
    articles: (act) => once(`articles:${act}`, () => listArticles(db, act)),
    article: (act, article) => once(`article:${act}:${article}`, () => findArticle(db, act, article)),
    sumula: (court, n) => once(`sumula:${court}:${n}`, () => findSumula(db, court, n)),
    tema: (n) => once(`tema:${n}`, () => findTema(db, n)),
  };
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
