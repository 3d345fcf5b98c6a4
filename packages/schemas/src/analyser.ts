import { z } from 'zod';
import { idSchema } from './ids.ts';

/** Document types. */
export const DOCUMENT_TYPES = ['contract', 'lawsuit'] as const;
export type DocumentTypeValue = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentTypeValue, string> = {
  contract: 'Contrato',
  lawsuit: 'Petição / processo',
};

export const DOCUMENT_STATUS_LABELS = { pending: 'Pendente', analyzed: 'Analisado' } as const;

/** 150,000 characters is a 50-page contract; the cap keeps the JSON body under the 1 MiB limit. */
export const MAX_DOCUMENT_CHARS = 400_000;
/** The refusal of a longer text, pasted or extracted from an uploaded file alike. */
export const DOCUMENT_TOO_LONG = 'Conteúdo muito longo (máximo de 400.000 caracteres)';

/**
 * Title min 3, content min 10 ('Conteúdo muito curto'), type contract or lawsuit.
 * The client sends status 'pending'; any status is accepted and ignored (a new document is pending).
 */
export const documentInputSchema = z.object({
  title: z
    .string({ error: 'Título deve ter pelo menos 3 caracteres' })
    .trim()
    .min(3, 'Título deve ter pelo menos 3 caracteres')
    .max(200, 'Título deve ter no máximo 200 caracteres'),
  content: z
    .string({ error: 'Conteúdo muito curto' })
    .trim()
    .min(10, 'Conteúdo muito curto')
    .max(MAX_DOCUMENT_CHARS, DOCUMENT_TOO_LONG),
  type: z.enum(DOCUMENT_TYPES, {
    error: 'Tipo de documento inválido. Use "contract" (contrato) ou "lawsuit" (petição ou processo).',
  }),
  status: z.unknown().optional(),
});
export type DocumentInput = z.input<typeof documentInputSchema>;

/** The legal relation a contract sets up: it decides which rules apply (CDC, CLT, Lei 8.245, CC). */
export const CONTRACT_RELATIONS = [
  'consumo',
  'empresarial',
  'trabalho',
  'locacao',
  'administracao',
  'civil',
] as const;
export type ContractRelation = (typeof CONTRACT_RELATIONS)[number];
export const CONTRACT_RELATION_LABELS: Record<ContractRelation, string> = {
  consumo: 'Relação de consumo (CDC)',
  empresarial: 'Contrato entre empresas (CC)',
  trabalho: 'Relação de emprego (CLT)',
  locacao: 'Locação de imóvel urbano (Lei 8.245/1991)',
  administracao: 'Contrato com a administração pública (Lei 14.133/2021)',
  civil: 'Contrato civil entre particulares (CC)',
};

export const analyzeInputSchema = z.object({
  documentId: idSchema,
  /** The relation as the user corrects it; absent → read from the document. */
  relation: z
    .enum(CONTRACT_RELATIONS, {
      error: `Relação inválida. Use: ${CONTRACT_RELATIONS.join(', ')}.`,
    })
    .optional(),
});
export type AnalyzeInput = z.input<typeof analyzeInputSchema>;

export const FINDING_TYPES = ['risk', 'opportunity', 'compliance'] as const;
export type FindingType = (typeof FINDING_TYPES)[number];
export const FINDING_TYPE_LABELS: Record<FindingType, string> = {
  risk: 'Risco',
  opportunity: 'Oportunidade',
  compliance: 'Conformidade',
};

export const FINDING_SEVERITIES = ['alta', 'média', 'baixa'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

export const ANALYSIS_RISK_LEVELS = ['baixo', 'médio', 'alto'] as const;
export type AnalysisRiskLevel = (typeof ANALYSIS_RISK_LEVELS)[number];
