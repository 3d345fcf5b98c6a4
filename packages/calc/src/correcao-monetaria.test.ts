import { describe, expect, it } from 'vitest';
import { calcularCorrecaoMonetaria } from './correcao-monetaria.ts';
import { SERIES, serieDePontos } from './indices/index.ts';

// Expected values from the official monthly series shipped in src/indices (IBGE via BCB SGS):
// IPCA-E 2024 compounded = 4,7067% (IBGE: IPCA-15 accumulated in 2024 = 4,71%); INPC 2025
// compounded = 3,8979% (IBGE 3,90%, the INSS 2026 reajuste); SELIC 2024 simple sum = 10,38%
// (BCB SGS 4390). Correction runs from the day after the due date, so a value due on 31/12/2023
// and updated to 31/12/2024 takes every day of 2024 (the twelve whole months).
const ano2024 = {
  valorInicial: 1000,
  dataInicial: '2023-12-31',
  dataFinal: '2024-12-31',
  convencao: 'pro_rata_die' as const,
};

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
      dataInicial: '2024-12-31',
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
    expect(() => calcularCorrecaoMonetaria({ ...ano2024, dataInicial: '2009-12-31' })).toThrow(/01\/2010/);
  });

  it('a debt due on 31/01 gets none of January (correction from the due date)', () => {
    // IPCA-E Feb/2024 0,78% alone: 1000 → 1007,80 (with January's 0,31% it would be 1010,92)
    const r = calcularCorrecaoMonetaria({
      valorInicial: 1000,
      dataInicial: '2024-01-31',
      dataFinal: '2024-02-29',
      convencao: 'pro_rata_die',
    });
    expect(r.valorCorrigido).toBe(1007.8);
    expect(r.meses).toBe(1);
  });

  it('corrects a partial month pro rata die and says the interest is simple and conventional', () => {
    // 31/03 → 01/04/2024 is one day of April: 1000 × 1,0021^(1/30) = 1000,07; 1% × 1/30 → 0,33
    const r = calcularCorrecaoMonetaria({
      valorInicial: 1000,
      dataInicial: '2024-03-31',
      dataFinal: '2024-04-01',
      incluirJuros: true,
      convencao: 'pro_rata_die',
    });
    expect(r.dias).toBe(1);
    expect(r.valorCorrigido).toBe(1000.07);
    expect(r.juros).toBe(0.33);
    expect(r.memoria.some((m) => m.passo.startsWith('Juros simples convencionais 1% a.m.'))).toBe(true);
  });

  it('meses cheios (default of this tab): INPC 01/2024–12/2024 gives the published 4,77%', () => {
    // IBGE INPC 2024 (BCB SGS 188): 0,57; 0,81; 0,19; 0,37; 0,46; 0,25; 0,26; −0,14; 0,48; 0,61;
    // 0,33; 0,48 → product 1,04767938 = 4,7679% (IBGE: 4,77% in 2024, the INSS 2025 reajuste).
    const r = calcularCorrecaoMonetaria({
      valorInicial: 1000,
      dataInicial: '2024-01-01',
      dataFinal: '2024-12-31',
      indice: 'INPC',
    });
    expect(r.convencao).toBe('meses_cheios');
    expect(r.percentualCorrecao).toBe(4.7679);
    expect(r.valorCorrigido).toBe(1047.68);
    expect(r.mensal).toHaveLength(12);
    expect(r.memoria[0]?.base).toMatch(/^Meses cheios \(como a Calculadora do Cidadão/);
    // Pro rata die the same dates leave out 1 January (30/31 of January's 0,57%).
    const dia = calcularCorrecaoMonetaria({
      valorInicial: 1000,
      dataInicial: '2024-01-01',
      dataFinal: '2024-12-31',
      indice: 'INPC',
      convencao: 'pro_rata_die',
    });
    expect(dia.percentualCorrecao).toBeLessThan(4.76);
  });

  it("IBGE's worked example: R$ 1.500,00 by IPCA from 01/2019 to 12/2019 = R$ 1.564,59", () => {
    // IPCA 2019 (IBGE, BCB SGS 433): 0,32; 0,43; 0,75; 0,57; 0,13; 0,01; 0,19; 0,11; −0,04; 0,10; 0,51;
    // 1,15 → 1,04306040 × 1.500 = 1.564,59.
    const r = calcularCorrecaoMonetaria({
      valorInicial: 1500,
      dataInicial: '2019-01-01',
      dataFinal: '2019-12-31',
      indice: 'IPCA',
      convencao: 'meses_cheios',
    });
    expect(r.valorCorrigido).toBe(1564.59);
    // One month only: 12/2019 → 1.500 × 1,0115 = 1.517,25
    expect(
      calcularCorrecaoMonetaria({
        valorInicial: 1500,
        dataInicial: '2019-12-01',
        dataFinal: '2019-12-31',
        indice: 'IPCA',
      }).valorCorrigido,
    ).toBe(1517.25);
  });

  it('IGP-M, IGP-DI, IPC-Br and CDI are not shipped: refused naming the SGS code until loaded, then compounded', () => {
    const pedido = {
      valorInicial: 1000,
      dataInicial: '2024-01-01',
      dataFinal: '2024-02-29',
      indice: 'IGP-M' as const,
    };
    expect(() => calcularCorrecaoMonetaria(pedido)).toThrow(
      'Índice IGP-M sem valor para 01/2024: a série (BCB SGS 189) não está carregada',
    );
    // A caller-loaded series (test fixture, not official figures: 1% and 2%): 1,01 × 1,02 = 1,0302.
    const igpm = serieDePontos(
      'IGP-M',
      [
        { mes: '2024-01', percentual: 1 },
        { mes: '2024-02', percentual: 2 },
      ],
      { fonte: 'fixture de teste', obtidoEm: '2026-11-28' },
    );
    const r = calcularCorrecaoMonetaria(pedido, { ...SERIES, ...(igpm ? { 'IGP-M': igpm } : {}) });
    expect(r.valorCorrigido).toBe(1030.2);
  });

  it('refuses reversed dates and unknown indices', () => {
    expect(() => calcularCorrecaoMonetaria({ ...ano2024, dataFinal: '2023-01-01' })).toThrow(
      'Data final: deve ser igual ou posterior à data inicial',
    );
    expect(() => calcularCorrecaoMonetaria({ ...ano2024, indice: 'TR' as never })).toThrow(
      /Índice: valor inválido/,
    );
  });
});
