// How much room a user's rows take, by kind. Read-only: the database keeps the figures itself
// (table user_storage, kept by the triggers of migration 2026_11_28_0500_user_storage on every
// table below), so reading them costs a few rows by the user's key, whatever the user stored.
import type { Db } from '@lexato/db';

/** What a user can make grow: the table whose rows count, and its label in messages. */
export const STORAGE_KINDS = [
  { kind: 'files', table: 'files', label: 'arquivos enviados' },
  { kind: 'documents', table: 'documents', label: 'documentos' },
  { kind: 'analyses', table: 'analyses', label: 'análises' },
  { kind: 'generated', table: 'generated_documents', label: 'documentos gerados' },
  { kind: 'validations', table: 'validators', label: 'validações' },
  { kind: 'searches', table: 'searches', label: 'histórico de buscas' },
  { kind: 'calculations', table: 'calculations', label: 'cálculos' },
  { kind: 'predictions', table: 'predictions', label: 'previsões' },
  { kind: 'strategies', table: 'strategies', label: 'estratégias' },
  { kind: 'monitors', table: 'monitors', label: 'processos monitorados' },
  { kind: 'publications', table: 'djen_communications', label: 'publicações capturadas do DJEN' },
  { kind: 'templates', table: 'templates', label: 'modelos próprios' },
] as const;

export type StorageKind = (typeof STORAGE_KINDS)[number]['kind'];

const KIND_OF_TABLE = new Map<string, StorageKind>(STORAGE_KINDS.map(({ kind, table }) => [table, kind]));

/** Bytes the user's rows take, by kind (kinds with nothing stored are absent). */
export async function storageUsage(db: Db, userId: string): Promise<Partial<Record<StorageKind, number>>> {
  const rows = await db
    .selectFrom('userStorage')
    .select(['kind', 'bytes'])
    .where('userId', '=', userId)
    .execute();
  const usage: Partial<Record<StorageKind, number>> = {};
  for (const row of rows) {
    const kind = KIND_OF_TABLE.get(row.kind);
    const bytes = Number(row.bytes);
    if (kind && bytes > 0) usage[kind] = bytes;
  }
  return usage;
}
