// Validator: every citation of a text checked, the row kept as 'processing' until the checks end,
// then 'completed' with the whole result (or 'failed' with a message).
import type { Db } from '@lexato/db';
import { saoPauloDay } from '@lexato/legal';
import type { CitationDetailDto, LawbaseCoverageDto, ValidationDto, ValidationStatus } from '@lexato/schemas';
import { lawbaseLookup } from '../../corpus/lawbase.lookup.ts';
import { coverage } from '../../corpus/lawbase.repository.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import type { ParseRunner } from '../../ingestion/parse-runner.ts';
import {
  insertFileWithinQuota,
  prepareUpload,
  type UploadedFile,
  type UploadQuota,
} from '../../ingestion/upload.service.ts';
import { runValidation, type ValidationDeps } from './engine/validation.ts';
import { datajudLookup } from './validator.datajud.ts';
import {
  completeValidation,
  deleteValidation as deleteValidationRow,
  failValidation,
  insertProcessing,
  listValidations as listRows,
} from './validator.repository.ts';

export const VALIDATION_FAILED = 'Não foi possível concluir a validação. Tente novamente.';

export async function listValidations(db: Db, userId: string): Promise<ValidationDto[]> {
  const rows = await listRows(db, userId);
  return rows.map(toValidationDto);
}

/**
 * The validate procedure: the document checked against the knowledge base, DataJud (asked only
 * when its key is configured) and the language model, on São Paulo's today.
 */
export function validate(
  app: Pick<AppDeps, 'db' | 'config' | 'now' | 'ai'>,
  userId: string,
  input: { documentTitle: string; documentContent: string },
): Promise<ValidationDto> {
  const { apiKey, baseUrl, timeoutMs } = app.config.datajud;
  return validateDocument(app.db, userId, input, {
    today: saoPauloDay(app.now()),
    lawbase: lawbaseLookup(app.db),
    cnjLookup: apiKey ? datajudLookup({ apiKey, baseUrl, timeoutMs }) : undefined,
    ai: app.ai,
  });
}

export async function validateDocument(
  db: Db,
  userId: string,
  input: { documentTitle: string; documentContent: string },
  deps: ValidationDeps,
): Promise<ValidationDto> {
  const { id } = await insertProcessing(db, userId, input.documentTitle, input.documentContent);
  let result: Awaited<ReturnType<typeof runValidation>>;
  try {
    result = await runValidation(input.documentContent, deps);
  } catch (error) {
    await failValidation(db, userId, id, VALIDATION_FAILED);
    throw error;
  }
  return toValidationDto(await completeValidation(db, userId, id, result));
}

/**
 * An uploaded file to validate: its text is extracted and the file kept (under the user's quota
 * lock); the text comes back for the screen to validate.
 */
export async function storeValidatorUpload(
  db: Db,
  userId: string,
  file: UploadedFile,
  deps: { quota: UploadQuota; runner: ParseRunner },
): Promise<{ title: string; content: string; fileId: string }> {
  const upload = await prepareUpload(db, userId, file, deps);
  const stored = await db
    .transaction()
    .execute((trx) => insertFileWithinQuota(trx, userId, upload, deps.quota));
  return { title: upload.title, content: upload.text, fileId: stored.id };
}

export function toValidationDto(row: {
  id: string;
  documentTitle: string;
  createdAt: Date;
  validationStatus: string;
  reliabilityScore: number | null;
  totalCitations: number;
  validCitations: number;
  suspiciousCitations: number;
  invalidCitations: number;
  citationDetails: unknown[];
  warnings: string[];
  recommendations: string[];
}): ValidationDto {
  const citationDetails = row.citationDetails as CitationDetailDto[];
  return {
    ...row,
    validationStatus: row.validationStatus as ValidationStatus,
    unverifiedCitations: citationDetails.filter((d) => d.status === 'unverified').length,
    incompleteCitations: citationDetails.filter((d) => d.status === 'incomplete').length,
    citationDetails,
  };
}

/** What the base does not hold: a citation of these is "não verificada". */
export const NOT_COVERED = [
  'Súmulas e Orientações Jurisprudenciais do TST',
  'Precedentes normativos e temas dos recursos repetitivos do TST',
  'Súmulas vinculantes do STF',
  'Temas de repercussão geral do STF',
  'Diplomas fora da lista acima (decretos, resoluções, leis estaduais e municipais, entre outros)',
  'Julgados citados pelo número (REsp, RE, ADPF…): só números CNJ têm dígitos verificadores',
];

/** What the knowledge base loaded in this database covers, named as a lawyer names it. */
export async function lawbaseCoverage(db: Db): Promise<LawbaseCoverageDto> {
  const c = await coverage(db);
  return {
    acts: c.acts.map((a) => ({ name: a.citation, url: a.url, articles: a.articles })),
    sumulas: c.sumulas.map((s) => ({ court: s.court, count: s.count })),
    temas: c.temas ? { count: c.temas.count, highest: c.temas.highest } : null,
    notCovered: NOT_COVERED,
  };
}

/** Deletes the user's validation (another user's id: 404, as a missing one). */
export async function deleteValidation(db: Db, userId: string, id: string): Promise<{ id: string }> {
  if (!(await deleteValidationRow(db, userId, id))) notFound('Validação não encontrada.');
  return { id };
}
