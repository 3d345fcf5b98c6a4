// How much room a user's rows take, by kind. Read-only: each table keeps its one writer.
// pg_column_size gives a value's stored size (compressed, out-of-line data counted by its
// pointer's size) without reading the value, so the sum costs one pass over the user's rows of
// each table through its user_id index, not over their megabytes.
import type { Db } from '@lexato/db';
import { sql } from 'kysely';

/** What a user can make grow, with its label and the columns that hold its bulk. */
export const STORAGE_KINDS = [
  { kind: 'files', table: 'files', label: 'arquivos enviados', columns: ['data'] },
  { kind: 'documents', table: 'documents', label: 'documentos', columns: ['title', 'content'] },
  { kind: 'analyses', table: 'analyses', label: 'análises', columns: ['summary', 'findings', 'suggestions'] },
  {
    kind: 'generated',
    table: 'generated_documents',
    label: 'documentos gerados',
    columns: ['title', 'content', 'data'],
  },
  {
    kind: 'validations',
    table: 'validators',
    label: 'validações',
    columns: ['document_title', 'document_content', 'citation_details', 'warnings', 'recommendations'],
  },
  {
    kind: 'searches',
    table: 'searches',
    label: 'histórico de buscas',
    columns: ['query', 'filters', 'results'],
  },
  { kind: 'calculations', table: 'calculations', label: 'cálculos', columns: ['title', 'inputs', 'results'] },
  {
    kind: 'predictions',
    table: 'predictions',
    label: 'previsões',
    columns: ['case_title', 'description', 'risks', 'recommendations', 'similar_cases', 'factors'],
  },
  {
    kind: 'strategies',
    table: 'strategies',
    label: 'estratégias',
    columns: [
      'case_title',
      'case_description',
      'parties',
      'strategies',
      'comparison_matrix',
      'action_plan',
      'risks',
    ],
  },
  {
    kind: 'monitors',
    table: 'monitors',
    label: 'processos monitorados',
    columns: ['movements', 'deadline_trail'],
  },
  {
    kind: 'publications',
    table: 'djen_communications',
    label: 'publicações capturadas do DJEN',
    columns: ['text', 'organ', 'kind', 'recipients'],
  },
  {
    kind: 'templates',
    table: 'templates',
    label: 'modelos próprios',
    columns: ['name', 'content', 'fields'],
  },
] as const;

export type StorageKind = (typeof STORAGE_KINDS)[number]['kind'];

/** Bytes the user's rows take, by kind (kinds with nothing stored are absent). */
export async function storageUsage(db: Db, userId: string): Promise<Partial<Record<StorageKind, number>>> {
  const parts = STORAGE_KINDS.map(
    ({ kind, table, columns }) =>
      sql<{ kind: string; bytes: string }>`select ${kind}::text as kind, coalesce(sum(${sql.raw(
        columns.map((c) => `coalesce(pg_column_size(${c}), 0)`).join(' + '),
      )}), 0)::bigint as bytes from ${sql.table(table)} where user_id = ${userId}`,
  );
  const { rows } = await sql<{
    kind: StorageKind;
    bytes: string;
  }>`${sql.join(parts, sql` union all `)}`.execute(db);
  const usage: Partial<Record<StorageKind, number>> = {};
  for (const row of rows) {
    const bytes = Number(row.bytes);
    if (bytes > 0) usage[row.kind] = bytes;
  }
  return usage;
}
