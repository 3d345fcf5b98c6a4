// What the predictor's procedures return (their `.output()`); see analyser.output.ts.
import { z } from 'zod';
import { PREDICTION_OUTCOMES } from './predict.ts';

/** One line of the explanation: the probability is 50 plus the sum of the weights. */
export const predictionFactorSchema = z.object({
  label: z.string(),
  /** Percentage points added to (or taken from) the estimate. */
  weight: z.number(),
  /** The words quoted from the description that triggered the factor ('' when it is an absence). */
  evidence: z.string(),
  /** The legal or statistical basis of the weight. */
  basis: z.string(),
});
export type PredictionFactor = z.infer<typeof predictionFactorSchema>;

export const predictionRiskSchema = z.object({
  type: z.string(),
  level: z.enum(['baixo', 'médio', 'alto']),
  description: z.string(),
});
export type PredictionRisk = z.infer<typeof predictionRiskSchema>;

/** A real record only: an earlier prediction of the user with its outcome, or a legal source. */
export const predictionSimilarCaseSchema = z.object({
  number: z.string(),
  similarity: z.number(),
  result: z.string(),
  source: z.enum(['prediction', 'legal_source']),
});
export type PredictionSimilarCase = z.infer<typeof predictionSimilarCaseSchema>;

export const predictionDtoSchema = z.object({
  id: z.string(),
  caseTitle: z.string(),
  caseType: z.string(),
  description: z.string(),
  probability: z.number(),
  createdAt: z.date(),
  risks: z.array(predictionRiskSchema),
  recommendations: z.array(z.string()),
  similarCases: z.array(predictionSimilarCaseSchema),
  factors: z.array(predictionFactorSchema),
  basedOn: z.object({ comparableRecords: z.number() }),
  outcome: z.enum(PREDICTION_OUTCOMES).nullable(),
  outcomeRecordedAt: z.date().nullable(),
});
export type PredictionDto = z.infer<typeof predictionDtoSchema>;

export const reliabilityBandDtoSchema = z.object({
  from: z.number(),
  to: z.number(),
  count: z.number(),
  /** Mean forecast of the band's records, in %; null for an empty band. */
  meanForecast: z.number().nullable(),
  /** Outcomes that came true, in % (partial and settlement count half); null for an empty band. */
  observedRate: z.number().nullable(),
});
export type ReliabilityBandDto = z.infer<typeof reliabilityBandDtoSchema>;

/** How well past probabilities matched the recorded outcomes (lower is better; 0.25 = always 50%). */
export const predictionCalibrationDtoSchema = z.object({
  recordedOutcomes: z.number(),
  brierScore: z.number().nullable(),
  /** The reliability diagram: forecasts in bands of 20 points against the observed rate (0-100). */
  reliability: z.array(reliabilityBandDtoSchema),
});
export type PredictionCalibrationDto = z.infer<typeof predictionCalibrationDtoSchema>;
