// A patient harmed by a private hospital, clinic or doctor, a customer hurt or robbed in a shop: a
// consumer of a service, five years from the knowledge of the damage (CDC arts. 14 and 27), not the
// three of CC art. 206, § 3º, V; a public hospital is the Fazenda's five years from the fact
// (public-entity.test.ts). Counted by CC art. 132.
import { expect, it } from 'vitest';
import { assessOn, periodLabels } from './testing.ts';

const assess = assessOn('civil');
const RULE = 'CDC arts. 14 e 27';

it('gives a medical error in a private hospital five years, past the third', () => {
  // Operated on Tuesday 10/05/2022: five years to Monday 10/05/2027; three would have ended on 12/05/2025.
  const text =
    'Em 10/05/2022 fiz uma cirurgia no Hospital Santa Luzia, particular, e houve erro médico: esqueceram uma gaze no meu abdômen. Quero indenização.';
  expect(periodLabels(assess(text, '2025-05-13'))).toEqual([
    `Dentro do prazo (${RULE}): ajuizar até 10/05/2027`,
  ]);
  expect(periodLabels(assess(text, '2027-05-11'))[0]).toBe(
    `Prescrição (${RULE}): prazo encerrado em 10/05/2027`,
  );
});

it('leaves a public hospital to the Fazenda’s row', () => {
  const r = assess(
    'Em 10/05/2022 houve erro médico no hospital municipal e minha mãe ficou com sequelas. Quero indenização do município.',
    '2026-11-29',
  );
  expect(periodLabels(r)[0]).toMatch(/Decreto 20\.910\/1932/);
});

it('gives a customer hurt in a supermarket, or robbed of a car in its car park, five years (CDC arts. 14 and 27)', () => {
  // Fell on Wednesday 10/08/2022: five years to Tuesday 10/08/2027.
  const fall =
    'Em 10/08/2022 escorreguei no piso molhado do supermercado, sem aviso, e quebrei o braço. Quero indenização.';
  expect(periodLabels(assess(fall, '2026-11-29'))).toEqual([
    `Dentro do prazo (${RULE}): ajuizar até 10/08/2027`,
  ]);
  const carPark = 'Em 10/08/2022 furtaram meu carro no estacionamento do shopping. Quero indenização.';
  expect(periodLabels(assess(carPark, '2026-11-29'))[0]).toBe(
    `Dentro do prazo (${RULE}): ajuizar até 10/08/2027`,
  );
});

it('leaves a price that fell in a shop’s story to the general rows', () => {
  const r = assess(
    'Em 10/08/2022 comprei ações e o valor de mercado caiu; a loja de investimentos me enganou. Quero indenização.',
    '2026-11-29',
  );
  expect(periodLabels(r).join(' ')).not.toContain(RULE);
});
