import { brlC, reais } from './centavos.ts';
import { calcularInss, descreverInss } from './inss.ts';
import { calcularIrrf, descreverIrrf } from './irrf.ts';
import { LIMITES } from './limites.ts';
import { type Memoria, passo } from './memoria.ts';
import { dataReferencia } from './referencia.ts';
import { tabelaInss, tabelaIrrf } from './tables/index.ts';
import { asObject, centavosDe, numero } from './validate.ts';

/** Net monthly salary: gross + additions − INSS − IRRF − other deductions. */
export interface SalarioLiquidoInput {
  salarioBruto: number;
  dependentes?: number;
  outrosDescontos?: number;
  /** Taxable additions of the month (overtime, night premium, commissions…). */
  adicionais?: number;
}

export interface SalarioLiquidoResult {
  salarioBruto: number;
  adicionais: number;
  totalBruto: number;
  inss: { total: number; baseCalculo: number; limitadoAoTeto: boolean; aliquotaEfetiva: number };
  irrf: {
    valorImposto: number;
    baseCalculo: number;
    metodo: 'deducoes_legais' | 'desconto_simplificado';
    aliquota: number;
    reducaoLei15270: number;
  };
  outrosDescontos: number;
  salarioLiquido: number;
  referenceDate: string;
  memoria: Memoria;
}

export function calcularSalarioLiquido(
  input: SalarioLiquidoInput,
  referenceDate?: string,
): SalarioLiquidoResult {
  const bag = asObject(input);
  const salario = centavosDe(bag, 'salarioBruto');
  const dependentes = numero(bag, 'dependentes', LIMITES.dependentes);
  const outros = centavosDe(bag, 'outrosDescontos', 0);
  const adicionais = centavosDe(bag, 'adicionais', 0);
  const ref = dataReferencia(referenceDate);
  const tInss = tabelaInss(ref.iso);
  const tIrrf = tabelaIrrf(ref.iso);
  const memoria: Memoria = [];

  const bruto = salario + adicionais;
  passo(
    memoria,
    `Remuneração bruta: salário ${brlC(salario)} + adicionais ${brlC(adicionais)}`,
    'CLT art. 457',
    bruto,
  );
  const inss = calcularInss(bruto, tInss);
  passo(memoria, descreverInss(inss, 'a remuneração'), tInss.fonte, inss.total);
  const irrf = calcularIrrf(
    { rendimento: bruto, inss: inss.total, dependentes, permitirSimplificado: true, aplicarReducao: true },
    tIrrf,
  );
  passo(
    memoria,
    descreverIrrf(irrf, `a remuneração (${dependentes} dependente(s))`),
    tIrrf.fonte,
    irrf.valorImposto,
  );
  passo(memoria, 'Outros descontos informados', 'informado pelo usuário', outros);
  const liquido = bruto - inss.total - irrf.valorImposto - outros;
  passo(memoria, 'Salário líquido = bruto − INSS − IRRF − outros descontos', 'CLT art. 462', liquido);

  return {
    salarioBruto: reais(salario),
    adicionais: reais(adicionais),
    totalBruto: reais(bruto),
    inss: {
      total: reais(inss.total),
      baseCalculo: reais(inss.base),
      limitadoAoTeto: inss.limitadoAoTeto,
      aliquotaEfetiva: bruto === 0 ? 0 : Math.round((inss.total * 10_000) / bruto) / 100,
    },
    irrf: {
      valorImposto: reais(irrf.valorImposto),
      baseCalculo: reais(irrf.baseCalculo),
      metodo: irrf.metodo,
      aliquota: irrf.aliquotaMilesimos / 10,
      reducaoLei15270: reais(irrf.reducao),
    },
    outrosDescontos: reais(outros),
    salarioLiquido: reais(liquido),
    referenceDate: ref.iso,
    memoria,
  };
}
