import type { ColumnType, Selectable } from 'kysely';

/**
 * The user's own documents cut into passages for Search, written only by the database trigger
 * of migration 2026_11_24_1300 (on insert or update of documents / generated_documents).
 */
export interface DocumentPassagesTable {
  id: ColumnType<string, never, never>;
  userId: string;
  /** Exactly one of documentId / generatedDocumentId is set. */
  documentId: string | null;
  generatedDocumentId: string | null;
  /** Position of the passage in its document, from 0. */
  ord: number;
  /** The document's title, repeated on each passage (weight A in the tsvector). */
  title: string;
  text: string;
  tsv: ColumnType<string, never, never>;
}
export type DocumentPassageRow = Selectable<DocumentPassagesTable>;
