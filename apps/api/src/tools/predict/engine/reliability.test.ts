import { describe, expect, it } from 'vitest';
import { reliabilityBands } from './reliability.ts';

describe('reliability bands', () => {
  it('puts each forecast in its band of 20 points and compares the mean forecast with what happened', () => {
    const bands = reliabilityBands([
      { probability: 70, outcome: 'favoravel' }, // 60–80: 1
      { probability: 75, outcome: 'desfavoravel' }, // 60–80: 0
      { probability: 65, outcome: 'acordo' }, // 60–80: ½
      { probability: 100, outcome: 'favoravel' }, // 100 closes the last band
      { probability: 20, outcome: 'parcial' }, // 20 opens the 20–40 band
    ]);
    // 60–80 worked by hand: mean forecast (70 + 75 + 65) / 3 = 70; observed (1 + 0 + ½) / 3 = 50 %.
    expect(bands).toEqual([
      { from: 0, to: 20, count: 0, meanForecast: null, observedRate: null },
      { from: 20, to: 40, count: 1, meanForecast: 20, observedRate: 50 },
      { from: 40, to: 60, count: 0, meanForecast: null, observedRate: null },
      { from: 60, to: 80, count: 3, meanForecast: 70, observedRate: 50 },
      { from: 80, to: 100, count: 1, meanForecast: 100, observedRate: 100 },
    ]);
  });

  it('rounds to one decimal: two of three favourable is 66,7 %', () => {
    const band = reliabilityBands([
      { probability: 41, outcome: 'favoravel' },
      { probability: 42, outcome: 'favoravel' },
      { probability: 43, outcome: 'desfavoravel' },
    ])[2];
    expect(band).toEqual({ from: 40, to: 60, count: 3, meanForecast: 42, observedRate: 66.7 });
  });
});
