// Two documents written by hand (fixtures/unseen-seventh.ts) with their problems listed here before
// the engine was first run on them: each problem must be found with its rule, quoting its clause
// (any of the quotes given), and each clean clause must stay unflagged. Where more than one article
// is the right rule, any of them counts.
// Planted: 9 problems; 10 clean clauses.
//
// First run: 4 of 9 found (the 5 % fine, the exclusion of liability, the whole remaining months as
// the fine, the overtime excluded), all 10 clean clauses left alone. Outside the list, false alarms:
// "não há cláusula de objeto" in both ("fornecerá … acesso"; "admitida … para o cargo"), and, for a
// consumer, "não há prazo de vigência" and "não há eleição de foro nem arbitragem" (a consumer sues
// at home and cannot be bound to arbitration). Missed: paid extras switched on unless cancelled (CDC
// 39 III), the price changed "a qualquer tempo, a seu critério" (CDC 51 X: the words came after the
// object), remote-work costs on the employee (CLT 2º, 75-D), the return to the office at once (CLT
// 75-C § 2º), pay deducted whatever the reason (CLT 462). After the rules in seventh-rules.test.ts:
// 9 of 9 (the costs' basis written 'CLT, arts. 2º e 75-D'), no clean clause flagged, no false alarm.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe } from 'vitest';
import { checkBatch, type Problem } from './fixtures/unseen-batch.ts';
import { INTERNET_SERVICE, REMOTE_EMPLOYMENT } from './fixtures/unseen-seventh.ts';
import { analyseRules } from './index.ts';

const SEVENTH_BATCH: ReadonlyArray<{
  name: string;
  text: string;
  problems: readonly Problem[];
  clean: readonly string[];
}> = [
  {
    name: 'home internet on adhesion terms',
    text: INTERNET_SERVICE,
    problems: [
      [['serviços adicionais de antivírus e de streaming'], ['CDC, art. 39, III', 'CDC, arts. 39, III']],
      [['não se responsabiliza por interrupções'], ['CDC, art. 51, I', 'CDC, arts. 25', 'CDC, art. 25']],
      [['alterar o valor da mensalidade a qualquer tempo'], ['CDC, art. 51, X', 'CC, art. 122']],
      [['pagamento integral de todas as mensalidades restantes'], ['CDC, art. 51, IV']],
      [['multa de 5%'], ['CDC, art. 52']],
    ],
    clean: [
      'permanecerá vinculado ao plano por 12 (doze) meses',
      'vence no dia 10 de cada mês',
      'velocidade média mínima de 80%',
      'em até 48 (quarenta e oito) horas',
      'pelo telefone 0800 ou pelo aplicativo',
    ],
  },
  {
    name: 'remote-work employment contract',
    text: REMOTE_EMPLOYMENT,
    problems: [
      [
        ['não estará sujeita a controle de jornada'],
        ['CLT, art. 62', 'CLT, arts. 59 e 62', 'CLT, art. 75-B'],
      ],
      [
        ['sem qualquer reembolso pela EMPREGADORA'],
        ['CLT, art. 75-D', 'CLT, art. 2º', 'CLT, arts. 2º e 75-D'],
      ],
      [['comparecer à sede imediatamente'], ['CLT, art. 75-C']],
      [['será descontada do salário'], ['CLT, art. 462']],
    ],
    clean: [
      'com salário mensal de R$ 4.200,00',
      'das 9h às 18h, com 1 (uma) hora de intervalo',
      'telefone celular corporativo',
      'manterá sigilo sobre os dados pessoais',
      'em regime de teletrabalho por jornada',
    ],
  },
];

const run = (text: string) => analyseRules(text, 'contract') as AnalysisFinding[];

describe.each(SEVENTH_BATCH)('$name', ({ text, problems, clean }) => {
  checkBatch(run(text), problems, clean);
});
