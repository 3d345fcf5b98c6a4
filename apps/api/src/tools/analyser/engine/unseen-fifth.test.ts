// Five documents written by hand (fixtures/unseen-fifth.ts) with their problems listed here before
// the engine was first run on them: each problem must be found with its rule, quoting its clause
// (any of the quotes given), and each clean clause must stay unflagged. Where more than one article
// is the right rule, any of them counts.
// Planted: 25 problems; 26 clean clauses and 3 rules that must not fire.
//
// First run (the rules as they stood): 8 of 25 problems found, 25 of 26 clean clauses left alone.
// Two more were found under a basis worded otherwise than listed ('CDC, arts. 51, IV, e 101, I' for
// the forum; 'Lei 8.245/1991, arts. 45 e 51' for the renewal waiver): 10 of 25 with those words
// accepted. The operator's termination at will came under CDC art. 51, XI, not the plan's own law.
// Flagged clean: the forum of the supplier's seat in a SaaS between companies (CPC art. 63, § 1º:
// pertinent to a party's domicile). Outside the list, three false alarms in the health plan: "the
// document does not identify the parties" (OPERADORA and BENEFICIÁRIO were not party words), a
// readjustment "sem índice" for the ANS percentage, and a warning against the automatic renewal the
// law imposes (Lei 9.656/1998, art. 13). Missed: every rule of Lei 9.656/1998 (waiting periods,
// pre-existing diseases, ICU days, termination, renewal fee, burden of proof), the rent asked in
// advance under a fiança (Lei 8.245 art. 20), the child as plaintiff (Lei 9.099 art. 8º), fees and
// costs in the Juizado (art. 55), citation by edict (art. 18, § 2º), the hazard premium's base (CLT
// 193 § 1º), the FGTS "prescrição trintenária" (which also silenced the five-year check of the
// overtime, read as "observada a prescrição"), the TR (ADC 58/59), arbitration on adhesion terms
// between companies (Lei 9.307 art. 4º, § 2º).
// Fixed by rules tested at their edges and on clean wordings in fifth-rules.test.ts: 25 of 25, no
// clean clause flagged. Also fixed: in the Juizado claim the CPC's full qualification (e-mail,
// civil status) was asked, where Lei 9.099 art. 14, § 1º, I asks name, qualification and address.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe } from 'vitest';
import { checkBatch, type Problem } from './fixtures/unseen-batch.ts';
import {
  ATTENDANT_CLAIM,
  CLINIC_SAAS,
  HEALTH_PLAN,
  JEC_MINOR_CLAIM,
  SHOP_LEASE,
} from './fixtures/unseen-fifth.ts';
import { analyseRules } from './index.ts';

type Kind = 'contract' | 'lawsuit';

const FIFTH_BATCH: ReadonlyArray<{
  name: string;
  text: string;
  kind: Kind;
  problems: readonly Problem[];
  clean: readonly string[];
  /** Rules that must not fire anywhere in the document. */
  cleanBases?: readonly string[];
}> = [
  {
    name: 'individual health plan',
    text: HEALTH_PLAN,
    kind: 'contract',
    problems: [
      [['72 (setenta e duas) horas'], ['9.656/1998, art. 12, V']],
      [['ficam excluídas de cobertura durante toda a vigência'], ['9.656/1998, art. 11']],
      [['limitadas a 10 (dez) diárias'], ['9.656/1998, art. 12, II', 'Súmula 302']],
      [['rescindir o presente contrato a qualquer tempo'], ['9.656/1998, art. 13']],
      [['taxa de renovação cadastral'], ['9.656/1998, art. 13']],
      [['Caberá ao BENEFICIÁRIO comprovar'], ['9.656/1998, art. 11', 'CDC, art. 51, VI']],
      [['foro da Comarca de São Paulo/SP'], ['CDC, art. 101', 'CDC, art. 51', 'CDC, arts. 51, IV, e 101']],
    ],
    clean: [
      '300 (trezentos) dias para partos a termo',
      '180 (cento e oitenta) dias para internações',
      'percentual autorizado pela ANS',
      'até o 50º (quinquagésimo) dia',
      'no prazo de 30 (trinta) dias após a entrega',
    ],
  },
  {
    name: 'shop lease with a surety',
    text: SHOP_LEASE,
    kind: 'contract',
    problems: [
      [['variação da cotação do dólar'], ['Lei 8.245/1991, art. 17', 'Lei 10.192/2001, art. 2º']],
      [['pago antecipadamente'], ['Lei 8.245/1991, art. 20', 'Lei 8.245/1991, arts. 20']],
      [
        ['direito de propor ação renovatória'],
        ['Lei 8.245/1991, art. 45', 'Lei 8.245/1991, art. 51', 'Lei 8.245/1991, arts. 45 e 51'],
      ],
      [['retomar a posse do imóvel'], ['Lei 8.245/1991, art. 5º']],
    ],
    clean: [
      'O prazo da locação é de 60 (sessenta) meses',
      'renunciando ela ao direito de indenização',
      'o IPTU do imóvel',
      'reduzida proporcionalmente',
      'sem o consentimento prévio e por escrito',
      'mediante combinação prévia de dia e hora',
      'foro da Comarca de Curitiba/PR',
    ],
  },
  {
    name: 'Juizado claim for a child',
    text: JEC_MINOR_CLAIM,
    kind: 'lawsuit',
    problems: [
      [['menor impúbere'], ['Lei 9.099/1995, art. 8º']],
      [['sem advogado', 'R$ 38.000,00'], ['Lei 9.099/1995, art. 9º']],
      [['honorários advocatícios de 20%'], ['Lei 9.099/1995, art. 55']],
      [['citação por edital'], ['Lei 9.099/1995, art. 18']],
    ],
    clean: ['inversão do ônus da prova', 'Protesta provar o alegado'],
    cleanBases: ['Lei 9.099/1995, art. 3º, I', 'CPC, art. 292, VI'],
  },
  {
    name: 'labour claim of a fuel attendant',
    text: ATTENDANT_CLAIM,
    kind: 'lawsuit',
    problems: [
      [
        ['de 02/05/2019 a 14/03/2025', 'horas extras de todo o período contratual'],
        ['CF, art. 7º, XXIX', 'Súmula 308'],
      ],
      [
        ['em valor a ser apurado', 'em valor a apurar'],
        ['CLT, art. 852-B', 'CLT, art. 840'],
      ],
      [['30% sobre a remuneração total'], ['CLT, art. 193, § 1º']],
      [['prescrição trintenária'], ['CF, art. 7º, XXIX', 'Tema 608', 'ARE 709.212']],
      [['correção monetária pela TR'], ['ADC 58']],
      [['honorários advocatícios sucumbenciais de 25%'], ['CLT, art. 791-A']],
    ],
    clean: [
      'POSTO ESTRELA DO NORTE',
      'aviso prévio indenizado de 45 dias',
      'no valor de um salário',
      'benefícios da justiça gratuita',
      'Dá-se à causa o valor de R$ 58.000,00',
    ],
    cleanBases: ['CLT, art. 477, § 8º'],
  },
  {
    name: 'software service for a clinic, on adhesion terms',
    text: CLINIC_SAAS,
    kind: 'contract',
    problems: [
      [['a seu exclusivo critério'], ['CC, art. 122']],
      [
        ['compartilhá-los com parceiros comerciais', 'desenvolvimento de produtos próprios'],
        ['LGPD', '13.709'],
      ],
      [['resolvida definitivamente por arbitragem'], ['Lei 9.307/1996, art. 4º']],
      [['dolo ou culpa grave'], ['421-A, II', 'CC, art. 422']],
    ],
    clean: [
      'limitada ao valor pago',
      'mediante aviso prévio de 30 (trinta) dias',
      'notificação com 10 (dez) dias',
      'renovado automaticamente',
      'multa de 2% e juros de 1%',
      'foro de Florianópolis/SC',
      'não contratarão empregados',
    ],
  },
];

const run = (text: string, kind: Kind) => analyseRules(text, kind) as AnalysisFinding[];

describe.each(FIFTH_BATCH)('$name', ({ text, kind, problems, clean, cleanBases = [] }) => {
  checkBatch(run(text, kind), problems, clean, { cleanBases });
});
