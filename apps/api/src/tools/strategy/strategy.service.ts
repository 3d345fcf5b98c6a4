import type { Db, StrategyRow } from '@lexato/db';
import { saoPauloDay } from '@lexato/legal';
import type {
  ConflictType,
  StrategyActionStep,
  StrategyComparisonMatrix,
  StrategyDto,
  StrategyOption,
  StrategyParsedInput,
  StrategyRisk,
  Timeframe,
} from '@lexato/schemas';
import { isId } from '@lexato/schemas';
import { notFound } from '../../errors.ts';
import { analyzeStrategy } from './engine/strategy.ts';
import {
  completeStrategy,
  findPrediction,
  findSearch,
  insertStrategy,
  listStrategies as listStrategyRows,
  markStrategyFailed,
} from './strategy.repository.ts';

export const STRATEGY_FAILED = 'Erro ao analisar estratégia';

export function toStrategyDto(row: StrategyRow): StrategyDto {
  const matrix = row.comparisonMatrix as Partial<StrategyComparisonMatrix> | null;
  return {
    id: row.id,
    caseTitle: row.caseTitle,
    conflictType: row.conflictType,
    caseDescription: row.caseDescription,
    desiredOutcome: row.desiredOutcome,
    budget: row.budget === null ? null : Number(row.budget),
    timeframe: row.timeframe,
    analysisStatus: row.analysisStatus,
    createdAt: row.createdAt,
    recommendedStrategy: row.recommendedStrategy,
    successProbability: row.successProbability,
    estimatedCost: row.estimatedCost,
    estimatedTime: row.estimatedTime,
    strategies: row.strategies as StrategyOption[],
    comparisonMatrix: matrix && Array.isArray(matrix.rows) ? (matrix as StrategyComparisonMatrix) : null,
    actionPlan: row.actionPlan as StrategyActionStep[],
    risks: row.risks as StrategyRisk[],
    linkedPredictionId: row.linkedPredictionId,
    linkedSearchId: row.linkedSearchId,
  };
}

/** Strategies listed at once, newest first. */
const LIST_LIMIT = 100;

export async function listStrategies(db: Db, userId: string): Promise<StrategyDto[]> {
  const rows = await listStrategyRows(db, userId, LIST_LIMIT);
  return rows.map(toStrategyDto);
}

/** The user's own prediction (Predict's row, read through this tool's repository). */
async function ownPrediction(db: Db, userId: string, id: string) {
  if (!isId(id)) notFound('Predição não encontrada.');
  const row = await findPrediction(db, userId, id);
  return row ?? notFound('Predição não encontrada.');
}

/** The user's own search, its query, result count and up to three result titles. */
async function ownSearch(db: Db, userId: string, id: string) {
  if (!isId(id)) notFound('Pesquisa não encontrada.');
  const row = await findSearch(db, userId, id);
  if (!row) notFound('Pesquisa não encontrada.');
  const titles = (Array.isArray(row.results) ? row.results : [])
    .flatMap((r) =>
      r && typeof r === 'object' && typeof (r as { title?: unknown }).title === 'string'
        ? [(r as { title: string }).title]
        : [],
    )
    .slice(0, 3);
  return { query: row.query, resultCount: row.resultCount, titles };
}

/**
 * Stores the request as `processing`, runs the engine, then stores `completed` with the analysis
 * or `failed` with a message; nothing else moves a strategy's status. Linked rows must be the user's own (else 404).
 */
export async function analyzeAndStore(
  db: Db,
  userId: string,
  input: StrategyParsedInput,
  now: Date,
): Promise<StrategyDto> {
  const linkedPrediction = input.linkedPredictionId
    ? await ownPrediction(db, userId, input.linkedPredictionId)
    : null;
  const linkedSearch = input.linkedSearchId ? await ownSearch(db, userId, input.linkedSearchId) : null;
  const pending = await insertStrategy(db, {
    userId,
    caseTitle: input.caseTitle,
    conflictType: input.conflictType,
    caseDescription: input.caseDescription,
    desiredOutcome: input.desiredOutcome,
    budget: input.budget,
    timeframe: input.timeframe,
    analysisStatus: 'processing',
    linkedPredictionId: input.linkedPredictionId,
    linkedSearchId: input.linkedSearchId,
  });

  let analysis: ReturnType<typeof analyzeStrategy>;
  try {
    analysis = analyzeStrategy({
      conflictType: input.conflictType as ConflictType,
      caseDescription: input.caseDescription,
      desiredOutcome: input.desiredOutcome,
      budget: input.budget,
      disputedAmount: input.disputedAmount,
      timeframe: input.timeframe as Timeframe | null,
      today: saoPauloDay(now),
      linkedPrediction: linkedPrediction
        ? { caseTitle: linkedPrediction.caseTitle, probability: linkedPrediction.probability }
        : null,
      linkedSearch,
    });
  } catch (error) {
    await markStrategyFailed(db, pending.id);
    // Not a refusal: the client gets the generic 500 and the log keeps the cause.
    throw new Error(STRATEGY_FAILED, { cause: error });
  }

  const row = await completeStrategy(db, pending.id, {
    strategies: JSON.stringify(analysis.strategies),
    comparisonMatrix: JSON.stringify(analysis.comparisonMatrix),
    recommendedStrategy: analysis.recommendedStrategy,
    actionPlan: JSON.stringify(analysis.actionPlan),
    risks: JSON.stringify(analysis.risks),
    successProbability: analysis.successProbability,
    estimatedCost: analysis.estimatedCost,
    estimatedTime: analysis.estimatedTime,
  });
  return toStrategyDto(row);
}
