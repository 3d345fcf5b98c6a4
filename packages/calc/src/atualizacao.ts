import { brlC } from './centavos.ts';
import { type Data, daysInMonth, fromSerial, mesesEntre } from './dates.ts';
import {
  dataPorExtenso,
  IndiceIndisponivel,
  mesPorExtenso,
  type NomeSerie,
  type SeriesIndices,
  serieDerivada,
  taxaMensal,
} from './indices/index.ts';
import { type Memoria, passo } from './memoria.ts';
import { cents, type Dec, dec, maxDec, num, ONE, ZERO } from './money.ts';
import { CONVENCOES } from './opcoes.ts';

/**
 * Updating a debt day by day, shared by correção monetária and liquidação. Conventions, stated in
 * every memo (CONVENCAO_PRO_RATA):
 * - correction runs from the due date (época própria; for wages the month after the work,
 *   Súmula 381 TST): each calendar day after the due date up to the final date inclusive counts,
 *   under the regime in force on that day;
 * - a month's index applies pro rata die: d days of a month of D days take (1 + i)^(d/D) for price
 *   indices (IPCA-E, IPCA, INPC, compounded month by month) and i × d/D for rates summed simply
 *   (SELIC, Lei 9.430/1996 art. 61 §3º, as PJe-Calc does; it already contains interest, so none is
 *   added on top of it);
 * - interest (a fixed monthly rate, the TRD, the SELIC or the taxa legal) is simple and pro rata
 *   die (Lei 8.177/1991 art. 39; CC art. 406): the monthly rates × d/D are summed and applied to the
 *   value corrected to the final date (Súmula 200 TST; no capitalisation, Súmula 121 STF); a rate
 *   taken from a series never counts below zero (CC art. 406 §3º for the taxa legal).
 */
export type JurosRegime = null | Dec | 'TAXA_LEGAL' | 'TR' | 'SELIC';

export interface Regime {
  id: string;
  rotulo: string;
  base: string;
  indice: NomeSerie;
  modo: 'composto' | 'soma';
  juros: JurosRegime;
}

/** The regime of each day, and the days (ISO) on which it may change. */
export interface Regimes {
  doDia(iso: string): Regime;
  cortes: readonly string[];
}

/**
 * How the months are counted: `meses_cheios` takes every month from the due date's month to the
 * final date's month, inclusive, each with its whole index (as the Calculadora do Cidadão of the
 * Banco Central and the courts' tables do; the regime of a month is the one in force on its first
 * day); `pro_rata_die` counts each day after the due date (see below).
 */
export { CONVENCOES };
export type Convencao = (typeof CONVENCOES)[number];

export const CONVENCAO_MESES_CHEIOS =
  'Meses cheios (como a Calculadora do Cidadão e as tabelas dos tribunais): o índice integral de cada mês, ' +
  'do mês do vencimento ao mês da data final, inclusive; o regime do mês é o vigente no seu primeiro dia; ' +
  'juros pelo mês inteiro';

export const CONVENCAO_PRO_RATA =
  'Correção desde o vencimento (época própria; salários: mês seguinte ao trabalhado, Súmula 381 TST); ' +
  'contagem pro rata die: cada dia corrido após o vencimento até a data final, no regime vigente no dia; ' +
  'índice do mês × dias/dias do mês (índices de preços compostos: (1 + i)^(d/D); SELIC e taxas de juros somadas)';

export const TEXTO_CONVENCAO: Readonly<Record<Convencao, string>> = {
  meses_cheios: CONVENCAO_MESES_CHEIOS,
  pro_rata_die: CONVENCAO_PRO_RATA,
};

export interface LinhaMensal {
  mes: string;
  de: string;
  ate: string;
  dias: number;
  diasNoMes: number;
  regime: string;
  base: string;
  indice: NomeSerie;
  taxaPercentual: number;
  jurosSerie: NomeSerie | null;
  jurosPercentual: number;
  fatorAcumulado: number;
  valorCorrigido: number;
  valorAtualizado: number;
}

export interface Atualizacao {
  fator: Dec;
  corrigido: Dec;
  jurosFracao: Dec;
  juros: Dec;
  linhas: LinhaMensal[];
  /** Calendar months with at least one day counted. */
  meses: number;
  dias: number;
}

interface Trecho {
  mes: string;
  inicio: number;
  fim: number;
  de: string;
  ate: string;
  diasNoMes: number;
}

const DIA_MS = 86_400_000;
const dia2 = (d: number) => (d < 10 ? `0${d}` : String(d));

/** Whole months from the due date's month to the final date's month, inclusive. */
function mesesCheios(inicio: Data, fim: Data): Trecho[] {
  return mesesEntre(inicio, fim).map((mes) => {
    const y = +mes.slice(0, 4);
    const m = +mes.slice(5, 7);
    const diasNoMes = daysInMonth(y, m);
    const primeiro = Date.UTC(y, m - 1, 1) / DIA_MS;
    return {
      mes,
      inicio: primeiro,
      fim: primeiro + diasNoMes - 1,
      de: `${mes}-01`,
      ate: `${mes}-${dia2(diasNoMes)}`,
      diasNoMes,
    };
  });
}

/** The days (inicio, fim] cut by month and by the regime changes (serials and ISO days). */
function trechos(inicio: Data, fim: Data, cortes: readonly number[]): Trecho[] {
  const out: Trecho[] = [];
  if (fim.serial <= inicio.serial) return out;
  const primeiro = fromSerial(inicio.serial + 1);
  let y = primeiro.y;
  let m = primeiro.m;
  let dia = primeiro.serial;
  while (dia <= fim.serial) {
    const mes = `${y}-${dia2(m)}`;
    const diasNoMes = daysInMonth(y, m);
    const primeiroDoMes = Date.UTC(y, m - 1, 1) / DIA_MS;
    const ultimoDoMes = primeiroDoMes + diasNoMes - 1;
    const ateMes = Math.min(fim.serial, ultimoDoMes);
    while (dia <= ateMes) {
      let ate = ateMes;
      for (const c of cortes) if (c > dia && c <= ate) ate = c - 1;
      out.push({
        mes,
        inicio: dia,
        fim: ate,
        de: `${mes}-${dia2(dia - primeiroDoMes + 1)}`,
        ate: `${mes}-${dia2(ate - primeiroDoMes + 1)}`,
        diasNoMes,
      });
      dia = ate + 1;
    }
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

// (1 + x)^a by the binomial series Σ C(a, k)·x^k, to 10^-30: a monthly variation is far below 1 in
// absolute value, so a dozen terms do, where decimal.js's pow (a logarithm and an exponential at
// 40 digits) costs about half a millisecond.
const EPS = dec('1e-30');
const LIMIAR_SERIE = dec('0.5');

/**
 * A rate for d of the month's D days, i × d/D, kept to 20 decimal places (an error below 10^-20 a
 * month): a 40-digit fraction would make every later product 40 × 40 digits.
 */
function parcial(taxa: Dec, dias: number, diasNoMes: number): Dec {
  return dias === diasNoMes ? taxa : taxa.times(dias).div(diasNoMes).toDecimalPlaces(20);
}

// proRata is pure and a liquidação por verbas asks the same few (rate, days) pairs once per due date
// (the filing day and 30/08/2024 cut the same months for every due date): kept, up to a bound.
const PRO_RATA_GUARDADOS = 4096;
const proRataGuardado = new Map<string, Dec>();

/** (1 + i)^(d/D): the price index of a month for d of its D days (20 decimal places, as above). */
function proRata(taxa: Dec, dias: number, diasNoMes: number): Dec {
  const chave = `${taxa.toString()}|${dias}|${diasNoMes}`;
  const guardado = proRataGuardado.get(chave);
  if (guardado) return guardado;
  if (proRataGuardado.size >= PRO_RATA_GUARDADOS) proRataGuardado.clear();
  const r = potenciaFracionaria(taxa, dias, diasNoMes);
  proRataGuardado.set(chave, r);
  return r;
}

function potenciaFracionaria(taxa: Dec, dias: number, diasNoMes: number): Dec {
  const a = dec(dias).div(diasNoMes);
  if (taxa.abs().gte(LIMIAR_SERIE)) return ONE.plus(taxa).pow(a).toDecimalPlaces(20);
  let termo = ONE;
  let soma = ONE;
  for (let k = 0; k < 80; k++) {
    termo = termo
      .times(taxa)
      .times(a.minus(k))
      .div(k + 1);
    if (termo.abs().lt(EPS)) break;
    soma = soma.plus(termo);
  }
  return soma.toDecimalPlaces(20);
}

function taxaDeJuros(series: SeriesIndices, regime: Regime, mes: string, field: string): Dec {
  if (regime.juros === null) return ZERO;
  if (typeof regime.juros === 'string') return maxDec(ZERO, taxaMensal(series, regime.juros, mes, field));
  return regime.juros;
}

/** The message of a missing month, with the last end date that can be computed. */
function semIndice(error: IndiceIndisponivel, regime: Regime, inicioTrecho: number, inicio: Data): never {
  const ultima = inicioTrecho - 1 > inicio.serial ? fromSerial(inicioTrecho - 1) : null;
  const dataBr = ultima
    ? `${ultima.iso.slice(8, 10)}/${ultima.iso.slice(5, 7)}/${ultima.iso.slice(0, 4)}`
    : '';
  const sugestao = ultima ? ` Último término calculável com as séries carregadas: ${dataBr}.` : '';
  let message = `${error.message}.${sugestao}`;
  if (error.falta.serie === 'TR' && regime.juros === 'TR') {
    const alcance = error.falta.ultimoMes
      ? `a TR carregada vai até ${mesPorExtenso(error.falta.ultimoMes)}`
      : 'a TR ainda não foi carregada';
    message =
      `Fase pré-judicial (STF ADC 58/59): os juros são a TRD (Lei 8.177/1991 art. 39, caput) e ${alcance} ` +
      `(falta ${mesPorExtenso(error.falta.mes)}; BCB SGS 7811). O cálculo não substitui a TRD por outra taxa: ` +
      `carregue a TR (atualização pelo Banco Central ou importação CSV pelo administrador) ou desmarque "Aplicar juros".${sugestao}`;
  }
  throw new IndiceIndisponivel(error.field, message, {
    ...error.falta,
    ...(ultima ? { ultimaDataCalculavel: ultima.iso } : {}),
  });
}

export function atualizar(
  valor: Dec,
  inicio: Data,
  fim: Data,
  regimes: Regimes,
  series: SeriesIndices,
  field: string,
  convencao: Convencao = 'pro_rata_die',
  /** false: the factors only, no month-by-month lines (a caller that updates many due dates). */
  comLinhas = true,
): Atualizacao {
  let fator = ONE;
  let baseSoma = ONE;
  let soma = ZERO;
  let anterior = '';
  let jurosFracao = ZERO;
  const linhas: LinhaMensal[] = [];
  const cortes = regimes.cortes.map(
    (iso) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000,
  );
  const lista = convencao === 'meses_cheios' ? mesesCheios(inicio, fim) : trechos(inicio, fim, cortes);
  let meses = 0;
  let mesAnterior = '';
  for (const t of lista) {
    const regime = regimes.doDia(t.de);
    const dias = t.fim - t.inicio + 1;
    const inteiro = dias === t.diasNoMes;
    let taxa: Dec;
    let j: Dec;
    try {
      taxa = taxaMensal(series, regime.indice, t.mes, field);
      j = parcial(taxaDeJuros(series, regime, t.mes, field), dias, t.diasNoMes);
    } catch (error) {
      if (error instanceof IndiceIndisponivel) semIndice(error, regime, t.inicio, inicio);
      throw error;
    }
    if (regime.modo === 'composto') {
      fator = fator.times(inteiro ? ONE.plus(taxa) : proRata(taxa, dias, t.diasNoMes));
    } else {
      if (regime.id !== anterior) {
        baseSoma = fator;
        soma = ZERO;
      }
      soma = soma.plus(parcial(taxa, dias, t.diasNoMes));
      fator = baseSoma.times(ONE.plus(soma));
    }
    anterior = regime.id;
    jurosFracao = jurosFracao.plus(j);
    if (mesAnterior !== t.mes) meses += 1;
    mesAnterior = t.mes;
    if (!comLinhas) continue;
    const corrigido = valor.times(fator);
    linhas.push({
      mes: t.mes,
      de: t.de,
      ate: t.ate,
      dias,
      diasNoMes: t.diasNoMes,
      regime: regime.rotulo,
      base: regime.base,
      indice: regime.indice,
      taxaPercentual: taxa.times(100).toDecimalPlaces(6).toNumber(),
      jurosSerie: typeof regime.juros === 'string' ? regime.juros : null,
      jurosPercentual: j.times(100).toDecimalPlaces(6).toNumber(),
      fatorAcumulado: fator.toDecimalPlaces(8).toNumber(),
      valorCorrigido: num(corrigido),
      valorAtualizado: num(cents(corrigido).plus(cents(corrigido.times(jurosFracao)))),
    });
  }
  const corrigido = valor.times(fator);
  const dias = Math.max(0, fim.serial - inicio.serial);
  return { fator, corrigido, jurosFracao, juros: corrigido.times(jurosFracao), linhas, meses, dias };
}

export const CONVENCAO_SELIC_TRIBUTARIA =
  'Restituição e compensação de tributo federal: SELIC acumulada mensalmente (soma simples) do mês seguinte ao ' +
  'do pagamento indevido até o mês anterior ao da restituição, mais 1% no mês da restituição; sem contagem por dia';

const UM_POR_CENTO_MES = dec('0.01');

/**
 * Federal tax credits (repetição de indébito, compensação): SELIC accumulated month by month from
 * the month after the undue payment (`inicio`) to the month before the restitution (`fim`), plus
 * 1% for the month of the restitution (Lei 9.430/1996 art. 61 §3º; Lei 9.250/1995 art. 39 §4º).
 * Whole months, simple sum; the SELIC includes the interest, so none is added. A restitution in
 * the month of the payment takes the 1% only, as the text of art. 39 §4º reads.
 */
export function atualizarSelicTributaria(
  valor: Dec,
  inicio: Data,
  fim: Data,
  series: SeriesIndices,
  field: string,
  regime: Regime,
): Atualizacao {
  const linhas: LinhaMensal[] = [];
  const dias = Math.max(0, fim.serial - inicio.serial);
  if (dias === 0) {
    return { fator: ONE, corrigido: valor, jurosFracao: ZERO, juros: ZERO, linhas, meses: 0, dias };
  }
  const meses = mesesEntre(inicio, fim);
  const ultimo = meses.length - 1;
  let soma = ZERO;
  // The SELIC months (after the payment's, before the restitution's), then the restitution's 1%.
  const linha = (mes: string, taxa: Dec, restituicao: boolean): void => {
    const diasNoMes = daysInMonth(+mes.slice(0, 4), +mes.slice(5, 7));
    soma = soma.plus(taxa);
    const corrigido = valor.times(ONE.plus(soma));
    linhas.push({
      mes,
      de: `${mes}-01`,
      ate: `${mes}-${dia2(diasNoMes)}`,
      dias: diasNoMes,
      diasNoMes,
      regime: restituicao ? `${regime.rotulo}: 1% no mês da restituição` : regime.rotulo,
      base: restituicao ? 'Lei 9.250/1995 art. 39 §4º; Lei 9.430/1996 art. 61 §3º' : regime.base,
      indice: 'SELIC',
      taxaPercentual: taxa.times(100).toDecimalPlaces(6).toNumber(),
      jurosSerie: null,
      jurosPercentual: 0,
      fatorAcumulado: ONE.plus(soma).toDecimalPlaces(8).toNumber(),
      valorCorrigido: num(corrigido),
      valorAtualizado: num(corrigido),
    });
  };
  for (let k = 1; k < ultimo; k++) {
    const mes = meses[k] ?? '';
    try {
      linha(mes, taxaMensal(series, 'SELIC', mes, field), false);
    } catch (error) {
      if (error instanceof IndiceIndisponivel) {
        semIndice(error, regime, Date.UTC(+mes.slice(0, 4), +mes.slice(5, 7) - 1, 1) / DIA_MS, inicio);
      }
      throw error;
    }
  }
  linha(meses[ultimo] ?? '', UM_POR_CENTO_MES, true);
  const fator = ONE.plus(soma);
  const corrigido = valor.times(fator);
  return { fator, corrigido, jurosFracao: ZERO, juros: ZERO, linhas, meses: linhas.length, dias };
}

/** One memo line per stretch (month × regime): index, days counted, interest, running values. */
export function memoriaMensal(memoria: Memoria, linhas: readonly LinhaMensal[], series: SeriesIndices): void {
  for (const l of linhas) {
    const derivado = serieDerivada(series, l.indice, l.mes) ? ' (valor derivado, ver fonte da série)' : '';
    const proRata = l.dias === l.diasNoMes ? '' : ` × ${l.dias}/${l.diasNoMes} dias`;
    const juros = l.jurosPercentual
      ? ` · juros${l.jurosSerie ? ` ${l.jurosSerie === 'TR' ? 'TRD' : l.jurosSerie}` : ''} ${virgula(l.jurosPercentual)}%`
      : '';
    passo(
      memoria,
      `${l.mes} · ${l.regime} · ${l.indice} ${virgula(l.taxaPercentual)}%${proRata}${derivado}${juros}` +
        ` · fator acumulado ${virgula(l.fatorAcumulado)} · corrigido ${brlC(Math.round(l.valorCorrigido * 100))}`,
      l.base,
      Math.round(l.valorAtualizado * 100),
    );
  }
}

/** One memo line per series used: its source and when it was fetched. */
export function memoriaFontes(memoria: Memoria, linhas: readonly LinhaMensal[], series: SeriesIndices): void {
  const usadas = new Set<NomeSerie>();
  for (const l of linhas) {
    usadas.add(l.indice);
    if (l.jurosSerie) usadas.add(l.jurosSerie);
  }
  for (const nome of usadas) {
    const s = series[nome];
    if (!s) continue;
    passo(
      memoria,
      `Série ${nome} (BCB SGS ${s.codigoSGS}): ${mesPorExtenso(s.inicio)} a ${mesPorExtenso(s.fim)}, obtida em ${dataPorExtenso(s.obtidoEm)}`,
      s.fonte,
    );
  }
}

function virgula(n: number): string {
  return String(n).replace('.', ',');
}
