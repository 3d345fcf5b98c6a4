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
  });

  it('pro rata die: the same INPC dates from the day after 01/01/2024 give 4,7487%, not the published 4,77%', () => {
    // January counts 30 of its 31 days (02..31/01): 1,0057^(30/31) = 1,00551562; × the other eleven
    // months (1,0081 × 1,0019 × … × 1,0048 = 1,04174145) = 1,04748731 → 4,7487%; 1.000 → 1.047,49.
    const r = calcularCorrecaoMonetaria({
      valorInicial: 1000,
      dataInicial: '2024-01-01',
      dataFinal: '2024-12-31',
      indice: 'INPC',
      convencao: 'pro_rata_die',
    });
    expect(r.convencao).toBe('pro_rata_die');
    expect(r.percentualCorrecao).toBe(4.7487);
    expect(r.valorCorrigido).toBe(1047.49);
    expect(r.memoria[0]?.base).toMatch(/pro rata die/);
  });

  it('pro rata die vs meses cheios on a debt due mid-month (IPCA-E, 15/03/2024 → 10/05/2024)', () => {
    // IPCA-E (BCB SGS 10764) Mar 0,36%, Apr 0,21%, May 0,44% of 2024.
    // Pro rata die: 16/03–31/03 = 16 of 31 days, April whole, 01/05–10/05 = 10 of 31 days:
    //   1,0036^(16/31) × 1,0021 × 1,0044^(10/31) = 1,00185645 × 1,0021 × 1,00141724 = 1,00538321
    //   → 0,5383%; 10.000 → 10.053,83.
    // Meses cheios: March to May whole: 1,0036 × 1,0021 × 1,0044 = 1,01013267 → 1,0133%; 10.101,33.
    const pedido = { valorInicial: 10_000, dataInicial: '2024-03-15', dataFinal: '2024-05-10' };
    const dia = calcularCorrecaoMonetaria({ ...pedido, convencao: 'pro_rata_die' });
    expect(dia.percentualCorrecao).toBe(0.5383);
    expect(dia.valorCorrigido).toBe(10053.83);
    expect(dia.mensal.map((l) => l.dias)).toEqual([16, 30, 10]);
    const cheios = calcularCorrecaoMonetaria({ ...pedido, convencao: 'meses_cheios' });
    expect(cheios.percentualCorrecao).toBe(1.0133);
    expect(cheios.valorCorrigido).toBe(10101.33);
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

  it("FGV's IGP-M, IGP-DI and IPC-Br (BCB SGS 189, 190, 191), meses cheios, 01/2024–12/2024", () => {
    // Monthly variations of 2024 as FGV IBRE published them (and the BCB republishes in the SGS);
    // the December figures and the year's totals are the ones of FGV's releases (IGP-M 27/12/2024:
    // 0,94% in December, 6,54% in 2024; IGP-DI 07/01/2025: 0,87%, 6,86%; IPC-DI/IPC-Br 0,31%, 3,99%).
    // IGP-M: 0,07; −0,52; −0,47; 0,31; 0,89; 0,81; 0,61; 0,29; 0,62; 1,52; 1,30; 0,94
    //   product 1,06536174 → 6,5362%; 1.000 × 1,06536174 = 1.065,36
    // IGP-DI: −0,27; −0,41; −0,30; 0,72; 0,87; 0,50; 0,83; 0,12; 1,03; 1,54; 1,18; 0,87
    //   product 1,06864959 → 6,8650%; 1.068,65
    // IPC-Br: 0,61; 0,55; 0,10; 0,42; 0,53; 0,22; 0,54; −0,16; 0,63; 0,30; −0,13; 0,31
    //   product 1,03986926 → 3,9869%; 1.039,87
    const casos = [
      { indice: 'IGP-M', percentual: 6.5362, valor: 1065.36, sgs: 'SGS 189' },
      { indice: 'IGP-DI', percentual: 6.865, valor: 1068.65, sgs: 'SGS 190' },
      { indice: 'IPC-Br', percentual: 3.9869, valor: 1039.87, sgs: 'SGS 191' },
    ] as const;
    for (const c of casos) {
      const r = calcularCorrecaoMonetaria({
        valorInicial: 1000,
        dataInicial: '2024-01-01',
        dataFinal: '2024-12-31',
        indice: c.indice,
      });
      expect(r.percentualCorrecao, c.indice).toBe(c.percentual);
      expect(r.valorCorrigido, c.indice).toBe(c.valor);
      expect(r.mensal, c.indice).toHaveLength(12);
      expect(
        r.memoria.some((m) => m.base.includes(c.sgs)),
        c.indice,
      ).toBe(true);
    }
  });

  it('CDI is not shipped: refused naming the series and its SGS code until loaded, then compounded', () => {
    const pedido = {
      valorInicial: 1000,
      dataInicial: '2024-01-01',
      dataFinal: '2024-02-29',
      indice: 'CDI' as const,
    };
    expect(() => calcularCorrecaoMonetaria(pedido)).toThrow(
      'Índice CDI sem valor para 01/2024: a série (BCB SGS 4391) não está carregada',
    );
    // A caller-loaded series (test fixture, not official figures: 1% and 2%): 1,01 × 1,02 = 1,0302.
    const cdi = serieDePontos(
      'CDI',
      [
        { mes: '2024-01', percentual: 1 },
        { mes: '2024-02', percentual: 2 },
      ],
      { fonte: 'fixture de teste', obtidoEm: '2026-11-28' },
    );
    const r = calcularCorrecaoMonetaria(pedido, { ...SERIES, ...(cdi ? { CDI: cdi } : {}) });
    expect(r.valorCorrigido).toBe(1030.2);
  });

  it('an FGV index past its last shipped month is refused with the series and its last month', () => {
    expect(() =>
      calcularCorrecaoMonetaria({
        valorInicial: 1000,
        dataInicial: '2025-12-01',
        dataFinal: '2026-01-31',
        indice: 'IGP-M',
      }),
    ).toThrow(
      'Índice IGP-M sem valor para 01/2026: a série carregada (BCB SGS 189) vai de 01/2015 a 12/2025',
    );
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
