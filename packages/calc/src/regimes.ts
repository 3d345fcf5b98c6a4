import type { JurosRegime, Regime, Regimes } from './atualizacao.ts';
import { dec } from './money.ts';
import { ESFERAS } from './opcoes.ts';

/**
 * Settlement regimes by day (indiceCorrecao = AUTOMATICO):
 * - from 30/08/2024 (Lei 14.905/2024 in force): IPCA correction + interest at the taxa legal =
 *   SELIC − IPCA, never below zero (CC arts. 389 parágrafo único and 406 §§1º-3º), as the TST
 *   applied it to labour credits (SBDI-1, E-ED-RR-713-03.2010.5.04.0029) — in every phase;
 * - trabalhista before that: STF ADC 58/59 — IPCA-E plus the juros legais of Lei 8.177/1991
 *   art. 39 caput (the TRD) in the pre-judicial phase, SELIC from the filing date on;
 * - cível before that: SELIC (CC art. 406, original wording; STJ Corte Especial, REsp
 *   1.795.982/SP);
 * - tributária (federal credits): SELIC throughout (Lei 9.250/1995 art. 39 §4º; Lei 9.430/1996
 *   art. 61 §3º).
 */
export { ESFERAS };
export type Esfera = (typeof ESFERAS)[number];

/** First day of Lei 14.905/2024 (published 01/07/2024, in force 60 days later). */
export const INICIO_LEI_14905 = '2024-08-30';

export const LEI_14905: Regime = {
  id: 'lei-14905',
  rotulo: 'Lei 14.905/2024 (IPCA + taxa legal)',
  base: 'Lei 14.905/2024; CC arts. 389 par. único e 406 §§1º-3º; TST E-ED-RR-713-03.2010.5.04.0029',
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

export function preJudicial(juros: JurosRegime): Regime {
  const rotuloJuros = juros === 'TR' ? 'TRD' : juros === null ? 'sem juros' : 'juros convencionais';
  return {
    id: 'adc58-pre',
    rotulo: `ADC 58 fase pré-judicial (IPCA-E + ${rotuloJuros})`,
    base:
      juros === 'TR'
        ? 'STF ADC 58/59: IPCA-E e juros legais da Lei 8.177/1991 art. 39, caput (TRD)'
        : 'STF ADC 58/59: IPCA-E na fase pré-judicial',
    indice: 'IPCA-E',
    modo: 'composto',
    juros,
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

/**
 * Civil debts with agreed interest before 30/08/2024: the SELIC is the legal rate only where no
 * rate was agreed (CC art. 406, caput), so the debt is corrected by an official index (CC art.
 * 389, original wording: "índices oficiais regularmente estabelecidos"), the INPC, and bears the
 * agreed interest. A user who prefers the IPCA picks it as a fixed index.
 */
export function civelConvencional(juros: JurosRegime): Regime {
  return {
    id: 'civel-convencional',
    rotulo: 'INPC + juros convencionais (CC arts. 389 e 406, caput)',
    base: 'CC art. 389 (índice oficial: INPC, IBGE, BCB SGS 188) e art. 406, caput (juros convencionados)',
    indice: 'INPC',
    modo: 'composto',
    juros,
  };
}

export const SELIC_TRIBUTARIA: Regime = {
  id: 'selic-tributaria',
  rotulo: 'SELIC (tributária)',
  base: 'Lei 9.250/1995 art. 39 §4º; Lei 9.430/1996 art. 61 §3º',
  indice: 'SELIC',
  modo: 'soma',
  juros: null,
};

/**
 * The legal regime of each day. `ajuizamento` null (civil, tax, or a labour case whose filing is
 * not known) puts every labour day before 30/08/2024 in the pre-judicial phase: used so only for warnings.
 */
export function regimeAutomatico(
  esfera: Esfera,
  ajuizamento: string | null,
  jurosPre: JurosRegime,
  jurosLei14905: JurosRegime = 'TAXA_LEGAL',
): Regimes {
  const pre = preJudicial(jurosPre);
  // Agreed interest (a fixed rate) displaces the SELIC of CC art. 406 in civil debts.
  const civel = typeof jurosPre === 'object' && jurosPre !== null ? civelConvencional(jurosPre) : SELIC_CIVEL;
  const lei14905 =
    jurosLei14905 === 'TAXA_LEGAL'
      ? LEI_14905
      : {
          ...LEI_14905,
          id: 'lei-14905-outros-juros',
          rotulo: `Lei 14.905/2024 (IPCA${jurosLei14905 === null ? ', sem juros' : ' + juros convencionais'})`,
          juros: jurosLei14905,
        };
  return {
    cortes: ajuizamento ? [ajuizamento, INICIO_LEI_14905] : [INICIO_LEI_14905],
    doDia(dia) {
      if (esfera === 'tributaria') return SELIC_TRIBUTARIA;
      if (dia >= INICIO_LEI_14905) return lei14905;
      if (esfera === 'civel') return civel;
      return ajuizamento !== null && dia >= ajuizamento ? SELIC_JUDICIAL : pre;
    },
  };
}

export type IndiceFixo = 'SELIC' | 'IPCA-E' | 'IPCA' | 'INPC';

const BASE_FIXO: Record<IndiceFixo, string> = {
  SELIC: 'BCB SGS 4390; soma simples, juros incluídos (Lei 9.430/1996 art. 61 §3º)',
  'IPCA-E': 'IBGE IPCA-E (BCB SGS 10764), composto',
  IPCA: 'IBGE IPCA (BCB SGS 433), composto; o índice do CC art. 389 par. único (Lei 14.905/2024)',
  INPC: 'IBGE INPC (BCB SGS 188), composto',
};

/** One index for the whole period; interest by `juros` (which may itself change by date). */
export function regimeFixo(indice: IndiceFixo, juros: JurosPorData): Regimes {
  const de = (j: JurosRegime, sufixo: string): Regime => ({
    id: `${indice}${sufixo}`,
    rotulo: indice === 'SELIC' ? 'SELIC' : `${indice}${j === null ? '' : ` + ${rotuloDosJuros(j)}`}`,
    base: BASE_FIXO[indice],
    indice,
    modo: indice === 'SELIC' ? 'soma' : 'composto',
    juros: indice === 'SELIC' ? null : j,
  });
  if (!juros.apartirDe) {
    const unico = de(juros.antes, '');
    return { cortes: [], doDia: () => unico };
  }
  const antes = de(juros.antes, '-1');
  const depois = de(juros.depois, '-2');
  const corte = juros.apartirDe;
  return { cortes: [corte], doDia: (dia) => (dia >= corte ? depois : antes) };
}

export interface JurosPorData {
  antes: JurosRegime;
  /** When the interest rule changes (CC art. 406 on 30/08/2024), and the rule after it. */
  apartirDe?: string;
  depois: JurosRegime;
}

function rotuloDosJuros(j: JurosRegime): string {
  if (j === null) return '';
  if (j === 'TR') return 'TRD';
  if (j === 'TAXA_LEGAL') return 'taxa legal';
  if (j === 'SELIC') return 'juros SELIC';
  return `juros ${j.times(100).toString().replace('.', ',')}% a.m.`;
}

export const UM_POR_CENTO = dec('0.01');
