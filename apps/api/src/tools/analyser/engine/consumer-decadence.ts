// CDC art. 26: the right to claim for a defect (vício) lapses in 30 days for a non-durable product
// and 90 days for a durable one, from the delivery (§ 1º) or, for a hidden defect, from the day it
// showed (§ 3º); a complaint proved before the supplier stops the period until its negative answer
// (§ 2º, I). Read in a consumer petition that asks for one of the remedies the defect gives (the
// product replaced, the price back, a reduction: arts. 18, § 1º, 19 and 20): the dated sentence where
// the defect shows, its period from the limitation table of @lexato/legal, counted to the petition's
// date. A damage the product itself caused (fato do produto: a burn, a fire) runs under art. 27 —
// five years from the knowledge of the damage —, judged by that row of the table, not by art. 26.
import { checkLimitation, formatBr, limitationRule, limitationRuleFor, readFact } from '@lexato/legal';
import { findDates, fold } from '../../../shared/case-text.ts';
import { about, type LocatedFinding } from './finding.ts';
import type { Sentences } from './text.ts';

const CONSUMER_CLAIM = /\bCDC\b|consumidor|fornecedor|8\.078/i;
/** The remedies a defect gives, as a petition asks for them. */
const DEFECT_REMEDY =
  /restitui[çc][ãa]o|devolu[çc][ãa]o d[oa] (?:valor|quantia|pre[çc]o)|substitui[çc][ãa]o d[oa] (?:produto|aparelho|bem)|troca d[oa] (?:produto|aparelho|bem)|abatimento|reexecu[çc][ãa]o|art\.?\s*18,?\s*§\s*1/i;
/** A complaint the consumer can prove (§ 2º, I): one the text affirms obstructs the period. */
const COMPLAINT =
  /reclama[çc][ãa]o|protocolo|notifica[çc][ãa]o|assist[êe]ncia t[ée]cnica|ordem de servi[çc]o|\bprocon\b|chamado n/gi;

function complaintAffirmed(text: string): boolean {
  const folded = fold(text);
  return [...text.matchAll(COMPLAINT)].some((m) => !readFact(folded, m.index, m.index + m[0].length).denied);
}

/** `filing`: the petition's own date (null when undated: nothing to count to). */
export function consumerDecadence(s: Sentences, filing: string | null): LocatedFinding[] {
  const text = s.text;
  if (!filing || !CONSUMER_CLAIM.test(text)) return [];
  const folded = fold(text);
  const dated = findDates(text, folded)
    .filter((d) => d.iso < filing)
    .map((d) => {
      const sentence = s.around(d.start, d.end - d.start);
      return { d, sentence, row: limitationRuleFor('consumidor', fold(sentence.text)) };
    });
  const out: LocatedFinding[] = [];
  // The first dated defect: each later one is closer to the filing.
  const defect = dated.find((x) => x.row?.kind === 'decadência');
  if (defect?.row && DEFECT_REMEDY.test(text) && !complaintAffirmed(text)) {
    // The row read from the sentence has the durable period unless the sentence names a perishable
    // good; the sibling row decides when the petition names one anywhere.
    const sibling = limitationRule(defect.row.key.replace(/_duravel$/, '_nao_duravel'));
    const rule = sibling?.requires?.test(folded) ? sibling : defect.row;
    const verdict = checkLimitation(rule, defect.d.iso, filing);
    if (verdict.barred)
      out.push(
        about(defect.sentence, {
          type: 'risk',
          severity: 'alta',
          description: `Decadência do direito de reclamar do vício: o vício se evidenciou em ${formatBr(defect.d.iso)}; o prazo de ${rule.days} dias terminou em ${formatBr(verdict.end)} e a petição é de ${formatBr(filing)}, sem reclamação comprovada ao fornecedor que o obstasse. Os pedidos de substituição, restituição do preço ou abatimento caducaram; os danos causados pelo produto (fato do produto) seguem os cinco anos do art. 27.`,
          recommendation:
            'Comprove a reclamação feita ao fornecedor (protocolo, e-mail, ordem de serviço da assistência técnica) e a data da resposta negativa, que obstam o prazo (CDC art. 26, § 2º, I); sem ela, funde o pedido na reparação de danos (CDC arts. 12 e 27).',
          legalBasis: basisOf(rule.source),
        }),
      );
  }
  const accident = dated.find((x) => x.row?.key === 'fato_do_produto');
  if (accident?.row) {
    const verdict = checkLimitation(accident.row, accident.d.iso, filing);
    if (verdict.barred)
      out.push(
        about(accident.sentence, {
          type: 'risk',
          severity: 'alta',
          description: `Prescrição da reparação por fato do produto ou do serviço: o dano é de ${formatBr(accident.d.iso)}; os cinco anos terminaram em ${formatBr(verdict.end)} e a petição é de ${formatBr(filing)}.`,
          recommendation:
            'Se o dano ou sua autoria só foram conhecidos depois, diga quando e prove-o: o prazo corre do conhecimento do dano e de sua autoria.',
          legalBasis: basisOf(accident.row.source),
        }),
      );
  }
  return out;
}

/** 'CDC art. 26, II e §3º' → 'CDC, art. 26, II, e § 3º', as the other findings cite. */
const basisOf = (source: string) => source.replace(/^CDC art\./, 'CDC, art.').replace(' e §', ', e § ');
