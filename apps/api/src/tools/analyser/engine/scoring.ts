// The analysis score and risk level follow from the findings alone, by the rule below, so the same
// findings always give the same figures (and a model's extra findings count the same way).
import type { AnalysisFinding, AnalysisRiskLevel, FindingSeverity } from '@lexato/schemas';

/**
 * Points a finding takes from 100, by severity. Opportunities (protections the document could add)
 * weigh half of a risk or compliance finding of the same severity: they are advice, not defects.
 */
export const SEVERITY_PENALTY: Readonly<Record<FindingSeverity, number>> = {
  alta: 20,
  média: 10,
  baixa: 4,
};

/**
 * score = max(0, 100 − Σ penalty), penalty = SEVERITY_PENALTY[severity] (halved for opportunities).
 * riskLevel = 'alto' when score < 50 or two or more high-severity risk/compliance findings;
 *             'médio' when score < 80 or any high-severity finding (never 'baixo' while one stands);
 *             'baixo' otherwise.
 */
export function scoreFindings(findings: AnalysisFinding[]): { score: number; riskLevel: AnalysisRiskLevel } {
  let penalty = 0;
  let high = 0;
  let anyHigh = false;
  for (const f of findings) {
    const base = SEVERITY_PENALTY[f.severity];
    penalty += f.type === 'opportunity' ? base / 2 : base;
    if (f.severity === 'alta' && f.type !== 'opportunity') high++;
    if (f.severity === 'alta') anyHigh = true;
  }
  const score = Math.max(0, Math.round(100 - penalty));
  const riskLevel: AnalysisRiskLevel =
    score < 50 || high >= 2 ? 'alto' : score < 80 || anyHigh ? 'médio' : 'baixo';
  return { score, riskLevel };
}

const ORDER: Readonly<Record<FindingSeverity, number>> = { alta: 0, média: 1, baixa: 2 };

/** Most severe first; within a severity, in document order (absences last). */
export function sortFindings<T extends AnalysisFinding & { at: number }>(findings: T[]): T[] {
  return [...findings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity] || a.at - b.at);
}
