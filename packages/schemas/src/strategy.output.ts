// What the strategy tool's procedures return (their `.output()`); see analyser.output.ts.
import { z } from 'zod';

const riskLevel = z.enum(['baixo', 'médio', 'alto']);
export type StrategyRiskLevel = z.infer<typeof riskLevel>;

/** A range with where it comes from: nothing is shown without its basis. */
export const strategyMoneyRangeSchema = z.object({ min: z.number(), max: z.number(), basis: z.string() });
export type StrategyMoneyRange = z.infer<typeof strategyMoneyRangeSchema>;
export const strategyMonthRangeSchema = z.object({
  minMonths: z.number(),
  maxMonths: z.number(),
  basis: z.string(),
});
export type StrategyMonthRange = z.infer<typeof strategyMonthRangeSchema>;

export const strategyOptionSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  legalBasis: z.string(),
  successProbability: z.number(),
  /** How successProbability was reached. */
  probabilityBasis: z.string(),
  estimatedCost: z.string(),
  estimatedTime: z.string(),
  cost: strategyMoneyRangeSchema,
  time: strategyMonthRangeSchema,
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  riskLevel,
  fitsBudget: z.boolean().nullable(),
  fitsTimeframe: z.boolean().nullable(),
  score: z.number(),
  /** Why it ranks where it does, one reason per line. */
  rankingReasons: z.array(z.string()),
});
export type StrategyOption = z.infer<typeof strategyOptionSchema>;

export const strategyExcludedRouteSchema = z.object({
  key: z.string(),
  name: z.string(),
  reason: z.string(),
});
export type StrategyExcludedRoute = z.infer<typeof strategyExcludedRouteSchema>;

export const strategySettlementRowSchema = z.object({
  route: z.string(),
  claimValue: z.number(),
  probability: z.number(),
  courtCosts: z.number(),
  courtCostsBasis: z.string(),
  feeRisk: z.number(),
  feeRiskBasis: z.string(),
  months: z.number(),
  interest: z.number(),
  interestBasis: z.string(),
  expectedNet: z.number(),
});
export type StrategySettlementRow = z.infer<typeof strategySettlementRowSchema>;

export const litigateVsSettleSchema = z.object({
  claimValue: z.number(),
  claimEvidence: z.string(),
  probability: z.number(),
  probabilityBasis: z.string(),
  rows: z.array(strategySettlementRowSchema),
  /** A settlement paid now at or above this value beats the best litigation route. */
  breakEvenSettlement: z.number(),
  note: z.string(),
});
export type LitigateVsSettle = z.infer<typeof litigateVsSettleSchema>;

/** "Valor usado": the form's value, or the amount read in the description with the reason it was chosen. */
export const strategyDisputedAmountSchema = z.object({
  value: z.number(),
  source: z.enum(['informado', 'descrição']),
  /** The words quoted from the description ('' when informed). */
  evidence: z.string(),
  reason: z.string(),
});
export type StrategyDisputedAmount = z.infer<typeof strategyDisputedAmountSchema>;

export const strategyComparisonMatrixSchema = z.object({
  criteria: z.array(z.string()),
  rows: z.array(z.object({ key: z.string(), strategy: z.string(), values: z.array(z.string()) })),
  excludedRoutes: z.array(strategyExcludedRouteSchema),
  litigateVsSettle: litigateVsSettleSchema.nullable(),
  /** What the linked prediction or search contributed. */
  linkedFindings: z.array(z.string()),
  /** The amount the comparison used and where it came from (absent in analyses made before it existed). */
  disputedAmount: strategyDisputedAmountSchema.nullish(),
});
export type StrategyComparisonMatrix = z.infer<typeof strategyComparisonMatrixSchema>;

export const strategyActionStepSchema = z.object({
  step: z.number(),
  title: z.string(),
  description: z.string(),
  /** ISO date (YYYY-MM-DD) within the chosen timeframe. */
  deadline: z.string(),
});
export type StrategyActionStep = z.infer<typeof strategyActionStepSchema>;

export const strategyRiskSchema = z.object({ type: z.string(), level: riskLevel, description: z.string() });
export type StrategyRisk = z.infer<typeof strategyRiskSchema>;

export const strategyDtoSchema = z.object({
  id: z.string(),
  caseTitle: z.string(),
  conflictType: z.string(),
  caseDescription: z.string(),
  desiredOutcome: z.string(),
  budget: z.number().nullable(),
  timeframe: z.string().nullable(),
  analysisStatus: z.string(),
  createdAt: z.date(),
  recommendedStrategy: z.string().nullable(),
  successProbability: z.number().nullable(),
  estimatedCost: z.string().nullable(),
  estimatedTime: z.string().nullable(),
  strategies: z.array(strategyOptionSchema),
  comparisonMatrix: strategyComparisonMatrixSchema.nullable(),
  actionPlan: z.array(strategyActionStepSchema),
  risks: z.array(strategyRiskSchema),
  linkedPredictionId: z.string().nullable(),
  linkedSearchId: z.string().nullable(),
});
export type StrategyDto = z.infer<typeof strategyDtoSchema>;
