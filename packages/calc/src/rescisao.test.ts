import { describe, expect, it } from 'vitest';
import { CalcError } from './errors.ts';
import { calcularRescisao } from './rescisao.ts';

// Expected values worked by hand from the rules cited in rescisao.ts: Lei 12.506/2011 (30 + 3
// days per full year), CLT art. 487 §1º / OJ 82 SDI-1 TST (projection), Lei 4.090/1962 and CLT
// art. 146 (15-day rule), CLT art. 484-A, with the 2025 INSS bands (Portaria MPS/MF 6/2025).
const base = {
  salarioBruto: 3000,
  dataAdmissao: '2022-03-10',
  dataDesligamento: '2025-08-20',
  saldoFGTS: 10_000,
};

describe('rescisão', () => {
  it('dismissal without cause: 39 days of notice projected into 13th and vacation', () => {
    const r = calcularRescisao(base);
    expect(r.saldoSalario).toBe(2000); // 20 days
    expect(r.diasAvisoPrevio).toBe(39); // 3 full years
    expect(r.avisoPrevioValor).toBe(3900);
    expect(r.dataProjetada).toBe('2025-09-28');
    expect(r.avosDecimoTerceiro).toBe(9); // Jan–Sep (28 days in Sep)
    expect(r.decimoTerceiroProporcion).toBe(2250);
    expect(r.avosFerias).toBe(7); // 10/03/2025 → 28/09/2025: 6 months + 19 days
    expect(r.feriasProporcionais).toBe(1750);
    expect(r.tercoFeriasProporcionais).toBe(583.33);
    // FGTS deposit 8% of saldo 2000 + aviso 3900 + 13º 2250 = 8150 → 652,00; the fine's base is
    // 10000 + 652 = 10652 → 40% = 4260,80 (Lei 8.036/1990 arts. 15 and 18 §1º; Súmula 305 TST)
    expect(r.depositoFGTSRescisorio).toBe(652);
    expect(r.baseMultaFGTS).toBe(10_652);
    expect(r.multaFGTS).toBe(4260.8);
    expect(r.saqueFGTSMaximo).toBeNull();
    expect(r.observacoes).toEqual([]);
    // INSS: saldo 2000 → 157,23; 13th 2250 → 179,73; indemnities exempt; IRRF zero
    expect(r.descontoINSS).toBe(336.96);
    expect(r.descontoIRRF).toBe(0);
    expect(r.valorBrutoTotal).toBe(10_483.33);
    expect(r.valorLiquido).toBe(10_146.37);
    expect(r.referenceDate).toBe('2025-08-20');
    expect(r.memoria.some((m) => m.base.includes('Lei 12.506/2011'))).toBe(true);
  });

  it('com justa causa forfeits notice, proportional 13th and vacation, keeps vacation already due', () => {
    const r = calcularRescisao({ ...base, tipoRescisao: 'com_justa_causa', feriasVencidas: true });
    expect(r.avisoPrevioValor).toBe(0);
    expect(r.decimoTerceiroProporcion).toBe(0);
    expect(r.feriasProporcionais).toBe(0);
    expect(r.feriasVencidas).toBe(3000);
    expect(r.tercoFeriasVencidas).toBe(1000);
    expect(r.multaFGTS).toBe(0);
    // FGTS only on the salary balance: 8% of 2000 = 160 (vacation indemnified: OJ 195 SDI-1 TST)
    expect(r.depositoFGTSRescisorio).toBe(160);
    expect(r.valorBrutoTotal).toBe(6000);
    expect(r.valorLiquido).toBe(5842.77);
  });

  it('pedido de demissão: no notice pay nor FGTS fine, no projection', () => {
    const r = calcularRescisao({ ...base, tipoRescisao: 'pedido_demissao', avisoPrevio: 'trabalhado' });
    expect(r.avisoPrevioValor).toBe(0);
    expect(r.multaFGTS).toBe(0);
    // FGTS 8% of saldo 2000 + 13º 8/12 of 3000 = 2000 → 320
    expect(r.depositoFGTSRescisorio).toBe(320);
    expect(r.avosDecimoTerceiro).toBe(8);
    expect(r.avosFerias).toBe(5); // 5 months + 11 days
    expect(r.descontoAvisoPrevio).toBe(0);
    const naoCumprido = calcularRescisao({
      ...base,
      tipoRescisao: 'pedido_demissao',
      avisoPrevio: 'indenizado',
    });
    expect(naoCumprido.descontoAvisoPrevio).toBe(3000); // CLT art. 487 §2º
  });

  it('on a resignation the employee owes 30 days, never the proportional notice (Lei 12.506/2011 benefits the employee only)', () => {
    // 3 full years: a dismissal gives 39 days, but the employee who resigns owes only 30:
    // salary 3000 → 3000 discountable, not 3900.
    const r = calcularRescisao({ ...base, tipoRescisao: 'pedido_demissao', avisoPrevio: 'indenizado' });
    expect(r.diasAvisoPrevio).toBe(30);
    expect(r.descontoAvisoPrevio).toBe(3000);
    expect(r.memoria.some((m) => m.passo.includes('39 dias'))).toBe(false);
  });

  it('comum acordo halves the indemnified notice and the FGTS fine (CLT art. 484-A)', () => {
    const r = calcularRescisao({ ...base, tipoRescisao: 'comum_acordo' });
    expect(r.avisoPrevioValor).toBe(1950);
    // deposit 8% of saldo 2000 + aviso 1950 + 13º 2250 = 6200 → 496; fine 20% of 10496 = 2099,20
    expect(r.depositoFGTSRescisorio).toBe(496);
    expect(r.multaFGTS).toBe(2099.2);
    expect(r.avosDecimoTerceiro).toBe(9); // full projection by default
    const metade = calcularRescisao({
      ...base,
      tipoRescisao: 'comum_acordo',
      projecaoAvisoComumAcordo: 'metade',
    });
    expect(metade.dataProjetada).toBe('2025-09-08'); // 19 days
    expect(metade.avosDecimoTerceiro).toBe(8);
    expect(metade.avosFerias).toBe(6);
  });

  it('FGTS on the termination items and in the fine base (Lei 8.036/1990 arts. 15 and 18 §1º; Súmula 305 TST)', () => {
    // Salary 3000 from 01/03/2025 to 31/03/2025 dismissed without cause, notice indemnified:
    // saldo 30 days = 3000; aviso 30 days = 3000 (under a year); projected to 30/04/2025 →
    // 13º March and April = 2/12 = 500; férias 2/12 = 500 + 1/3 (no FGTS, OJ 195 SDI-1).
    // Deposit 8% of 3000 + 3000 + 500 = 6500 → 520. With saldoFGTS 240 the fine is 40% of 760 = 304.
    const r = calcularRescisao({
      salarioBruto: 3000,
      dataAdmissao: '2025-03-01',
      dataDesligamento: '2025-03-31',
      saldoFGTS: 240,
    });
    expect(r.avosDecimoTerceiro).toBe(2);
    expect(r.depositoFGTSRescisorio).toBe(520);
    expect(r.baseMultaFGTS).toBe(760);
    expect(r.multaFGTS).toBe(304);
    expect(r.memoria.some((m) => m.base.includes('Súmula 305 TST'))).toBe(true);
  });

  it('comum acordo: FGTS withdrawal up to 80% of the deposits and no seguro-desemprego (CLT art. 484-A §§1º-2º)', () => {
    const r = calcularRescisao({ ...base, tipoRescisao: 'comum_acordo' });
    // deposits: saldoFGTS 10000 + rescisório 496 = 10496; 80% = 8396,80
    expect(r.saqueFGTSMaximo).toBe(8396.8);
    expect(r.observacoes).toHaveLength(2);
    expect(r.observacoes[0]).toContain('80%');
    expect(r.observacoes[0]).toContain('484-A §1º');
    expect(r.observacoes[1]).toContain('seguro-desemprego');
    expect(r.observacoes[1]).toContain('484-A §2º');
    expect(r.memoria.some((m) => m.passo.includes('seguro-desemprego'))).toBe(true);
  });

  it('culpa recíproca halves notice, 13th and proportional vacation and the FGTS fine is 20% (CLT art. 484; Súmula 14 TST; Lei 8.036/1990 art. 18 §2º)', () => {
    // CLT art. 484: "reduzirá a indenização ... por metade"; Súmula 14 TST: 50% of the notice,
    // the 13th and the proportional vacation; Lei 8.036/1990 art. 18 §2º: fine of 20%.
    // Salary 3000, 10/03/2022 → 20/08/2025 (3 full years), notice indemnified:
    //   saldo 20 days = 3000 ÷ 30 × 20 = 2000,00 (whole)
    //   notice 39 days, half = 19,5 days → 3000 ÷ 30 × 19,5 = 1950,00; projected whole → 28/09/2025
    //   13º Jan–Sep = 9/12, half → 3000 × 9 ÷ 24 = 1125,00
    //   férias 7/12 (10/03/2025 → 28/09/2025), half → 3000 × 7 ÷ 24 = 875,00; 1/3 = 291,67
    //   FGTS deposit 8% of 2000 + 1950 + 1125 = 5075 → 406,00; fine 20% of 10000 + 406 = 2081,20
    //   bruto 2000 + 1950 + 875 + 291,67 + 1125 = 6241,67
    //   INSS 2025 (Portaria MPS/MF 6/2025): saldo 1518 × 7,5% + 482 × 9% = 113,85 + 43,38 = 157,23;
    //   13º 1125 × 7,5% = 84,375 → 84,38; total 241,61; IRRF 0 (below the exempt band)
    //   líquido 6241,67 − 241,61 = 6000,06
    const r = calcularRescisao({ ...base, tipoRescisao: 'culpa_reciproca' });
    expect(r.saldoSalario).toBe(2000);
    expect(r.diasAvisoPrevio).toBe(39);
    expect(r.avisoPrevioValor).toBe(1950);
    expect(r.dataProjetada).toBe('2025-09-28');
    expect(r.avosDecimoTerceiro).toBe(9);
    expect(r.decimoTerceiroProporcion).toBe(1125);
    expect(r.avosFerias).toBe(7);
    expect(r.feriasProporcionais).toBe(875);
    expect(r.tercoFeriasProporcionais).toBe(291.67);
    expect(r.depositoFGTSRescisorio).toBe(406);
    expect(r.baseMultaFGTS).toBe(10_406);
    expect(r.multaFGTS).toBe(2081.2);
    expect(r.saqueFGTSMaximo).toBeNull();
    expect(r.descontoINSS).toBe(241.61);
    expect(r.descontoIRRF).toBe(0);
    expect(r.valorBrutoTotal).toBe(6241.67);
    expect(r.valorLiquido).toBe(6000.06);
    expect(r.observacoes).toHaveLength(2);
    expect(r.observacoes[0]).toContain('Súmula 14 TST');
    expect(r.observacoes[1]).toContain('art. 18 §2º');
    expect(r.memoria.some((m) => m.base.startsWith('Lei 8.036/1990 art. 18 §2º'))).toBe(true);
  });

  it('culpa recíproca keeps vacation already due whole and halves only the extra days of a worked notice', () => {
    // Vacation already due is not among the items of Súmula 14 TST: 3000 + 1/3 = 4000 (CLT art. 146).
    const vencidas = calcularRescisao({ ...base, tipoRescisao: 'culpa_reciproca', feriasVencidas: true });
    expect(vencidas.feriasVencidas).toBe(3000);
    expect(vencidas.tercoFeriasVencidas).toBe(1000);
    // Worked notice: 30 days worked as salary, the 9 proportional days indemnified and halved:
    // 3000 ÷ 30 × 4,5 = 450,00; projection 9 days → 29/08/2025.
    const trabalhado = calcularRescisao({
      ...base,
      tipoRescisao: 'culpa_reciproca',
      avisoPrevio: 'trabalhado',
    });
    expect(trabalhado.avisoPrevioValor).toBe(450);
    expect(trabalhado.dataProjetada).toBe('2025-08-29');
  });

  it('worked notice pays only the proportional extra days (Nota Técnica MTE 184/2012)', () => {
    const r = calcularRescisao({ ...base, avisoPrevio: 'trabalhado' });
    expect(r.avisoPrevioValor).toBe(900);
    expect(r.dataProjetada).toBe('2025-08-29');
  });

  it('grows the notice 3 days per full year up to 90 (Lei 12.506/2011)', () => {
    const dias = (adm: string) => calcularRescisao({ ...base, dataAdmissao: adm }).diasAvisoPrevio;
    expect(dias('2024-08-21')).toBe(30); // 364 days
    expect(dias('2024-08-20')).toBe(33); // exactly 1 year
    expect(dias('1990-01-01')).toBe(90);
  });

  it('writes the years of service in the memo in agreement: "1 ano completo", "3 anos completos"', () => {
    const step = (adm: string) =>
      calcularRescisao({ ...base, dataAdmissao: adm }).memoria.find((m) =>
        m.passo.startsWith('Aviso prévio:'),
      )?.passo ?? '';
    expect(step('2024-08-20')).toMatch(/^Aviso prévio: 1 ano completo → 33 dias;/);
    expect(step('2022-03-10')).toMatch(/^Aviso prévio: 3 anos completos → 39 dias;/);
  });

  it('counts a whole month of salary balance as 30 days and partial months by day', () => {
    expect(calcularRescisao({ ...base, dataDesligamento: '2025-02-28' }).diasSaldoSalario).toBe(30);
    expect(calcularRescisao({ ...base, dataAdmissao: '2025-08-05' }).diasSaldoSalario).toBe(16);
  });

  it('refuses reversed dates and unknown enums naming the field', () => {
    expect(() => calcularRescisao({ ...base, dataDesligamento: '2020-01-01' })).toThrow(CalcError);
    expect(() => calcularRescisao({ ...base, dataDesligamento: '2025-02-30' })).toThrow(
      'Data de desligamento: data inexistente',
    );
    expect(() => calcularRescisao({ ...base, tipoRescisao: 'demissao' as never })).toThrow(
      /Tipo de rescisão: valor inválido/,
    );
    expect(() => calcularRescisao({ ...base, dataAdmissao: '2025-01-01', feriasVencidas: true })).toThrow(
      /^Possui férias vencidas: /,
    );
  });
});
