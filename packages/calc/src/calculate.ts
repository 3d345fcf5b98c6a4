import {
  type CorrecaoMonetariaInput,
  type CorrecaoMonetariaResult,
  calcularCorrecaoMonetaria,
} from './correcao-monetaria.ts';
import {
  calcularDecimoTerceiro,
  type DecimoTerceiroInput,
  type DecimoTerceiroResult,
} from './decimo-terceiro.ts';
import { CalcError } from './errors.ts';
import { calcularFerias, type FeriasInput, type FeriasResult } from './ferias.ts';
import { calcularHorasExtras, type HorasExtrasInput, type HorasExtrasResult } from './horas-extras.ts';
import { SERIES, type SeriesIndices } from './indices/index.ts';
import {
  calcularLiquidacaoSentenca,
  type LiquidacaoSentencaInput,
  type LiquidacaoSentencaResult,
} from './liquidacao.ts';
import { calcularRescisao, type RescisaoInput, type RescisaoResult } from './rescisao.ts';
import {
  calcularSalarioLiquido,
  type SalarioLiquidoInput,
  type SalarioLiquidoResult,
} from './salario-liquido.ts';
import { asObject } from './validate.ts';

/** The calculation types: the seven of the calculator's tabs plus liquidacao_sentenca. */
export const CALC_TYPES = [
  'rescisao',
  'salario_liquido',
  'ferias',
  'decimo_terceiro',
  'correcao_monetaria',
  'horas_extras',
  'liquidacao_sentenca',
] as const;
export type CalcType = (typeof CALC_TYPES)[number];

export interface CalcInputs {
  rescisao: RescisaoInput;
  salario_liquido: SalarioLiquidoInput;
  ferias: FeriasInput;
  decimo_terceiro: DecimoTerceiroInput;
  correcao_monetaria: CorrecaoMonetariaInput;
  horas_extras: HorasExtrasInput;
  liquidacao_sentenca: LiquidacaoSentencaInput;
}

export interface CalcResults {
  rescisao: RescisaoResult;
  salario_liquido: SalarioLiquidoResult;
  ferias: FeriasResult;
  decimo_terceiro: DecimoTerceiroResult;
  correcao_monetaria: CorrecaoMonetariaResult;
  horas_extras: HorasExtrasResult;
  liquidacao_sentenca: LiquidacaoSentencaResult;
}

export type CalcRequest = {
  [T in CalcType]: { type: T; inputs: CalcInputs[T]; referenceDate?: string; series?: SeriesIndices };
}[CalcType];

export type CalcResult = {
  [T in CalcType]: { type: T; referenceDate?: string } & CalcResults[T];
}[CalcType];

/**
 * Single entry point: validates the request shape and dispatches by `type`. `referenceDate`
 * (ISO) picks the tables in force; each type documents its default.
 */
export function calculate(req: CalcRequest): CalcResult {
  const bag = asObject(req, 'request');
  const { type, inputs, referenceDate } = bag;
  const series = (bag.series as SeriesIndices | undefined) ?? SERIES;
  if (referenceDate !== undefined && typeof referenceDate !== 'string') {
    throw new CalcError('referenceDate', 'Data de referência: data inválida, use o formato AAAA-MM-DD');
  }
  switch (type) {
    case 'rescisao':
      return { type, ...calcularRescisao(inputs as RescisaoInput, referenceDate) };
    case 'salario_liquido':
      return { type, ...calcularSalarioLiquido(inputs as SalarioLiquidoInput, referenceDate) };
    case 'ferias':
      return { type, ...calcularFerias(inputs as FeriasInput, referenceDate) };
    case 'decimo_terceiro':
      return { type, ...calcularDecimoTerceiro(inputs as DecimoTerceiroInput, referenceDate) };
    case 'correcao_monetaria':
      return { type, ...calcularCorrecaoMonetaria(inputs as CorrecaoMonetariaInput, series) };
    case 'horas_extras':
      return { type, ...calcularHorasExtras(inputs as HorasExtrasInput) };
    case 'liquidacao_sentenca':
      return {
        type,
        ...calcularLiquidacaoSentenca(inputs as LiquidacaoSentencaInput, referenceDate, series),
      };
    default:
      throw new CalcError('type', `Tipo de cálculo inválido: use um de ${CALC_TYPES.join(', ')}`);
  }
}
