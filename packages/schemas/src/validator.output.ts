// What the validator's procedures return (their `.output()`); see analyser.output.ts.
import { z } from 'zod';
import { CITATION_STATUSES } from './validator.ts';

/** One checked citation: where it sits, its status and what checked it. */
export const citationDetailDtoSchema = z.object({
  citation: z.string(),
  kind: z.string(),
  status: z.enum(CITATION_STATUSES),
  /** Portuguese reason for the status. */
  details: z.string(),
  /** 0-100. */
  confidence: z.number(),
  start: z.number(),
  end: z.number(),
  /** Checks beyond existence that ran on this citation: 'corpus' (quoted text), 'datajud' (metadata). */
  checks: z.array(z.string()),
  /** A model's explanation, when one is configured; it never changes the status. */
  explanation: z.string().nullable(),
});
export type CitationDetailDto = z.infer<typeof citationDetailDtoSchema>;

/** What the knowledge base covers, for the Validator's explanation card. */
export const lawbaseCoverageDtoSchema = z.object({
  /** Acts as cited ('Decreto-Lei 5.452/1943 (CLT)'), their official page and article count. */
  acts: z.array(z.object({ name: z.string(), url: z.string().nullable(), articles: z.number() })),
  sumulas: z.array(z.object({ court: z.string(), count: z.number() })),
  temas: z.object({ count: z.number(), highest: z.number() }).nullable(),
  /** What the base does not cover, so the user knows why a citation is "não verificada". */
  notCovered: z.array(z.string()),
});
export type LawbaseCoverageDto = z.infer<typeof lawbaseCoverageDtoSchema>;

export const VALIDATION_STATUSES = ['processing', 'completed', 'failed'] as const;
export type ValidationStatus = (typeof VALIDATION_STATUSES)[number];

/** A stored validation, with the status of its row. */
export const validationDtoSchema = z.object({
  id: z.string(),
  documentTitle: z.string(),
  createdAt: z.date(),
  validationStatus: z.enum(VALIDATION_STATUSES),
  reliabilityScore: z.number().nullable(),
  totalCitations: z.number(),
  validCitations: z.number(),
  suspiciousCitations: z.number(),
  invalidCitations: z.number(),
  /** Citations the base does not cover ("não verificadas"), counted from citationDetails. */
  unverifiedCitations: z.number(),
  /** References too vague to check ("incompletas", referências vagas), counted from citationDetails. */
  incompleteCitations: z.number(),
  warnings: z.array(z.string()),
  citationDetails: z.array(citationDetailDtoSchema),
  recommendations: z.array(z.string()),
});
export type ValidationDto = z.infer<typeof validationDtoSchema>;
