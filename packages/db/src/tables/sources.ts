import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { CreatedAt } from './common.ts';

export type LegalSourceKind = 'legislacao' | 'sumula' | 'jurisprudencia' | 'doutrina';

/** A passage of the legal corpus; `id` is the source's own stable id (import upserts by it). */
export interface LegalSourcesTable {
  id: string;
  kind: LegalSourceKind;
  title: string;
  text: string;
  court: string | null;
  /** date: read back as 'YYYY-MM-DD' text (cast in queries). */
  date: ColumnType<string | null, string | null | undefined, string | null>;
  reference: string | null;
  url: string | null;
  contentHash: string;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  /** Generated: setweight(title, A) || setweight(text, D), accent-folded, Portuguese stemming. */
  tsv: ColumnType<string, never, never>;
}
export type LegalSourceRow = Selectable<LegalSourcesTable>;
export type NewLegalSource = Insertable<LegalSourcesTable>;

export interface LegalSourceTermsTable {
  lexeme: string;
  df: number;
}

export interface LegalSourceStatsTable {
  id: number;
  docs: number;
  avgLength: number;
  refreshedAt: ColumnType<Date, Date | undefined, Date>;
}
