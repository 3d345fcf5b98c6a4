// Asks the configured model for a summary and extra findings, then keeps only what is anchored in
// the document: a finding whose quoted clause is not in the text is dropped (nothing shown is
// invented; ai/README.md). Without a model, or when it fails, the engine's result stands alone.
import {
  type AnalysisFinding,
  type DocumentTypeValue,
  FINDING_SEVERITIES,
  FINDING_TYPES,
} from '@lexato/schemas';
import { z } from 'zod';
import type { AiProvider } from '../../ai/types.ts';
import { type EngineResult, scoreFindings } from './engine/index.ts';

/** What the model is asked for (strict-compatible: every field required). */
export const aiAnalysisSchema = z.object({
  summary: z.string(),
  findings: z.array(
    z.object({
      type: z.enum(FINDING_TYPES),
      clause: z.string(),
      severity: z.enum(FINDING_SEVERITIES),
      description: z.string(),
      recommendation: z.string(),
      legalBasis: z.string(),
    }),
  ),
});
export type AiAnalysis = z.infer<typeof aiAnalysisSchema>;

/** The model sees at most this much of the document (the engine always reads all of it). */
export const AI_MAX_CHARS = 60_000;
const MAX_AI_FINDINGS = 15;

const SYSTEM = [
  'Você é um advogado brasileiro revisando um documento jurídico em português.',
  'Responda em português do Brasil. Aponte riscos, oportunidades e problemas de conformidade que as regras automáticas listadas NÃO cobriram.',
  'Para cada apontamento, "clause" deve ser um trecho copiado literalmente do documento (sem reescrever); apontamentos sem trecho literal serão descartados.',
  'Cite em "legalBasis" apenas dispositivos legais que você tem certeza de que existem. Não invente leis, súmulas nem julgados.',
  'Em "summary", resuma o documento e os pontos principais em até cinco frases.',
].join(' ');

export interface AiMergeOutcome {
  result: EngineResult;
  /** Portuguese notice when the model was not used; null when it answered. */
  notice: string | null;
  dropped: number;
}

export async function mergeAiAnalysis(
  ai: AiProvider,
  text: string,
  type: DocumentTypeValue,
  engine: EngineResult,
): Promise<AiMergeOutcome> {
  if (ai.kind === 'builtin') return { result: engine, notice: null, dropped: 0 };
  const excerpt =
    text.length > AI_MAX_CHARS ? `${text.slice(0, AI_MAX_CHARS)}\n[… documento truncado]` : text;
  const covered = engine.findings.map((f) => `- ${f.legalBasis}: ${f.description}`).join('\n');
  const answer = await ai.structured({
    task: 'analyser.findings',
    system: SYSTEM,
    user: `Tipo: ${type === 'contract' ? 'contrato' : 'petição / peça processual'}\n\nJá apontado pelas regras automáticas:\n${covered || '(nada)'}\n\nDocumento:\n${excerpt}`,
    schema: aiAnalysisSchema,
    schemaName: 'analysis_findings',
  });
  if (!answer.ok) return { result: engine, notice: answer.message, dropped: 0 };
  const { kept, dropped } = anchorFindings(
    text,
    answer.value.findings.slice(0, MAX_AI_FINDINGS),
    engine.findings,
  );
  const findings = [...engine.findings, ...kept];
  const { score, riskLevel } = scoreFindings(findings);
  const aiSummary = answer.value.summary.trim().slice(0, 2000);
  const suggestions = [...engine.suggestions];
  for (const f of kept) if (!suggestions.includes(f.recommendation)) suggestions.push(f.recommendation);
  return {
    result: {
      score,
      riskLevel,
      summary: aiSummary ? `${engine.summary}\n\nResumo da IA: ${aiSummary}` : engine.summary,
      findings,
      suggestions: suggestions.slice(0, 12),
      citations: engine.citations,
      relation: engine.relation,
    },
    notice: null,
    dropped,
  };
}

/**
 * Keeps a model finding only when its clause is found in the document, ignoring case and spacing,
 * and then quotes the document's own words. Duplicates of engine findings are dropped too.
 */
export function anchorFindings(
  text: string,
  candidates: AiAnalysis['findings'],
  existing: AnalysisFinding[],
): { kept: AnalysisFinding[]; dropped: number } {
  const kept: AnalysisFinding[] = [];
  let dropped = 0;
  const seen = new Set(existing.map((f) => f.clause).filter((c): c is string => c !== null));
  for (const c of candidates) {
    const quote = locateQuote(text, c.clause);
    if (!quote || seen.has(quote)) {
      dropped++;
      continue;
    }
    seen.add(quote);
    kept.push({
      type: c.type,
      clause: quote,
      severity: c.severity,
      description: c.description.trim().slice(0, 1000),
      recommendation: c.recommendation.trim().slice(0, 1000),
      legalBasis: c.legalBasis.trim().slice(0, 200),
      source: 'ia',
    });
  }
  return { kept, dropped };
}

/** The document's own text for a quote written with other spacing, quotes or case; undefined if absent. */
export function locateQuote(text: string, quote: string): string | undefined {
  const words = quote
    .replace(/[“”„«»"]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < 3 || quote.length > 1500) return undefined;
  const pattern = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s"“”]+');
  const m = new RegExp(pattern, 'i').exec(text);
  return m?.[0];
}
