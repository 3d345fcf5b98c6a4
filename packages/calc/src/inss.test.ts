import { describe, expect, it } from 'vitest';
import { centavos, reais } from './centavos.ts';
import { calcularInss } from './inss.ts';
import { tabelaInss } from './tables/index.ts';

// Expected values: band arithmetic of the Portarias Interministeriais MPS/MF nº 2/2024, 6/2025 and
// 13/2026 (exact band sum, rounded half-up once, as the Portarias' ceiling contributions show).
const inss = (salario: number, data: string) =>
  reais(calcularInss(centavos(salario), tabelaInss(data)).total);

describe('INSS do empregado', () => {
  it('applies the 2025 bands progressively (3000 → 113,85 + 114,8292 + 24,7344 = 253,41)', () => {
    expect(inss(3000, '2025-06-01')).toBe(253.41);
  });

  it('caps at the ceiling contribution published for each year', () => {
    expect(inss(10_000, '2024-05-01')).toBe(908.86);
    expect(inss(10_000, '2025-05-01')).toBe(951.63);
    // 2026: 988,0914 → 988,09 (rounding each band first would give 988,10)
    expect(inss(10_000, '2026-05-01')).toBe(988.09);
    expect(inss(8475.55, '2026-05-01')).toBe(988.09);
  });

  it('rounds half-cent ties up (2026 salary 2500 → 200,685 → 200,69)', () => {
    expect(inss(2500, '2026-02-01')).toBe(200.69);
  });

  it('charges 7,5% on the 2026 minimum wage (1621 × 7,5% = 121,575 → 121,58)', () => {
    expect(inss(1621, '2026-01-15')).toBe(121.58);
  });

  it('reports whether the base was limited to the ceiling', () => {
    expect(calcularInss(centavos(9000), tabelaInss('2026-01-01')).limitadoAoTeto).toBe(true);
    expect(reais(calcularInss(centavos(0), tabelaInss('2026-01-01')).total)).toBe(0);
  });

  it('refuses dates without a table in a clear Portuguese error', () => {
    expect(() => tabelaInss('2023-06-01')).toThrow(/Não há tabela de INSS vigente em 2023-06-01/);
  });
});
