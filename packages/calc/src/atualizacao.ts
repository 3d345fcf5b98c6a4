import { brlC } from './centavos.ts';
import { type Data, daysInMonth, fromSerial, makeData } from './dates.ts';
import {
  IndiceIndisponivel,
  mesPorExtenso,
  type NomeSerie,
  type SeriesIndices,
  serieDerivada,
  taxaMensal,
} from './indices/index.ts';
import { type Memoria, passo } from './memoria.ts';
import { cents, type Dec, dec, maxDec, num, ONE, ZERO } from './money.ts';

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

export const CONVENCAO_PRO_RATA =
  'Correção desde o vencimento (época própria; salários: mês seguinte ao trabalhado, Súmula 381 TST); ' +
  'contagem pro rata die: cada dia corrido após o vencimento até a data final, no regime vigente no dia; ' +
  'índice do mês × dias/dias do mês (índices de preços compostos: (1 + i)^(d/D); SELIC e taxas de juros somadas)';

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
  diasNoMes: number;
}

/** The days (inicio, fim] cut by month and by the regime changes. */
function trechos(inicio: Data, fim: Data, cortes: readonly number[]): Trecho[] {
  const out: Trecho[] = [];
  let dia = inicio.serial + 1;
  while (dia <= fim.serial) {
    const d = fromSerial(dia);
    const diasNoMes = daysInMonth(d.y, d.m);
    let ate = Math.min(fim.serial, makeData(d.y, d.m, diasNoMes).serial);
    for (const c of cortes) if (c > dia && c <= ate) ate = c - 1;
    out.push({ mes: d.iso.slice(0, 7), inicio: dia, fim: ate, diasNoMes });
    dia = ate + 1;
  }
  return out;
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
  const lista = trechos(inicio, fim, cortes);
  let meses = 0;
  for (const t of lista) {
    const de = fromSerial(t.inicio).iso;
    const regime = regimes.doDia(de);
    const dias = t.fim - t.inicio + 1;
    const parte = dias === t.diasNoMes ? ONE : dec(dias).div(t.diasNoMes);
    let taxa: Dec;
    let j: Dec;
    try {
      taxa = taxaMensal(series, regime.indice, t.mes, field);
      j = taxaDeJuros(series, regime, t.mes, field).times(parte);
    } catch (error) {
      if (error instanceof IndiceIndisponivel) semIndice(error, regime, t.inicio, inicio);
      throw error;
    }
    if (regime.modo === 'composto') {
      fator = fator.times(parte.equals(ONE) ? ONE.plus(taxa) : ONE.plus(taxa).pow(parte));
    } else {
      if (regime.id !== anterior) {
        baseSoma = fator;
        soma = ZERO;
      }
      soma = soma.plus(taxa.times(parte));
      fator = baseSoma.times(ONE.plus(soma));
    }
    anterior = regime.id;
    jurosFracao = jurosFracao.plus(j);
    if (linhas.at(-1)?.mes !== t.mes) meses += 1;
    const corrigido = valor.times(fator);
    linhas.push({
      mes: t.mes,
      de,
      ate: fromSerial(t.fim).iso,
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
      `Série ${nome} (BCB SGS ${s.codigoSGS}): ${mesPorExtenso(s.inicio)} a ${mesPorExtenso(s.fim)}, obtida em ${s.obtidoEm}`,
      s.fonte,
    );
  }
}

function virgula(n: number): string {
  return String(n).replace('.', ',');
}
