import { z } from 'zod';
import { idField } from './ids.ts';

/** Conflict types and timeframes. */
export const CONFLICT_TYPES = [
  'civil',
  'trabalhista',
  'tributario',
  'familia',
  'empresarial',
  'penal',
  'consumidor',
  'ambiental',
] as const;
export type ConflictType = (typeof CONFLICT_TYPES)[number];
export const CONFLICT_TYPE_LABELS: Record<ConflictType, string> = {
  civil: 'Cível',
  trabalhista: 'Trabalhista',
  tributario: 'Tributário',
  familia: 'Família',
  empresarial: 'Empresarial',
  penal: 'Penal',
  consumidor: 'Consumidor',
  ambiental: 'Ambiental',
};

export const TIMEFRAMES = ['urgente', 'rapido', 'normal', 'flexivel'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  urgente: 'Urgente (até 1 mês)',
  rapido: 'Rápido (1 a 3 meses)',
  normal: 'Normal (3 a 6 meses)',
  flexivel: 'Flexível (6 meses ou mais)',
};

/** An optional link to one of the user's rows; '' or null is no link (the form's empty choice). */
const optionalId = (label: string) =>
  z
    .union([z.literal(''), idField(`${label}: identificador inválido.`)])
    .nullable()
    .optional()
    .transform((v) => v || null);

/** Rules, plus optional links to the user's own records (the user's own rows only: any other id answers 404). */
export const strategyInputSchema = z.object({
  caseTitle: z
    .string({ error: 'Título deve ter pelo menos 5 caracteres' })
    .trim()
    .min(5, 'Título deve ter pelo menos 5 caracteres')
    .max(200, 'Título deve ter no máximo 200 caracteres'),
  conflictType: z.enum(CONFLICT_TYPES, { error: 'Tipo de conflito inválido' }),
  caseDescription: z
    .string({ error: 'Descrição deve ter pelo menos 30 caracteres' })
    .trim()
    .min(30, 'Descrição deve ter pelo menos 30 caracteres')
    .max(20_000, 'Descrição deve ter no máximo 20.000 caracteres'),
  desiredOutcome: z
    .string({ error: 'Descreva o resultado desejado' })
    .trim()
    .min(10, 'Descreva o resultado desejado')
    .max(2_000, 'Resultado desejado deve ter no máximo 2.000 caracteres'),
  budget: z
    .number({ error: 'Orçamento deve ser um número' })
    .int('Orçamento deve ser um número inteiro')
    .min(0, 'Orçamento não pode ser negativo')
    .max(1_000_000_000, 'Orçamento acima do limite')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  disputedAmount: z
    .number({ error: 'Valor em disputa deve ser um número' })
    .min(0, 'Valor em disputa não pode ser negativo')
    .max(1_000_000_000_000, 'Valor em disputa acima do limite')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  timeframe: z
    .enum(TIMEFRAMES, { error: 'Prazo inválido' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  linkedPredictionId: optionalId('Predição vinculada'),
  linkedSearchId: optionalId('Pesquisa vinculada'),
});
export type StrategyInput = z.input<typeof strategyInputSchema>;
export type StrategyParsedInput = z.output<typeof strategyInputSchema>;

export type StrategyRiskLevel = 'baixo' | 'médio' | 'alto';

/** A range with where it comes from: nothing is shown without its basis. */
export interface StrategyMoneyRange {
  min: number;
  max: number;
  basis: string;
}
export interface StrategyMonthRange {
  minMonths: number;
  maxMonths: number;
  basis: string;
}

export interface StrategyOption {
  key: string;
  name: string;
  description: string;
  legalBasis: string;
  successProbability: number;
  /** How successProbability was reached. */
  probabilityBasis: string;
  estimatedCost: string;
  estimatedTime: string;
  cost: StrategyMoneyRange;
  time: StrategyMonthRange;
  pros: string[];
  cons: string[];
  riskLevel: StrategyRiskLevel;
  fitsBudget: boolean | null;
  fitsTimeframe: boolean | null;
  score: number;
  /** Why it ranks where it does, one reason per line. */
  rankingReasons: string[];
}

export interface StrategyExcludedRoute {
  key: string;
  name: string;
  reason: string;
}

export interface StrategySettlementRow {
  route: string;
  claimValue: number;
  probability: number;
  courtCosts: number;
  courtCostsBasis: string;
  feeRisk: number;
  feeRiskBasis: string;
  months: number;
  interest: number;
  interestBasis: string;
  expectedNet: number;
}

export interface LitigateVsSettle {
  claimValue: number;
  claimEvidence: string;
  probability: number;
  probabilityBasis: string;
  rows: StrategySettlementRow[];
  /** A settlement paid now at or above this value beats the best litigation route. */
  breakEvenSettlement: number;
  note: string;
}

export interface StrategyComparisonMatrix {
  criteria: string[];
  rows: Array<{ key: string; strategy: string; values: string[] }>;
  excludedRoutes: StrategyExcludedRoute[];
  litigateVsSettle: LitigateVsSettle | null;
  /** What the linked prediction or search contributed. */
  linkedFindings: string[];
  /** The amount the comparison used and where it came from (absent in analyses made before it existed). */
  disputedAmount?: StrategyDisputedAmount | null;
}

/** "Valor usado": the form's value, or the amount read in the description with the reason it was chosen. */
export interface StrategyDisputedAmount {
  value: number;
  source: 'informado' | 'descrição';
  /** The words quoted from the description ('' when informed). */
  evidence: string;
  reason: string;
}

export interface StrategyActionStep {
  step: number;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD) within the chosen timeframe. */
  deadline: string;
}

export interface StrategyRisk {
  type: string;
  level: StrategyRiskLevel;
  description: string;
}

export interface StrategyDto {
  id: string;
  caseTitle: string;
  conflictType: string;
  caseDescription: string;
  desiredOutcome: string;
  budget: number | null;
  timeframe: string | null;
  analysisStatus: string;
  createdAt: Date;
  recommendedStrategy: string | null;
  successProbability: number | null;
  estimatedCost: string | null;
  estimatedTime: string | null;
  strategies: StrategyOption[];
  comparisonMatrix: StrategyComparisonMatrix | null;
  actionPlan: StrategyActionStep[];
  risks: StrategyRisk[];
  linkedPredictionId: string | null;
  linkedSearchId: string | null;
}

/** Strategy colours: 70 and above green, 40-69 yellow, below 40 red. */
export function strategyColor(probability: number): 'green' | 'yellow' | 'red' {
  if (probability >= 70) return 'green';
  if (probability >= 40) return 'yellow';
  return 'red';
}
