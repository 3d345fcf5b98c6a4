import type { Regime } from './atualizacao.ts';
import type { Dec } from './money.ts';

/**
 * Settlement regimes by month (indiceCorrecao = AUTOMATICO), at month granularity:
 * - from 2024-09 (Lei 14.905/2024 in force on 30/08/2024; August 2024 stays in the previous
 *   regime): IPCA correction + interest at the taxa legal = SELIC − IPCA, never below zero
 *   (CC arts. 389 parágrafo único and 406 §1º), as the TST applied it to labour credits
 *   (SBDI-1, E-ED-RR-713-03.2010.5.04.0029, 17/10/2024) — in every phase;
 * - trabalhista before that: ADC 58/59 STF — IPCA-E plus legal interest in the pre-judicial
 *   phase (months before the filing month), SELIC from the filing month on;
 * - cível before that: SELIC (CC art. 406, original wording; STJ Corte Especial, REsp
 *   1.795.982/SP, 2024);
 * - tributária: SELIC throughout (Lei 9.250/1995 art. 39 §4º; Lei 9.430/1996 art. 61 §3º).
 */
export const ESFERAS = ['trabalhista', 'civel', 'tributaria'] as const;
export type Esfera = (typeof ESFERAS)[number];

export const INICIO_LEI_14905 = '2024-09';

export const LEI_14905: Regime = {
  id: 'lei-14905',
  rotulo: 'Lei 14.905/2024 (IPCA + taxa legal)',
  base: 'Lei 14.905/2024; CC arts. 389 par. único e 406 §1º; TST E-ED-RR-713-03.2010.5.04.0029',
  indice: 'IPCA',
  modo: 'composto',
  juros: 'TAXA_LEGAL',
};

export const SELIC_JUDICIAL: Regime = {
  id: 'adc58-judicial',
  rotulo: 'ADC 58 fase judicial (SELIC)',
  base: 'STF ADC 58/59: SELIC a partir do ajuizamento, juros incluídos',
  indice: 'SELIC',
  modo: 'soma',
  juros: null,
};

export function preJudicial(taxa: Dec | null): Regime {
  return {
    id: 'adc58-pre',
    rotulo: 'ADC 58 fase pré-judicial (IPCA-E + juros)',
    base: 'STF ADC 58/59: IPCA-E na fase pré-judicial, com juros legais (Lei 8.177/1991 art. 39)',
    indice: 'IPCA-E',
    modo: 'composto',
    juros: taxa,
  };
}

export const SELIC_CIVEL: Regime = {
  id: 'selic-civel',
  rotulo: 'SELIC (CC art. 406)',
  base: 'CC art. 406 (redação original); STJ REsp 1.795.982/SP',
  indice: 'SELIC',
  modo: 'soma',
  juros: null,
};

export const SELIC_TRIBUTARIA: Regime = {
  id: 'selic-tributaria',
  rotulo: 'SELIC (tributária)',
  base: 'Lei 9.250/1995 art. 39 §4º; Lei 9.430/1996 art. 61 §3º',
  indice: 'SELIC',
  modo: 'soma',
  juros: null,
};

export function regimeAutomatico(
  esfera: Esfera,
  mesAjuizamento: string,
  taxaPreJudicial: Dec | null,
): (mes: string) => Regime {
  const pre = preJudicial(taxaPreJudicial);
  return (mes) => {
    if (esfera === 'tributaria') return SELIC_TRIBUTARIA;
    if (mes >= INICIO_LEI_14905) return LEI_14905;
    if (esfera === 'civel') return SELIC_CIVEL;
    return mes < mesAjuizamento ? pre : SELIC_JUDICIAL;
  };
}

export function regimeFixo(indice: 'SELIC' | 'IPCA-E' | 'INPC', taxa: Dec | null): Regime {
  if (indice === 'SELIC')
    return {
      ...SELIC_JUDICIAL,
      id: 'selic',
      rotulo: 'SELIC',
      base: 'BCB SGS 4390; soma simples, juros incluídos',
    };
  return {
    id: indice,
    rotulo: taxa ? `${indice} + juros` : indice,
    base: `${indice === 'IPCA-E' ? 'IBGE IPCA-E (SGS 10764)' : 'IBGE INPC (SGS 188)'}, composto; juros simples`,
    indice,
    modo: 'composto',
    juros: taxa,
  };
}
