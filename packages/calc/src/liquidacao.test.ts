import { describe, expect, it } from 'vitest';
import { calcularLiquidacaoSentenca } from './liquidacao.ts';

// Expected values from the official monthly series (IBGE IPCA-E/IPCA, BCB SELIC 4390 and taxa
// legal 29543) applied by the regimes of STF ADC 58/59 and Lei 14.905/2024, worked independently:
// May–Jun/2024 IPCA-E (0,44; 0,39) + 1% a month; Jul–Aug/2024 SELIC sum (0,91 + 0,87);
// Sep–Dec/2024 IPCA (0,44; 0,56; 0,39; 0,52) + taxa legal (0,676227; 0,704241; 0,385874; 0,171924).
// Factor 1,04600680; interest 2% + 1,938266% = 3,938266% on 10460,07 = 411,95.
const automatico = {
  valorPrincipal: 10_000,
  dataInicial: '2024-05-15',
  dataFinal: '2024-12-20',
  indiceCorrecao: 'AUTOMATICO' as const,
  dataAjuizamento: '2024-07-10',
};

describe('liquidação de sentença', () => {
  it('switches regime by month: ADC 58 pre-judicial, SELIC from filing, Lei 14.905 from Sep/2024', () => {
    const r = calcularLiquidacaoSentenca(automatico);
    expect(r.mesesDecorridos).toBe(8);
    expect(r.regimes.map((g) => [g.de, g.ate])).toEqual([
      ['2024-05', '2024-06'],
      ['2024-07', '2024-08'],
      ['2024-09', '2024-12'],
    ]);
    expect(r.mensal.map((l) => l.indice)).toEqual([
      'IPCA-E',
      'IPCA-E',
      'SELIC',
      'SELIC',
      'IPCA',
      'IPCA',
      'IPCA',
      'IPCA',
    ]);
    expect(r.valorCorrigido).toBe(10_460.07);
    expect(r.jurosTotais).toBe(411.95);
    expect(r.valorComJuros).toBe(10_872.02);
    expect(r.mensal.at(-1)?.valorAtualizado).toBe(10_872.02);
    expect(r.memoria.filter((m) => /^2024-\d\d · /.test(m.passo))).toHaveLength(8);
  });

  it('requires the filing date for AUTOMATICO in labour cases', () => {
    const { dataAjuizamento: _, ...sem } = automatico;
    expect(() => calcularLiquidacaoSentenca(sem)).toThrow(/dataAjuizamento: obrigatória/);
  });

  it('uses SELIC by default with no interest on top (2024: 10,38%)', () => {
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 1000,
      dataInicial: '2024-01-01',
      dataFinal: '2024-12-31',
    });
    expect(r.indiceCorrecao).toBe('SELIC');
    expect(r.valorCorrigido).toBe(1103.8);
    expect(r.jurosTotais).toBe(0);
  });

  it('charges fees on the total corrected value and keeps them out of the creditor net', () => {
    // IPCA-E 2024: 1047,07 + 0,5% × 12 (cível legal interest, spec §9) = 62,82 → 1109,89; fees 15% = 166,48
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 1000,
      dataInicial: '2024-01-01',
      dataFinal: '2024-12-31',
      indiceCorrecao: 'IPCA-E',
      esfera: 'civel',
      incluirHonorarios: true,
      percentualHonorarios: 15,
    });
    expect(r.taxaJurosMensal).toBe(0.005);
    expect(r.jurosTotais).toBe(62.82);
    expect(r.valorComJuros).toBe(1109.89);
    expect(r.honorarios).toBe(166.48);
    expect(r.valorTotal).toBe(1276.37);
    expect(r.descontoINSS).toBe(0);
    expect(r.valorLiquido).toBe(1109.89);
  });

  it('estimates INSS by competence and IRRF as RRA in labour cases', () => {
    // 12 competences of 1000 in 2024: INSS 7,5% = 75 each → 900; RRA base per month below the exempt band
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 12_000,
      dataInicial: '2024-01-01',
      dataFinal: '2024-12-31',
    });
    expect(r.descontoINSS).toBe(900);
    expect(r.descontoIRRF).toBe(0);
    expect(r.valorLiquido).toBe(r.valorComJuros - 900);
  });
});

describe('liquidação por esfera e lacunas de índice', () => {
  it('tax credits stay on SELIC throughout; civil credits move to IPCA + taxa legal from Sep/2024', () => {
    const periodo = {
      valorPrincipal: 1000,
      dataInicial: '2024-07-01',
      dataFinal: '2024-10-31',
      indiceCorrecao: 'AUTOMATICO' as const,
    };
    const trib = calcularLiquidacaoSentenca({ ...periodo, esfera: 'tributaria' });
    expect(trib.mensal.map((l) => l.indice)).toEqual(['SELIC', 'SELIC', 'SELIC', 'SELIC']);
    // SELIC Jul–Oct/2024 (BCB SGS 4390): 0,91 + 0,87 + 0,84 + 0,93 = 3,55%
    expect(trib.valorCorrigido).toBe(1035.5);
    const civel = calcularLiquidacaoSentenca({ ...periodo, esfera: 'civel' });
    expect(civel.mensal.map((l) => l.indice)).toEqual(['SELIC', 'SELIC', 'IPCA', 'IPCA']);
  });

  it('names the first month missing from a series', () => {
    expect(() => calcularLiquidacaoSentenca({ ...automatico, dataFinal: '2026-10-31' })).toThrow(
      /Índice IPCA sem valor para 09\/2026/,
    );
  });

  it('marks derived index months in the memo', () => {
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 1000,
      dataInicial: '2026-03-01',
      dataFinal: '2026-03-31',
      indiceCorrecao: 'IPCA-E',
    });
    expect(r.memoria.some((m) => m.passo.includes('2026-03') && m.passo.includes('valor derivado'))).toBe(
      true,
    );
  });
});
