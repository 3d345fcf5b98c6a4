import { describe, expect, it } from 'vitest';
import { SERIES, type SeriesIndices, serieDePontos } from './indices/index.ts';
import { calcularLiquidacaoSentenca } from './liquidacao.ts';

// Official monthly series used below (percent a month), as published by IBGE/BCB:
//   IPCA-E (SGS 10764) 2023: Mar 0,69 Apr 0,57 May 0,51 Jun 0,04 Jul -0,07 Aug 0,28 Sep 0,35 Oct 0,21
//   IPCA (SGS 433) 2024: Aug -0,02 Sep 0,44 · INPC (SGS 188) 2024: Aug -0,14 Sep 0,48
//   SELIC (SGS 4390) 2024: Aug 0,87 · taxa legal (SGS 29543) 2024: Aug 0,605306 Sep 0,676227
// The TR is not shipped: the tests supply an ILLUSTRATIVE TR of 0,15% a month (not an official
// figure), so the arithmetic of the TRD can be checked by hand.
function comTr(percentual: number, de = '2015-01', ate = '2026-10'): SeriesIndices {
  const pontos = [];
  for (let y = Number(de.slice(0, 4)); y <= Number(ate.slice(0, 4)); y++) {
    for (let m = 1; m <= 12; m++) {
      const mes = `${y}-${String(m).padStart(2, '0')}`;
      if (mes >= de && mes <= ate) pontos.push({ mes, percentual });
    }
  }
  const tr = serieDePontos('TR', pontos, { fonte: 'TR ilustrativa do teste', obtidoEm: '2026-11-24' });
  return { ...SERIES, TR: tr };
}

describe('liquidação de sentença', () => {
  it('R$ 20.000 for Mar–Oct/2023 pre-judicial: IPCA-E + TRD, not 1 %/month (STF ADC 58/59; Lei 8.177 art. 39 caput)', () => {
    // Due 28/02/2023, final 31/10/2023, filed 20/11/2023: every day is pre-judicial.
    // IPCA-E factor = 1,0069 × 1,0057 × 1,0051 × 1,0004 × 0,9993 × 1,0028 × 1,0035 × 1,0021
    //               = 1,02606860 → 20.000 × 1,02606860 = 20.521,37
    // TRD: 8 months × 0,15% = 1,2% of 20.521,37 = 246,26 (1% a month would be 8% = 1.641,71)
    const r = calcularLiquidacaoSentenca(
      {
        valorPrincipal: 20_000,
        dataInicial: '2023-02-28',
        dataFinal: '2023-10-31',
        indiceCorrecao: 'AUTOMATICO',
        dataAjuizamento: '2023-11-20',
      },
      undefined,
      comTr(0.15),
    );
    expect(r.valorCorrigido).toBe(20_521.37);
    expect(r.jurosTotais).toBe(246.26);
    expect(r.valorComJuros).toBe(20_767.63);
    expect(r.regimes.map((g) => g.regime)).toEqual(['ADC 58 fase pré-judicial (IPCA-E + TRD)']);
    expect(r.memoria.some((m) => m.base.includes('Lei 8.177/1991 art. 39, caput'))).toBe(true);
  });

  it('refuses the ADC 58 pre-judicial phase while the TR is not loaded, never computing it with another rate', () => {
    const pedido = {
      valorPrincipal: 20_000,
      dataInicial: '2023-02-28',
      dataFinal: '2023-10-31',
      indiceCorrecao: 'AUTOMATICO' as const,
      dataAjuizamento: '2023-11-20',
    };
    expect(() => calcularLiquidacaoSentenca(pedido)).toThrow(
      /TRD \(Lei 8\.177\/1991 art\. 39, caput\).*TR ainda não foi carregada/,
    );
    // Without interest the TR is not needed: IPCA-E alone.
    expect(calcularLiquidacaoSentenca({ ...pedido, aplicarJuros: false }).valorComJuros).toBe(20_521.37);
  });

  it('civil AUTOMATICO splits August 2024 by day: SELIC to 29/08, IPCA + taxa legal from 30/08 (Lei 14.905/2024)', () => {
    // 10.000 due 31/07/2024, final 30/09/2024.
    // 01–29/08: SELIC 0,87% × 29/31 = 0,813871% → factor 1,00813871
    // 30–31/08: IPCA (1 − 0,0002)^(2/31) = 0,99998710; September: IPCA 1,0044
    // factor 1,00813871 × 0,99998710 × 1,0044 = 1,01256145 → 10.125,61
    // taxa legal: 0,605306% × 2/31 + 0,676227% = 0,715279% of 10.125,6145 = 72,43
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 10_000,
      dataInicial: '2024-07-31',
      dataFinal: '2024-09-30',
      indiceCorrecao: 'AUTOMATICO',
      esfera: 'civel',
    });
    expect(r.valorCorrigido).toBe(10_125.61);
    expect(r.jurosTotais).toBe(72.43);
    expect(r.regimes).toEqual([
      expect.objectContaining({ regime: 'SELIC (CC art. 406)', de: '2024-08-01', ate: '2024-08-29' }),
      expect.objectContaining({
        regime: 'Lei 14.905/2024 (IPCA + taxa legal)',
        de: '2024-08-30',
        ate: '2024-09-30',
      }),
    ]);
  });

  it('agreed interest in civil debts before 30/08/2024 displaces the SELIC (CC art. 406 caput; CC art. 389)', () => {
    // R$ 10.000 due 31/12/2023, final 30/06/2024, 1% a month agreed. INPC (IBGE, BCB SGS 188)
    // Jan–Jun/2024: 0,57; 0,81; 0,19; 0,37; 0,46; 0,25 → 1,0057 × 1,0081 × 1,0019 × 1,0037 × 1,0046 ×
    // 1,0025 = 1,02678123 → 10.267,81; interest 6 × 1% = 6% of it = 616,07; total 10.883,88.
    // (The SELIC alone, 0,97 + 0,80 + 0,83 + 0,89 + 0,83 + 0,79 = 5,11%, gave 10.511,00 and no interest.)
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 10_000,
      dataInicial: '2023-12-31',
      dataFinal: '2024-06-30',
      indiceCorrecao: 'AUTOMATICO',
      esfera: 'civel',
      taxaJurosMensal: 0.01,
    });
    expect(r.valorCorrigido).toBe(10_267.81);
    expect(r.jurosTotais).toBe(616.07);
    expect(r.valorComJuros).toBe(10_883.88);
    expect(r.taxaJurosMensal).toBe(0.01);
    expect(r.regraJuros).toMatch(/CC art\. 406, caput/);
    expect(r.memoria.some((m) => m.base.includes('CC art. 389'))).toBe(true);
    // Without the agreed rate the same period is the SELIC of CC art. 406 (original wording).
    const legal = calcularLiquidacaoSentenca({
      valorPrincipal: 10_000,
      dataInicial: '2023-12-31',
      dataFinal: '2024-06-30',
      indiceCorrecao: 'AUTOMATICO',
      esfera: 'civel',
    });
    expect(legal.valorComJuros).toBe(10_511);
  });

  it('agreed interest in civil debts keeps its rate across 30/08/2024 (CC art. 406 caput, before and after Lei 14.905/2024); only the index changes (CC art. 389)', () => {
    // R$ 10.000 due 31/07/2024, final 30/09/2024, 1% a month agreed, pro rata die.
    // Correction: 01–29/08 INPC (BCB SGS 188) Aug −0,14%: 0,9986^(29/31) = 0,99869026;
    //   30–31/08 IPCA (SGS 433) Aug −0,02%: 0,9998^(2/31) = 0,99998710; September IPCA 0,44%: 1,0044
    //   → 0,99869026 × 0,99998710 × 1,0044 = 1,00307156 → 10.030,72.
    // Interest: the agreed 1% a month throughout, neither the SELIC before the cut nor the taxa legal
    //   after it: 1% × 29/31 + 1% × 2/31 + 1% (September) = 2% of 10.030,7156 = 200,61.
    // Total 10.030,72 + 200,61 = 10.231,33. (Without the agreed rate the same dates give 72,43 of
    //   taxa legal after a SELIC that already held the interest: the test above.)
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 10_000,
      dataInicial: '2024-07-31',
      dataFinal: '2024-09-30',
      indiceCorrecao: 'AUTOMATICO',
      esfera: 'civel',
      taxaJurosMensal: 0.01,
    });
    expect(r.valorCorrigido).toBe(10_030.72);
    expect(r.jurosTotais).toBe(200.61);
    expect(r.valorComJuros).toBe(10_231.33);
    expect(r.taxaJurosMensal).toBe(0.01);
    expect(r.regraJuros).toMatch(/juros convencionais de 1(,00)?% a\.m\./);
    expect(r.memoria.some((m) => m.base.includes('CC art. 406, caput'))).toBe(true);
  });

  it('agreed interest with the IPCA as a fixed index (CC art. 406 caput; CC art. 389), by whole months', () => {
    // IPCA (IBGE, BCB SGS 433) Jan–Jun/2024: 0,42; 0,83; 0,16; 0,38; 0,46; 0,21 → 1,02483920 →
    // 10.248,39; 6 × 1% = 6% of it = 614,90; total 10.863,29. Meses cheios 01/2024–06/2024 and pro
    // rata die from 31/12/2023 to 30/06/2024 cover the same whole months.
    const base = {
      valorPrincipal: 10_000,
      dataFinal: '2024-06-30',
      indiceCorrecao: 'IPCA' as const,
      esfera: 'civel' as const,
      taxaJurosMensal: 0.01,
    };
    const dia = calcularLiquidacaoSentenca({ ...base, dataInicial: '2023-12-31' });
    const mes = calcularLiquidacaoSentenca({ ...base, dataInicial: '2024-01-01', convencao: 'meses_cheios' });
    for (const r of [dia, mes]) {
      expect(r.valorCorrigido).toBe(10_248.39);
      expect(r.jurosTotais).toBe(614.9);
      expect(r.valorComJuros).toBe(10_863.29);
    }
    expect(dia.convencao).toBe('pro_rata_die');
    expect(mes.convencao).toBe('meses_cheios');
    expect(mes.memoria[0]?.base).toMatch(/^Meses cheios/);
  });

  it('civil juros legais with a fixed index follow CC art. 406: SELIC until 29/08/2024, taxa legal after', () => {
    // INPC: 0,9986 × 1,0048 = 1,00339328 → 10.033,93
    // interest 0,87% × 29/31 + 0,605306% × 2/31 + 0,676227% = 1,529150% of 10.033,9328 = 153,43
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 10_000,
      dataInicial: '2024-07-31',
      dataFinal: '2024-09-30',
      indiceCorrecao: 'INPC',
      esfera: 'civel',
    });
    expect(r.valorCorrigido).toBe(10_033.93);
    expect(r.jurosTotais).toBe(153.43);
    expect(r.regraJuros).toMatch(/CC art\. 406/);
    expect(r.regraJuros).not.toMatch(/0,5%/);
  });

  it('tax credits: 1 % a month of CTN art. 161 §1º with a non-SELIC index; SELIC for federal credits', () => {
    // IPCA-E Jan–Mar/2024: 1,0031 × 1,0078 × 1,0036 = 1,01456351 → 10.145,64; 3 × 1% = 3% → 304,37
    const ctn = calcularLiquidacaoSentenca({
      valorPrincipal: 10_000,
      dataInicial: '2023-12-31',
      dataFinal: '2024-03-31',
      indiceCorrecao: 'IPCA-E',
      esfera: 'tributaria',
    });
    expect(ctn.valorCorrigido).toBe(10_145.64);
    expect(ctn.jurosTotais).toBe(304.37);
    expect(ctn.memoria.some((m) => m.base === 'CTN art. 161 §1º')).toBe(true);
    // Paid 31/12/2023, restituted 31/03/2024: SELIC Jan + Feb/2024 0,97 + 0,80 = 1,77% plus 1% in
    // March (Lei 9.250/1995 art. 39 §4º) = 2,77% → 10.277,00, nothing on top
    const federal = calcularLiquidacaoSentenca({
      valorPrincipal: 10_000,
      dataInicial: '2023-12-31',
      dataFinal: '2024-03-31',
      indiceCorrecao: 'AUTOMATICO',
      esfera: 'tributaria',
    });
    expect(federal.valorComJuros).toBe(10_277);
  });

  it('tax SELIC month by month from the month after payment to the month before restitution, plus 1% in the restitution month (Lei 9.430/1996 art. 61 §3º; Lei 9.250/1995 art. 39 §4º)', () => {
    // Paid 15/01/2024, restituted 20/06/2024. BCB SGS 4390: Feb 0,80; Mar 0,83; Apr 0,89; May 0,83
    // = 3,35%; + 1% (June) = 4,35% → 10.000 × 1,0435 = 10.435,00. January and the days are not counted.
    const base = {
      valorPrincipal: 10_000,
      dataInicial: '2024-01-15',
      dataFinal: '2024-06-20',
      esfera: 'tributaria' as const,
    };
    for (const indiceCorrecao of ['SELIC', 'AUTOMATICO'] as const) {
      const r = calcularLiquidacaoSentenca({ ...base, indiceCorrecao });
      expect(r.percentualCorrecao).toBe(4.35);
      expect(r.valorCorrigido).toBe(10_435);
      expect(r.jurosTotais).toBe(0);
      expect(r.mensal.map((l) => l.mes)).toEqual(['2024-02', '2024-03', '2024-04', '2024-05', '2024-06']);
      expect(r.mensal.at(-1)?.taxaPercentual).toBe(1);
      expect(r.memoria.some((m) => m.base.includes('Lei 9.250/1995 art. 39 §4º'))).toBe(true);
    }
    // The edge: restituted in the month after the payment → no SELIC month, only the 1%.
    const seguinte = calcularLiquidacaoSentenca({
      ...base,
      dataFinal: '2024-02-29',
      indiceCorrecao: 'SELIC',
    });
    expect(seguinte.valorCorrigido).toBe(10_100);
    // One month later: February's SELIC 0,80% + 1% in March = 1,80% → 10.180,00.
    const marco = calcularLiquidacaoSentenca({ ...base, dataFinal: '2024-03-01', indiceCorrecao: 'SELIC' });
    expect(marco.valorCorrigido).toBe(10_180);
  });

  it('interest runs pro rata die: 31/03 to 01/04/2024 is one day, not two months plus 2 %', () => {
    // IPCA-E April 0,21%: 1.000 × 1,0021^(1/30) = 1.000,07; interest 1% × 1/30 = 0,0333…% → 0,33
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 1000,
      dataInicial: '2024-03-31',
      dataFinal: '2024-04-01',
      indiceCorrecao: 'IPCA-E',
    });
    expect(r.diasDecorridos).toBe(1);
    expect(r.valorCorrigido).toBe(1000.07);
    expect(r.jurosTotais).toBe(0.33);
  });

  it('a manual rate is labelled juros convencionais', () => {
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 1000,
      dataInicial: '2023-12-31',
      dataFinal: '2024-03-31',
      indiceCorrecao: 'IPCA-E',
      esfera: 'civel',
      taxaJurosMensal: 0.02,
    });
    // 3 months × 2% = 6% of 1.014,5635 = 60,87
    expect(r.jurosTotais).toBe(60.87);
    expect(r.regraJuros).toMatch(/^juros convencionais de 2% a\.m\./);
  });

  it('warns when one fixed index spans several legal regimes (SELIC over 2024)', () => {
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 10_000,
      dataInicial: '2023-12-31',
      dataFinal: '2024-12-31',
    });
    // SELIC 2024: 0,97+0,80+0,83+0,89+0,83+0,79+0,91+0,87+0,84+0,93+0,79+0,93 = 10,38%
    expect(r.valorComJuros).toBe(11_038);
    expect(r.avisos).toHaveLength(1);
    expect(r.avisos[0]).toMatch(
      /atravessa regimes legais distintos.*Lei 14\.905\/2024 \(IPCA \+ taxa legal\)/,
    );
    const dentro = calcularLiquidacaoSentenca({
      valorPrincipal: 10_000,
      dataInicial: '2024-08-31',
      dataFinal: '2024-12-31',
      indiceCorrecao: 'AUTOMATICO',
      dataAjuizamento: '2024-01-10',
    });
    expect(dentro.avisos).toEqual([]);
  });

  it('warns of ADC 58/59 when a fixed IPCA-E + 1% a month covers a labour period after the filing', () => {
    // Filed 10/01/2024, period 29/02–30/06/2024: all judicial phase before 30/08/2024, where STF ADC
    // 58/59 (binding) puts the SELIC alone; the 1% of Lei 8.177/1991 art. 39 §1º no longer applies.
    const base = {
      valorPrincipal: 10_000,
      dataInicial: '2024-02-29',
      dataFinal: '2024-06-30',
      dataAjuizamento: '2024-01-10',
    };
    const ipcaE = calcularLiquidacaoSentenca({ ...base, indiceCorrecao: 'IPCA-E' });
    expect(ipcaE.avisos).toHaveLength(1);
    expect(ipcaE.avisos[0]).toContain('IPCA-E + juros de 1% a.m.');
    expect(ipcaE.avisos[0]).toContain('ADC 58/59');
    expect(ipcaE.memoria.some((m) => m.passo.startsWith('Atenção: Índice fixo IPCA-E'))).toBe(true);
    // The SELIC is the legal criterion of that period: no warning.
    expect(calcularLiquidacaoSentenca({ ...base, indiceCorrecao: 'SELIC' }).avisos).toEqual([]);
  });

  it('refuses fees outside CLT art. 791-A (5–15 %) and CPC art. 85 §2º (10–20 %), naming the field by its label', () => {
    const base = {
      valorPrincipal: 1000,
      dataInicial: '2024-01-31',
      dataFinal: '2024-02-29',
      incluirHonorarios: true,
    };
    expect(() => calcularLiquidacaoSentenca({ ...base, percentualHonorarios: 20 })).toThrow(
      'Honorários (%): na esfera trabalhista devem ficar entre 5% e 15% (CLT art. 791-A)',
    );
    expect(() => calcularLiquidacaoSentenca({ ...base, esfera: 'civel', percentualHonorarios: 30 })).toThrow(
      'Honorários (%): na esfera cível devem ficar entre 10% e 20% (CPC art. 85 §2º)',
    );
    // SELIC Feb/2024 0,80% → 1.008,00; 15% = 151,20
    expect(calcularLiquidacaoSentenca({ ...base, percentualHonorarios: 15 }).honorarios).toBe(151.2);
  });

  it('requires the filing date for AUTOMATICO in labour cases, named by its label', () => {
    expect(() =>
      calcularLiquidacaoSentenca({
        valorPrincipal: 1000,
        dataInicial: '2024-01-31',
        dataFinal: '2024-02-29',
        indiceCorrecao: 'AUTOMATICO',
      }),
    ).toThrow(/^Data de ajuizamento: obrigatória/);
  });

  it('labels INSS and IRRF as estimates by competence (Súmula 368 TST; Lei 7.713 art. 12-A)', () => {
    // 12 competences of 1000 in 2024: INSS 7,5% = 75 each → 900; RRA base per month below the exempt band
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 12_000,
      dataInicial: '2023-12-31',
      dataFinal: '2024-12-31',
      competenciaInicial: '2024-01',
      competenciaFinal: '2024-12',
    });
    expect(r.descontoINSS).toBe(900);
    expect(r.descontoIRRF).toBe(0);
    expect(r.descontosEstimados).toBe(true);
    expect(r.memoria.some((m) => m.passo.startsWith('INSS por competência'))).toBe(true);
  });

  it('INSS by the months of work with the table of each competência, IRRF as RRA × the months of work (Súmula 368 TST IV; Lei 7.713/1988 art. 12-A §1º)', () => {
    // 12 competências of 5.000 in 2024, paid 01/01/2025 with no correction (due and final the same day).
    // INSS 2024 (Portaria MPS/MF 2/2024): 1.412 × 7,5% = 105,90; 1.254,68 × 9% = 112,9212;
    // 1.333,35 × 12% = 160,002; 999,97 × 14% = 139,9958 → 518,819 → 518,82 × 12 = 6.225,84.
    // IRRF RRA, table of 01/2025 (Lei 14.848/2024) × 12: base 60.000 − 6.225,84 = 53.774,16; per month
    // 4.481,18 is in the 22,5% band (3.751,06–4.664,68) → 53.774,16 × 22,5% − 662,77 × 12 = 12.099,186 −
    // 7.953,24 = 4.145,946 → 4.145,95.
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 60_000,
      dataInicial: '2025-01-01',
      dataFinal: '2025-01-01',
      competenciaInicial: '2024-01',
      competenciaFinal: '2024-12',
    });
    expect(r.descontoINSS).toBe(6225.84);
    expect(r.descontoIRRF).toBe(4145.95);
  });

  it('the INSS of a labour settlement does not change with the update date (Súmula 368 TST, IV)', () => {
    // R$ 15.000 of 09/2024 (due 01/10/2024): INSS 2024 above the ceiling 7.786,02 → 908,86
    // (Portaria MPS/MF 2/2024). Paid the same day: IRRF 1 month, 15.000 − 908,86 = 14.091,14 × 27,5% −
    // 896,00 = 2.979,06 (Lei 14.848/2024 table).
    const base = { valorPrincipal: 15_000, dataInicial: '2024-10-01', indiceCorrecao: 'IPCA-E' as const };
    const logo = calcularLiquidacaoSentenca({ ...base, dataFinal: '2024-10-01' });
    expect(logo.descontoINSS).toBe(908.86);
    expect(logo.descontoIRRF).toBe(2979.06);
    expect(logo.memoria.some((m) => m.passo.includes('competência presumida'))).toBe(true);
    const tarde = calcularLiquidacaoSentenca({ ...base, dataFinal: '2026-01-31' });
    expect(tarde.descontoINSS).toBe(908.86);
    expect(tarde.descontoIRRF).toBeGreaterThan(2979.06); // more corrected money, same single month
    expect(() =>
      calcularLiquidacaoSentenca({ ...base, dataFinal: '2024-10-01', competenciaInicial: '2024-13' }),
    ).toThrow('Competência inicial (mês trabalhado): mês inválido, use o formato AAAA-MM');
    expect(() =>
      calcularLiquidacaoSentenca({
        ...base,
        dataFinal: '2024-10-01',
        competenciaInicial: '2024-05',
        competenciaFinal: '2024-04',
      }),
    ).toThrow(/^Competência final \(mês trabalhado\): deve ser igual ou posterior/);
  });

  it('names the series and its last month when a month is missing, with the last computable end date', () => {
    expect(() =>
      calcularLiquidacaoSentenca({
        valorPrincipal: 1000,
        dataInicial: '2026-06-30',
        dataFinal: '2026-11-24',
        indiceCorrecao: 'IPCA-E',
        aplicarJuros: false,
      }),
    ).toThrow(
      'Índice IPCA-E sem valor para 08/2026: a série carregada (BCB SGS 10764) vai de 01/2015 a 07/2026. Último término calculável com as séries carregadas: 31/07/2026.',
    );
  });

  it('names each series used with its source and fetch date', () => {
    const r = calcularLiquidacaoSentenca({
      valorPrincipal: 1000,
      dataInicial: '2026-02-28',
      dataFinal: '2026-03-31',
      indiceCorrecao: 'IPCA-E',
    });
    expect(r.memoria).toContainEqual(
      expect.objectContaining({
        passo: 'Série IPCA-E (BCB SGS 10764): 01/2015 a 07/2026, obtida em 22/11/2026',
      }),
    );
    expect(r.memoria.some((m) => m.passo.includes('2026-03') && m.passo.includes('valor derivado'))).toBe(
      true,
    );
  });
});

describe('liquidação por verbas (Súmula 381 TST)', () => {
  it('corrects each month from its own época própria, with the summary by verba and the FGTS and INSS demonstratives', () => {
    // SELIC (BCB SGS 4390), whole months, simple sum. Horas extras 01/2024 (due 01/02) and 02/2024
    // (due 01/03), 1.000,00 each, to 30/06/2024: Feb–Jun 0,80 + 0,83 + 0,89 + 0,83 + 0,79 = 4,14% →
    // 1.041,40; Mar–Jun 3,34% → 1.033,40; verba 2.074,80. Indenização 500,00 of 01/2024 → 520,70.
    // FGTS 8% of 1.000 twice: 80 × 1,0414 = 83,31 + 80 × 1,0334 = 82,67 = 165,98 (Lei 8.036 art. 15).
    // INSS 2024 (Portaria MPS/MF 2/2024): 1.000 × 7,5% = 75,00 in each of 01 and 02/2024 = 150,00.
    // IRRF RRA 2 months: 2.074,80 − 150 = 1.924,80 ≤ 2 × 2.259,20 (Lei 14.848/2024) → 0.
    const r = calcularLiquidacaoSentenca({
      dataFinal: '2024-06-30',
      indiceCorrecao: 'SELIC',
      convencao: 'meses_cheios',
      verbas: [
        {
          descricao: 'Horas extras',
          valores: [
            { competencia: '2024-01', valor: 1000 },
            { competencia: '2024-02', valor: 1000 },
          ],
        },
        {
          descricao: 'Indenização',
          valorTotal: 500,
          competenciaInicial: '2024-01',
          incideFGTS: false,
          incideINSS: false,
          incideIR: false,
        },
      ],
    });
    expect(r.verbas).toEqual([
      {
        descricao: 'Horas extras',
        principal: 2000,
        correcao: 74.8,
        juros: 0,
        total: 2074.8,
        incideFGTS: true,
        incideINSS: true,
        incideIR: true,
      },
      {
        descricao: 'Indenização',
        principal: 500,
        correcao: 20.7,
        juros: 0,
        total: 520.7,
        incideFGTS: false,
        incideINSS: false,
        incideIR: false,
      },
    ]);
    expect(r.valorPrincipal).toBe(2500);
    expect(r.valorCorrigido).toBe(2595.5);
    expect(r.fgts).toEqual({ deposito: 160, correcao: 5.98, juros: 0, total: 165.98 });
    expect(r.descontoINSS).toBe(150);
    expect(r.inssPorCompetencia?.map((c) => [c.mes, c.inss])).toEqual([
      ['2024-01', 75],
      ['2024-02', 75],
    ]);
    expect(r.descontoIRRF).toBe(0);
    // The IRRF demonstrative: only Horas extras bears IR (2.074,80), less the INSS, over 2 months.
    expect(r.irrf).toMatchObject({
      tributavelCorrigido: 2074.8,
      inss: 150,
      base: 1924.8,
      meses: 2,
      imposto: 0,
    });
    expect(r.valorLiquido).toBe(2445.5);
    // The month-by-month table is that of the amounts due on the earliest date, 01/02/2024: horas
    // extras 1.000,00 + indenização 500,00 = 1.500,00 × 1,0414 = 1.562,10 (not a factor on R$ 1).
    expect(r.mensal.map((l) => l.mes)).toEqual(['2024-02', '2024-03', '2024-04', '2024-05', '2024-06']);
    expect(r.mensal.at(-1)?.valorAtualizado).toBe(1562.1);
  });

  it('refuses a verba without description or with a bad month, naming the verba', () => {
    const base = { dataFinal: '2024-06-30', indiceCorrecao: 'SELIC' as const };
    expect(() =>
      calcularLiquidacaoSentenca({
        ...base,
        verbas: [{ descricao: '', valorTotal: 1, competenciaInicial: '2024-01' }],
      }),
    ).toThrow('Verbas: informe a descrição da verba 1');
    expect(() =>
      calcularLiquidacaoSentenca({
        ...base,
        verbas: [{ descricao: 'Férias', valorTotal: 1, competenciaInicial: '2024-13' }],
      }),
    ).toThrow('Verba "Férias": competência inválida, use o formato AAAA-MM');
  });
});
