import type { AnalysisDto, AnalysisRiskLevel, FindingSeverity, FindingType } from '@lexato/schemas';

export const SEVERITY_COLORS: Record<FindingSeverity, string> = {
  alta: 'red',
  média: 'yellow',
  baixa: 'gray',
};
export const SEVERITY_LABELS: Record<FindingSeverity, string> = {
  alta: 'Alta',
  média: 'Média',
  baixa: 'Baixa',
};
export const FINDING_COLORS: Record<FindingType, string> = {
  risk: 'red',
  opportunity: 'teal',
  compliance: 'blue',
};
export const RISK_COLORS: Record<AnalysisRiskLevel, string> = {
  baixo: 'green',
  médio: 'yellow',
  alto: 'red',
};
export const RISK_LABELS: Record<AnalysisRiskLevel, string> = {
  baixo: 'Risco baixo',
  médio: 'Risco médio',
  alto: 'Risco alto',
};

/** The analysis shown for a document: the newest one stored for it. */
export function analysisFor(analyses: AnalysisDto[], documentId: string | null): AnalysisDto | undefined {
  if (!documentId) return undefined;
  let best: AnalysisDto | undefined;
  for (const a of analyses) {
    if (a.documentId !== documentId) continue;
    if (!best || new Date(a.createdAt) > new Date(best.createdAt)) best = a;
  }
  return best;
}
