import { describe, expect, it } from 'vitest';
import { CalcError } from './errors.ts';
import { calcularSalarioLiquido } from './salario-liquido.ts';

// Expected values: Portaria MPS/MF 13/2026 bands and the IRRF table of Lei 15.191/2025 with the
// Lei 15.270/2025 reduction, worked by hand in inss.test.ts and irrf.test.ts.
describe('salário líquido', () => {
  it('nets 6000 in March 2026 to 4973,39 (INSS 641,51, IRRF 385,10)', () => {
    const r = calcularSalarioLiquido({ salarioBruto: 6000 }, '2026-03-01');
    expect(r.inss.total).toBe(641.51);
    expect(r.irrf.valorImposto).toBe(385.1);
    expect(r.irrf.aliquota).toBe(27.5);
    expect(r.salarioLiquido).toBe(4973.39);
    expect(r.memoria.map((m) => m.base)).toContain('Portaria Interministerial MPS/MF nº 13/2026');
  });

  it('adds taxable additions and subtracts other deductions', () => {
    // 4500 + 500 = 5000 in 2026: INSS 501,51, IRRF 0 (Lei 15.270/2025); − 100 other deductions
    const r = calcularSalarioLiquido(
      { salarioBruto: 4500, adicionais: 500, outrosDescontos: 100 },
      '2026-03-01',
    );
    expect(r.totalBruto).toBe(5000);
    expect(r.inss.total).toBe(501.51);
    expect(r.irrf.valorImposto).toBe(0);
    expect(r.salarioLiquido).toBe(4398.49);
  });

  it('uses the 2025 tables for a 2025 reference date (3000 → INSS 253,41, IRRF 0)', () => {
    const r = calcularSalarioLiquido({ salarioBruto: 3000, dependentes: 0 }, '2025-07-01');
    expect(r.inss.total).toBe(253.41);
    expect(r.irrf.valorImposto).toBe(0);
    expect(r.irrf.metodo).toBe('desconto_simplificado');
    expect(r.salarioLiquido).toBe(2746.59);
  });

  it('refuses a negative salary naming the field', () => {
    expect(() => calcularSalarioLiquido({ salarioBruto: -1 })).toThrow(CalcError);
    try {
      calcularSalarioLiquido({ salarioBruto: -1 });
    } catch (e) {
      expect((e as CalcError).field).toBe('salarioBruto');
      expect((e as CalcError).message).toBe('Salário bruto: não pode ser negativo');
    }
  });

  it('refuses fractional or negative dependants', () => {
    expect(() => calcularSalarioLiquido({ salarioBruto: 3000, dependentes: 1.5 })).toThrow(
      /^Dependentes \(IRRF\): /,
    );
    expect(() => calcularSalarioLiquido({ salarioBruto: 3000, dependentes: -1 })).toThrow(
      /^Dependentes \(IRRF\): /,
    );
  });
});
