// What an upload does once the request is authorised and read: quota, then text extraction (off
// the request thread). Storing is the keeping tool's: its service opens one short transaction that
// checks the quota again under a per-user lock (`insertFileWithinQuota`) and writes its rows, so
// nothing is half-written and parallel uploads cannot pass the quota.
import type { Db } from '@lexato/db';
import { AppError } from '../errors.ts';
import { assertStorageRoom } from '../storage/storage.service.ts';
import { IngestionError } from './errors.ts';
import { extractText } from './extract.ts';
import { sanitizeFilename, titleFromFilename } from './filename.ts';
import { fileUsage, insertFile, lockUploadQuota, type StorableFile } from './files.repository.ts';
import type { ParseRunner } from './parse-runner.ts';

export interface UploadQuota {
  maxFiles: number;
  maxBytes: number;
  /** The user's whole storage budget (storage/storage.service.ts), when the route gives it. */
  storageBytes?: number;
}

export const DEFAULT_QUOTA: UploadQuota = { maxFiles: 200, maxBytes: 500 * 1024 * 1024 };

export const QUOTA_MESSAGES = {
  files: (max: number) =>
    `Você atingiu o limite de ${max} arquivos enviados. Fale com nossa equipe para ampliar o limite.`,
  bytes: (maxBytes: number) =>
    `Você atingiu o limite de ${Math.round(maxBytes / 1024 / 1024)} MB em arquivos enviados. Fale com nossa equipe para ampliar o limite.`,
};

/** Checked before the text is extracted (a cheap early refusal), then again under the lock. */
export async function checkQuota(
  db: Db,
  userId: string,
  quota: UploadQuota,
  incomingBytes = 0,
): Promise<void> {
  const usage = await fileUsage(db, userId);
  if (usage.files >= quota.maxFiles) throw new IngestionError(400, QUOTA_MESSAGES.files(quota.maxFiles));
  if (usage.bytes + incomingBytes > quota.maxBytes || usage.bytes >= quota.maxBytes) {
    throw new IngestionError(413, QUOTA_MESSAGES.bytes(quota.maxBytes));
  }
  if (quota.storageBytes === undefined) return;
  try {
    await assertStorageRoom(db, userId, quota.storageBytes, incomingBytes);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'too_large') throw new IngestionError(413, error.message);
    throw error;
  }
}

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/** An upload read and turned into text, not yet stored: the tool that keeps it owns the insert. */
export interface PreparedUpload extends StorableFile {
  title: string;
  text: string;
}

/** Checks the quota early (a cheap refusal), then extracts the text off the request thread. */
export async function prepareUpload(
  db: Db,
  userId: string,
  file: UploadedFile,
  deps: { quota: UploadQuota; runner: ParseRunner },
): Promise<PreparedUpload> {
  await checkQuota(db, userId, deps.quota, file.bytes.length);
  const filename = sanitizeFilename(file.filename);
  const extracted = await extractText(file.bytes, filename, deps.runner);
  return {
    filename,
    title: titleFromFilename(filename),
    mime: extracted.mime,
    bytes: file.bytes,
    text: extracted.text,
  };
}

/**
 * Inserts the file once the quota, re-read under the user's lock, still has room for it. Call it
 * inside the transaction that stores what the file became, so the lock covers both.
 */
export async function insertFileWithinQuota(
  trx: Db,
  userId: string,
  file: StorableFile,
  quota: UploadQuota,
): Promise<{ id: string }> {
  await lockUploadQuota(trx, userId);
  await checkQuota(trx, userId, quota, file.bytes.length);
  return insertFile(trx, userId, file);
}
