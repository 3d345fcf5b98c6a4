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

/** The strategy colours: 70 and above green, 40-69 yellow, below 40 red. */
export function strategyColor(probability: number): 'green' | 'yellow' | 'red' {
  if (probability >= 70) return 'green';
  if (probability >= 40) return 'yellow';
  return 'red';
}
