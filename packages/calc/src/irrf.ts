import { brlC, type Centavos, centavos, mulDiv, pctInteira, roundDiv, taxaInteira } from './centavos.ts';
import type { TabelaIrrf } from './tables/index.ts';

/**
 * Monthly IRRF withholding. Conventions:
 * - legal deductions (INSS, dependants, other legal deductions) OR the desconto simplificado
 *   mensal, which replaces all of them; the lower tax wins (Lei 9.250/1995 art. 4º; IN RFB
 *   1.500/2014 as amended by IN RFB 2.141/2023);
 * - tax = base × alíquota − parcela a deduzir, never negative, rounded half-up to cents;
 * - from 2026 the Lei 15.270/2025 reduction is computed on the GROSS taxable income
 *   (`rendimento`), not on the base after deductions, and is limited to the tax.
 */
export interface EntradaIrrf {
  rendimento: Centavos;
  inss: Centavos;
  dependentes: number;
  outrasDeducoes?: Centavos;
  /** Whether the desconto simplificado may be chosen (see decimo-terceiro.ts). */
  permitirSimplificado: boolean;
  /** Whether the Lei 15.270/2025 reduction applies (tables from 2026 only). */
  aplicarReducao: boolean;
}

export interface ResultadoIrrf {
  metodo: 'deducoes_legais' | 'desconto_simplificado';
  deducoes: Centavos;
  baseCalculo: Centavos;
  /** Rate per thousand (275 = 27,5%). */
  aliquotaMilesimos: number;
  parcelaDeduzir: Centavos;
  impostoTabela: Centavos;
  reducao: Centavos;
  valorImposto: Centavos;
  tabela: TabelaIrrf;
}

interface Preparada {
  faixas: Array<{ ate: Centavos; milesimos: number; parcela: Centavos }>;
  dependente: Centavos;
  simplificado: Centavos;
  reducao: null | {
    isencao: Centavos;
    maxima: Centavos;
    limite: Centavos;
    constante: Centavos;
    coefMilionesimos: number;
  };
}
const cache = new WeakMap<TabelaIrrf, Preparada>();

function preparar(t: TabelaIrrf): Preparada {
  let hit = cache.get(t);
  if (!hit) {
    const r = t.reducao;
    hit = {
      faixas: t.faixas.map((f) => ({
        ate: f.ate === null ? Number.POSITIVE_INFINITY : centavos(f.ate),
        milesimos: taxaInteira(f.aliquota, 1000),
        parcela: centavos(f.parcelaDeduzir),
      })),
      dependente: centavos(t.deducaoDependente),
      simplificado: centavos(t.descontoSimplificado),
      reducao: r && {
        isencao: centavos(r.limiteIsencao),
        maxima: centavos(r.reducaoMaxima),
        limite: centavos(r.limiteReducao),
        constante: centavos(r.constante),
        coefMilionesimos: taxaInteira(r.coeficiente, 1_000_000),
      },
    };
    cache.set(t, hit);
  }
  return hit;
}

function imposto(base: Centavos, p: Preparada): { valor: Centavos; milesimos: number; parcela: Centavos } {
  for (const f of p.faixas) {
    if (base <= f.ate) {
      const valor = Math.max(0, roundDiv(base * f.milesimos - f.parcela * 1000, 1000));
      return { valor, milesimos: f.milesimos, parcela: f.parcela };
    }
  }
  return { valor: 0, milesimos: 0, parcela: 0 };
}

/** Lei 15.270/2025 monthly reduction, on gross taxable income, limited to the tax. */
export function reducaoLei15270(rendimento: Centavos, tax: Centavos, tabela: TabelaIrrf): Centavos {
  const r = preparar(tabela).reducao;
  if (!r || rendimento > r.limite) return 0;
  if (rendimento <= r.isencao) return Math.min(tax, r.maxima);
  const bruto = r.constante - mulDiv([rendimento, r.coefMilionesimos], 1_000_000);
  return Math.min(tax, Math.max(0, bruto));
}

export function calcularIrrf(entrada: EntradaIrrf, tabela: TabelaIrrf): ResultadoIrrf {
  const p = preparar(tabela);
  const legais = entrada.inss + p.dependente * entrada.dependentes + (entrada.outrasDeducoes ?? 0);
  let metodo: ResultadoIrrf['metodo'] = 'deducoes_legais';
  let deducoes = legais;
  let base = Math.max(0, entrada.rendimento - legais);
  let tax = imposto(base, p);
  if (entrada.permitirSimplificado) {
    const simplificado = Math.min(p.simplificado, entrada.rendimento);
    const baseSimpl = Math.max(0, entrada.rendimento - simplificado);
    const taxSimpl = imposto(baseSimpl, p);
    if (taxSimpl.valor < tax.valor) {
      metodo = 'desconto_simplificado';
      deducoes = simplificado;
      base = baseSimpl;
      tax = taxSimpl;
    }
  }
  const reducao = entrada.aplicarReducao ? reducaoLei15270(entrada.rendimento, tax.valor, tabela) : 0;
  return {
    metodo,
    deducoes,
    baseCalculo: base,
    aliquotaMilesimos: tax.milesimos,
    parcelaDeduzir: tax.parcela,
    impostoTabela: tax.valor,
    reducao,
    valorImposto: tax.valor - reducao,
    tabela,
  };
}

export function descreverIrrf(r: ResultadoIrrf, rotulo: string): string {
  const metodo = r.metodo === 'desconto_simplificado' ? 'desconto simplificado' : 'deduções legais';
  const red = r.reducao === 0 ? '' : ` − redução Lei 15.270/2025 ${brlC(r.reducao)}`;
  return (
    `IRRF sobre ${rotulo}: base ${brlC(r.baseCalculo)} (${metodo} de ${brlC(r.deducoes)}) × ` +
    `${pctInteira(r.aliquotaMilesimos, 1000)} − ${brlC(r.parcelaDeduzir)} = ${brlC(r.impostoTabela)}${red}`
  );
}
