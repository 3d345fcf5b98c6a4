import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { CreatedAt, Defaulted, Id, Json } from './common.ts';

export interface SearchesTable {
  id: Id;
  userId: string;
  query: string;
  filters: Json<Record<string, unknown>>;
  results: Json<unknown[]>;
  resultCount: Defaulted<number>;
  createdAt: CreatedAt;
}
export type SearchRow = Selectable<SearchesTable>;
export type NewSearch = Insertable<SearchesTable>;

export type PredictionOutcome = 'favoravel' | 'desfavoravel' | 'acordo' | 'parcial';

export interface PredictionsTable {
  id: Id;
  userId: string;
  caseTitle: string;
  caseType: string;
  description: string;
  probability: number;
  risks: Json<unknown[]>;
  recommendations: Json<string[]>;
  similarCases: Json<unknown[]>;
  factors: Json<unknown[]>;
  /** Earlier predictions with a recorded outcome the estimate rests on. */
  comparableRecords: Defaulted<number>;
  outcome: PredictionOutcome | null;
  outcomeRecordedAt: Date | null;
  createdAt: CreatedAt;
}
export type PredictionRow = Selectable<PredictionsTable>;
export type NewPrediction = Insertable<PredictionsTable>;

export interface StrategiesTable {
  id: Id;
  userId: string;
  caseTitle: string;
  conflictType: string;
  caseDescription: string;
  parties: Json<unknown[]>;
  desiredOutcome: string;
  /** numeric: read back as a decimal string. */
  budget: ColumnType<string | null, string | number | null, string | number | null>;
  timeframe: string | null;
  analysisStatus: ColumnType<string, string | undefined, string>;
  strategies: Json<unknown[]>;
  comparisonMatrix: Json<unknown>;
  recommendedStrategy: string | null;
  actionPlan: Json<unknown[]>;
  risks: Json<unknown[]>;
  successProbability: number | null;
  estimatedCost: string | null;
  estimatedTime: string | null;
  linkedPredictionId: string | null;
  linkedSearchId: string | null;
  createdAt: CreatedAt;
}
export type StrategyRow = Selectable<StrategiesTable>;
export type NewStrategy = Insertable<StrategiesTable>;
