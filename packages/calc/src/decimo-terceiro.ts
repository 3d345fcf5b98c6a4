import { brlC, type Centavos, mulDiv, reais, roundDiv } from './centavos.ts';
import { calcularInss, descreverInss, type ResultadoInss } from './inss.ts';
import { calcularIrrf, descreverIrrf, type ResultadoIrrf } from './irrf.ts';
import { LIMITES } from './limites.ts';
import { type Memoria, passo } from './memoria.ts';
import { dataReferencia } from './referencia.ts';
import { tabelaInss, tabelaIrrf } from './tables/index.ts';
import { asObject, booleano, centavosDe, numero } from './validate.ts';

/**
 * 13th salary (gratificação natalina, Lei 4.090/1962): 1/12 of the December salary per month
 * worked (15 days or more count as a month). Its INSS is computed apart from the month's
 * (Lei 8.212/1991 art. 28 §7º) and its IRRF is withheld exclusively at source, apart from the
 * month's income (Lei 8.134/1990 art. 16), with the legal deductions (INSS, dependants).
 *
 * Divided practice, exposed as options:
 * - `reducaoLei15270No13` (default true): the 2026 reduction is applied to the 13th as to the
 *   monthly income, on its gross amount;
 * - `descontoSimplificadoNo13` (default false): the desconto simplificado mensal is a
 *   substitute for monthly deductions and is not used on the exclusively-taxed 13th.
 */
export interface DecimoTerceiroInput {
  salarioBruto: number;
  meses?: number;
  dependentes?: number;
  reducaoLei15270No13?: boolean;
  descontoSimplificadoNo13?: boolean;
}

export interface DecimoTerceiroResult {
  salarioBruto: number;
  meses: number;
  valorDecimoTerceiro: number;
  primeiraParcela: number;
  descontoINSS: number;
  descontoIRRF: number;
  segundaParcela: number;
  valorLiquido: number;
  referenceDate: string;
  memoria: Memoria;
}

export interface OpcoesTributacao13 {
  reducaoLei15270No13: boolean;
  descontoSimplificadoNo13: boolean;
}

export function tributarDecimoTerceiro(
  valor: Centavos,
  dependentes: number,
  data: string,
  opcoes: OpcoesTributacao13,
  memoria: Memoria,
): { inss: ResultadoInss; irrf: ResultadoIrrf } {
  const tInss = tabelaInss(data);
  const tIrrf = tabelaIrrf(data);
  const inss = calcularInss(valor, tInss);
  passo(
    memoria,
    descreverInss(inss, 'o 13º, em separado (Lei 8.212/1991 art. 28 §7º)'),
    tInss.fonte,
    inss.total,
  );
  const irrf = calcularIrrf(
    {
      rendimento: valor,
      inss: inss.total,
      dependentes,
      permitirSimplificado: opcoes.descontoSimplificadoNo13,
      aplicarReducao: opcoes.reducaoLei15270No13,
    },
    tIrrf,
  );
  passo(
    memoria,
    descreverIrrf(irrf, 'o 13º, tributação exclusiva na fonte (Lei 8.134/1990 art. 16)'),
    tIrrf.fonte,
    irrf.valorImposto,
  );
  return { inss, irrf };
}

export function opcoes13(bag: Record<string, unknown>): OpcoesTributacao13 {
  return {
    reducaoLei15270No13: booleano(bag, 'reducaoLei15270No13', true),
    descontoSimplificadoNo13: booleano(bag, 'descontoSimplificadoNo13', false),
  };
}

export function calcularDecimoTerceiro(
  input: DecimoTerceiroInput,
  referenceDate?: string,
): DecimoTerceiroResult {
  const bag = asObject(input);
  const salario = centavosDe(bag, 'salarioBruto');
  const meses = numero(bag, 'meses', LIMITES.meses);
  const dependentes = numero(bag, 'dependentes', LIMITES.dependentes);
  const ref = dataReferencia(referenceDate);
  const memoria: Memoria = [];

  const valor = mulDiv([salario, meses], 12);
  passo(memoria, `13º salário: ${brlC(salario)} × ${meses}/12`, 'Lei 4.090/1962 art. 1º §§1º e 2º', valor);
  const primeira = roundDiv(valor, 2);
  passo(memoria, '1ª parcela: metade, paga até 30/11 sem descontos', 'Lei 4.749/1965 art. 2º', primeira);
  const { inss, irrf } = tributarDecimoTerceiro(valor, dependentes, ref.iso, opcoes13(bag), memoria);
  const segunda = valor - primeira - inss.total - irrf.valorImposto;
  passo(memoria, '2ª parcela: saldo menos INSS e IRRF, paga até 20/12', 'Lei 4.749/1965 art. 1º', segunda);
  const liquido = valor - inss.total - irrf.valorImposto;
  passo(memoria, '13º líquido = bruto − INSS − IRRF', 'Lei 4.090/1962; Lei 8.134/1990 art. 16', liquido);

  return {
    salarioBruto: reais(salario),
    meses,
    valorDecimoTerceiro: reais(valor),
    primeiraParcela: reais(primeira),
    descontoINSS: reais(inss.total),
    descontoIRRF: reais(irrf.valorImposto),
    segundaParcela: reais(segunda),
    valorLiquido: reais(liquido),
    referenceDate: ref.iso,
    memoria,
  };
}
