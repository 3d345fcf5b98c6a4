// What an upload does once the request is authorised and read: quota, text extraction (off the
// request thread), then one short transaction that checks the quota again under a per-user lock
// and writes the rows, so nothing is half-written and parallel uploads cannot pass the quota.
import { createHash } from 'node:crypto';
import { type Db, type DocumentType, withoutStatementTimeout } from '@lexato/db';
import { IngestionError } from './errors.ts';
import { type ExtractedText, extractText } from './extract.ts';
import { sanitizeFilename, titleFromFilename } from './filename.ts';
import type { ParseRunner } from './parse-runner.ts';
import { fileUsage, insertDocument, insertFile, lockUploadQuota } from './upload.repository.ts';

export interface UploadQuota {
  maxFiles: number;
  maxBytes: number;
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
}

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

interface Prepared {
  filename: string;
  title: string;
  extracted: ExtractedText;
}

async function prepare(
  db: Db,
  userId: string,
  file: UploadedFile,
  deps: { quota: UploadQuota; runner: ParseRunner },
): Promise<Prepared> {
  await checkQuota(db, userId, deps.quota, file.bytes.length);
  const filename = sanitizeFilename(file.filename);
  const extracted = await extractText(file.bytes, filename, deps.runner);
  return { filename, title: titleFromFilename(filename), extracted };
}

const fileRow = (userId: string, file: UploadedFile, p: Prepared) => ({
  userId,
  filename: p.filename,
  mime: p.extracted.mime,
  size: file.bytes.length,
  sha256: createHash('sha256').update(file.bytes).digest('hex'),
  data: file.bytes,
});

/** Inserts the file once the quota, re-read under the user's lock, still has room for it. */
async function insertWithinQuota(
  trx: Db,
  userId: string,
  file: UploadedFile,
  prepared: Prepared,
  quota: UploadQuota,
): Promise<{ id: string }> {
  await lockUploadQuota(trx, userId);
  await checkQuota(trx, userId, quota, file.bytes.length);
  return insertFile(trx, fileRow(userId, file, prepared));
}

export async function storeDocumentUpload(
  db: Db,
  userId: string,
  file: UploadedFile,
  docType: DocumentType,
  deps: { quota: UploadQuota; runner: ParseRunner },
) {
  const prepared = await prepare(db, userId, file, deps);
  // Inserting the document also indexes it for Search (a trigger cuts it into passages), work
  // that grows with the text and may pass the per-statement timeout meant for requests; uploads
  // are already bounded in size and in number at once.
  return withoutStatementTimeout(db, async (trx) => {
    const stored = await insertWithinQuota(trx, userId, file, prepared, deps.quota);
    return insertDocument(trx, {
      userId,
      title: prepared.title,
      content: prepared.extracted.text,
      type: docType,
      fileId: stored.id,
      status: 'pending',
    });
  });
}

export async function storeValidatorUpload(
  db: Db,
  userId: string,
  file: UploadedFile,
  deps: { quota: UploadQuota; runner: ParseRunner },
): Promise<{ title: string; content: string; fileId: string }> {
  const prepared = await prepare(db, userId, file, deps);
  const stored = await db
    .transaction()
    .execute((trx) => insertWithinQuota(trx, userId, file, prepared, deps.quota));
  return { title: prepared.title, content: prepared.extracted.text, fileId: stored.id };
}
