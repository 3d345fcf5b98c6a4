import { describe, expect, it } from 'vitest';
import { calcularHorasExtras } from './horas-extras.ts';

// Expected values: salary ÷ divisor of the weekly hours (CLT art. 64: weekly ÷ 6 × 30; Súmula 431
// TST: 40 h → 200; Súmula 124 TST for bank employees) × (1 + surcharge) (CF art. 7º XVI); DSR =
// overtime ÷ working days × Sundays and holidays (Súmula 172 TST; Lei 605/1949 art. 7º); FGTS 8%
// (Lei 8.036/1990 art. 15), worked by hand.
describe('horas extras', () => {
  it('values 10 h at 50% on 2200 (44 h, divisor 220) as 150 with 12 of FGTS and the DSR apart', () => {
    const r = calcularHorasExtras({ salarioBruto: 2200, horasExtras: 10 });
    expect(r.divisor).toBe(220);
    expect(r.valorHoraNormal).toBe(10);
    expect(r.valorHoraExtra).toBe(15);
    expect(r.totalHorasExtras).toBe(150);
    expect(r.fgtsHorasExtras).toBe(12);
    // default month: 150 ÷ 25 × 5 = 30; FGTS 2,40; 2200 + 150 + 30 = 2380
    expect(r.reflexoDSR).toBe(30);
    expect(r.fgtsReflexoDSR).toBe(2.4);
    expect(r.totalComExtras).toBe(2380);
  });

  it('divisor by weekly hours: 44 → 220, 40 → 200 (Súmula 431 TST), 36 → 180, 30 → 150', () => {
    // hour = salary ÷ divisor: 2000 ÷ 200 = 10; 1800 ÷ 180 = 10; 1500 ÷ 150 = 10
    expect(
      calcularHorasExtras({ salarioBruto: 2000, horasExtras: 1, jornadaSemanal: 40 }).valorHoraNormal,
    ).toBe(10);
    expect(
      calcularHorasExtras({ salarioBruto: 1800, horasExtras: 1, jornadaSemanal: 36 }).valorHoraNormal,
    ).toBe(10);
    expect(calcularHorasExtras({ salarioBruto: 1500, horasExtras: 1, jornadaSemanal: 30 }).divisor).toBe(150);
    expect(calcularHorasExtras({ salarioBruto: 2200, horasExtras: 1, jornadaSemanal: 44 }).divisor).toBe(220);
  });

  it('bank employees follow Súmula 124 TST: 6-hour day → 180, 8-hour day → 220', () => {
    expect(
      calcularHorasExtras({ salarioBruto: 1800, horasExtras: 1, jornadaSemanal: 30, bancario: true }).divisor,
    ).toBe(180);
    expect(
      calcularHorasExtras({ salarioBruto: 2200, horasExtras: 1, jornadaSemanal: 40, bancario: true }).divisor,
    ).toBe(220);
    expect(() =>
      calcularHorasExtras({ salarioBruto: 1, horasExtras: 1, jornadaSemanal: 36, bancario: true }),
    ).toThrow(/^Jornada semanal \(horas\): para bancário/);
  });

  it("DSR reflex as its own line with the month's days (Súmula 172 TST; Lei 605/1949)", () => {
    // 150 ÷ 26 × 4 = 23,0769… → 23,08
    const r = calcularHorasExtras({ salarioBruto: 2200, horasExtras: 10, diasUteis: 26, diasRepouso: 4 });
    expect(r.reflexoDSR).toBe(23.08);
    expect(r.memoria.some((m) => m.base === 'Súmula 172 TST; Lei 605/1949 art. 7º')).toBe(true);
  });

  it('refuses a week above 44 hours naming the field by its label (CF art. 7º XIII)', () => {
    expect(() => calcularHorasExtras({ salarioBruto: 2200, horasExtras: 1, jornadaSemanal: 45 })).toThrow(
      'Jornada semanal (horas): máximo 44',
    );
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
    ).toThrow('Adicional (%): mínimo 50');
  });
});
