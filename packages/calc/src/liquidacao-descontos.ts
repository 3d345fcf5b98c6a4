import { brlC, type Centavos, centavos } from './centavos.ts';
import { CalcError } from './errors.ts';
import { dataPorExtenso, mesPorExtenso } from './indices/index.ts';
import { calcularInss } from './inss.ts';
import { calcularIrrf } from './irrf.ts';
import { type Memoria, passo } from './memoria.ts';
import { type TabelaIrrf, tabelaInss, tabelaIrrf } from './tables/index.ts';

/**
 * Labour-settlement deductions by the months of work (competências), never by the months the
 * debt waited, so that the update date does not move them:
 * - INSS month by month on the historical (uncorrected) amount of each competência, with the
 *   rates and ceiling of the table in force in that competência (Súmula 368 TST, IV; Decreto
 *   3.048/1999 art. 276 §4º);
 * - IRRF as rendimentos recebidos acumuladamente (Lei 7.713/1988 art. 12-A §1º): the table of the
 *   month of receipt with its bands and parcela a deduzir multiplied by the number of months the
 *   income refers to, on the corrected taxable amount less the INSS; default interest is not
 *   taxed (STF RE 855.091, Tema 808; OJ 400 SDI-1 TST). The Lei 15.270/2025 reduction is not
 *   applied to RRA here.
 */
export interface CompetenciaInss {
  /** Month of work, YYYY-MM. */
  mes: string;
  /** Historical amount of that month bearing INSS, in centavos. */
  valor: Centavos;
}

export interface EntradaDescontos {
  competencias: readonly CompetenciaInss[];
  /** Corrected taxable amount (no interest), in centavos. */
  tributavelCorrigido: Centavos;
  /** Number of months the taxable income refers to (Lei 7.713/1988 art. 12-A §1º). */
  mesesIr: number;
  /** Date of receipt: selects the IRRF table. */
  recebimento: string;
  dependentes: number;
  /** How the competências were obtained, said in the memo (given, spread, presumed). */
  origem: string;
}

export interface Descontos {
  inss: Centavos;
  irrf: Centavos;
  estimados: boolean;
  /** INSS per competência, for the demonstrative. */
  inssPorCompetencia: Array<{ mes: string; base: number; inss: number; tabela: string }>;
  /** The IRRF demonstrative (RRA), in reais; null when nothing is taxed. */
  irrfDemonstrativo: DemonstrativoIrrf | null;
}

/** IRRF RRA: corrected taxable income − INSS = base, the table × months, the tax (Lei 7.713 art. 12-A). */
export interface DemonstrativoIrrf {
  tributavelCorrigido: number;
  inss: number;
  base: number;
  meses: number;
  imposto: number;
  tabela: string;
}

const NENHUM: Descontos = {
  inss: 0,
  irrf: 0,
  estimados: false,
  inssPorCompetencia: [],
  irrfDemonstrativo: null,
};

/** The monthly IRRF table with bands, parcelas and dependant deduction × n (RRA). */
const rraCache = new WeakMap<TabelaIrrf, Map<number, TabelaIrrf>>();
function tabelaRra(t: TabelaIrrf, n: number): TabelaIrrf {
  let porN = rraCache.get(t);
  if (!porN) {
    porN = new Map();
    rraCache.set(t, porN);
  }
  let hit = porN.get(n);
  if (!hit) {
    const vezes = (v: number) => (centavos(v) * n) / 100;
    hit = {
      ...t,
      faixas: t.faixas.map((f) => ({
        ate: f.ate === null ? null : vezes(f.ate),
        aliquota: f.aliquota,
        parcelaDeduzir: vezes(f.parcelaDeduzir),
      })),
      deducaoDependente: vezes(t.deducaoDependente),
      reducao: null,
    };
    porN.set(n, hit);
  }
  return hit;
}

export function descontosTrabalhistas(e: EntradaDescontos, memoria: Memoria): Descontos {
  const competencias = e.competencias.filter((c) => c.valor > 0);
  if (competencias.length === 0 && e.tributavelCorrigido === 0) return NENHUM;
  let tIrrf: TabelaIrrf;
  const porCompetencia: Descontos['inssPorCompetencia'] = [];
  let inss = 0;
  try {
    tIrrf = tabelaIrrf(e.recebimento);
    for (const c of competencias) {
      const t = tabelaInss(`${c.mes}-01`);
      const r = calcularInss(c.valor, t);
      inss += r.total;
      porCompetencia.push({ mes: c.mes, base: c.valor / 100, inss: r.total / 100, tabela: t.fonte });
    }
  } catch (error) {
    if (!(error instanceof CalcError)) throw error;
    // The settlement itself does not depend on the payroll tables: say why nothing is deducted.
    passo(memoria, `INSS e IRRF não estimados: ${error.message}`, 'Súmula 368 TST; Lei 7.713/1988 art. 12-A');
    return NENHUM;
  }
  if (competencias.length > 0) {
    const primeira = competencias[0]?.mes ?? '';
    const ultima = competencias.at(-1)?.mes ?? '';
    const tabelas = [...new Set(porCompetencia.map((c) => c.tabela))].join('; ');
    passo(
      memoria,
      `INSS por competência (${e.origem}): ${competencias.length} mês(es) de ${mesPorExtenso(primeira)} a ${mesPorExtenso(ultima)}, sobre o valor histórico de cada mês, alíquotas e teto da tabela da competência`,
      `Súmula 368 TST, IV; Decreto 3.048/1999 art. 276 §4º; ${tabelas}`,
      inss,
    );
  }
  const n = Math.max(1, e.mesesIr);
  const base = Math.max(0, e.tributavelCorrigido - inss);
  const irrf =
    e.tributavelCorrigido === 0
      ? 0
      : calcularIrrf(
          {
            rendimento: base,
            inss: 0,
            dependentes: e.dependentes,
            permitirSimplificado: false,
            aplicarReducao: false,
          },
          tabelaRra(tIrrf, n),
        ).valorImposto;
  passo(
    memoria,
    `IRRF RRA: ${brlC(e.tributavelCorrigido)} corrigidos − INSS ${brlC(inss)} = ${brlC(base)}, tabela mensal de ${dataPorExtenso(e.recebimento)} × ${n} mês(es) a que se referem os rendimentos; juros de mora não tributados`,
    `Lei 7.713/1988 art. 12-A §1º; STF Tema 808; ${tIrrf.fonte}`,
    irrf,
  );
  const irrfDemonstrativo: DemonstrativoIrrf | null =
    e.tributavelCorrigido === 0
      ? null
      : {
          tributavelCorrigido: e.tributavelCorrigido / 100,
          inss: inss / 100,
          base: base / 100,
          meses: n,
          imposto: irrf / 100,
          tabela: tIrrf.fonte,
        };
  return { inss, irrf, estimados: true, inssPorCompetencia: porCompetencia, irrfDemonstrativo };
}
