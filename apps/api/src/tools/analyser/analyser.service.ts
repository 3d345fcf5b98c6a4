// Analyser: the user's documents and their analyses. The built-in engine always runs; a configured
// model adds a summary and findings anchored in the text. Analysing again replaces the analysis and
// marks the document analyzed in one transaction.
import { type Db, type DocumentType, withoutStatementTimeout } from '@lexato/db';
import { recommendationsFor, saoPauloDay, tally } from '@lexato/legal';
import type {
  AnalysisDto,
  AnalysisFinding,
  AnalysisRiskLevel,
  AnalyzeResultDto,
  ContractRelation,
  DocumentDto,
  DocumentTypeValue,
} from '@lexato/schemas';
import { builtinProvider } from '../../ai/provider.ts';
import type { AiProvider } from '../../ai/types.ts';
import { lawbaseLookup } from '../../corpus/lawbase.lookup.ts';
import { notFound } from '../../errors.ts';
import { deleteFile } from '../../ingestion/files.repository.ts';
import type { ParseRunner } from '../../ingestion/parse-runner.ts';
import {
  insertFileWithinQuota,
  prepareUpload,
  type UploadedFile,
  type UploadQuota,
} from '../../ingestion/upload.service.ts';
import { verifyInBase } from '../../shared/lawbase/verify.ts';
import { defaultTextEngine, type TextEngine } from '../../workers/text-engine.ts';
import { mergeAiAnalysis } from './analyser.ai.ts';
import {
  deleteDocument as deleteDocumentRow,
  findDocument,
  insertDocument,
  listAnalyses as listAnalysisRows,
  listDocuments as listDocumentRows,
  replaceAnalysis,
} from './analyser.repository.ts';
import { assembleAnalysis } from './engine/index.ts';

export const DOCUMENT_NOT_FOUND = 'Documento não encontrado.';

export function listDocuments(db: Db, userId: string): Promise<DocumentDto[]> {
  return listDocumentRows(db, userId);
}

/** A new document is always pending, whatever status the client sent (only analysis marks it analyzed). */
export function createDocument(
  db: Db,
  userId: string,
  input: { title: string; content: string; type: DocumentTypeValue },
): Promise<DocumentDto> {
  return insertDocument(db, { userId, title: input.title, content: input.content, type: input.type });
}

/**
 * An uploaded file becomes a pending document: the text is extracted first, then the file and the
 * document are inserted in one transaction holding the user's quota lock.
 */
export async function storeDocumentUpload(
  db: Db,
  userId: string,
  file: UploadedFile,
  docType: DocumentType,
  deps: { quota: UploadQuota; runner: ParseRunner },
) {
  const upload = await prepareUpload(db, userId, file, deps);
  // Inserting the document also indexes it for Search (a trigger cuts it into passages), work
  // that grows with the text and may pass the per-statement timeout meant for requests; uploads
  // are already bounded in size and in number at once.
  const { id, title, type, status, createdAt } = await withoutStatementTimeout(db, async (trx) => {
    const stored = await insertFileWithinQuota(trx, userId, upload, deps.quota);
    return insertDocument(trx, {
      userId,
      title: upload.title,
      content: upload.text,
      type: docType,
      fileId: stored.id,
      status: 'pending',
    });
  });
  return { id, title, type, status, createdAt };
}

export async function listAnalyses(db: Db, userId: string): Promise<AnalysisDto[]> {
  const rows = await listAnalysisRows(db, userId);
  return rows.map(toDto);
}

export interface AnalyzeOptions {
  now: Date;
  /** The configured model; absent → the built-in engine only. */
  ai?: AiProvider | undefined;
  engine?: TextEngine | undefined;
  /** The relation between the parties as the user corrected it (contracts); absent → read from the text. */
  relation?: ContractRelation | undefined;
}

export async function analyzeDocument(
  db: Db,
  userId: string,
  documentId: string,
  options: AnalyzeOptions,
): Promise<AnalyzeResultDto> {
  const doc = await findDocument(db, userId, documentId);
  if (!doc) notFound(DOCUMENT_NOT_FOUND);
  const today = saoPauloDay(options.now);
  const { checked, rules } = await (options.engine ?? defaultTextEngine).analyse(
    doc.content,
    doc.type,
    today,
    options.relation,
  );
  // The citations as the Validator judges them, with the knowledge base.
  const { details, warnings } = await verifyInBase(doc.content, checked, lawbaseLookup(db));
  const report = {
    ...tally(details),
    citationDetails: details,
    warnings,
    recommendations: recommendationsFor(details, new Set(checked.notes)),
  };
  const engine = assembleAnalysis(doc.content, doc.type, rules, report, options.relation);
  const { result, notice } = await mergeAiAnalysis(
    options.ai ?? builtinProvider,
    doc.content,
    doc.type,
    engine,
  );
  const row = await db.transaction().execute((trx) => replaceAnalysis(trx, userId, documentId, result));
  if (!row) notFound(DOCUMENT_NOT_FOUND);
  return { ...toDto(row), aiNotice: notice, citations: engine.citations, relation: engine.relation };
}

function toDto(row: {
  id: string;
  documentId: string;
  score: number;
  riskLevel: string;
  summary: string;
  findings: unknown[];
  suggestions: string[];
  createdAt: Date;
}): AnalysisDto {
  return {
    id: row.id,
    documentId: row.documentId,
    score: row.score,
    riskLevel: row.riskLevel as AnalysisRiskLevel,
    summary: row.summary,
    findings: row.findings as AnalysisFinding[],
    suggestions: row.suggestions,
    createdAt: row.createdAt,
  };
}

/**
 * Deletes the user's document with its analyses, its search passages and its uploaded file
 * (another user's id: 404, as a missing one).
 */
export async function deleteDocument(db: Db, userId: string, id: string): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    const deleted = await deleteDocumentRow(trx, userId, id);
    if (!deleted) notFound('Documento não encontrado.');
    if (deleted.fileId) await deleteFile(trx, userId, deleted.fileId);
    return { id };
  });
}
