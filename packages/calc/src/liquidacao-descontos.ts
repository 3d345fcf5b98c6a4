import { brlC, type Centavos, roundDiv } from './centavos.ts';
import { CalcError } from './errors.ts';
import { dataPorExtenso } from './indices/index.ts';
import { calcularInss } from './inss.ts';
import { calcularIrrf } from './irrf.ts';
import { type Memoria, passo } from './memoria.ts';
import { tabelaInss, tabelaIrrf } from './tables/index.ts';

/**
 * Labour-settlement deductions, an estimate stated as such in the memo: the principal is taken
 * as salary credits spread evenly over the months of the period.
 * - INSS month by month on the historical monthly credit, with the ceiling (Súmula 368 TST, IV;
 *   Decreto 3.048/1999 art. 276 §4º), using the table in force at the reference date;
 * - IRRF as rendimentos recebidos acumuladamente (Lei 7.713/1988 art. 12-A): the monthly table
 *   multiplied by the number of months, on the corrected principal less INSS; default interest is
 *   not taxed (STF RE 855.091, Tema 808; OJ 400 SDI-1 TST). The Lei 15.270/2025 reduction is
 *   not applied to RRA here.
 */
export function descontosTrabalhistas(
  principal: Centavos,
  corrigido: Centavos,
  meses: number,
  dependentes: number,
  data: string,
  memoria: Memoria,
): { inss: Centavos; irrf: Centavos; estimados: boolean } {
  if (meses === 0 || principal === 0) return { inss: 0, irrf: 0, estimados: false };
  let tInss: ReturnType<typeof tabelaInss>;
  let tIrrf: ReturnType<typeof tabelaIrrf>;
  try {
    tInss = tabelaInss(data);
    tIrrf = tabelaIrrf(data);
  } catch (error) {
    if (!(error instanceof CalcError)) throw error;
    // The settlement itself does not depend on the payroll tables: say why nothing is deducted.
    passo(memoria, `INSS e IRRF não estimados: ${error.message}`, 'Súmula 368 TST; Lei 7.713/1988 art. 12-A');
    return { inss: 0, irrf: 0, estimados: false };
  }
  const mensal = roundDiv(principal, meses);
  const inssMes = calcularInss(mensal, tInss).total;
  const inss = inssMes * meses;
  passo(
    memoria,
    `INSS (estimativa): principal repartido igualmente em ${meses} competência(s) de ${brlC(mensal)} → ${brlC(inssMes)} por mês, tabela vigente em ${dataPorExtenso(data)}`,
    `Súmula 368 TST, IV; ${tInss.fonte}`,
    inss,
  );
  const irrfMes = calcularIrrf(
    {
      rendimento: roundDiv(corrigido, meses),
      inss: inssMes,
      dependentes,
      permitirSimplificado: false,
      aplicarReducao: false,
    },
    tIrrf,
  ).valorImposto;
  const irrf = irrfMes * meses;
  passo(
    memoria,
    `IRRF RRA: tabela mensal × ${meses} meses sobre o principal corrigido menos INSS; juros de mora não tributados`,
    `Lei 7.713/1988 art. 12-A; STF Tema 808; ${tIrrf.fonte}`,
    irrf,
  );
  return { inss, irrf, estimados: true };
}
