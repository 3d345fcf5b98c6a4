import { z } from 'zod';
import { dayMessages, dayProblem } from './dates.ts';

/** Case types and their Portuguese labels. */
export const CASE_TYPES = ['civil', 'trabalhista', 'tributario', 'familia', 'consumidor', 'outro'] as const;
export type CaseType = (typeof CASE_TYPES)[number];
export const CASE_TYPE_LABELS: Record<CaseType, string> = {
  civil: 'Cível',
  trabalhista: 'Trabalhista',
  tributario: 'Tributário',
  familia: 'Família',
  consumidor: 'Consumidor',
  outro: 'Outro',
};

/** The real outcome a user records for a prediction (issue "Outcomes"). */
export const PREDICTION_OUTCOMES = ['favoravel', 'desfavoravel', 'acordo', 'parcial'] as const;
export type PredictionOutcomeValue = (typeof PREDICTION_OUTCOMES)[number];
export const PREDICTION_OUTCOME_LABELS: Record<PredictionOutcomeValue, string> = {
  favoravel: 'Favorável',
  desfavoravel: 'Desfavorável',
  acordo: 'Acordo',
  parcial: 'Parcial',
};

/** An optional calendar day 'AAAA-MM-DD' (empty = not given), under the one date rule (dates.ts). */
const optionalDay = (label: string) =>
  z
    .string({ error: dayMessages(label).format })
    .trim()
    .superRefine((v, ctx) => {
      const problem = v === '' ? null : dayProblem(label, v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable()
    .optional()
    .transform((v) => v || undefined);

/**
 * The dates limitation periods run from: optional, since a missing one is asked for in the
 * answer rather than assumed; when given they win over the dates read in the description.
 */
export const predictDatesSchema = z
  .object({
    dataFato: optionalDay('Data do fato'),
    fimContrato: optionalDay('Data do fim do contrato'),
    dataAjuizamento: optionalDay('Data de ajuizamento'),
  })
  .refine((d) => !d.dataAjuizamento || !d.dataFato || d.dataFato <= d.dataAjuizamento, {
    message: 'Data do fato não pode ser posterior à data de ajuizamento',
    path: ['dataFato'],
  })
  .refine((d) => !d.dataAjuizamento || !d.fimContrato || d.fimContrato <= d.dataAjuizamento, {
    message: 'Data do fim do contrato não pode ser posterior à data de ajuizamento',
    path: ['fimContrato'],
  });
export interface PredictDates {
  dataFato?: string;
  fimContrato?: string;
  dataAjuizamento?: string;
}

/** CaseTitle min 5; description min 20; the case type one of CASE_TYPES. */
export const predictInputSchema = z.object({
  caseTitle: z
    .string({ error: 'Título deve ter pelo menos 5 caracteres' })
    .trim()
    .min(5, 'Título deve ter pelo menos 5 caracteres')
    .max(200, 'Título deve ter no máximo 200 caracteres'),
  caseType: z.enum(CASE_TYPES, { error: 'Tipo de caso inválido' }),
  description: z
    .string({ error: 'Descrição deve ter pelo menos 20 caracteres' })
    .trim()
    .min(20, 'Descrição deve ter pelo menos 20 caracteres')
    .max(20_000, 'Descrição deve ter no máximo 20.000 caracteres'),
  dates: predictDatesSchema.optional().transform((d): PredictDates => d ?? {}),
});
export type PredictInput = z.input<typeof predictInputSchema>;

export const recordOutcomeSchema = z.object({
  /** Any string: a malformed id answers 404 like a foreign one (nothing to probe). */
  id: z.string({ error: 'Registro não encontrado.' }).max(100, 'Registro não encontrado.'),
  outcome: z.enum(PREDICTION_OUTCOMES, {
    error: 'Resultado inválido: use favoravel, desfavoravel, acordo ou parcial',
  }),
});
export type RecordOutcomeInput = z.input<typeof recordOutcomeSchema>;
