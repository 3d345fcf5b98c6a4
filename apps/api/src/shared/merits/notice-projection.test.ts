// The two years of CF art. 7º, XXIX run from the end of the contract, and a dismissal's notice,
// worked or indemnified, is part of the contract (CLT art. 487, § 1º): the end is the dismissal's
// date plus the notice — 30 days plus 3 for each full year, up to 90 (Lei 12.506/2011). Dates
// worked by hand; today 28/11/2026, the filing taken as today.
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

const assess = (description: string) =>
  assessCase({ caseType: 'trabalhista', description, today: '2026-11-28', comparables: [] });
const limitation = (r: ReturnType<typeof assess>) =>
  r.factors.find((f) => /prazo|Prescrição/.test(f.label) && /XXIX/.test(f.label));

describe('the labour two years run from the end of the projected notice (CLT art. 487, § 1º)', () => {
  it('dismissed 10/11/2024, no admission date: 30 days to 10/12/2024, so the claim is timely until Thursday 10/12/2026', () => {
    const r = assess(
      'Fui dispensado sem justa causa em 10/11/2024 e não recebi as horas extras. Tenho cartões de ponto.',
    );
    expect(limitation(r)?.label).toBe(
      'Dentro do prazo (CF art. 7º, XXIX; Súmula 308, I, do TST): ajuizar até 10/12/2026',
    );
    expect(limitation(r)?.evidence).toContain('30 dias de aviso prévio projetados');
  });

  it('with the admission, the proportional notice: admitted 01/03/2020, 4 full years, 42 days to 09/12/2024, timely until 09/12/2026', () => {
    const r = assess(
      'Fui admitido em 01/03/2020 e dispensado sem justa causa em 28/10/2024, sem as horas extras. Tenho cartões de ponto.',
    );
    expect(limitation(r)?.label).toContain('ajuizar até 09/12/2026');
    expect(limitation(r)?.evidence).toContain('Lei 12.506/2011, admissão em 01/03/2020');
  });

  it('without the admission, a claim barred with 30 days but not with 90 is uncertain, not barred: 28/10/2024 + 30 = 27/11/2024 (ended 27/11/2026), + 90 = 26/01/2025 (26/01/2027)', () => {
    const r = assess(
      'Fui dispensado sem justa causa em 28/10/2024, sem as horas extras. Tenho cartões de ponto.',
    );
    const factor = r.factors.find((f) => f.label.startsWith('Prescrição incerta'));
    expect(factor?.weight).toBe(-10);
    expect(factor?.label).toContain('27/11/2026');
    expect(factor?.label).toContain('26/01/2027');
    expect(r.probability).toBeGreaterThan(10);
  });

  it.each([
    [
      'a resignation',
      'Pedi demissão em 10/11/2024 e a empresa não pagou as horas extras. Tenho cartões de ponto.',
    ],
    [
      'the last day told',
      'Meu último dia de trabalho foi 10/11/2024 e não recebi as horas extras. Tenho cartões de ponto.',
    ],
    [
      'a dismissal for cause',
      'Fui dispensado por justa causa em 10/11/2024 e não recebi as horas extras. Tenho cartões de ponto.',
    ],
  ])('no notice is projected for %s: two years from 10/11/2024 ran out on Tuesday 10/11/2026', (_, text) => {
    const r = assess(text);
    expect(limitation(r)?.label).toContain('prazo encerrado em 10/11/2026');
    expect(r.probability).toBeLessThanOrEqual(10);
  });
});
