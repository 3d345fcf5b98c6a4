// Refunds the STJ's repetitive appeals hold to the three years of CC art. 206, § 3º, IV, from each
// payment, against the ten years of an undue consumer charge (undue-charge.test.ts): a health plan's
// readjustment declared void (Tema 610 do STJ) and the brokerage commission or SATI fee a buyer paid
// (Tema 938 do STJ), and what a producer paid unduly on a cédula de crédito rural (Tema 919 do STJ,
// from the payment); theses in the lawbase. Counted by CC art. 132.
import { describe, expect, it } from 'vitest';
import { assessOn, periodLabels } from './testing.ts';

const assess = assessOn('consumidor');
const labels = periodLabels;

const PLAN = 'CC art. 206, §3º, IV; Tema 610 do STJ';
const BROKER = 'CC art. 206, §3º, IV; Tema 938 do STJ';

describe('a health plan’s readjustment still charged (Tema 610 do STJ)', () => {
  it('keeps the last three years of payments and names the last day lost', () => {
    // Filed on Sunday 29/11/2026: a payment of 29/11/2023 or 28/11/2023 ends on a weekend, moved to
    // Monday 30/11/2026, in time; one of Friday 27/11/2023 ended that Friday: lost.
    const r = assess(
      'Quando fiz 59 anos, em março de 2019, meu plano de saúde aumentou a mensalidade em 90% e continua cobrando esse reajuste até hoje. Quero a devolução do que paguei a mais.',
      '2026-11-29',
    );
    expect(labels(r)).toEqual([
      `Dentro do prazo (${PLAN}): ajuizar até 29/11/2029`,
      `Pagamentos feitos até 27/11/2023 prescritos (${PLAN})`,
    ]);
  });
});

describe('the brokerage commission (Tema 938 do STJ)', () => {
  // Paid on 10/05/2021: three years to Friday 10/05/2024.
  const text =
    'Comprei um apartamento na planta em 10/05/2021 e a construtora me cobrou R$ 15.000,00 de comissão de corretagem, que paguei no mesmo dia. Quero a devolução.';

  it('is in time on the last day of the third year and barred the day after', () => {
    expect(labels(assess(text, '2024-05-10'))).toEqual([
      `Dentro do prazo (${BROKER}): ajuizar até 10/05/2024`,
    ]);
    expect(labels(assess(text, '2024-05-11'))[0]).toBe(
      `Prescrição (${BROKER}): prazo encerrado em 10/05/2024`,
    );
  });

  it('is not read when the refund rests on the developer’s delay and the contract’s resolution (Tema 1.099, pending)', () => {
    const r = assess(
      'A construtora atrasou a entrega do apartamento e eu pedi a rescisão do contrato. Paguei R$ 15.000,00 de comissão de corretagem em 10/05/2021 e quero a devolução.',
      '2026-11-29',
    );
    expect(labels(r).join(' ')).not.toContain('Tema 938');
  });
});

describe('a cédula de crédito rural (Tema 919 do STJ)', () => {
  it('runs three years from the payment, whichever area the user picked', () => {
    // Paid on Friday 10/05/2024: three years to Monday 10/05/2027.
    const text =
      'Em 10/05/2024 paguei a parcela da minha cédula de crédito rural com juros cobrados indevidamente pelo banco. Quero a devolução do que paguei a mais.';
    const RURAL = 'CC art. 206, §3º, IV; Tema 919 do STJ';
    expect(labels(assess(text, '2027-05-10'))).toEqual([
      `Dentro do prazo (${RURAL}): ajuizar até 10/05/2027`,
    ]);
    const civil = assessOn('civil')(text, '2027-05-11');
    expect(periodLabels(civil)[0]).toBe(`Prescrição (${RURAL}): prazo encerrado em 10/05/2027`);
  });
});
