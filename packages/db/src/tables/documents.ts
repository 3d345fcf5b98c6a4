import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, Id, Json } from './common.ts';

export type DocumentType = 'contract' | 'lawsuit';
export type DocumentStatus = 'pending' | 'analyzed';

export interface DocumentsTable {
  id: Id;
  userId: string;
  title: string;
  content: string;
  type: DocumentType;
  fileId: string | null;
  status: ColumnType<DocumentStatus, DocumentStatus | undefined, DocumentStatus>;
  createdAt: CreatedAt;
}
export type DocumentRow = Selectable<DocumentsTable>;
export type NewDocument = Insertable<DocumentsTable>;
export type DocumentUpdate = Updateable<DocumentsTable>;

export interface AnalysesTable {
  id: Id;
  documentId: string;
  userId: string;
  riskLevel: string;
  summary: string;
  findings: Json<unknown[]>;
  suggestions: Json<string[]>;
  score: number;
  createdAt: CreatedAt;
}
export type AnalysisRow = Selectable<AnalysesTable>;
export type NewAnalysis = Insertable<AnalysesTable>;
