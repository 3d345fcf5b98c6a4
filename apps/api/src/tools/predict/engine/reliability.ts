// The reliability diagram of the user's recorded outcomes: forecasts grouped in bands of 20
// points, each band's mean forecast against how often the outcome came true (favourable 1,
// partial and settlement ½, unfavourable 0, as in the Brier score). A calibrated forecaster's
// bands sit on the diagonal. Bands without records carry null, not a made-up zero.
import type { PredictionOutcomeValue, ReliabilityBandDto } from '@lexato/schemas';
import { OUTCOME_SCORE } from '../../../shared/merits/engine.ts';

export const BAND_WIDTH = 20;

export function reliabilityBands(
  records: ReadonlyArray<{ probability: number; outcome: PredictionOutcomeValue }>,
): ReliabilityBandDto[] {
  const bands = Array.from({ length: 100 / BAND_WIDTH }, (_, i) => ({
    from: i * BAND_WIDTH,
    to: (i + 1) * BAND_WIDTH,
    count: 0,
    forecastSum: 0,
    observedSum: 0,
  }));
  for (const r of records) {
    // 100 % belongs to the last band (80–100, closed on the right).
    const band = bands[Math.min(bands.length - 1, Math.floor(r.probability / BAND_WIDTH))];
    if (!band) continue;
    band.count += 1;
    band.forecastSum += r.probability;
    band.observedSum += OUTCOME_SCORE[r.outcome] * 100;
  }
  const round1 = (x: number) => Math.round(x * 10) / 10;
  return bands.map(({ from, to, count, forecastSum, observedSum }) => ({
    from,
    to,
    count,
    meanForecast: count > 0 ? round1(forecastSum / count) : null,
    observedRate: count > 0 ? round1(observedSum / count) : null,
  }));
}
