// Six documents written by hand (fixtures/unseen.ts), their problems listed here before the engine
// was first run on them: each problem must be found with its rule, quoting its clause (or, for what
// the document lacks, quoting nothing), and each clean clause must stay unflagged. Rules read in the
// shipped lawbase: CC arts. 122, 206 § 3º V, 412, 421-A; CF arts. 5º XIII, 7º IV, XIII and XXIX, 109
// I; CLT arts. 9º, 58 § 2º, 444, 445 p.u., 477 § 8º, 791-A, 840 § 1º; CPC arts. 63 § 1º, 287, 292
// VI, 319 II and VII; Lei 8.245/1991 arts. 4º, 22 X, 35, 37 p.u.; Lei 9.099/1995 art. 3º I.
//
// First run (the rules as they stood): 21 of 25 problems found. Missed: the reparação civil barred
// after three years (CC 206 § 3º V), the wage below the salário mínimo (CF 7º IV), fiança beside a
// seguro-fiança (Lei 8.245 art. 37 p.u.: only caução beside fiança was read), "horas de trajeto"
// (CLT 58 § 2º: only "in itinere" was read). One clean item was written badly: "procuração anexa"
// sits in the parties' paragraph that the expected CPC 319 II finding quotes; it is checked as the
// absence of a CPC 287 finding instead. Fixed by general rules, tried on other wordings in
// unseen-wordings.test.ts; after the fixes, 25 of 25 and no clean clause flagged.
//
// Second batch (SECOND_BATCH, written after those fixes and run once before any change): 9 of 12
// problems found, 1 of 7 clean items flagged. Missed: a late fee written "após o vencimento" (CDC
// 52 § 1º), "todas as mensalidades restantes" as the fine (CDC 51 IV), "isenta de toda e qualquer
// responsabilidade … inclusive por dolo" (CC 421-A II, 422); flagged: a secrecy clause over "dados
// de campanha" quoted as a data-protection gap. The LGPD problem was found only as the general
// "no data-protection clause" finding quoting it. Fixed by general rules (other wordings in
// unseen-wordings.test.ts); now 12 of 12, the LGPD one under LGPD arts. 6º I and 7º as well.
//
// Third batch (THIRD_BATCH, written after every fix above and run once): 12 of 13 problems found,
// 1 of 8 clean items flagged. Missed: "Caberá à PACIENTE comprovar" (CDC 51 VI: "à" was not read);
// flagged: interest of 2 % a month in a lease between two companies, because the fiador's CPF made
// a party look like an individual (Lei 14.905/2024 art. 3º, I). Both fixed generally; now 13 of 13.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import {
  AGENCY_B2B,
  BANK_JEC,
  COOK_CLAIM,
  CRASH_CLAIM,
  DENTAL,
  DRIVER_CLAIM,
  FLAT_LEASE,
  NEIGHBOUR_CLAIM,
  PAY_TV,
  SALES_EMPLOYMENT,
  SHOP_LEASE,
  SUPPLY_B2B,
} from './fixtures/unseen.ts';
import { analyseRules } from './index.ts';

type Kind = 'contract' | 'lawsuit';
/** [words of the clause quoted, or null for a missing requirement; words of the legal basis]. */
type Problem = [string | null, string];

const DOCUMENTS: ReadonlyArray<{
  name: string;
  text: string;
  kind: Kind;
  problems: readonly Problem[];
  clean: readonly string[];
  /** Rules that must not fire anywhere in the document. */
  cleanBases?: readonly string[];
}> = [
  {
    name: 'consumer claim in a Juizado',
    text: BANK_JEC,
    kind: 'lawsuit',
    problems: [
      ['Dá-se à causa o valor de R$ 70.000,00', 'Lei 9.099/1995, art. 3º, I'],
      ['JUIZADO ESPECIAL CÍVEL DA COMARCA DE LONDRINA', 'CF, art. 109, I'],
      ['Deixa de juntar a procuração', 'CPC, art. 287'],
    ],
    clean: ['em valor a ser arbitrado', 'repetição em dobro do valor descontado', 'DOS FATOS'],
    cleanBases: ['CPC, arts. 319, VII, e 334, § 5º', 'CPC, art. 319, VI', 'CPC, arts. 292, V, e 324'],
  },
  {
    name: 'civil damages claim',
    text: CRASH_CLAIM,
    kind: 'lawsuit',
    problems: [
      ['Em 10/02/2022', 'CC, art. 206, § 3º, V'],
      ['Dá-se à causa o valor de R$ 30.000,00', 'CPC, art. 292, VI'],
      ['em face de CARLOS EDUARDO MENDES', 'CPC, art. 319, II'],
      [null, 'CPC, arts. 319, VII'],
    ],
    clean: ['Protesta provar', 'danos morais de R$ 25.000,00'],
    cleanBases: ['CPC, art. 287', 'CPC, art. 319, VI'],
  },
  {
    name: 'employment contract with a non-compete',
    text: SALES_EMPLOYMENT,
    kind: 'contract',
    problems: [
      ['não poderá trabalhar para empresa concorrente', 'CF, art. 5º, XIII'],
      ['120 (cento e vinte) dias', 'CLT, art. 445'],
      ['9 (nove) horas diárias', 'CF, art. 7º, XIII'],
      ['renuncia ao adicional noturno', 'CLT, arts. 9º e 444'],
      ['R$ 1.400,00', 'CF, art. 7º, IV'],
    ],
    clean: ['manterá sigilo', 'férias anuais', 'admitido para a função'],
  },
  {
    name: 'residential lease with two guarantees',
    text: FLAT_LEASE,
    kind: 'contract',
    problems: [
      ['seguro-fiança', 'Lei 8.245/1991, art. 37, parágrafo único'],
      ['multa fixa de 3 (três) aluguéis', 'Lei 8.245/1991, art. 4º'],
      ['despesas extraordinárias', 'Lei 8.245/1991, art. 22, X'],
      ['reajustado semestralmente', 'Lei 10.192/2001, art. 2º, § 1º'],
    ],
    clean: [
      'renuncia à indenização',
      'multa de 10% e juros',
      'Fica eleito o foro de Florianópolis',
      'Não haverá caução',
    ],
    cleanBases: ['Lei 8.245/1991, art. 38, § 2º'],
  },
  {
    name: 'supply contract between companies with arbitration',
    text: SUPPLY_B2B,
    kind: 'contract',
    problems: [
      ['Comarca de Manaus', 'CPC, art. 63'],
      ['multa de 150%', 'CC, arts. 412'],
      ['ainda que decorrentes de dolo', '421-A, II'],
      ['a critério exclusivo da FORNECEDORA', 'CC, art. 122'],
    ],
    clean: ['resolvidos por arbitragem', 'juros de 2% ao mês', 'Salvo nos casos de dolo', 'manterão sigilo'],
    // The buyer's cap is there: no advice to add one.
    cleanBases: ['CC, arts. 402, 403 e 421-A, II'],
  },
  {
    name: 'labour claim',
    text: DRIVER_CLAIM,
    kind: 'lawsuit',
    problems: [
      ['20% sobre o valor da condenação', 'CLT, art. 791-A'],
      ['dois salários', 'CLT, art. 477, § 8º'],
      ['horas de trajeto', 'CLT, art. 58, § 2º'],
      ['desde 02/05/2019', 'Súmula 308, I, do TST'],
      ['adicional de insalubridade', 'CLT, art. 840, §§ 1º e 3º'],
    ],
    clean: ['30 minutos de intervalo suprimidos', 'FGTS de todo o período', 'justiça gratuita'],
  },
];

/** The second batch, written after the fixes and run once (its first-run figure in the header). */
const SECOND_BATCH: typeof DOCUMENTS = [
  {
    name: 'pay-TV adhesion contract',
    text: PAY_TV,
    kind: 'contract',
    problems: [
      ['multa de 5%', 'CDC, art. 52, § 1º'],
      ['modificar a grade de canais', 'CDC, art. 51, XIII'],
      ['todas as mensalidades restantes', 'CDC, art. 51, IV'],
      ['submetidos à arbitragem', 'CDC, art. 51, VII'],
      ['dados cadastrais do ASSINANTE poderão ser cedidos', 'LGPD, arts. 6º, I, e 7º'],
    ],
    clean: [
      'poderá cancelar o serviço a qualquer tempo',
      'reajustada anualmente',
      'foro do domicílio do ASSINANTE',
    ],
  },
  {
    name: 'marketing services between companies',
    text: AGENCY_B2B,
    kind: 'contract',
    problems: [
      ['constitui título executivo extrajudicial', 'CPC, art. 784, III'],
      ['inclusive por dolo', '421-A, II'],
      ['renovado automaticamente', 'CC, arts. 422 e 473'],
      ['multa de 200%', 'CC, arts. 412'],
    ],
    clean: ['juros de 1% ao mês', 'foro de Salvador', 'manterão sigilo'],
  },
  {
    name: 'labour claim at a civil court, barred',
    text: COOK_CLAIM,
    kind: 'lawsuit',
    problems: [
      ['VARA CÍVEL', 'CF, art. 114, I'],
      ['05/01/2023', 'Súmula 308, I, do TST'],
      ['25% sobre o valor da condenação', 'CLT, art. 791-A'],
    ],
    clean: ['férias vencidas com um terço'],
  },
];

/** The third batch, written after every fix of this round and run once. */
const THIRD_BATCH: typeof DOCUMENTS = [
  {
    name: 'dental-plan adhesion contract',
    text: DENTAL,
    kind: 'contract',
    problems: [
      ['não se responsabiliza por quaisquer danos', 'CDC, arts. 25 e 51, I'],
      ['multa de 10% sobre a mensalidade', 'CDC, art. 52, § 1º'],
      ['Caberá à PACIENTE comprovar', 'CDC, art. 51, VI'],
      ['a critério exclusivo da CONTRATADA', 'CDC, art. 51, X'],
      ['perderá as parcelas já pagas', 'CDC, arts. 51, II, e 53'],
    ],
    clean: ['Fica eleito o foro do domicílio da PACIENTE'],
  },
  {
    name: 'shopping-centre lease between companies',
    text: SHOP_LEASE,
    kind: 'contract',
    problems: [
      ['renuncia ao direito à ação renovatória', 'Lei 8.245/1991, arts. 45 e 51'],
      ['6 (seis) aluguéis', 'Lei 8.245/1991, art. 38, § 2º'],
      ['caução em dinheiro', 'Lei 8.245/1991, art. 37, parágrafo único'],
      // A shop in a shopping centre: art. 54, § 1º, a names which of art. 22's expenses its tenant never pays.
      ['despesas extraordinárias de condomínio', 'Lei 8.245/1991, art. 54, § 1º'],
    ],
    clean: ['juros de 2% ao mês', 'reajustado anualmente pelo IGP-M', 'proporcional ao tempo restante'],
  },
  {
    name: 'civil damages claim between neighbours',
    text: NEIGHBOUR_CLAIM,
    kind: 'lawsuit',
    problems: [
      ['indenização por danos morais', 'CPC, arts. 292, V, e 324'],
      [null, 'CPC, arts. 319, VII'],
      [null, 'CPC, art. 319, VI'],
      ['A procuração será juntada posteriormente', 'CPC, art. 287'],
    ],
    clean: ['Em 15/01/2026', 'Dá-se à causa o valor'],
    cleanBases: ['CPC, art. 319, II', 'CC, art. 206, § 3º, V'],
  },
];

const run = (text: string, kind: Kind) => analyseRules(text, kind) as AnalysisFinding[];

describe.each([...DOCUMENTS, ...SECOND_BATCH, ...THIRD_BATCH])(
  '$name',
  ({ text, kind, problems, clean, cleanBases = [] }) => {
    const list = run(text, kind);
    it.each(problems)('finds “%s” under %s', (words, basis) => {
      const hits = list.filter(
        (f) =>
          f.legalBasis.includes(basis) && (words === null ? f.clause === null : f.clause?.includes(words)),
      );
      expect(hits.length).toBeGreaterThan(0);
    });
    it.each(clean)('leaves “%s” alone', (words) => {
      expect(list.filter((f) => f.clause?.includes(words)).map((f) => f.legalBasis)).toEqual([]);
    });
    it.each(cleanBases)('does not apply %s', (basis) => {
      expect(list.map((f) => f.legalBasis)).not.toContain(basis);
    });
  },
);
