// The TR is not shipped with @lexato/calc (the API loads it from the Banco Central), and the
// ADC 58 pre-judicial phase needs it: the benchmarks pass a flat ILLUSTRATIVE TR of 0,05% a month
// from 2015 to 2026 (timing only; no figure computed with it is official).
import { SERIES, type SeriesIndices, serieDePontos } from '../packages/calc/src/index.ts';

const pontos: Array<{ mes: string; percentual: number }> = [];
for (let y = 2015; y <= 2026; y++) {
  for (let m = 1; m <= 12; m++) pontos.push({ mes: `${y}-${String(m).padStart(2, '0')}`, percentual: 0.05 });
}

export const seriesWithIllustrativeTr: SeriesIndices = {
  ...SERIES,
  TR: serieDePontos('TR', pontos, { fonte: 'TR ilustrativa do benchmark', obtidoEm: '2026-11-24' }),
};
