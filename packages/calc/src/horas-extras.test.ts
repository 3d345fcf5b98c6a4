import { describe, expect, it } from 'vitest';
import { calcularHorasExtras } from './horas-extras.ts';

// Expected values: salary ÷ 220 (CLT art. 64) × (1 + surcharge) (CF art. 7º XVI), FGTS 8%
// (Lei 8.036/1990 art. 15), worked by hand.
describe('horas extras', () => {
  it('values 10 h at 50% on 2200 as 150 with 12 of FGTS', () => {
    const r = calcularHorasExtras({ salarioBruto: 2200, horasExtras: 10 });
    expect(r.valorHoraNormal).toBe(10);
    expect(r.valorHoraExtra).toBe(15);
    expect(r.totalHorasExtras).toBe(150);
    expect(r.fgtsHorasExtras).toBe(12);
    expect(r.totalComExtras).toBe(2350);
  });

  it('pays 100% on Sundays and holidays', () => {
    expect(
      calcularHorasExtras({ salarioBruto: 2200, horasExtras: 10, percentualAdicional: 100 }).totalHorasExtras,
    ).toBe(200);
  });

  it('multiplies the exact hour value, rounding only the total (3000, 7,5 h)', () => {
    // 3000 / 220 × 1,5 × 7,5 = 153,409… → 153,41; FGTS 12,27
    const r = calcularHorasExtras({ salarioBruto: 3000, horasExtras: 7.5 });
    expect(r.valorHoraNormal).toBe(13.64);
    expect(r.valorHoraExtra).toBe(20.45);
    expect(r.totalHorasExtras).toBe(153.41);
    expect(r.fgtsHorasExtras).toBe(12.27);
  });

  it('refuses a surcharge below the constitutional 50%', () => {
    expect(() =>
      calcularHorasExtras({ salarioBruto: 3000, horasExtras: 1, percentualAdicional: 40 }),
    ).toThrow('percentualAdicional: mínimo 50');
  });
});
