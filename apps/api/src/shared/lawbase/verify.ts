// The citations of a text as the knowledge base judges them: the catalogue of @lexato/legal found
// and judged each one (invalid when a fact contradicts it); the base then decides existence,
// vigência and wording of articles, súmulas and temas (judge.ts: "válida" only with positive
// evidence). Used by the Validator and by the Analyser, which judges a document's citations the same
// way. The base is injected (`LawbaseLookup`, read through the corpus repository).
import { type CheckedText, presentedAsCancelled } from '@lexato/legal';
import type { CitationDetailDto } from '@lexato/schemas';
import { judgeInBase, type LawbaseLookup } from './judge.ts';
import { attributedQuotes } from './quotes.ts';

/** Words that present a tema as the source of a fixed thesis: 'tese firmada no', 'conforme decidido no'. */
const THESIS_CLAIM = /\b(?:tese|firmad[oa]|fixad[oa]|decidid[oa]|assentad[oa]|pacificad[oa]|julgad[oa])\b/i;

/** Distinct look-ups of the base per text; the checked citations are capped at 1,000 upstream. */
const MAX_BASE_CHECKS = 400;
/** The catalogue's verdicts of `checked`, decided by the knowledge base where it covers them. */
export async function verifyInBase(
  text: string,
  checked: CheckedText,
  lawbase: LawbaseLookup | undefined,
): Promise<{ details: CitationDetailDto[]; warnings: string[] }> {
  const details: CitationDetailDto[] = checked.citationDetails.map((d) => ({
    ...d,
    checks: [],
    explanation: null,
  }));
  const warnings = checked.warnings.filter(
    (w) => !w.startsWith('Citação inválida:') && !w.startsWith('… e mais'),
  );
  if (lawbase) {
    try {
      await applyLawbase(text, checked, details, lawbase);
    } catch {
      warnings.push(
        'Não foi possível consultar a base de legislação: as citações de artigos, súmulas e temas ficaram sem conferência.',
      );
    }
  }
  return { details, warnings };
}

async function applyLawbase(
  text: string,
  checked: CheckedText,
  details: CitationDetailDto[],
  base: LawbaseLookup,
): Promise<void> {
  const quotes = new Map(attributedQuotes(text, checked.citations).map((q) => [q.citation.start, q]));
  let budget = MAX_BASE_CHECKS;
  for (const [i, c] of checked.citations.entries()) {
    const d = details[i];
    // A contradiction the catalogue found (wrong year, future date, revoked act) stands.
    if (!d || d.status === 'invalid' || d.status === 'suspicious') continue;
    if (c.kind !== 'artigo' && c.kind !== 'sumula' && c.kind !== 'sumula-vinculante' && c.kind !== 'tema')
      continue;
    if (budget <= 0) break;
    budget -= 1;
    const verdict = await judgeInBase(c, quotes.get(c.start), base, {
      asCancelled: presentedAsCancelled(text, c),
      asThesis: c.kind === 'tema' && THESIS_CLAIM.test(text.slice(Math.max(0, c.start - 80), c.start)),
    });
    if (!verdict) continue;
    d.checks.push('base');
    const inferred =
      c.kind === 'artigo' && c.lawFromContext && c.law
        ? ` (diploma inferido da citação anterior: ${c.law.raw})`
        : '';
    // Inside a court's own decision a provision the current text lacks is most often an earlier
    // wording (the parágrafo único of CF art. 105 before EC 125/2022) or a scanning slip ('§ 30'
    // for '§ 3º'): the court did not invent it, so it is "suspeita", never "inválida".
    const slip = verdict.status === 'invalid' && checked.courtDecision;
    d.status = slip ? 'suspicious' : verdict.status;
    d.details = slip
      ? `${verdict.details}; citado em decisão judicial: pode remeter a redação anterior do dispositivo ou a erro de digitação — confira a redação vigente na data da decisão`
      : `${verdict.details}${inferred}`;
    d.confidence = inferred ? Math.min(verdict.confidence, 75) : verdict.confidence;
  }
}
