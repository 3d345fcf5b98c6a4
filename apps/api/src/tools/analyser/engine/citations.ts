// Citations inside an analysed document, judged by the Validator's engine (@lexato/legal): each
// invalid citation is a finding quoting it; the suspicious ones are grouped in one finding.
import { type CitationReport, checkCitations } from '@lexato/legal';
import { about, type LocatedFinding } from './finding.ts';

export function citationFindings(
  text: string,
  today: string,
): { findings: LocatedFinding[]; report: CitationReport } {
  const report = checkCitations(text, { today });
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
            'Verificação de citações (catálogo de leis, súmulas e numeração CNJ — Res. CNJ 65/2008)',
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
          description: `${suspicious.length} citação(ões) não puderam ser confirmadas: ${listed}${more}. Primeira: ${first.details}.`,
          recommendation:
            'Confira essas citações nas fontes oficiais (Planalto, STF, STJ, TST) ou use o Validator.',
          legalBasis: 'Verificação de citações (catálogo de leis e súmulas)',
        },
      ),
    );
  }
  return { findings, report };
}
