// What the analyser's procedures return (their `.output()`): also the OpenAPI response schemas
// and, through `inferRouterOutputs`, the web's types. Dates are Date objects (superjson on tRPC,
// ISO strings in REST's JSON).
import { z } from 'zod';
import {
  ANALYSIS_RISK_LEVELS,
  CONTRACT_RELATIONS,
  DOCUMENT_TYPES,
  FINDING_SEVERITIES,
  FINDING_TYPES,
} from './analyser.ts';
import { CITATION_STATUSES } from './validator.ts';

export const documentDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  status: z.enum(['pending', 'analyzed']),
  createdAt: z.date(),
});
export type DocumentDto = z.infer<typeof documentDtoSchema>;

export const analysisFindingSchema = z.object({
  type: z.enum(FINDING_TYPES),
  /**
   * The excerpt of the document the finding is about, exactly as written; null when the finding
   * is about something the document lacks (a missing clause or requirement).
   */
  clause: z.string().nullable(),
  severity: z.enum(FINDING_SEVERITIES),
  description: z.string(),
  recommendation: z.string(),
  /** The norm the finding rests on (e.g. 'CC, art. 412'). */
  legalBasis: z.string(),
  /** 'motor': the built-in engine; 'ia': a model, kept only because its quote is in the document. */
  source: z.enum(['motor', 'ia']),
});
export type AnalysisFinding = z.infer<typeof analysisFindingSchema>;

/** A stored analysis of a document. */
export const analysisDtoSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  score: z.number(),
  riskLevel: z.enum(ANALYSIS_RISK_LEVELS),
  summary: z.string(),
  findings: z.array(analysisFindingSchema),
  suggestions: z.array(z.string()),
  createdAt: z.date(),
});
export type AnalysisDto = z.infer<typeof analysisDtoSchema>;

/** A citation the analysis checked, with the Validator's status and reason. */
export const analysedCitationSchema = z.object({
  citation: z.string(),
  kind: z.string(),
  status: z.enum(CITATION_STATUSES),
  /** Portuguese reason for the status. */
  details: z.string(),
  /** Where the citation starts in the document. */
  start: z.number(),
});
export type AnalysedCitation = z.infer<typeof analysedCitationSchema>;

/** Who the parties are, as the analysis read them (or as the user set them). */
export const contractRelationSchema = z.object({
  value: z.enum(CONTRACT_RELATIONS),
  label: z.string(),
  /** The words of the document that decided it (empty when the user set it). */
  facts: z.array(z.string()),
  source: z.enum(['documento', 'usuario']),
});
export type ContractRelationDto = z.infer<typeof contractRelationSchema>;

export const analyzeResultDtoSchema = analysisDtoSchema.extend({
  /** Contracts only: the relation the rules applied (not kept with the stored analysis). */
  relation: contractRelationSchema.nullable(),
  /** Set when a model was asked and did not answer (or is not configured). */
  aiNotice: z.string().nullable(),
  /** The citations checked in this analysis (not kept with the stored analysis). */
  citations: z.array(analysedCitationSchema),
});
export type AnalyzeResultDto = z.infer<typeof analyzeResultDtoSchema>;
