// The damage of a contract broken has the ten years of CC art. 205, not the three of CC art. 206,
// § 3º, V, which the STJ's Corte Especial read as the harm done outside a contract (EREsp
// 1.281.594/SP, 15/05/2019). Each count is worked in its comment (CC art. 132: the day of the fact
// excluded, the end on the same day of the tenth year, moved past a weekend or holiday by § 1º).
import { describe, expect, it } from 'vitest';
import { assessOn, periodLabels } from './testing.ts';

const assess = assessOn('civil');
const labels = periodLabels;

const TEN_YEARS = 'CC art. 205; STJ, EREsp 1.281.594/SP';

describe('a job abandoned by the builder hired for it', () => {
  // Abandoned on Tuesday 15/06/2021: ten years end on Sunday 15/06/2031, moved to Monday 16/06/2031.
  const text =
    'Contratei um pedreiro para reformar minha casa em 10/03/2021 e paguei R$ 30.000,00. Ele abandonou a obra pela metade em 15/06/2021, descumprindo o contrato. Quero indenização pelos prejuízos.';

  it('is in time past the third year and to the last day of the tenth', () => {
    // The three years of art. 206, § 3º, V would have ended on Monday 16/06/2024.
    expect(labels(assess(text, '2024-06-17'))).toEqual([
      `Dentro do prazo (${TEN_YEARS}): ajuizar até 16/06/2031`,
    ]);
    expect(labels(assess(text, '2031-06-16'))).toEqual([
      `Dentro do prazo (${TEN_YEARS}): ajuizar até 16/06/2031`,
    ]);
    expect(labels(assess(text, '2031-06-17'))[0]).toBe(
      `Prescrição (${TEN_YEARS}): prazo encerrado em 16/06/2031`,
    );
  });
});

it('reads the tenant who returned the flat damaged as a contract broken (CC art. 569, IV), not a claim for rent', () => {
  // Returned on Thursday 20/01/2022: ten years to Tuesday 20/01/2032.
  const r = assess(
    'O inquilino devolveu o apartamento em 20/01/2022 com as paredes quebradas e o piso danificado. Quero indenização pelos danos no imóvel.',
    '2026-11-29',
  );
  expect(labels(r)).toEqual([`Dentro do prazo (${TEN_YEARS}): ajuizar até 20/01/2032`]);
});

describe('what keeps its own period', () => {
  it('a crash with a stranger: three years (CC art. 206, § 3º, V)', () => {
    // 10/10/2022 + 3 years = Friday 10/10/2025.
    const r = assess(
      'Em 10/10/2022 um vizinho bateu no meu carro estacionado. Quero indenização pelos danos materiais.',
      '2026-11-29',
    );
    expect(labels(r)[0]).toBe('Prescrição (CC art. 206, §3º, V): prazo encerrado em 10/10/2025');
  });

  it('a written loan not paid back, though the contract was broken: five years (CC art. 206, § 5º, I)', () => {
    // Due on Wednesday 10/03/2021: five years to Tuesday 10/03/2026.
    const r = assess(
      'Emprestei R$ 10.000,00 a um amigo por contrato escrito, com vencimento em 10/03/2021; ele descumpriu o contrato e não devolveu o dinheiro. Quero indenização.',
      '2026-11-29',
    );
    expect(labels(r)[0]).toBe('Prescrição (CC art. 206, §5º, I): prazo encerrado em 10/03/2026');
  });

  it('rent left unpaid, though the contract was broken: three years from each due date (CC art. 206, § 3º, I)', () => {
    const r = assess(
      'O inquilino descumpriu o contrato e não pagou os aluguéis vencidos em 10/01/2023. Quero indenização e a cobrança.',
      '2026-11-29',
    );
    expect(labels(r)[0]).toMatch(/^Prescrição \(CC art\. 206, §3º, I\)/);
  });
});
