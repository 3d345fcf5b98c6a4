import { CalcError } from '../errors.ts';
import { type Dec, dec } from '../money.ts';
import { SERIE as IGP_DI } from './igp-di.ts';
import { SERIE as IGP_M } from './igp-m.ts';
import { SERIE as INPC } from './inpc.ts';
import { SERIE as IPC_BR } from './ipc-br.ts';
import { SERIE as IPCA } from './ipca.ts';
import { SERIE as IPCA_E } from './ipca-e.ts';
import { SERIE as SELIC } from './selic.ts';
import type { NomeSerie, SERIES_NAO_DISTRIBUIDAS, SerieIndice, SeriesIndices } from './serie.ts';
import { SERIE as TAXA_LEGAL } from './taxa-legal.ts';

/**
 * Monthly index series shipped with the package (generated data, see scripts/import-indices.ts).
 * They are the default of every calculation; the API passes the series it keeps current instead.
 * A month outside a series is an error naming the series and its last month, never a zero.
 */
export const SERIES: Readonly<
  Record<Exclude<NomeSerie, (typeof SERIES_NAO_DISTRIBUIDAS)[number]>, SerieIndice>
> = {
  'IPCA-E': IPCA_E,
  IPCA,
  INPC,
  SELIC,
  TAXA_LEGAL,
  'IGP-M': IGP_M,
  'IGP-DI': IGP_DI,
  'IPC-Br': IPC_BR,
};

/** What each series is, for messages and for a caller building a series from its own rows. */
export const SERIES_INFO: Readonly<Record<NomeSerie, { descricao: string; codigoSGS: number }>> = {
  'IPCA-E': { descricao: IPCA_E.descricao, codigoSGS: IPCA_E.codigoSGS },
  IPCA: { descricao: IPCA.descricao, codigoSGS: IPCA.codigoSGS },
  INPC: { descricao: INPC.descricao, codigoSGS: INPC.codigoSGS },
  SELIC: { descricao: SELIC.descricao, codigoSGS: SELIC.codigoSGS },
  TAXA_LEGAL: { descricao: TAXA_LEGAL.descricao, codigoSGS: TAXA_LEGAL.codigoSGS },
  TR: { descricao: 'Taxa Referencial (TR), mensal (BCB; Lei 8.177/1991)', codigoSGS: 7811 },
  'IGP-M': { descricao: IGP_M.descricao, codigoSGS: IGP_M.codigoSGS },
  'IGP-DI': { descricao: IGP_DI.descricao, codigoSGS: IGP_DI.codigoSGS },
  'IPC-Br': { descricao: IPC_BR.descricao, codigoSGS: IPC_BR.codigoSGS },
  CDI: { descricao: 'CDI acumulado no mês (B3, via BCB)', codigoSGS: 4391 },
};

/** Details a caller can show when a month is missing: the series, its last month, the last day that can be computed. */
export interface FaltaDeIndice {
  serie: NomeSerie;
  mes: string;
  ultimoMes: string | null;
  ultimaDataCalculavel?: string;
}

/** The engine's error for a month a series does not have (CalcError with `falta`). */
export class IndiceIndisponivel extends CalcError {
  readonly falta: FaltaDeIndice;

  constructor(field: string, message: string, falta: FaltaDeIndice) {
    super(field, message);
    this.name = 'IndiceIndisponivel';
    this.falta = falta;
  }
}

export function mesPorExtenso(mes: string): string {
  return `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
}

/** '2026-11-22' → '22/11/2026': the memo speaks to people, in the Brazilian form. */
export function dataPorExtenso(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

// Parsed fractions per series object: injected series are cached as long as the caller keeps them.
const cache = new WeakMap<SerieIndice, Map<string, Dec>>();

function valorDoMes(serie: SerieIndice, mes: string): number | undefined {
  if (mes < serie.inicio || mes > serie.fim) return undefined;
  const ano = serie.valores[mes.slice(0, 4)];
  const offset = mes.slice(0, 4) === serie.inicio.slice(0, 4) ? Number(serie.inicio.slice(5, 7)) : 1;
  return ano?.[Number(mes.slice(5, 7)) - offset];
}

/**
 * Monthly variation of `nome` in `mes` (YYYY-MM) as a fraction (0.42% → 0.0042), from `series`.
 * Missing month → IndiceIndisponivel naming the series, its source and its last month.
 */
export function taxaMensal(series: SeriesIndices, nome: NomeSerie, mes: string, field = 'dataFinal'): Dec {
  const serie = series[nome];
  if (serie) {
    let porMes = cache.get(serie);
    if (!porMes) {
      porMes = new Map();
      cache.set(serie, porMes);
    }
    const hit = porMes.get(mes);
    if (hit) return hit;
    const valor = valorDoMes(serie, mes);
    if (valor !== undefined) {
      const fracao = dec(valor).div(100);
      porMes.set(mes, fracao);
      return fracao;
    }
  }
  const info = SERIES_INFO[nome];
  const texto = serie
    ? `a série carregada (BCB SGS ${info.codigoSGS}) vai de ${mesPorExtenso(serie.inicio)} a ${mesPorExtenso(serie.fim)}`
    : `a série (BCB SGS ${info.codigoSGS}) não está carregada`;
  throw new IndiceIndisponivel(field, `Índice ${nome} sem valor para ${mesPorExtenso(mes)}: ${texto}`, {
    serie: nome,
    mes,
    ultimoMes: serie ? serie.fim : null,
  });
}

export function serieDerivada(series: SeriesIndices, nome: NomeSerie, mes: string): boolean {
  return series[nome]?.derivados.includes(mes) ?? false;
}

export interface PontoSerie {
  mes: string;
  percentual: number;
  derivado?: boolean;
}

/**
 * Builds a series from month/percent points (e.g. database rows). It runs from the first month up
 * to the last one before any gap: a gap ends the series rather than becoming a zero.
 */
export function serieDePontos(
  nome: NomeSerie,
  pontos: readonly PontoSerie[],
  meta: { fonte: string; obtidoEm: string; descricao?: string },
): SerieIndice | undefined {
  const ordenados = [...pontos].sort((a, b) => (a.mes < b.mes ? -1 : 1));
  const primeiro = ordenados[0];
  if (!primeiro) return undefined;
  const valores: Record<string, number[]> = {};
  const derivados: string[] = [];
  let fim = primeiro.mes;
  let esperado = primeiro.mes;
  for (const p of ordenados) {
    if (p.mes !== esperado) break;
    const ano = p.mes.slice(0, 4);
    valores[ano] ??= [];
    valores[ano].push(p.percentual);
    if (p.derivado) derivados.push(p.mes);
    fim = p.mes;
    esperado = mesSeguinte(p.mes);
  }
  const info = SERIES_INFO[nome];
  return {
    nome,
    descricao: meta.descricao ?? info.descricao,
    codigoSGS: info.codigoSGS,
    fonte: meta.fonte,
    obtidoEm: meta.obtidoEm,
    inicio: primeiro.mes,
    fim,
    derivados,
    valores,
  };
}

export function mesSeguinte(mes: string): string {
  const y = Number(mes.slice(0, 4));
  const m = Number(mes.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

export type { NomeSerie, SerieIndice, SeriesIndices } from './serie.ts';
export { NOMES_SERIE, SERIES_NAO_DISTRIBUIDAS } from './serie.ts';
