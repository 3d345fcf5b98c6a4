// Validator: every citation of a text checked, the row kept as 'processing' until the checks end,
// then 'completed' with the whole result (or 'failed' with a message).
import type { Db } from '@lexato/db';
import type { CitationDetailDto, ValidationDto, ValidationStatus } from '@lexato/schemas';
import { runValidation, type ValidationDeps } from './validator.engine.ts';
import {
  completeValidation,
  failValidation,
  insertProcessing,
  listValidations as listRows,
} from './validator.repository.ts';

export const VALIDATION_FAILED = 'Não foi possível concluir a validação. Tente novamente.';

export async function listValidations(db: Db, userId: string): Promise<ValidationDto[]> {
  const rows = await listRows(db, userId);
  return rows.map(toDto);
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
  return toDto(await completeValidation(db, userId, id, result));
}

function toDto(row: {
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
  return {
    ...row,
    validationStatus: row.validationStatus as ValidationStatus,
    citationDetails: row.citationDetails as CitationDetailDto[],
  };
}
