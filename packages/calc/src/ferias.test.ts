import { describe, expect, it } from 'vitest';
import { calcularFerias } from './ferias.ts';

// Expected values: CLT arts. 130/142/143, CF art. 7º XVII, with the 2025 INSS bands (Portaria
// MPS/MF 6/2025) and the May-2025 IRRF table (Lei 15.191/2025), worked by hand.
describe('férias', () => {
  it('pays 30 days + 1/3 and taxes both (3000 in June 2025)', () => {
    // INSS on 4000: 113,85 + 114,8292 + 144,7344 = 373,41; IRRF simplified (4000 − 607,20) × 15% − 394,16 = 114,76
    const r = calcularFerias({ salarioBruto: 3000 }, '2025-06-01');
    expect(r.valorFerias).toBe(3000);
    expect(r.tercoConstitucional).toBe(1000);
    expect(r.descontoINSS).toBe(373.41);
    expect(r.descontoIRRF).toBe(114.76);
    expect(r.totalBruto).toBe(4000);
    expect(r.totalLiquido).toBe(3511.83);
    expect(r.valorVendaDias).toBe(0);
  });

  it('sells up to 1/3 as abono pecuniário, with its 1/3, exempt from INSS and IRRF', () => {
    // 20 days enjoyed: 2000 + 666,67; abono 1000 + 333,33; INSS only on 2666,67 → 217,23
    const r = calcularFerias({ salarioBruto: 3000, diasFerias: 30, venderDias: 10 }, '2025-06-01');
    expect(r.diasGozados).toBe(20);
    expect(r.valorFerias).toBe(2000);
    expect(r.tercoConstitucional).toBe(666.67);
    expect(r.valorVendaDias).toBe(1333.33);
    expect(r.descontoINSS).toBe(217.23);
    expect(r.descontoIRRF).toBe(0);
    expect(r.totalBruto).toBe(4000);
    expect(r.totalLiquido).toBe(3782.77);
  });

  it('refuses 45 days of férias naming the field by its label, never clamping to 30 (CLT art. 130)', () => {
    expect(() => calcularFerias({ salarioBruto: 3000, diasFerias: 45 })).toThrow('Dias de férias: máximo 30');
  });

  it('refuses selling more than 1/3 of the days (CLT art. 143)', () => {
    expect(() => calcularFerias({ salarioBruto: 3000, diasFerias: 20, venderDias: 7 })).toThrow(
      /^Dias vendidos \(abono pecuniário\): .*143/,
    );
  });

  it('enforces the bounds (diasFerias 1–30, venderDias 0–10)', () => {
    expect(() => calcularFerias({ salarioBruto: 3000, diasFerias: 31 })).toThrow('Dias de férias: máximo 30');
    expect(() => calcularFerias({ salarioBruto: 3000, diasFerias: 0 })).toThrow('Dias de férias: mínimo 1');
    expect(() => calcularFerias({ salarioBruto: 3000, venderDias: 11 })).toThrow(
      'Dias vendidos (abono pecuniário): máximo 10',
    );
  });
});
