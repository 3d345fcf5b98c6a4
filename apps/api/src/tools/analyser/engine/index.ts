// The built-in analysis engine: pure, deterministic, offline. It reads Portuguese text and returns
// findings that each quote the clause they are about (or say what is missing), with the score and
// risk level derived from them by the rule in scoring.ts.
import { type CitationReport, checkCitations } from '@lexato/legal';
import type {
  AnalysedCitation,
  AnalysisFinding,
  AnalysisRiskLevel,
  ContractRelation,
  ContractRelationDto,
  DocumentTypeValue,
} from '@lexato/schemas';
import { pluralize } from '@lexato/schemas';
import { citationFindings, citationList } from './citations.ts';
import { partiesOf } from './clause-rules.ts';
import { contractEssentials } from './contract-essentials.ts';
import { contractRisks } from './contract-risks.ts';
import { filingRequirements, isLabourFiling } from './filing-rules.ts';
import type { LocatedFinding } from './finding.ts';
import { scoreFindings, sortFindings } from './scoring.ts';
import { Sentences } from './text.ts';

export { scoreFindings } from './scoring.ts';

export interface EngineResult {
  score: number;
  riskLevel: AnalysisRiskLevel;
  summary: string;
  findings: AnalysisFinding[];
  suggestions: string[];
  /** Every citation checked, with its status and the reason. */
  citations: AnalysedCitation[];
  /** Contracts: the relation the rules applied and the facts that decided it. */
  relation: ContractRelationDto | null;
}

export interface EngineOptions {
  /** Injected clock for the citation checks, YYYY-MM-DD. */
  today: string;
  /** The relation as the user corrected it (contracts). */
  relation?: ContractRelation | undefined;
}

/** The whole analysis in one call, with the catalogue's citation verdicts (no knowledge base). */
export function analyseText(text: string, type: DocumentTypeValue, options: EngineOptions): EngineResult {
  return assembleAnalysis(
    text,
    type,
    analyseRules(text, type, options.relation),
    checkCitations(text, options),
    options.relation,
  );
}

/** The contract or filing rules: the CPU-heavy part, run off the event loop for a large text. */
export function analyseRules(
  text: string,
  type: DocumentTypeValue,
  relation?: ContractRelation,
): LocatedFinding[] {
  const sentences = new Sentences(text);
  const parties = partiesOf(text, relation);
  return type === 'contract'
    ? [...contractEssentials(sentences, parties), ...contractRisks(sentences, parties)]
    : filingRequirements(sentences);
}

/** The result from the rules' findings and the citations as checked (by the catalogue or the base). */
export function assembleAnalysis(
  text: string,
  type: DocumentTypeValue,
  ruleFindings: LocatedFinding[],
  report: CitationReport,
  relation?: ContractRelation,
): EngineResult {
  const parties = type === 'contract' ? partiesOf(text, relation) : null;
  const cited = citationFindings(text, report);
  const findings = sortFindings(dedupe([...ruleFindings, ...cited])).map(({ at: _at, ...f }) => f);
  const { score, riskLevel } = scoreFindings(findings);
  return {
    score,
    riskLevel,
    summary: summarise(
      type,
      findings,
      report,
      parties ? relationText(parties.relation) : null,
      score,
      riskLevel,
      isLabourFiling(text),
    ),
    findings,
    suggestions: suggestionsFor(findings),
    citations: citationList(report),
    relation: parties ? parties.relation : null,
  };
}

/** One finding per (clause, legal basis): two patterns hitting the same clause for the same norm. */
function dedupe(findings: LocatedFinding[]): LocatedFinding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.clause ?? f.description}|${f.legalBasis}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function relationText(r: ContractRelationDto): string {
  if (r.source === 'usuario') return `${r.label}, informada pelo usuário`;
  if (r.facts.length === 0)
    return `${r.label}: nenhum sinal de consumo, emprego, locação ou administração pública`;
  return `${r.label}, lida de ${r.facts.map((f) => `“${f}”`).join(' · ')}`;
}

const RISK_WORDS: Record<AnalysisRiskLevel, string> = { baixo: 'baixo', médio: 'médio', alto: 'alto' };

function summarise(
  type: DocumentTypeValue,
  findings: AnalysisFinding[],
  report: CitationReport,
  relation: string | null,
  score: number,
  riskLevel: AnalysisRiskLevel,
  labour: boolean,
): string {
  const count = (t: AnalysisFinding['type']) => findings.filter((f) => f.type === t).length;
  const high = findings.filter((f) => f.severity === 'alta').length;
  const kind =
    type === 'contract'
      ? `Contrato (${relation ?? 'relação não identificada'})`
      : labour
        ? 'Reclamação trabalhista analisada contra os requisitos da CLT, art. 840, § 1º'
        : 'Petição analisada contra os requisitos do CPC, art. 319';
  const parts = [
    `${kind}: pontuação ${score}/100, risco ${RISK_WORDS[riskLevel]}.`,
    findings.length === 0
      ? 'Nenhum problema encontrado pelas regras do mecanismo interno.'
      : `${pluralize(findings.length, 'apontamento', 'apontamentos')}: ${count('risk')} de risco, ${count('compliance')} de conformidade e ${count('opportunity')} de oportunidade${high > 0 ? `; ${high} de gravidade alta` : ''}.`,
    citationSummary(report),
  ];
  return parts.join(' ');
}

function citationSummary(r: CitationReport): string {
  if (r.totalCitations === 0) return 'Nenhuma citação legal encontrada.';
  const counts = [
    [r.validCitations, 'válida', 'válidas'],
    [r.suspiciousCitations, 'suspeita', 'suspeitas'],
    [r.invalidCitations, 'inválida', 'inválidas'],
    [r.unverifiedCitations, 'não verificada', 'não verificadas'],
    [r.incompleteCitations, 'referência vaga', 'referências vagas'],
  ] as const;
  const parts = counts.filter(([n]) => n > 0).map(([n, one, many]) => pluralize(n, one, many));
  return `${pluralize(r.totalCitations, 'citação legal conferida', 'citações legais conferidas')}: ${parts.join(', ')}.`;
}

function suggestionsFor(findings: AnalysisFinding[]): string[] {
  const out: string[] = [];
  for (const f of findings) {
    if (f.severity === 'baixa' && f.type === 'opportunity') continue;
    if (!out.includes(f.recommendation)) out.push(f.recommendation);
    if (out.length === 8) break;
  }
  if (out.length === 0 && findings.length > 0) out.push(...findings.slice(0, 3).map((f) => f.recommendation));
  return out;
}
