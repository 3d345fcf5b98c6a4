import { describe, expect, it } from 'vitest';
import { calcularCorrecaoMonetaria } from './correcao-monetaria.ts';

// Expected values from the official monthly series shipped in src/indices (IBGE via BCB SGS):
// IPCA-E 2024 compounded = 4,7067% (IBGE: IPCA-15 accumulated in 2024 = 4,71%); INPC 2025
// compounded = 3,8979% (IBGE 3,90%, the INSS 2026 reajuste); SELIC 2024 simple sum = 10,38%
// (BCB SGS 4390; shared/data/indices/README.md).
const ano2024 = { valorInicial: 1000, dataInicial: '2024-01-01', dataFinal: '2024-12-31' };

describe('correção monetária', () => {
  it('compounds IPCA-E month by month (2024: 1000 → 1047,07)', () => {
    const r = calcularCorrecaoMonetaria(ano2024);
    expect(r.indice).toBe('IPCA-E');
    expect(r.meses).toBe(12);
    expect(r.percentualCorrecao).toBeCloseTo(4.7067, 4);
    expect(r.valorCorrigido).toBe(1047.07);
    expect(r.juros).toBe(0);
    expect(r.diferenca).toBe(47.07);
    expect(r.mensal).toHaveLength(12);
  });

  it('compounds INPC (2025: 1000 → 1038,98)', () => {
    const r = calcularCorrecaoMonetaria({
      ...ano2024,
      dataInicial: '2025-01-01',
      dataFinal: '2025-12-31',
      indice: 'INPC',
    });
    expect(r.valorCorrigido).toBe(1038.98);
  });

  it('sums SELIC and adds no interest on top (2024: 10,38%)', () => {
    const r = calcularCorrecaoMonetaria({ ...ano2024, indice: 'SELIC', incluirJuros: true });
    expect(r.percentualCorrecao).toBe(10.38);
    expect(r.valorCorrigido).toBe(1103.8);
    expect(r.juros).toBe(0);
    expect(r.memoria.some((m) => m.passo.includes('SELIC já engloba'))).toBe(true);
  });

  it('adds simple interest on the corrected value (1% × 12 on 1047,07 = 125,65)', () => {
    const r = calcularCorrecaoMonetaria({ ...ano2024, incluirJuros: true });
    expect(r.juros).toBe(125.65);
    expect(r.valorFinal).toBe(1172.72);
  });

  it('names the missing month instead of using zero', () => {
    expect(() => calcularCorrecaoMonetaria({ ...ano2024, dataFinal: '2030-01-31' })).toThrow(
      /Índice IPCA-E sem valor para 08\/2026/,
    );
    expect(() => calcularCorrecaoMonetaria({ ...ano2024, dataInicial: '2010-01-01' })).toThrow(/01\/2010/);
  });

  it('refuses reversed dates and unknown indices', () => {
    expect(() => calcularCorrecaoMonetaria({ ...ano2024, dataFinal: '2023-01-01' })).toThrow(/dataFinal/);
    expect(() => calcularCorrecaoMonetaria({ ...ano2024, indice: 'TR' as never })).toThrow(
      /indice: valor inválido/,
    );
  });
});
