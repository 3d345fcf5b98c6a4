// The Calculator tool: runs the pure engine (@lexato/calc) on the index series kept in the
// database, and keeps the request, the result (with its memo) and the optional attachment of each
// calculation, in one transaction.
import type { CalcResult } from '@lexato/calc';
import type { Db } from '@lexato/db';
import type {
  CalculationDetail,
  CalculationHistoryItem,
  CalculationRequest,
  CalculationType,
  CreatedCalculation,
} from '@lexato/schemas';
import { notFound } from '../../errors.ts';
import { deleteFile } from '../../ingestion/files.repository.ts';
import { Limiter } from '../../ingestion/limiter.ts';
import {
  checkQuota,
  DEFAULT_QUOTA,
  insertFileWithinQuota,
  type UploadQuota,
} from '../../ingestion/upload.service.ts';
import { loadSeries } from '../../series/series.store.ts';
import { checkAttachment } from './calculator.attachment.ts';
import {
  deleteCalculation as deleteCalculationRow,
  findCalculation,
  insertCalculation,
  listCalculations as listCalculationRows,
} from './calculator.repository.ts';
import { defaultTitle, runCalculation } from './engine/run.ts';

export const HISTORY_LIMIT = 50;

/** Only these types read index series. */
const USES_SERIES = new Set<CalculationType>(['correcao_monetaria', 'liquidacao_sentenca']);

/** An attachment checked (type by content, size) by checkAttachment. */
export interface CalculationAttachment {
  filename: string;
  mime: string;
  bytes: Buffer;
}

/** A file sent with a calculation (the form's `file`), as read from the request, not yet checked. */
export interface CalculationFile {
  filename: string;
  bytes: Uint8Array;
}

/** What calculations.create takes: the request and, from the multipart form, its optional file. */
export type CalculationSubmission = CalculationRequest & { file?: CalculationFile | undefined };

/** The user's file limits for an attachment; `storageBytes`: the whole storage budget. */
export const attachmentQuota = (storageBytes: number): UploadQuota => ({ ...DEFAULT_QUOTA, storageBytes });

/**
 * Calculations with a file checked and stored at once (each holds up to 10 MB in memory); the
 * rest wait, and beyond the queue the answer is 503 "try again shortly".
 */
const withFile = new Limiter(8, 32);

/**
 * Runs and stores a calculation. A file goes through the same checks over every transport: the
 * quota first (before its content is read), then its type by content, then the quota again
 * under the user's lock with the insert.
 */
export async function createCalculation(
  db: Db,
  userId: string,
  submission: CalculationSubmission,
  now: Date,
  quota: UploadQuota = DEFAULT_QUOTA,
): Promise<CreatedCalculation> {
  const { file, ...request } = submission;
  if (!file) return storeCalculation(db, userId, request, now);
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  return withFile.run(async () => {
    await checkQuota(db, userId, quota, bytes.length);
    const attachment = await checkAttachment(file.filename, bytes);
    return storeCalculation(db, userId, request, now, { attachment, quota });
  });
}

async function storeCalculation(
  db: Db,
  userId: string,
  request: CalculationRequest,
  now: Date,
  withAttachment?: { attachment: CalculationAttachment; quota: UploadQuota },
): Promise<CreatedCalculation> {
  // Computed before the transaction: a refused calculation writes nothing, and PGlite's single
  // connection is held only for the two inserts.
  const series = USES_SERIES.has(request.type) ? await loadSeries(db) : undefined;
  const results = runCalculation(request, now, series);
  const title = request.title ?? defaultTitle(request.type, now);
  const inputs = {
    ...request.inputs,
    ...(request.referenceDate ? { referenceDate: request.referenceDate } : {}),
  };
  const row = await db.transaction().execute(async (trx) => {
    // Checked again under the user's lock inside the insert, as uploads are: the early check
    // alone let parallel calculations with files pass the quota together.
    const file = withAttachment
      ? await insertFileWithinQuota(trx, userId, withAttachment.attachment, withAttachment.quota)
      : null;
    return insertCalculation(trx, {
      userId,
      type: request.type,
      title,
      inputs,
      results,
      fileId: file?.id ?? null,
    });
  });
  return { id: row.id, type: request.type, title, results, createdAt: row.createdAt };
}

export async function listCalculations(db: Db, userId: string): Promise<CalculationHistoryItem[]> {
  const rows = await listCalculationRows(db, userId, HISTORY_LIMIT);
  return rows.map((r) => ({ ...r, type: r.type as CalculationType }));
}

/** One of the user's own calculations; a foreign or unknown id is NOT_FOUND. */
export async function getCalculation(db: Db, userId: string, id: string): Promise<CalculationDetail> {
  const row = await findCalculation(db, userId, id);
  if (!row) notFound('Cálculo não encontrado.');
  return {
    id: row.id,
    title: row.title,
    type: row.type as CalculationType,
    createdAt: row.createdAt,
    inputs: row.inputs,
    results: row.results as unknown as CalcResult,
    attachment:
      row.filename && row.mime && row.size !== null
        ? { filename: row.filename, mime: row.mime, size: Number(row.size) }
        : null,
  };
}

/** Deletes the user's calculation and its attachment (another user's id: 404, as a missing one). */
export async function deleteCalculation(db: Db, userId: string, id: string): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    const deleted = await deleteCalculationRow(trx, userId, id);
    if (!deleted) notFound('Cálculo não encontrado.');
    if (deleted.fileId) await deleteFile(trx, userId, deleted.fileId);
    return { id };
  });
}
