import { describe, expect, it } from 'vitest';
import { centavos, reais } from './centavos.ts';
import { calcularIrrf } from './irrf.ts';
import { tabelaIrrf } from './tables/index.ts';

// Expected values derived by hand from the official tables (Lei 14.848/2024, Lei 15.191/2025)
// and the reduction of Lei 15.270/2025 (Lei 9.250/1995 art. 3º-A: up to R$ 312,89 for income up to
// R$ 5.000; 978,62 − 0,133145 × income up to R$ 7.350). INSS amounts passed in are those of the
// Portarias for the same month (see inss.test.ts).
function irrf(rendimento: number, inss: number, data: string, dependentes = 0) {
  return calcularIrrf(
    {
      rendimento: centavos(rendimento),
      inss: centavos(inss),
      dependentes,
      permitirSimplificado: true,
      aplicarReducao: true,
    },
    tabelaIrrf(data),
  );
}

describe('IRRF mensal', () => {
  it('picks the simplified discount when it gives less tax (2025-06, 5000, INSS 509,60)', () => {
    // legal: (5000 − 509,60) × 22,5% − 675,49 = 334,85; simplified: (5000 − 607,20) × 22,5% − 675,49 = 312,89
    const r = irrf(5000, 509.6, '2025-06-01');
    expect(r.metodo).toBe('desconto_simplificado');
    expect(reais(r.valorImposto)).toBe(312.89);
  });

  it('uses the 2024 table until April 2025 and the new one from May 2025', () => {
    // 2024-02 table: simplified 564,80 → (3000 − 564,80) × 7,5% − 169,44 = 13,20
    expect(reais(irrf(3000, 258.82, '2024-03-01').valorImposto)).toBe(13.2);
    expect(tabelaIrrf('2025-04-30').descontoSimplificado).toBe(564.8);
    expect(tabelaIrrf('2025-05-01').descontoSimplificado).toBe(607.2);
  });

  it('zeroes the 2026 tax for income up to R$ 5.000 (Lei 15.270/2025)', () => {
    const r = irrf(5000, 501.51, '2026-03-01');
    expect(reais(r.impostoTabela)).toBe(312.89);
    expect(reais(r.valorImposto)).toBe(0);
  });

  it('applies the partial 2026 reduction between R$ 5.000 and R$ 7.350 (6000 → 385,10)', () => {
    // legal base 6000 − 641,51 = 5358,49 × 27,5% − 908,73 = 564,85; reduction 978,62 − 798,87 = 179,75
    const r = irrf(6000, 641.51, '2026-03-01');
    expect(r.metodo).toBe('deducoes_legais');
    expect(reais(r.reducao)).toBe(179.75);
    expect(reais(r.valorImposto)).toBe(385.1);
  });

  it('computes the reduction on gross income, not on the base after deductions (RFB example 5)', () => {
    // 5500 with 2 dependants: base 5500 − 571,51 − 379,18 = 4549,31 (≤ 5000!) → tax 348,10;
    // reduction on the gross 5500: 978,62 − 732,2975 = 246,32 → 101,78 (not zero)
    const r = irrf(5500, 571.51, '2026-03-01', 2);
    expect(reais(r.reducao)).toBe(246.32);
    expect(reais(r.valorImposto)).toBe(101.78);
  });

  it('gives no reduction from R$ 7.350 on (7350 → 978,62 − 978,61575 = 0,00)', () => {
    const r = irrf(7350, 830.51, '2026-03-01');
    expect(reais(r.reducao)).toBe(0);
    expect(reais(r.valorImposto)).toBe(884.13);
  });

  it('deducts R$ 189,59 per dependant', () => {
    const sem = irrf(4000, 373.41, '2025-06-01');
    const com = calcularIrrf(
      {
        rendimento: centavos(4000),
        inss: centavos(373.41),
        dependentes: 1,
        permitirSimplificado: false,
        aplicarReducao: false,
      },
      tabelaIrrf('2025-06-01'),
    );
    expect(reais(com.deducoes)).toBe(563);
    expect(reais(sem.valorImposto)).toBe(114.76);
  });
});
