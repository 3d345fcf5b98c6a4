// Citations inside an analysed document, judged as the Validator judges them: each invalid
// citation is a finding quoting it; the suspicious ones are grouped in one finding; and every
// checked citation is listed with its status.
import type { CitationReport } from '@lexato/legal';
import { type AnalysedCitation, pluralize } from '@lexato/schemas';
import { about, type LocatedFinding } from './finding.ts';

/** At most this many citations are listed with an analysis (the counts cover them all). */
export const MAX_LISTED_CITATIONS = 300;

export function citationList(report: CitationReport): AnalysedCitation[] {
  return report.citationDetails.slice(0, MAX_LISTED_CITATIONS).map((d) => ({
    citation: d.citation,
    kind: d.kind,
    status: d.status,
    details: d.details,
    start: d.start,
  }));
}

export function citationFindings(text: string, report: CitationReport): LocatedFinding[] {
  const findings: LocatedFinding[] = [];
  for (const d of report.citationDetails) {
    if (d.status !== 'invalid') continue;
    findings.push(
      about(
        { text: text.slice(d.start, d.end), start: d.start, end: d.end },
        {
          type: 'compliance',
          severity: 'alta',
          description: `Citação inválida: ${d.details}.`,
          recommendation: 'Corrija ou remova a citação antes de assinar ou protocolar o documento.',
          legalBasis:
            'Verificação de citações (base de legislação, súmulas e temas do Lexato; numeração CNJ — Res. CNJ 65/2008)',
        },
      ),
    );
  }
  const suspicious = report.citationDetails.filter((d) => d.status === 'suspicious');
  const first = suspicious[0];
  if (first) {
    const listed = suspicious
      .slice(0, 5)
      .map((d) => `"${d.citation}"`)
      .join(', ');
    const more = suspicious.length > 5 ? ` e mais ${suspicious.length - 5}` : '';
    findings.push(
      about(
        { text: text.slice(first.start, first.end), start: first.start, end: first.end },
        {
          type: 'compliance',
          severity: suspicious.length >= 3 ? 'média' : 'baixa',
          description: `${pluralize(suspicious.length, 'citação suspeita', 'citações suspeitas')}: ${listed}${more}. Primeira: ${first.details}.`,
          recommendation:
            'Confira essas citações nas fontes oficiais (Planalto, STF, STJ, TST) ou use o Validator.',
          legalBasis: 'Verificação de citações (catálogo de leis e súmulas)',
        },
      ),
    );
  }
  return findings;
}
