// Queries on templates and generated documents, and the one writer of both tables. Plain functions
// taking `db` or a transaction first, so the service owns the transaction; a template is readable
// when it is the team's public one or the user's own.
import type { Database, Db, NewGeneratedDocument, NewTemplate } from '@lexato/db';
import { type ExpressionBuilder, sql } from 'kysely';

const TEMPLATE_COLUMNS = [
  'id',
  'name',
  'category',
  'description',
  'content',
  'fields',
  'isPublic',
  'createdAt',
] as const;
const DOCUMENT_COLUMNS = ['id', 'templateId', 'title', 'content', 'data', 'createdAt'] as const;
const SUMMARY_COLUMNS = ['id', 'templateId', 'title', 'data', 'createdAt'] as const;

const readableBy = (userId: string) => (eb: ExpressionBuilder<Database, 'templates'>) =>
  eb.or([eb.and([eb('userId', 'is', null), eb('isPublic', '=', true)]), eb('userId', '=', userId)]);

/** The team's public templates (by name), then the user's own. */
export function listTemplates(db: Db, userId: string) {
  return db
    .selectFrom('templates')
    .select(TEMPLATE_COLUMNS)
    .where(readableBy(userId))
    .orderBy((eb) => eb.case().when('userId', 'is', null).then(0).else(1).end())
    .orderBy('name')
    .execute();
}

export function findReadableTemplate(db: Db, userId: string, id: string) {
  return db
    .selectFrom('templates')
    .select(['id', 'content', 'fields'])
    .where('id', '=', id)
    .where(readableBy(userId))
    .executeTakeFirst();
}

export function insertTemplate(db: Db, template: NewTemplate) {
  return db.insertInto('templates').values(template).returning(TEMPLATE_COLUMNS).executeTakeFirstOrThrow();
}

export function findOwnTemplateId(db: Db, userId: string, id: string) {
  return db
    .selectFrom('templates')
    .select('id')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function templateIsUsed(db: Db, id: string): Promise<boolean> {
  const used = await db
    .selectFrom('generatedDocuments')
    .select('id')
    .where('templateId', '=', id)
    .limit(1)
    .executeTakeFirst();
  return used !== undefined;
}

export async function deleteTemplate(db: Db, id: string): Promise<void> {
  await db.deleteFrom('templates').where('id', '=', id).execute();
}

/**
 * Newest first, each text cut in SQL to `headChars` characters: the list never loads a whole
 * document (two documents of hundreds of MB once made it answer 500 for good).
 */
export function listGeneratedDocuments(db: Db, userId: string, headChars: number, limit: number) {
  return db
    .selectFrom('generatedDocuments')
    .select(SUMMARY_COLUMNS)
    .select(sql<string>`substr(content, 1, ${headChars})`.as('head'))
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function insertGeneratedDocument(db: Db, doc: NewGeneratedDocument) {
  return db
    .insertInto('generatedDocuments')
    .values(doc)
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function findGeneratedDocument(db: Db, userId: string, id: string) {
  return db
    .selectFrom('generatedDocuments')
    .select(['title', 'content'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Deletes the user's generated document (its search passages go with it, by cascade); whether one was found. */
export async function deleteGeneratedDocument(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom('generatedDocuments')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
