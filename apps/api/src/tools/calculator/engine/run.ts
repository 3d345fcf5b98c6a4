// The pure part of the Calculator: the engine (@lexato/calc) run on a request with the clock
// handed in, its refusals as the app's own 400 errors, and the default title of a calculation.
import {
  CalcError,
  type CalcRequest,
  type CalcResult,
  calculate,
  IndiceIndisponivel,
  type SeriesIndices,
} from '@lexato/calc';
import { saoPauloDay } from '@lexato/legal';
import type { CalculationRequest, CalculationType } from '@lexato/schemas';
import { AppError } from '../../../errors.ts';

/** Shown in default titles ("Rescisão — 22/11/2026"). */
export const CALCULATION_LABELS: Record<CalculationType, string> = {
  rescisao: 'Rescisão',
  salario_liquido: 'Salário Líquido',
  ferias: 'Férias',
  decimo_terceiro: '13º Salário',
  correcao_monetaria: 'Correção Monetária',
  horas_extras: 'Horas Extras',
  liquidacao_sentenca: 'Liquidação de Sentença',
};

/** Types whose tables default to "today": the server's clock decides, not the engine's. */
const DATED_BY_TODAY = new Set<CalculationType>(['salario_liquido', 'ferias', 'decimo_terceiro']);

const dayFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export function defaultTitle(type: CalculationType, now: Date): string {
  return `${CALCULATION_LABELS[type]} — ${dayFmt.format(now)}`;
}

/**
 * A calculation the engine refused. For a month missing from a series, `publicDetails` tells the
 * screen which series, its last month and the last end date it can compute.
 */
export class CalculationRefused extends AppError {
  constructor(message: string, publicDetails?: Record<string, string>) {
    super('invalid', message, publicDetails ? { publicDetails } : {});
    this.name = 'CalculationRefused';
  }
}

function refusal(error: CalcError): CalculationRefused {
  if (!(error instanceof IndiceIndisponivel))
    return new CalculationRefused(error.message, { campo: error.field });
  const { serie, ultimoMes, ultimaDataCalculavel } = error.falta;
  return new CalculationRefused(error.message, {
    campo: error.field,
    serie,
    ...(ultimoMes ? { ultimoMes } : {}),
    ...(ultimaDataCalculavel ? { ultimaDataCalculavel } : {}),
  });
}

/** The engine's result on `series`; a CalcError becomes a 400 carrying its Portuguese message. */
export function runCalculation(request: CalculationRequest, now: Date, series?: SeriesIndices): CalcResult {
  const referenceDate =
    request.referenceDate ?? (DATED_BY_TODAY.has(request.type) ? saoPauloDay(now) : undefined);
  try {
    return calculate({
      type: request.type,
      inputs: request.inputs,
      ...(referenceDate ? { referenceDate } : {}),
      ...(series ? { series } : {}),
    } as CalcRequest);
  } catch (error) {
    if (error instanceof CalcError) {
      throw refusal(error);
    }
    throw error;
  }
}
