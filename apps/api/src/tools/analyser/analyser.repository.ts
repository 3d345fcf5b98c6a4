// Queries on the user's documents and analyses, and the one writer of both tables (pasted and
// uploaded documents alike). Plain functions taking `db` or a transaction first, so the service
// owns the transaction; every query filters by user_id.
import type { Db, DocumentRow } from '@lexato/db';
import type { AnalysisFinding } from '@lexato/schemas';

const DOCUMENT_COLUMNS = ['id', 'title', 'content', 'type', 'status', 'createdAt'] as const;
const ANALYSIS_COLUMNS = [
  'id',
  'documentId',
  'score',
  'riskLevel',
  'summary',
  'findings',
  'suggestions',
  'createdAt',
] as const;

/** The newest documents first (a list bigger than this is paged by nobody: the web's analyser screen reads it whole). */
export const LIST_LIMIT = 200;

export function listDocuments(db: Db, userId: string) {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

export function findDocument(db: Db, userId: string, id: string) {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertDocument(
  db: Db,
  doc: {
    userId: string;
    title: string;
    content: string;
    type: DocumentRow['type'];
    fileId?: string;
    status?: DocumentRow['status'];
  },
) {
  return db.insertInto('documents').values(doc).returning(DOCUMENT_COLUMNS).executeTakeFirstOrThrow();
}

export function listAnalyses(db: Db, userId: string) {
  return db
    .selectFrom('analyses')
    .select(ANALYSIS_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

/** Replaces the document's analysis and marks the document analyzed (call inside a transaction). */
export async function replaceAnalysis(
  trx: Db,
  userId: string,
  documentId: string,
  analysis: {
    score: number;
    riskLevel: string;
    summary: string;
    findings: AnalysisFinding[];
    suggestions: string[];
  },
) {
  const marked = await trx
    .updateTable('documents')
    .set({ status: 'analyzed' })
    .where('userId', '=', userId)
    .where('id', '=', documentId)
    .returning('id')
    .executeTakeFirst();
  if (!marked) return undefined;
  await trx
    .deleteFrom('analyses')
    .where('userId', '=', userId)
    .where('documentId', '=', documentId)
    .execute();
  return trx
    .insertInto('analyses')
    .values({
      userId,
      documentId,
      score: analysis.score,
      riskLevel: analysis.riskLevel,
      summary: analysis.summary,
      // pg would send a JS array as a Postgres array literal: jsonb gets JSON text.
      findings: JSON.stringify(analysis.findings),
      suggestions: JSON.stringify(analysis.suggestions),
    })
    .returning(ANALYSIS_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Deletes the user's document (its analyses and search passages go with it, by cascade); the
 * uploaded file's id to delete with it, or undefined if no document was found.
 */
export function deleteDocument(db: Db, userId: string, id: string) {
  return db
    .deleteFrom('documents')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('fileId')
    .executeTakeFirst();
}
