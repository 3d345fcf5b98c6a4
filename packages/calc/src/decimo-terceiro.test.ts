import { describe, expect, it } from 'vitest';
import { calcularDecimoTerceiro } from './decimo-terceiro.ts';

// Expected values: Lei 4.090/1962 (1/12 per month), Lei 4.749/1965 (first half without
// deductions), INSS bands of Portarias 6/2025 and 13/2026, IRRF exclusive at source with legal
// deductions (Lei 8.134/1990 art. 16), worked by hand.
describe('13º salário', () => {
  it('pays 12/12 and taxes it apart (3000 in Dec 2025: INSS 253,41, IRRF 23,83)', () => {
    // IRRF: (3000 − 253,41) × 7,5% − 182,16 = 23,83425 → 23,83 (no simplified discount on the 13th)
    const r = calcularDecimoTerceiro({ salarioBruto: 3000 }, '2025-12-01');
    expect(r.valorDecimoTerceiro).toBe(3000);
    expect(r.primeiraParcela).toBe(1500);
    expect(r.descontoINSS).toBe(253.41);
    expect(r.descontoIRRF).toBe(23.83);
    expect(r.segundaParcela).toBe(1222.76);
    expect(r.valorLiquido).toBe(2722.76);
  });

  it('pays meses/12', () => {
    expect(calcularDecimoTerceiro({ salarioBruto: 3000, meses: 6 }, '2025-12-01').valorDecimoTerceiro).toBe(
      1500,
    );
  });

  it('exposes the divided practice on the 2026 reduction and the simplified discount', () => {
    // 5000 in 2026: INSS 501,51; legal base 4498,49 → 336,67
    const padrao = calcularDecimoTerceiro({ salarioBruto: 5000 }, '2026-12-01');
    expect(padrao.descontoIRRF).toBe(23.78); // 336,67 − 312,89
    const semReducao = calcularDecimoTerceiro(
      { salarioBruto: 5000, reducaoLei15270No13: false },
      '2026-12-01',
    );
    expect(semReducao.descontoIRRF).toBe(336.67);
    const simplificado = calcularDecimoTerceiro(
      { salarioBruto: 5000, descontoSimplificadoNo13: true },
      '2026-12-01',
    );
    expect(simplificado.descontoIRRF).toBe(0);
  });

  it('refuses meses outside 1–12', () => {
    expect(() => calcularDecimoTerceiro({ salarioBruto: 3000, meses: 13 })).toThrow(
      'Meses trabalhados no ano: máximo 12',
    );
    expect(() => calcularDecimoTerceiro({ salarioBruto: 3000, meses: 0 })).toThrow(
      'Meses trabalhados no ano: mínimo 1',
    );
  });
});
