import { z } from 'zod';
import { DOCUMENT_TOO_LONG, MAX_DOCUMENT_CHARS } from './analyser.ts';

/** The Validator's minimum content, in characters. */
export const VALIDATOR_MIN_CHARS = 50;
export const VALIDATOR_MAX_CHARS = MAX_DOCUMENT_CHARS;

/** DocumentTitle min 3; documentContent min 50 ('Conteúdo muito curto para validação'). */
export const validateInputSchema = z.object({
  documentTitle: z
    .string({ error: 'Título deve ter pelo menos 3 caracteres' })
    .trim()
    .min(3, 'Título deve ter pelo menos 3 caracteres')
    .max(200, 'Título deve ter no máximo 200 caracteres'),
  documentContent: z
    .string({ error: 'Conteúdo muito curto para validação' })
    .trim()
    .min(VALIDATOR_MIN_CHARS, 'Conteúdo muito curto para validação')
    .max(VALIDATOR_MAX_CHARS, DOCUMENT_TOO_LONG),
});
export type ValidateInput = z.input<typeof validateInputSchema>;

/**
 * 'unverified': "não verificada", nothing in the knowledge base confirms or refutes it;
 * 'incomplete': "incompleta", a reference too vague to check ('jurisprudência pacífica desta Corte').
 */
export const CITATION_STATUSES = ['valid', 'suspicious', 'invalid', 'unverified', 'incomplete'] as const;
export type CitationStatusValue = (typeof CITATION_STATUSES)[number];
/** Each status as a lawyer reads it, on screen and in the PDF report. */
export const CITATION_STATUS_LABELS: Record<CitationStatusValue, string> = {
  valid: 'Válida',
  suspicious: 'Suspeita',
  invalid: 'Inválida',
  unverified: 'Não verificada',
  incomplete: 'Referência vaga',
};

/** The reliability colours: 80 and above green, 60-79 yellow, below 60 red. */
export function reliabilityColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}
