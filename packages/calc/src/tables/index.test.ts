import { describe, expect, it } from 'vitest';
import { salarioMinimo, tabelaInss, tabelaIrrf } from './index.ts';

// Figures of the acts cited in each table.
describe('tabelas por vigência', () => {
  it('picks the minimum wage of each decree', () => {
    expect(salarioMinimo('2024-06-01').mensal).toBe(1412); // Decreto 11.864/2023
    expect(salarioMinimo('2025-01-01').mensal).toBe(1518); // Decreto 12.342/2024
    expect(salarioMinimo('2026-11-22').mensal).toBe(1621); // Decreto 12.797/2025
  });

  it('switches INSS tables on 1 January', () => {
    expect(tabelaInss('2025-12-31').teto).toBe(8157.41);
    expect(tabelaInss('2026-01-01').teto).toBe(8475.55);
  });

  it('has the 2026 IRRF reduction only from 2026', () => {
    expect(tabelaIrrf('2025-12-31').reducao).toBeNull();
    expect(tabelaIrrf('2026-01-01').reducao?.reducaoMaxima).toBe(312.89);
    expect(tabelaIrrf('2026-01-01').deducaoDependente).toBe(189.59);
  });
});
