import { brlC, mulDiv, reais, roundDiv } from './centavos.ts';
import { CalcError } from './errors.ts';
import { calcularInss, descreverInss } from './inss.ts';
import { calcularIrrf, descreverIrrf } from './irrf.ts';
import { LIMITES } from './limites.ts';
import { type Memoria, passo } from './memoria.ts';
import { dataReferencia } from './referencia.ts';
import { tabelaInss, tabelaIrrf } from './tables/index.ts';
import { asObject, centavosDe, numero } from './validate.ts';

/**
 * Vacation pay (férias gozadas). `diasFerias` is the period the employee is entitled to (up to
 * 30, CLT art. 130); `venderDias` of it are sold as abono pecuniário (at most 1/3, CLT art. 143),
 * so the days enjoyed are diasFerias − venderDias. Enjoyed vacation plus its 1/3 (CF art. 7º,
 * XVII) is taxed; the abono and its 1/3 are not salary (CLT art. 144): exempt from INSS (Lei
 * 8.212/1991 art. 28 §9º, "e", 6) and from IRRF (Ato Declaratório PGFN nº 6/2006).
 */
export interface FeriasInput {
  salarioBruto: number;
  diasFerias?: number;
  venderDias?: number;
  dependentes?: number;
}

export interface FeriasResult {
  valorFerias: number;
  tercoConstitucional: number;
  valorVendaDias: number;
  diasVendidos: number;
  diasGozados: number;
  descontoINSS: number;
  descontoIRRF: number;
  totalBruto: number;
  totalLiquido: number;
  referenceDate: string;
  memoria: Memoria;
}

export function calcularFerias(input: FeriasInput, referenceDate?: string): FeriasResult {
  const bag = asObject(input);
  const salario = centavosDe(bag, 'salarioBruto');
  const dias = numero(bag, 'diasFerias', LIMITES.diasFerias);
  const vender = numero(bag, 'venderDias', LIMITES.venderDias);
  const dependentes = numero(bag, 'dependentes', LIMITES.dependentes);
  if (vender > Math.floor(dias / 3)) {
    throw new CalcError(
      'venderDias',
      'Dias vendidos (abono pecuniário): o abono pecuniário é de no máximo 1/3 dos dias de férias (CLT art. 143)',
    );
  }
  const ref = dataReferencia(referenceDate);
  const tInss = tabelaInss(ref.iso);
  const tIrrf = tabelaIrrf(ref.iso);
  const memoria: Memoria = [];

  const gozo = dias - vender;
  const valorFerias = mulDiv([salario, gozo], 30);
  passo(
    memoria,
    `Férias gozadas: ${brlC(salario)} ÷ 30 × ${gozo} dias`,
    'CLT arts. 129, 130 e 142',
    valorFerias,
  );
  const terco = roundDiv(valorFerias, 3);
  passo(memoria, 'Terço constitucional sobre as férias gozadas', 'CF art. 7º, XVII', terco);
  const abono = mulDiv([salario, vender], 30);
  const tercoAbono = roundDiv(abono, 3);
  const venda = abono + tercoAbono;
  if (vender > 0) {
    passo(
      memoria,
      `Abono pecuniário: ${vender} dias (${brlC(abono)}) + 1/3 (${brlC(tercoAbono)})`,
      'CLT arts. 143 e 144',
      venda,
    );
  }

  const tributavel = valorFerias + terco;
  const inss = calcularInss(tributavel, tInss);
  passo(
    memoria,
    descreverInss(inss, 'férias + 1/3 (abono isento, Lei 8.212/1991 art. 28 §9º, e, 6)'),
    tInss.fonte,
    inss.total,
  );
  const irrf = calcularIrrf(
    {
      rendimento: tributavel,
      inss: inss.total,
      dependentes,
      permitirSimplificado: true,
      aplicarReducao: true,
    },
    tIrrf,
  );
  passo(
    memoria,
    descreverIrrf(irrf, 'férias + 1/3, em separado do salário do mês'),
    tIrrf.fonte,
    irrf.valorImposto,
  );
  const bruto = tributavel + venda;
  passo(memoria, 'Total bruto = férias + 1/3 + abono pecuniário', 'CLT art. 145', bruto);
  const liquido = bruto - inss.total - irrf.valorImposto;
  passo(memoria, 'Total líquido = bruto − INSS − IRRF', 'CLT art. 462', liquido);

  return {
    valorFerias: reais(valorFerias),
    tercoConstitucional: reais(terco),
    valorVendaDias: reais(venda),
    diasVendidos: vender,
    diasGozados: gozo,
    descontoINSS: reais(inss.total),
    descontoIRRF: reais(irrf.valorImposto),
    totalBruto: reais(bruto),
    totalLiquido: reais(liquido),
    referenceDate: ref.iso,
    memoria,
  };
}
