// Overtime a labour description implies by its schedule without naming it: a span of more than 10
// hours leaves more than 8 worked whatever the break (CLT arts. 58 and 71), and the time records
// rule follows (CLT art. 74, § 2º; Súmula 338, I, do TST).
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

const day = (schedule: string) =>
  assessCase({
    caseType: 'trabalhista',
    description: `Trabalhei como repositor de 2022 a 2025, ${schedule}, de segunda a sábado, numa loja com 50 empregados que nunca apresentou controle de ponto. Fui dispensado em 10/10/2025.`,
    today: '2026-11-22',
    comparables: [],
  });
const records = (r: ReturnType<typeof day>) =>
  r.factors.find((f) => /controle de jornada obrigatório/.test(f.label));

describe('a long day as overtime', () => {
  it('reads 11 hours a day as overtime and weighs the missing time records (Súmula 338, I, TST)', () => {
    const f = records(day('das 8h às 19h'));
    expect(f?.weight).toBe(8);
    expect(f?.evidence).toContain('50 empregados');
  });

  it('reads no overtime in 10 hours, which a 2-hour break may leave at 8 worked', () => {
    expect(records(day('das 8h às 18h'))).toBeUndefined();
  });
});
