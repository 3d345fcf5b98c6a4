// The per-user storage budget: one limit over everything a user's actions store (150 DocGen
// generations of ~1 MB once grew the data folder 289 MB in 6 s). Checked before a request stores
// anything, so a full budget refuses the request whole (the figures are the database's own, one row
// per kind: storage.repository.ts); concurrent requests of one user can pass
// it by at most their own sizes, which the body limits bound (1 MB of JSON, 10 MB per upload).
import type { Db } from '@lexato/db';
import { AppError } from '../errors.ts';
import { STORAGE_KINDS, type StorageKind, storageUsage } from './storage.repository.ts';

const MB = 1024 * 1024;
const megabytes = (bytes: number) =>
  `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: bytes < 10 * MB ? 1 : 0 }).format(bytes / MB)} MB`;

/** Refuses (413, in Portuguese) when the user's stored rows plus `incomingBytes` pass the budget. */
export async function assertStorageRoom(
  db: Db,
  userId: string,
  budgetBytes: number,
  incomingBytes = 0,
): Promise<void> {
  const usage = await storageUsage(db, userId);
  const used = Object.values(usage).reduce((sum, bytes) => sum + bytes, 0);
  if (used + incomingBytes <= budgetBytes && used < budgetBytes) return;
  throw new AppError('too_large', storageFullMessage(usage, used, budgetBytes));
}

/** "… Ocupam mais espaço: documentos gerados (289 MB), validações (12 MB). Exclua …" */
export function storageFullMessage(
  usage: Partial<Record<StorageKind, number>>,
  used: number,
  budgetBytes: number,
): string {
  const largest = STORAGE_KINDS.flatMap(({ kind, label }) => {
    const bytes = usage[kind];
    return bytes ? [{ label, bytes }] : [];
  })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3)
    .map(({ label, bytes }) => `${label} (${megabytes(bytes)})`);
  return (
    `Seu espaço de armazenamento está cheio: ${megabytes(used)} de ${megabytes(budgetBytes)}. ` +
    `Ocupam mais espaço: ${largest.join(', ')}. ` +
    'Exclua itens antigos desses tipos para liberar espaço, ou fale com nossa equipe para ampliar o limite.'
  );
}
