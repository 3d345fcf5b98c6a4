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

/** 'unverified': "não verificada", nothing in the knowledge base confirms or refutes it. */
export const CITATION_STATUSES = ['valid', 'suspicious', 'invalid', 'unverified'] as const;
export type CitationStatusValue = (typeof CITATION_STATUSES)[number];
/** Each status as a lawyer reads it, on screen and in the PDF report. */
export const CITATION_STATUS_LABELS: Record<CitationStatusValue, string> = {
  valid: 'Válida',
  suspicious: 'Suspeita',
  invalid: 'Inválida',
  unverified: 'Não verificada',
};

/** One checked citation (the citationDetails of a validation, plus where it sits and what checked it). */
export interface CitationDetailDto {
  citation: string;
  kind: string;
  status: CitationStatusValue;
  /** Portuguese reason for the status. */
  details: string;
  /** 0-100. */
  confidence: number;
  start: number;
  end: number;
  /** Checks beyond existence that ran on this citation: 'corpus' (quoted text), 'datajud' (metadata). */
  checks: string[];
  /** A model's explanation, when one is configured; it never changes the status. */
  explanation: string | null;
}

/** What the knowledge base covers, for the Validator's explanation card. */
export interface LawbaseCoverageDto {
  /** Acts as cited ('Decreto-Lei 5.452/1943 (CLT)'), their official page and article count. */
  acts: Array<{ name: string; url: string | null; articles: number }>;
  sumulas: Array<{ court: string; count: number }>;
  temas: { count: number; highest: number } | null;
  /** What the base does not cover, so the user knows why a citation is "não verificada". */
  notCovered: string[];
}

export type ValidationStatus = 'processing' | 'completed' | 'failed';

/** Validation shape, plus the status of the row. */
export interface ValidationDto {
  id: string;
  documentTitle: string;
  createdAt: Date;
  validationStatus: ValidationStatus;
  reliabilityScore: number | null;
  totalCitations: number;
  validCitations: number;
  suspiciousCitations: number;
  invalidCitations: number;
  /** Citations the base does not cover ("não verificadas"), counted from citationDetails. */
  unverifiedCitations: number;
  warnings: string[];
  citationDetails: CitationDetailDto[];
  recommendations: string[];
}

/** Colours: 80 and above green, 60-79 yellow, below 60 red. */
export function reliabilityColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}
