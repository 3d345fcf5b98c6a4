// Four documents written by hand (fixtures/unseen-sixth.ts) with their problems listed here before
// the engine was first run on them: each problem must be found with its rule, quoting its clause
// (any of the quotes given; none for what the document lacks), and each clean clause must stay
// unflagged. Where more than one article is the right rule, any of them counts.
// Planted: 22 problems; 18 clean clauses.
//
// First run (the rules as they stood): 12 of 22 found, 13 with the moral damages' basis accepted as
// the rule words it ('CPC, arts. 292, V, e 324'); all 18 clean clauses left alone. Outside the list,
// two false alarms: "não há cláusula de objeto" for the school (its title names the service) and for
// the employment contract ("admitido em 01/12/2026 para a função": a date between the words).
// Missed: rules only "available at the office" (CDC 46), the child's image as a condition of
// enrolment (CC 20; LGPD 14), free retaking of a 12-month residential lease (Lei 8.245 arts. 46-47),
// a sale ending the lease in 15 days (art. 8º), overtime excluded for an in-store salesperson (CF 7º
// XIII; CLT 62), a non-compete "sem qualquer compensação" (read as compensated) and worded "não poderá
// trabalhar em outra loja", a company's gratuidade on its word (CPC 99 § 3º; Súmula 481 do STJ), the
// value of the claim under its one valued claim (the claim was dropped for naming its interest), 1 %
// a month after 30/08/2024 (CC 406 § 1º). Fixed by rules tested at their edges and on clean wordings
// in sixth-rules.test.ts: 22 of 22, no clean clause flagged, the two false alarms gone.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import {
  FLAT_LEASE,
  FLEET_CRASH_CLAIM,
  SALES_EMPLOYMENT,
  SCHOOL_ENROLMENT,
} from './fixtures/unseen-sixth.ts';
import { analyseRules } from './index.ts';

type Kind = 'contract' | 'lawsuit';
/** [words of the clause quoted (any of them; none: a missing requirement), words of the legal basis (any)]. */
type Problem = [readonly string[], readonly string[]];

const SIXTH_BATCH: ReadonlyArray<{
  name: string;
  text: string;
  kind: Kind;
  problems: readonly Problem[];
  clean: readonly string[];
}> = [
  {
    name: 'school enrolment',
    text: SCHOOL_ENROLMENT,
    kind: 'contract',
    problems: [
      [['disponíveis para consulta na secretaria'], ['CDC, art. 46']],
      [['alterar o valor das mensalidades a qualquer tempo'], ['CDC, art. 51, X', 'CC, art. 122']],
      [['multa de 10%'], ['CDC, art. 52']],
      [['não haverá devolução de qualquer valor pago'], ['CDC, art. 51', 'CDC, arts. 51']],
      [['uso da imagem e da voz do aluno'], ['CC, art. 20', 'LGPD', '13.709']],
      [['foro da Comarca de São Paulo/SP'], ['CDC, art. 101', 'CDC, arts. 51, IV, e 101']],
    ],
    clean: ['vencimento no dia 5', 'mediante aviso prévio de 30 (trinta) dias'],
  },
  {
    name: 'flat lease between individuals',
    text: FLAT_LEASE,
    kind: 'contract',
    problems: [
      [
        ['poderá retomar o imóvel a qualquer tempo'],
        [
          'Lei 8.245/1991, art. 47',
          'Lei 8.245/1991, arts. 46',
          'Lei 8.245/1991, arts. 47',
          'Lei 8.245/1991, art. 46',
        ],
      ],
      [['pintura da fachada'], ['Lei 8.245/1991, art. 22']],
      [['locação estará automaticamente extinta'], ['Lei 8.245/1991, art. 8º']],
      [['independentemente de aviso'], ['Lei 8.245/1991, art. 23']],
    ],
    clean: [
      'reajustado anualmente pela variação do IGP-M',
      'o IPTU do imóvel',
      'inclusive as necessárias',
      'reduzida proporcionalmente',
      'responde solidariamente',
      'foro da Comarca de Belo Horizonte',
    ],
  },
  {
    name: 'salesperson’s employment contract',
    text: SALES_EMPLOYMENT,
    kind: 'contract',
    problems: [
      [['120 (cento e vinte) dias'], ['CLT, art. 445']],
      [
        ['sem pagamento de horas extras'],
        ['CF, art. 7º, XIII', 'CLT, art. 58', 'CLT, art. 59', 'CLT, art. 62'],
      ],
      [['desconto em folha de quaisquer prejuízos'], ['CLT, art. 462']],
      [
        ['pelo prazo de 5 (cinco) anos'],
        ['CF, art. 5º, XIII', 'CLT, art. 444', 'CLT, art. 9º', 'CC, art. 421'],
      ],
      [['R$ 1.400,00'], ['CF, art. 7º, IV']],
      [['até o dia 10 (dez) do mês subsequente'], ['CLT, art. 459']],
    ],
    clean: [
      'intervalo de 1 (uma) hora',
      'comissão de 2%',
      'fracionadas em até 3 (três) períodos',
      'vale-transporte',
    ],
  },
  {
    name: 'civil claim for a crash, filed by a company',
    text: FLEET_CRASH_CLAIM,
    kind: 'lawsuit',
    problems: [
      [['15/02/2022'], ['CC, art. 206, § 3º, V', 'CC, art. 206, §3º, V']],
      [
        ['requerendo os benefícios da justiça gratuita', 'não ter condições de arcar'],
        ['CPC, art. 99', 'Súmula 481'],
      ],
      [['em valor a ser arbitrado'], ['CPC, art. 292, V', 'CPC, arts. 292, V']],
      [['Dá-se à causa o valor de R$ 5.000,00'], ['CPC, art. 292, VI']],
      [['juros de mora de 1% ao mês'], ['CC, art. 406']],
      [[], ['CPC, art. 319, VII', 'CPC, arts. 319, VII']],
    ],
    clean: ['PAULO HENRIQUE DIAS', 'boletim de ocorrência', 'R$ 18.500,00 (notas fiscais anexas)'],
  },
];

const run = (text: string, kind: Kind) => analyseRules(text, kind) as AnalysisFinding[];

describe.each(SIXTH_BATCH)('$name', ({ text, kind, problems, clean }) => {
  const list = run(text, kind);
  it.each(problems)('finds %j under %j', (quotes, bases) => {
    const hits = list.filter(
      (f) =>
        bases.some((b) => f.legalBasis.includes(b)) &&
        (quotes.length === 0 ? f.clause === null : quotes.some((q) => f.clause?.includes(q) === true)),
    );
    expect(hits.length).toBeGreaterThan(0);
  });
  it.each(clean)('leaves “%s” alone', (words) => {
    expect(list.filter((f) => f.clause?.includes(words)).map((f) => f.legalBasis)).toEqual([]);
  });
});
