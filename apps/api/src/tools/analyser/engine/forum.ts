// The forum clause (cláusula de eleição de foro). Since Lei 14.879/2024 the chosen forum must bear on
// the domicile or residence of a party or on the place of the obligation (CPC art. 63, §1º), an
// abusive one may be declined of the court's own motion (§§3º and 5º), and against a consumer or an
// adherent a forum away from their domicile is abusive (CDC arts. 51, IV, and 101, I). An employment
// contract's forum clause is left alone: CLT art. 651 decides the labour court.

import { foldAccents } from '@lexato/legal';
import type { Parties } from './clause-rules.ts';
import { about, type LocatedFinding } from './finding.ts';
import type { Sentences } from './text.ts';

const FORUM =
  /\bforo\s+(?:central\s+)?(?:da\s+|de\s+)?(?:comarca|cidade|circunscri[çc][ãa]o|se[çc][ãa]o judici[áa]ria)?\s*(?:de|da|do)?\s*([A-ZÀ-Ý][A-Za-zÀ-ÿ' ]+?)(?:\s*[/–-]\s*[A-Z]{2})?(?=\s*[,.;(]|\s+com\b|\s+para\b|\s+por\b|\s+e\s|\s*$)/g;
/** The line that qualifies the consumer or adherent, with their domicile. */
const WEAK_PARTY = /\b(?:CONSUMIDOR|CONTRATANTE|ADERENTE|ALUN[OA]|COMPRADOR[A]?|LOCAT[ÁA]RI[OA]|CLIENTE)\b/;
const DOMICILE = /residente|domiciliad|com sede|endere[çc]o/i;
const FAVOURS_CONSUMER = /domic[íi]lio d[oa] (?:consumidor|contratante|aderente|alun[oa]|comprador)/i;

export function forumFindings(s: Sentences, parties: Parties): LocatedFinding[] {
  // In employment the court is the one of the place of work (CLT art. 651), whatever the contract elects.
  if (parties.relation.value === 'trabalho') return [];
  const text = s.text;
  const out: LocatedFinding[] = [];
  // Folded once for the whole text (not once per forum clause); a fold that changed the length
  // cannot be sliced by the text's offsets, and the clause's surroundings are folded apart then.
  const folded = foldAccents(text);
  const sameLength = folded.length === text.length;
  const foldedWithout = (start: number, end: number) =>
    sameLength
      ? folded.slice(0, start) + folded.slice(end)
      : foldAccents(text.slice(0, start) + text.slice(end));
  let weakLineRead: string | undefined | null = null;
  const weakPartyLine = () => {
    if (weakLineRead === null)
      weakLineRead = text
        .split('\n')
        .find((line) => WEAK_PARTY.test(line) && DOMICILE.test(line) && !/\bforo\b/i.test(line));
    return weakLineRead;
  };
  for (const m of text.matchAll(FORUM)) {
    const city = (m[1] ?? '')
      .replace(/^(?:comarca|cidade|circunscri[çc][ãa]o|se[çc][ãa]o judici[áa]ria)\s+d[aeo]\s+/i, '')
      .trim();
    if (city.length < 3 || /^(?:eleito|competente|contratual)$/i.test(city)) continue;
    const clause = s.around(m.index, m[0].length);
    if (FAVOURS_CONSUMER.test(clause.text)) continue;
    const elsewhere = foldedWithout(clause.start, clause.end);
    if (parties.consumer || parties.adhesion) {
      const weakLine = weakPartyLine();
      if (weakLine && foldAccents(weakLine).includes(foldAccents(city))) continue;
      // Between companies, an adhesion forum at a party's seat is pertinent (CPC art. 63, §1º): it is
      // abusive only if it hinders the adherent's defence, which the text alone cannot show.
      if (!parties.consumer && elsewhere.includes(foldAccents(city))) continue;
      out.push(
        about(clause, {
          type: 'risk',
          // Alta only when the consumer's own domicile is written and differs; otherwise ask to confirm.
          severity: parties.consumer && weakLine ? 'alta' : 'média',
          description: parties.consumer
            ? `Foro de ${city} eleito em contrato de consumo${weakLine ? ', longe do domicílio do consumidor' : ''}: a cláusula que dificulta a defesa do consumidor é abusiva, e ele pode propor a ação no seu domicílio.`
            : `Foro de ${city} eleito em contrato de adesão, fora do domicílio do aderente${weakLine ? '' : ' e das partes descritas'}: se dificultar a defesa de quem adere, o juiz pode declará-lo ineficaz de ofício antes da citação.`,
          recommendation:
            'Eleja o foro do domicílio do consumidor ou aderente, ou suprima a cláusula; o juiz pode declará-la ineficaz de ofício antes da citação.',
          legalBasis: parties.consumer
            ? 'CDC, arts. 51, IV, e 101, I; CPC, art. 63, §§ 1º, 3º e 5º (Lei 14.879/2024)'
            : 'CPC, art. 63, §§ 1º e 3º (Lei 14.879/2024)',
        }),
      );
    } else if (!elsewhere.includes(foldAccents(city))) {
      out.push(
        about(clause, {
          type: 'risk',
          severity: 'média',
          description: `Foro de ${city} sem pertinência aparente com o domicílio das partes ou com o local da obrigação descritos no contrato: desde a Lei 14.879/2024 a eleição não produz efeito e o juiz pode declinar de ofício.`,
          recommendation:
            'Eleja o foro do domicílio ou sede de uma das partes ou do local de cumprimento da obrigação, e diga no contrato qual é o vínculo.',
          legalBasis: 'CPC, art. 63, §§ 1º e 5º (Lei 14.879/2024)',
        }),
      );
    }
  }
  return out;
}
