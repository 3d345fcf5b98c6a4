// The Calculator tool: runs the pure engine (@lexato/calc) on the index series kept in the
// database, and keeps the request, the result (with its memo) and the optional attachment of each
// calculation, in one transaction.
import {
  CalcError,
  type CalcRequest,
  type CalcResult,
  calculate,
  IndiceIndisponivel,
  type SeriesIndices,
} from '@lexato/calc';
import type { Db } from '@lexato/db';
import { saoPauloDay } from '@lexato/legal';
import type {
  CalculationDetail,
  CalculationHistoryItem,
  CalculationRequest,
  CalculationType,
  CreatedCalculation,
} from '@lexato/schemas';
import { AppError, notFound } from '../../errors.ts';
import { deleteFile } from '../../ingestion/files.repository.ts';
import { DEFAULT_QUOTA, insertFileWithinQuota, type UploadQuota } from '../../ingestion/upload.service.ts';
import { loadSeries } from '../../series/series.store.ts';
import {
  deleteCalculation as deleteCalculationRow,
  findCalculation,
  insertCalculation,
  listCalculations as listCalculationRows,
} from './calculator.repository.ts';

export const HISTORY_LIMIT = 50;

/** Shown in default titles ("Rescisão — 22/11/2026"). */
export const CALCULATION_LABELS: Record<CalculationType, string> = {
  rescisao: 'Rescisão',
  salario_liquido: 'Salário Líquido',
  ferias: 'Férias',
  decimo_terceiro: '13º Salário',
  correcao_monetaria: 'Correção Monetária',
  horas_extras: 'Horas Extras',
  liquidacao_sentenca: 'Liquidação de Sentença',
};

/** Types whose tables default to "today": the server's clock decides, not the engine's. */
const DATED_BY_TODAY = new Set<CalculationType>(['salario_liquido', 'ferias', 'decimo_terceiro']);

const dayFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export function defaultTitle(type: CalculationType, now: Date): string {
  return `${CALCULATION_LABELS[type]} — ${dayFmt.format(now)}`;
}

/**
 * A calculation the engine refused. For a month missing from a series, `publicDetails` tells the
 * screen which series, its last month and the last end date it can compute.
 */
export class CalculationRefused extends AppError {
  constructor(message: string, publicDetails?: Record<string, string>) {
    super('invalid', message, publicDetails ? { publicDetails } : {});
    this.name = 'CalculationRefused';
  }
}

function refusal(error: CalcError): CalculationRefused {
  if (!(error instanceof IndiceIndisponivel))
    return new CalculationRefused(error.message, { campo: error.field });
  const { serie, ultimoMes, ultimaDataCalculavel } = error.falta;
  return new CalculationRefused(error.message, {
    campo: error.field,
    serie,
    ...(ultimoMes ? { ultimoMes } : {}),
    ...(ultimaDataCalculavel ? { ultimaDataCalculavel } : {}),
  });
}

/** The engine's result on `series`; a CalcError becomes a 400 carrying its Portuguese message. */
export function runCalculation(request: CalculationRequest, now: Date, series?: SeriesIndices): CalcResult {
  const referenceDate =
    request.referenceDate ?? (DATED_BY_TODAY.has(request.type) ? saoPauloDay(now) : undefined);
  try {
    return calculate({
      type: request.type,
      inputs: request.inputs,
      ...(referenceDate ? { referenceDate } : {}),
      ...(series ? { series } : {}),
    } as CalcRequest);
  } catch (error) {
    if (error instanceof CalcError) {
      throw refusal(error);
    }
    throw error;
  }
}

/** Only these types read index series. */
const USES_SERIES = new Set<CalculationType>(['correcao_monetaria', 'liquidacao_sentenca']);

/** An attachment already checked (type by content, size) by the multipart route. */
export interface CalculationAttachment {
  filename: string;
  mime: string;
  bytes: Buffer;
  /** The user's storage quota it counts against (the route's; DEFAULT_QUOTA otherwise). */
  quota?: UploadQuota;
}

export async function createCalculation(
  db: Db,
  userId: string,
  request: CalculationRequest,
  now: Date,
  attachment?: CalculationAttachment,
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
    // Checked again under the user's lock inside the insert, as uploads are: the route's early
    // check alone let parallel calculations with files pass the quota together.
    const file = attachment
      ? await insertFileWithinQuota(trx, userId, attachment, attachment.quota ?? DEFAULT_QUOTA)
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
