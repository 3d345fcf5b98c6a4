// A 10-year trabalhista liquidação (June 2015 to May 2025, filed January 2020) as the calculator
// stores it, for the PDF bench (with the benchmarks' illustrative TR for the pre-judicial interest).

import { calculate } from '../packages/calc/src/index.ts';
import type { CalculationDetail } from '../packages/schemas/src/index.ts';
import { seriesWithIllustrativeTr } from './illustrative-tr.ts';

export function calculateLiquidacao(): { detail: CalculationDetail; months: number; steps: number } {
  const inputs = {
    valorPrincipal: 85_000,
    dataInicial: '2015-06-10',
    dataFinal: '2025-05-30',
    indiceCorrecao: 'AUTOMATICO',
    dataAjuizamento: '2020-01-15',
  };
  const results = calculate({
    type: 'liquidacao_sentenca',
    inputs,
    series: seriesWithIllustrativeTr,
  } as never);
  const detail: CalculationDetail = {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Liquidação — dez anos',
    type: 'liquidacao_sentenca',
    createdAt: new Date('2026-11-24T12:00:00Z'),
    inputs,
    results,
    attachment: null,
  };
  const { mensal, memoria } = results as { mensal: unknown[]; memoria: unknown[] };
  return { detail, months: mensal.length, steps: memoria.length };
}
