import { CalcError } from '../errors.ts';
import { type Dec, dec } from '../money.ts';
import { SERIE as INPC } from './inpc.ts';
import { SERIE as IPCA } from './ipca.ts';
import { SERIE as IPCA_E } from './ipca-e.ts';
import { SERIE as SELIC } from './selic.ts';
import type { NomeSerie, SerieIndice } from './serie.ts';
import { SERIE as TAXA_LEGAL } from './taxa-legal.ts';

/**
 * Monthly index series shipped with the package (generated data, see scripts/import-indices.ts).
 * A month outside a series is an error naming the month, never a zero.
 */
export const SERIES: Readonly<Record<NomeSerie, SerieIndice>> = {
  'IPCA-E': IPCA_E,
  IPCA,
  INPC,
  SELIC,
  TAXA_LEGAL,
};

const cache = new Map<string, Dec>();

function mesPorExtenso(mes: string): string {
  return `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
}

/** Monthly variation of `nome` in `mes` (YYYY-MM) as a fraction (0.42% → 0.0042). */
export function taxaMensal(nome: NomeSerie, mes: string, field = 'indice'): Dec {
  const key = `${nome}|${mes}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const serie = SERIES[nome];
  const ano = serie.valores[mes.slice(0, 4)];
  const offset = mes.slice(0, 4) === serie.inicio.slice(0, 4) ? Number(serie.inicio.slice(5, 7)) : 1;
  const valor = ano?.[Number(mes.slice(5, 7)) - offset];
  if (valor === undefined || mes < serie.inicio || mes > serie.fim) {
    throw new CalcError(
      field,
      `Índice ${nome} sem valor para ${mesPorExtenso(mes)}: a série disponível vai de ` +
        `${mesPorExtenso(serie.inicio)} a ${mesPorExtenso(serie.fim)}`,
    );
  }
  const fracao = dec(valor).div(100);
  cache.set(key, fracao);
  return fracao;
}

export function serieDerivada(nome: NomeSerie, mes: string): boolean {
  return SERIES[nome].derivados.includes(mes);
}

export type { NomeSerie, SerieIndice } from './serie.ts';
export { NOMES_SERIE } from './serie.ts';
