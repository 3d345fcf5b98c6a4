import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { CreatedAt, Defaulted, Json } from './common.ts';

export type LegalSourceKind = 'legislacao' | 'sumula' | 'tema' | 'jurisprudencia' | 'doutrina';
/** 'lexato': shipped knowledge base (loaded on start); 'admin': imported by the admin. */
export type LegalSourceOrigin = 'lexato' | 'admin';
/**
 * Articles: vigente / revogado / vetado. Súmulas: vigente / cancelada / superada. Temas: vigente
 * (thesis fixed), pendente (no thesis yet), cancelada.
 */
export type LegalSourceStatus = 'vigente' | 'revogado' | 'vetado' | 'cancelada' | 'superada' | 'pendente';

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
  /**
   * Generated (migration 2026_11_25_0400): title A, caput B, headings and subject index C, the rest
   * of the text D; accent-folded, Portuguese stemming.
   */
  tsv: ColumnType<string, never, never>;
  origin: Defaulted<LegalSourceOrigin>;
  /** Article rows: the act's id in @lexato/legal's law catalogue (e.g. 'decreto-lei-5452-1943'). */
  act: string | null;
  /** Article rows: normalised number, no thousands dot, no ordinal sign, letter suffix '477-A'. */
  article: string | null;
  /** Article rows: the base number without suffix (477 for '477-A'), for ordering and the last article. */
  articleNumber: number | null;
  status: LegalSourceStatus | null;
  /** The revoking act as the text names it ('Lei nº 13.467, de 2017'), when it does. */
  revokedBy: string | null;
  /** Article rows: título › capítulo › seção › subseção headings above the article. */
  headingPath: Json<string[] | null>;
  /** Article rows: the subject index's phrases (apps/api/lawbase/subjects/), searched with the headings. */
  subjects: Json<string[] | null>;
  /** Article rows: caput, parágrafos, incisos, alíneas (`ArticleStructure` of @lexato/legal). */
  structure: Json<unknown>;
  /** Súmula or tema number. */
  number: number | null;
  /** Tema: the thesis fixed by the court. */
  thesis: string | null;
  /** Tema: the court's own stage, verbatim ('Trânsito em Julgado', 'Afetado', 'Cancelado'…). */
  situation: string | null;
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

/** The shipped knowledge base version loaded into this database (one row). */
export interface LawbaseStateTable {
  id: number;
  release: number;
  sha256: string;
  records: number;
  loadedAt: ColumnType<Date, Date | undefined, Date>;
}
