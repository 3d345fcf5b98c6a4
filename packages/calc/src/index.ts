/**
 * @lexato/calc — pure Brazilian labour/tax calculations with a step-by-step memo citing the
 * legal basis of each step. No I/O: tables and index series ship as data in the package, and a
 * caller that keeps the series current passes its own (`series` in `calculate`).
 */
export type { Atualizacao, Convencao, LinhaMensal, Regime } from './atualizacao.ts';
export { CONVENCOES } from './atualizacao.ts';
export type { ProjecaoComumAcordo, TipoAviso, TipoRescisao } from './aviso-previo.ts';
export {
  diasAvisoProporcional,
  PROJECOES_COMUM_ACORDO,
  TIPOS_AVISO,
  TIPOS_RESCISAO,
} from './aviso-previo.ts';
export type { CalcInputs, CalcRequest, CalcResult, CalcResults, CalcType } from './calculate.ts';
export { CALC_TYPES, calculate } from './calculate.ts';
export type {
  CorrecaoMonetariaInput,
  CorrecaoMonetariaResult,
  IndiceCorrecao,
} from './correcao-monetaria.ts';
export { calcularCorrecaoMonetaria, INDICES_CORRECAO } from './correcao-monetaria.ts';
export type { DecimoTerceiroInput, DecimoTerceiroResult } from './decimo-terceiro.ts';
export { calcularDecimoTerceiro } from './decimo-terceiro.ts';
export { CalcError } from './errors.ts';
export type { FeriasInput, FeriasResult } from './ferias.ts';
export { calcularFerias } from './ferias.ts';
export type { HorasExtrasInput, HorasExtrasResult } from './horas-extras.ts';
export { calcularHorasExtras } from './horas-extras.ts';
export type { FaltaDeIndice, NomeSerie, PontoSerie, SerieIndice, SeriesIndices } from './indices/index.ts';
export {
  IndiceIndisponivel,
  mesPorExtenso,
  mesSeguinte,
  NOMES_SERIE,
  SERIES,
  SERIES_INFO,
  SERIES_NAO_DISTRIBUIDAS,
  serieDePontos,
  taxaMensal,
} from './indices/index.ts';
export type { ResultadoInss } from './inss.ts';
export { calcularInss } from './inss.ts';
export type { EntradaIrrf, ResultadoIrrf } from './irrf.ts';
export { calcularIrrf, reducaoLei15270 } from './irrf.ts';
export type { LiquidacaoSentencaInput, LiquidacaoSentencaResult } from './liquidacao.ts';
export { calcularLiquidacaoSentenca, INDICES_LIQUIDACAO, TIPOS_JUROS } from './liquidacao.ts';
export { JUROS_LEGAIS_INDICE_FIXO, LIMITES_HONORARIOS } from './liquidacao-regras.ts';
export type { Memoria, MemoriaPasso } from './memoria.ts';
export type { Esfera } from './regimes.ts';
export { ESFERAS, INICIO_LEI_14905 } from './regimes.ts';
export type { RescisaoInput, RescisaoResult } from './rescisao.ts';
export { calcularRescisao } from './rescisao.ts';
export { ROTULOS, rotulo } from './rotulos.ts';
export type { SalarioLiquidoInput, SalarioLiquidoResult } from './salario-liquido.ts';
export { calcularSalarioLiquido } from './salario-liquido.ts';
export type { SalarioMinimo, TabelaInss, TabelaIrrf } from './tables/index.ts';
export {
  DIVISOR_HORAS,
  FGTS_ALIQUOTA,
  MULTA_FGTS,
  MULTA_FGTS_COMUM_ACORDO,
  SALARIO_MINIMO_DESDE,
  SALARIOS_MINIMOS,
  SAQUE_FGTS_COMUM_ACORDO,
  salarioMinimo,
  salarioMinimoEm,
  TABELAS_INSS,
  TABELAS_IRRF,
  tabelaInss,
  tabelaIrrf,
} from './tables/index.ts';
