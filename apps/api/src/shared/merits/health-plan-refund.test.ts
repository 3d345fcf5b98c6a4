// Expenses a health plan refused to cover, paid by the member: ten years (CC art. 205; STJ, Segunda
// Seção, REsp 1.756.283/SP), not CDC art. 27's five nor the insured's one year; the readjustment
// keeps Tema 610's three (three-year-refunds.test.ts). Counted by CC art. 132.
import { expect, it } from 'vitest';
import { assessOn, periodLabels } from './testing.ts';

const assess = assessOn('consumidor');
const first = (r: ReturnType<typeof assess>) => periodLabels(r)[0];

const RULE = 'CC art. 205; STJ, REsp 1.756.283/SP';

it('runs ten years from the refusal and the payment, past the five of CDC art. 27', () => {
  // Refused and paid on Tuesday 10/03/2020: ten years to Sunday 10/03/2030, moved to Monday 11/03/2030.
  const text =
    'Em 10/03/2020 o plano de saúde negou a cobertura da minha cirurgia e eu paguei R$ 14.000,00 ao hospital. Quero o reembolso.';
  expect(first(assess(text, '2026-11-29'))).toBe(`Dentro do prazo (${RULE}): ajuizar até 11/03/2030`);
  expect(first(assess(text, '2030-03-12'))).toBe(`Prescrição (${RULE}): prazo encerrado em 11/03/2030`);
});
