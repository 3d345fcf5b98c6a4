// Reports: one stored result of the user's (a calculation, a validation, an analysis) rendered as
// a PDF to attach to a filing. Reads only; a foreign or unknown id is NOT_FOUND like everywhere.
import type { Db } from '@lexato/db';
import {
  type AnalysisDto,
  type AnalysisRiskLevel,
  displayFileName,
  fileNameFromTitle,
  type PdfFile,
} from '@lexato/schemas';
import { notFound } from '../errors.ts';
import { getCalculation } from '../tools/calculator/calculator.service.ts';
import { toValidationDto } from '../tools/validator/validator.service.ts';
import { defaultPdfRenderer, type PdfRenderer } from './pdf-renderer.ts';
import { findAnalysis, findValidation } from './reports.repository.ts';

// The drawing (pdfkit, fontkit, DejaVu Sans) happens in the renderer's worker, never on the request
// thread (pdf-renderer.ts): bounded per user, with a time limit, reused while the result is unchanged.

/** RFC 6266 with the RFC 5987 `filename*` carrying the accented name. */
function pdfFile(title: string, data: Buffer): PdfFile {
  const ascii = fileNameFromTitle(title, 'pdf');
  const utf8 = displayFileName(title, 'pdf');
  return {
    contentType: 'application/pdf',
    contentDisposition: `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(utf8)}`,
    data,
  };
}

export async function calculationPdf(
  db: Db,
  userId: string,
  id: string,
  now: Date,
  renderer: PdfRenderer = defaultPdfRenderer,
): Promise<PdfFile> {
  const calc = await getCalculation(db, userId, id);
  const data = await renderer.render(userId, id, { kind: 'calculation', calc, generatedAt: now });
  return pdfFile(`Memória de cálculo — ${calc.title}`, data);
}

export async function validationPdf(
  db: Db,
  userId: string,
  id: string,
  now: Date,
  renderer: PdfRenderer = defaultPdfRenderer,
): Promise<PdfFile> {
  const row = await findValidation(db, userId, id);
  if (!row) notFound('Validação não encontrada.');
  const validation = toValidationDto(row);
  const data = await renderer.render(userId, id, { kind: 'validation', validation, generatedAt: now });
  return pdfFile(`Validação — ${row.documentTitle}`, data);
}

export async function analysisPdf(
  db: Db,
  userId: string,
  id: string,
  now: Date,
  renderer: PdfRenderer = defaultPdfRenderer,
): Promise<PdfFile> {
  const row = await findAnalysis(db, userId, id);
  if (!row) notFound('Análise não encontrada.');
  const analysis: AnalysisDto = {
    id: row.id,
    documentId: row.documentId,
    score: row.score,
    riskLevel: row.riskLevel as AnalysisRiskLevel,
    summary: row.summary,
    findings: row.findings as AnalysisDto['findings'],
    suggestions: row.suggestions,
    createdAt: row.createdAt,
  };
  const data = await renderer.render(userId, id, {
    kind: 'analysis',
    analysis,
    title: row.title,
    generatedAt: now,
  });
  return pdfFile(`Análise — ${row.title}`, data);
}
