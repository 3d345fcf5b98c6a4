// Five documents written by hand (fixtures/unseen-fourth.ts) with their problems listed here before
// the engine was first run on them: each problem must be found with its rule, quoting its clause
// (or, for what the document lacks, quoting nothing), and each clean clause must stay unflagged.
// Where more than one article is the right rule, any of them counts. A revoked law cited is judged
// by the citation check of `@lexato/legal` (the Analyser reports what it returns).
// Planted: 34 problems (32 for the rules, 2 revoked laws for the citation check); 25 clean clauses
// and 5 rules that must not fire.
//
// First run (the rules as they stood): 16 of 34 problems found, no clean clause flagged and no
// forbidden rule fired. One expectation was written badly: the irrevocable data consent was found
// under "LGPD (Lei 13.709/2018), arts. 7º, I, e 8º", which the words 'LGPD, art. 8º' did not match
// (now both count): 17 of 34. The título executivo was found but quoted its numbered heading. Missed:
// royalties at one party's "exclusivo juízo" (CC 122), "ato doloso" in an exclusion, "ficam proibidos
// … no ramo" as a non-compete, the Circular de Oferta on the day of signing (Lei 13.966/2019 art. 2º),
// "Caberá exclusivamente ao TITULAR a prova" (CDC 51 VI), the name sent to a register without
// notice (CDC 43 § 2º), the proportional notice (Lei 12.506/2011), a cash deposit beside the fiança
// (Lei 8.245 art. 37 p.u.), the reserve fund and structural works (art. 22 X), the landlord's visit
// at any time (art. 23 IX) and retaking by his own hand (art. 5º), the vício past 90 days (CDC 26),
// the procuração promised later (CPC 104 § 1º), the co-defendant without CNPJ (CPC 319 II), both
// revoked laws. Outside the list, the lease was asked for an object it states ("dá em locação").
// Fixed by general rules, each tried on other sentences (reading-wider.test.ts,
// consumer-decadence.test.ts, cap-title-procuracao.test.ts, filing-playbooks.test.ts); after the
// fixes 33 of 34, no clean clause flagged. Still open: the Circular de Oferta (no official text of
// the article at hand to write the rule from).
import { checkText } from '@lexato/legal';
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import {
  CARD_ADHESION,
  FRANCHISE_B2B,
  LAPTOP_CLAIM,
  SION_LEASE,
  TRUCKER_CLAIM,
} from './fixtures/unseen-fourth.ts';
import { analyseRules } from './index.ts';

type Kind = 'contract' | 'lawsuit';
/** [words of the clause quoted, or null for a missing requirement; words of the legal basis, any of]. */
type Problem = [string | null, readonly string[]];

const FOURTH_BATCH: ReadonlyArray<{
  name: string;
  text: string;
  kind: Kind;
  problems: readonly Problem[];
  clean: readonly string[];
  /** Rules that must not fire anywhere in the document. */
  cleanBases?: readonly string[];
  /** Laws cited that are revoked: the citation check must not take them as valid. */
  revoked?: readonly string[];
  /** Problems still missed, each with the reason: expected to fail, so that finding one fails the run. */
  open?: readonly Problem[];
}> = [
  {
    name: 'franchise between companies',
    text: FRANCHISE_B2B,
    kind: 'contract',
    // No official text of Lei 13.966/2019 art. 2º, § 1º (the Circular de Oferta 10 days before
    // signing) was at hand to write the rule from: left open.
    open: [['na presente data, no ato da assinatura', ['Lei 13.966/2019, art. 2º']]],
    problems: [
      ['conforme exclusivo juízo da FRANQUEADORA', ['CC, art. 122']],
      ['ainda que resultantes de ato doloso', ['421-A, II', 'CC, art. 422']],
      [
        'por prazo indeterminado e em todo o território nacional',
        ['CF, art. 170', 'CC, art. 421', 'CC, arts. 421'],
      ],
      ['multa de 300%', ['CC, art. 412', 'CC, arts. 412']],
      ['constitui título executivo extrajudicial', ['CPC, art. 784, III']],
      ['Comarca de Porto Velho', ['CPC, art. 63']],
    ],
    clean: [
      'multa de 2% e juros de 1% ao mês',
      'reajustados anualmente pelo IPCA',
      'manterão sigilo sobre o know-how',
      'inadimplemento não sanado',
      'resolvidas por arbitragem',
      'exclusividade territorial',
      'vigorará por 5 (cinco) anos',
    ],
    revoked: ['8.955'],
  },
  {
    name: 'credit-card adhesion contract of a bank',
    text: CARD_ADHESION,
    kind: 'contract',
    problems: [
      ['fica condicionada à contratação', ['CDC, art. 39, I']],
      ['multa moratória de 5%', ['CDC, art. 52, § 1º']],
      ['poderá alterar unilateralmente as cláusulas', ['CDC, art. 51, XIII']],
      ['Caberá exclusivamente ao TITULAR a prova', ['CDC, art. 51, VI']],
      ['cadastros do SPC', ['CDC, art. 43, § 2º']],
      ['de forma irrevogável', ['LGPD, art. 8º', 'LGPD (Lei 13.709/2018), arts. 7º, I, e 8º']],
      ['foro da Comarca de São Paulo', ['CDC, art. 101, I', 'CDC, arts. 51, IV, e 101, I']],
    ],
    clean: [
      'juros remuneratórios de 12,5% ao mês',
      'capitalizados mensalmente',
      'não cobrará tarifa de anuidade',
      'poderá desistir em 7 (sete) dias',
      'poderá cancelar o cartão a qualquer tempo',
    ],
    // The relation is consumption: no advice to cap the bank's liability nor to add secrecy.
    cleanBases: ['Súmula 121 do STF', 'CC, arts. 402, 403 e 421-A, II'],
  },
  {
    name: 'labour claim of 2025',
    text: TRUCKER_CLAIM,
    kind: 'lawsuit',
    problems: [
      ['TRANSPORTADORA VALE VERDE', ['CLT, art. 840, § 1º', 'CLT, art. 840, §§ 1º']],
      ['01/03/2017', ['Súmula 308, I, do TST']],
      ['intervalo intrajornada, durante todo o contrato', ['CLT, art. 71, § 4º']],
      ['aviso prévio indenizado de 30 (trinta) dias', ['Lei 12.506/2011']],
      ['2 (dois) salários', ['CLT, art. 477, § 8º']],
      ['a ser apurado em liquidação', ['CLT, art. 840, §§ 1º e 3º']],
      ['20% sobre o valor da condenação', ['CLT, art. 791-A']],
    ],
    clean: [
      'VARA DO TRABALHO DE CAMPINAS',
      'não foram pagas no prazo legal',
      'Jamais recebeu horas extras',
      'nunca apresentou controle de ponto',
      'justiça gratuita',
      'instrumento de mandato anexo',
    ],
    cleanBases: ['CF, art. 114, I', 'CPC, art. 287'],
  },
  {
    name: 'residential lease between individuals',
    text: SION_LEASE,
    kind: 'contract',
    problems: [
      ['a cada 6 (seis) meses', ['Lei 10.192/2001, art. 2º, § 1º']],
      ['depósito em dinheiro', ['Lei 8.245/1991, art. 37, parágrafo único']],
      ['fundo de reserva', ['Lei 8.245/1991, art. 22, X']],
      ['multa de 3 (três) aluguéis', ['Lei 8.245/1991, art. 4º']],
      ['independentemente de aviso à LOCATÁRIA', ['Lei 8.245/1991, art. 23, IX']],
      ['trocar as fechaduras', ['Lei 8.245/1991, art. 5º']],
    ],
    clean: [
      'multa de 10% sobre o débito',
      'renuncia ao direito de indenização ou retenção por benfeitorias',
      'O prazo da locação é de 30 (trinta) meses',
      'foro da Comarca de Belo Horizonte',
    ],
    revoked: ['6.649'],
  },
  {
    name: 'civil claim for a faulty laptop',
    text: LAPTOP_CLAIM,
    kind: 'lawsuit',
    problems: [
      ['20/02/2025', ['CDC, art. 26']],
      ['juntada posterior do instrumento de mandato', ['CPC, art. 104']],
      ['TECNOVA ELETRÔNICOS', ['CPC, art. 319, II']],
      ['Dá-se à causa o valor de R$ 15.000,00', ['CPC, art. 292, VI']],
      [null, ['CPC, arts. 319, VII']],
    ],
    clean: ['Em 25/02/2025', 'inversão do ônus da prova', 'Protesta por todos os meios'],
    cleanBases: ['CPC, art. 319, VI'],
  },
];

const run = (text: string, kind: Kind) => analyseRules(text, kind) as AnalysisFinding[];

describe.each(FOURTH_BATCH)(
  '$name',
  ({ text, kind, problems, clean, cleanBases = [], revoked = [], open = [] }) => {
    const list = run(text, kind);
    const found = ([words, bases]: Problem) =>
      list.filter(
        (f) =>
          bases.some((b) => f.legalBasis.includes(b)) &&
          (words === null ? f.clause === null : f.clause?.includes(words)),
      ).length;
    it.each(problems)('finds “%s” under %s', (words, bases) => {
      expect(found([words, bases])).toBeGreaterThan(0);
    });
    it.fails.each(open)('still misses “%s” under %s', (words, bases) => {
      expect(found([words, bases])).toBeGreaterThan(0);
    });
    it.each(clean)('leaves “%s” alone', (words) => {
      expect(list.filter((f) => f.clause?.includes(words)).map((f) => f.legalBasis)).toEqual([]);
    });
    it.each(cleanBases)('does not apply %s', (basis) => {
      expect(list.map((f) => f.legalBasis)).not.toContain(basis);
    });
    it.each(revoked)('reports the law %s as revoked', (law) => {
      const details = checkText(text, { today: '2026-01-15' }).citationDetails;
      const cited = details.filter((d) => d.citation.includes(law));
      expect(cited.length).toBeGreaterThan(0);
      expect(cited.every((d) => d.status === 'invalid' || /revogad/i.test(d.details))).toBe(true);
    });
  },
);
