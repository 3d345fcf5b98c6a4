import type { Db, PredictionRow } from '@lexato/db';
import { formatBr, saoPauloDay } from '@lexato/legal';
import {
  type CaseType,
  isId,
  PREDICTION_OUTCOME_LABELS,
  type PredictionCalibrationDto,
  type PredictionDto,
  type PredictionFactor,
  type PredictionOutcomeValue,
  type PredictionRisk,
  type PredictionSimilarCase,
  type predictInputSchema,
  recordOutcomeSchema,
} from '@lexato/schemas';
import type { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { contentWords, keyTerms, similarityPercent } from '../../shared/case-text.ts';
import { assessCase, type Comparable, OUTCOME_SCORE } from '../../shared/merits/engine.ts';
import { legalIssues, shareIssue } from './engine/issues.ts';
import { reliabilityBands } from './engine/reliability.ts';
import {
  findPrediction,
  insertPrediction,
  listPredictions as listPredictionRows,
  recordedOutcomes,
  recordedPredictions,
  setPredictionOutcome,
  sourcesMatchingTerms,
} from './predict.repository.ts';

/** A record is comparable from this similarity of content words (Jaccard) on. */
export const MIN_SIMILARITY = 15;
const MAX_SIMILAR = 10;
/** Recent recorded outcomes scanned per prediction: bounds the cost for heavy users. */
const HISTORY_SCAN = 300;
/** Characters of each earlier description compared: its opening states the case. */
const COMPARED_CHARS = 1_500;
/** Word sets of earlier predictions by id (descriptions never change), bounded, oldest out first. */
const wordCache = new Map<string, Set<string>>();
const WORD_CACHE_SIZE = 20_000;

function wordsOf(id: string, text: string): Set<string> {
  let words = wordCache.get(id);
  if (!words) {
    words = contentWords(text);
    if (wordCache.size >= WORD_CACHE_SIZE) {
      const oldest = wordCache.keys().next().value;
      if (oldest !== undefined) wordCache.delete(oldest);
    }
    wordCache.set(id, words);
  }
  return words;
}

/** Legal issues of earlier predictions by id, bounded like the word cache. */
const issueCache = new Map<string, Set<string>>();

function issuesOf(id: string, text: string): Set<string> {
  let issues = issueCache.get(id);
  if (!issues) {
    issues = legalIssues(text);
    if (issueCache.size >= WORD_CACHE_SIZE) {
      const oldest = issueCache.keys().next().value;
      if (oldest !== undefined) issueCache.delete(oldest);
    }
    issueCache.set(id, issues);
  }
  return issues;
}

export function toPredictionDto(row: PredictionRow): PredictionDto {
  const similarCases = row.similarCases as PredictionSimilarCase[];
  return {
    id: row.id,
    caseTitle: row.caseTitle,
    caseType: row.caseType,
    description: row.description,
    probability: row.probability,
    createdAt: row.createdAt,
    risks: row.risks as PredictionRisk[],
    recommendations: row.recommendations,
    similarCases,
    factors: row.factors as PredictionFactor[],
    // The estimate rests on recorded outcomes only; a legal source informs but has no outcome.
    basedOn: { comparableRecords: row.comparableRecords },
    outcome: row.outcome,
    outcomeRecordedAt: row.outcomeRecordedAt,
  };
}

/**
 * Earlier predictions of the same user and case type whose real outcome was recorded, and that share
 * a legal issue with this one (issues.ts): words in common alone do not make two cases alike.
 */
async function similarRecords(db: Db, userId: string, caseType: string, text: string, issues: Set<string>) {
  const rows = await recordedPredictions(db, userId, caseType, HISTORY_SCAN, COMPARED_CHARS);
  const words = contentWords(text.slice(0, COMPARED_CHARS));
  const found = rows.flatMap((row) => {
    const similarity = similarityPercent(words, wordsOf(row.id, `${row.caseTitle} ${row.opening}`));
    if (!row.outcome || similarity < MIN_SIMILARITY) return [];
    if (!shareIssue(issues, issuesOf(row.id, `${row.caseTitle} ${row.opening}`))) return [];
    return [{ ...row, outcome: row.outcome, similarity }];
  });
  found.sort((a, b) => b.similarity - a.similarity);
  const shown: PredictionSimilarCase[] = found.slice(0, MAX_SIMILAR).map((row) => ({
    number: `${row.caseTitle} (predição de ${formatBr(saoPauloDay(row.createdAt))}, estimativa ${row.probability}%)`,
    similarity: row.similarity,
    result: PREDICTION_OUTCOME_LABELS[row.outcome],
    source: 'prediction',
  }));
  const comparables: Comparable[] = found.map((row) => ({
    similarity: row.similarity,
    outcome: row.outcome,
  }));
  return { comparables, shown };
}

const KEY_TERMS = 12;
/** A source is shown when it holds at least this share of the description's key terms. */
const MIN_TERM_SHARE = 25;

/** Courts whose judgments can be alike a case of this type: labour courts for labour cases only. */
const LABOUR_COURT = /\bT(?:ST|RT)\b|\bTRT-?\d/;
const NON_LABOUR_COURT = /\bSTJ\b|\bTJ[A-Z]{2}\b|\bTJ-[A-Z]{2}\b|\bTRF/;
function courtFits(caseType: string, court: string | null, reference: string | null): boolean {
  const where = `${court ?? ''} ${reference ?? ''}`;
  return caseType === 'trabalhista' ? !NON_LABOUR_COURT.test(where) : !LABOUR_COURT.test(where);
}

/**
 * Judgments and súmulas of the legal corpus (Search's `legal_sources`) that match the description
 * in full text: similarity = share of the description's key terms the source contains.
 * Shown only from a court of the case's kind and on a shared legal issue.
 */
async function similarSources(
  db: Db,
  text: string,
  issues: Set<string>,
  caseType: string,
): Promise<PredictionSimilarCase[]> {
  const terms = keyTerms(text, KEY_TERMS);
  if (terms.length < 3 || issues.size === 0) return [];
  const rows = await sourcesMatchingTerms(db, terms, COMPARED_CHARS);
  return rows
    .flatMap((r) => {
      const similarity = Math.round((100 * Number(r.matched)) / terms.length);
      if (similarity < MIN_TERM_SHARE) return [];
      if (!courtFits(caseType, r.court, r.reference)) return [];
      if (!shareIssue(issues, legalIssues(`${r.title} ${r.opening}`))) return [];
      const title = r.title.length > 160 ? `${r.title.slice(0, 157)}...` : r.title;
      return [
        {
          number: r.reference ?? r.title,
          similarity,
          result: `${r.court ? `${r.court}: ` : ''}${title}`,
          source: 'legal_source' as const,
        },
      ];
    })
    .slice(0, 5);
}

export async function createPrediction(
  db: Db,
  userId: string,
  input: z.output<typeof predictInputSchema>,
  now: Date,
): Promise<PredictionDto> {
  const text = `${input.caseTitle} ${input.description}`;
  const issues = legalIssues(text);
  const [similar, sources] = await Promise.all([
    similarRecords(db, userId, input.caseType, text, issues),
    similarSources(db, input.description, issues, input.caseType),
  ]);
  const assessment = assessCase({
    caseType: input.caseType as CaseType,
    description: input.description,
    today: saoPauloDay(now),
    comparables: similar.comparables,
    dates: input.dates,
  });
  const factors: PredictionFactor[] = assessment.factors.map(({ label, weight, evidence, basis }) => ({
    label,
    weight,
    evidence,
    basis,
  }));
  const row = await insertPrediction(db, {
    userId,
    caseTitle: input.caseTitle,
    caseType: input.caseType,
    description: input.description,
    probability: assessment.probability,
    risks: JSON.stringify(assessment.risks),
    recommendations: JSON.stringify(assessment.recommendations),
    similarCases: JSON.stringify([...similar.shown, ...sources]),
    factors: JSON.stringify(factors),
    comparableRecords: similar.comparables.length,
  });
  return toPredictionDto(row);
}

/** The newest predictions first (the screen reads the list whole). */
const LIST_LIMIT = 200;

export async function listPredictions(db: Db, userId: string): Promise<PredictionDto[]> {
  const rows = await listPredictionRows(db, userId, LIST_LIMIT);
  return rows.map(toPredictionDto);
}

/** The user's own prediction or 404 (a foreign id looks exactly like a missing one). */
export async function ownPrediction(db: Db, userId: string, id: string): Promise<PredictionRow> {
  if (!isId(id)) notFound('Predição não encontrada.');
  const row = await findPrediction(db, userId, id);
  return row ?? notFound('Predição não encontrada.');
}

export async function recordOutcome(
  db: Db,
  userId: string,
  input: { id: string; outcome?: unknown },
  now: Date,
): Promise<PredictionDto> {
  await ownPrediction(db, userId, input.id);
  const parsed = recordOutcomeSchema.safeParse(input);
  // A thrown ZodError reached tRPC as INTERNAL_SERVER_ERROR and was logged with a stack;
  // as the cause of an 'invalid' AppError it leaves as 400 {message, issues} (http/errors.ts).
  if (!parsed.success) {
    throw new AppError('invalid', parsed.error.issues[0]?.message ?? 'Resultado inválido', {
      cause: parsed.error,
    });
  }
  const { outcome } = parsed.data;
  const row = await setPredictionOutcome(db, userId, input.id, outcome, now);
  return row ? toPredictionDto(row) : notFound('Predição não encontrada.');
}

/** Brier score: mean of (forecast − outcome)², outcome 1/0.5/0 as in OUTCOME_SCORE. */
export function brierScore(
  records: Array<{ probability: number; outcome: PredictionOutcomeValue }>,
): number | null {
  if (records.length === 0) return null;
  const total = records.reduce((s, r) => s + (r.probability / 100 - OUTCOME_SCORE[r.outcome]) ** 2, 0);
  return Math.round((total / records.length) * 1000) / 1000;
}

export async function predictionCalibration(db: Db, userId: string): Promise<PredictionCalibrationDto> {
  const rows = await recordedOutcomes(db, userId);
  const records = rows.flatMap((r) =>
    r.outcome ? [{ probability: r.probability, outcome: r.outcome }] : [],
  );
  return {
    recordedOutcomes: records.length,
    brierScore: brierScore(records),
    reliability: reliabilityBands(records),
  };
}
