import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { CreatedAt, Defaulted, Id, Json } from './common.ts';

export interface TemplateField {
  name: string;
  label: string;
  type: string;
}

export interface TemplatesTable {
  id: Id;
  /** null for the team's public templates. */
  userId: string | null;
  name: string;
  category: string;
  description: string;
  content: string;
  fields: Json<TemplateField[]>;
  isPublic: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
}
export type TemplateRow = Selectable<TemplatesTable>;
export type NewTemplate = Insertable<TemplatesTable>;

export interface GeneratedDocumentsTable {
  id: Id;
  userId: string;
  templateId: string;
  title: string;
  content: string;
  data: Json<Record<string, string>>;
  createdAt: CreatedAt;
}
export type GeneratedDocumentRow = Selectable<GeneratedDocumentsTable>;
export type NewGeneratedDocument = Insertable<GeneratedDocumentsTable>;

export interface ValidatorsTable {
  id: Id;
  userId: string;
  documentTitle: string;
  documentContent: string;
  validationStatus: ColumnType<string, string | undefined, string>;
  reliabilityScore: number | null;
  totalCitations: Defaulted<number>;
  validCitations: Defaulted<number>;
  suspiciousCitations: Defaulted<number>;
  invalidCitations: Defaulted<number>;
  citationDetails: Json<unknown[]>;
  warnings: Json<string[]>;
  recommendations: Json<string[]>;
  createdAt: CreatedAt;
}
export type ValidatorRow = Selectable<ValidatorsTable>;
export type NewValidator = Insertable<ValidatorsTable>;
