// Three documents written by hand (fixtures/unseen-eighth.ts) with their problems listed here before
// the engine was first run on them: each problem must be found with its rule, quoting its clause
// (any of the quotes given), and each clean clause must stay unflagged. Where more than one article
// is the right rule, any of them counts.
// Planted: 18 problems; 15 clean clauses listed, of which one ("está prevista para dezembro de
// 2028") shares its sentence with the 360-day tolerance and so cannot be judged apart: dropped after
// the first run, 14 kept.
//
// First run: 2 of 18 found with a listed rule (compulsory arbitration, the broken objects deducted
// whatever the fault); 4 of 18 with a basis worded otherwise (the developer's exclusion of liability
// for delay under 'CDC, arts. 25 e 51, I', the domestic worker's 20 days of holiday under CLT 130, I
// instead of LC 150, art. 17); 14 of 14 clean clauses left alone. Outside the list, false alarms:
// "não há cláusula de objeto" in the promise ("promete vender … o apartamento"), "não identifica as
// partes" and "não há cláusula de rescisão" in the internship (CONCEDENTE, ESTAGIÁRIO; "encerrar o
// estágio"), and the deduction "do salário R$ 300,00" read as a wage below the minimum. Missed: the
// whole Lei 4.591/1964 (arts. 43-A and 67-A), Tema 938, the Lei 11.788/2008 and the LC 150/2015, and a
// schedule written as "das 7h às 19h, de segunda-feira a sábado". After the rules in
// eighth-rules.test.ts: 18 of 18, no clean clause flagged, none of those false alarms.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe } from 'vitest';
import { checkBatch, type Problem } from './fixtures/unseen-batch.ts';
import { DOMESTIC_EMPLOYMENT, INTERNSHIP_AGREEMENT, OFF_PLAN_PURCHASE } from './fixtures/unseen-eighth.ts';
import { analyseRules } from './index.ts';

const EIGHTH_BATCH: ReadonlyArray<{
  name: string;
  text: string;
  problems: readonly Problem[];
  clean: readonly string[];
}> = [
  {
    name: 'promise to buy a flat off the plan',
    text: OFF_PLAN_PURCHASE,
    problems: [
      [['tolerância de 360'], ['Lei 4.591/1964, art. 43-A']],
      [['reterá 60%'], ['Lei 4.591/1964, art. 67-A', 'CDC, art. 53', 'Súmula 543 do STJ']],
      [['36 (trinta e seis) parcelas mensais'], ['Súmula 543 do STJ', 'Lei 4.591/1964, art. 67-A']],
      [['(SATI)'], ['Tema 938']],
      [
        ['não responderá por qualquer indenização'],
        ['CDC, art. 51, I', 'CDC, art. 25', 'CDC, arts. 25 e 51, I', 'Lei 4.591/1964, art. 43-A'],
      ],
      [['obrigatoriamente, por arbitragem'], ['CDC, art. 51, VII']],
    ],
    clean: [
      'O preço total é de R$ 480.000,00',
      'foi informada à PROMITENTE COMPRADORA em destaque',
      'multa de 2% (dois por cento)',
      'a partir da entrega das chaves',
    ],
  },
  {
    name: 'internship agreement',
    text: INTERNSHIP_AGREEMENT,
    problems: [
      [['8 (oito) horas diárias'], ['Lei 11.788/2008, art. 10']],
      [['não fará jus a bolsa'], ['Lei 11.788/2008, art. 12']],
      [['duração de 3 (três) anos'], ['Lei 11.788/2008, art. 11']],
      [['não terá direito a recesso'], ['Lei 11.788/2008, art. 13']],
      [['dispensar a contratação de seguro'], ['Lei 11.788/2008, art. 9º']],
      [
        ['metas mensais de vendas'],
        ['Lei 11.788/2008, art. 3º', 'Lei 11.788/2008, art. 15', 'Lei 11.788/2008, arts. 3º'],
      ],
    ],
    clean: [
      'a jornada será reduzida à metade',
      'auxílio-transporte de R$ 220,00',
      'supervisionado pela gerente administrativa',
      'encerrar o estágio a qualquer tempo',
      'conforme o plano de atividades anexo',
    ],
  },
  {
    name: 'domestic employment contract',
    text: DOMESTIC_EMPLOYMENT,
    problems: [
      [['pela alimentação', 'pela moradia'], ['LC 150/2015, art. 18']],
      [['das 7h às 19h'], ['LC 150/2015, art. 2º', 'CF, art. 7º, XIII']],
      [['dispensado o registro de horário'], ['LC 150/2015, art. 12']],
      [['férias anuais de 20 (vinte) dias'], ['LC 150/2015, art. 17']],
      [['independentemente de culpa'], ['CLT, art. 462']],
      [['desconto de 30%'], ['LC 150/2015, art. 18']],
    ],
    clean: [
      'pago até o 5º (quinto) dia útil',
      'desconto de 6% (seis por cento)',
      'contrato de experiência',
      'décimo terceiro salário',
      'exercer a função de empregada doméstica',
    ],
  },
];

const run = (text: string) => analyseRules(text, 'contract') as AnalysisFinding[];

describe.each(EIGHTH_BATCH)('$name', ({ text, problems, clean }) => {
  checkBatch(run(text), problems, clean);
});
