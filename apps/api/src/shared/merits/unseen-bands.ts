// The bands every unseen Predict set checks: strong cases at 70 % or more, weak at 40 % or less,
// barred at 10 % or less (the ceiling of a lapsed claim). Registers the tests in the caller's
// describe block.
import { expect, it } from 'vitest';

type Assessed = Readonly<Record<string, { probability: number }>>;

export function checkBands(strong: Assessed, weak: Assessed, barred: Assessed): void {
  it.each(Object.entries(strong))('%s is strong (≥ 70 %)', (_, r) => {
    expect(r.probability).toBeGreaterThanOrEqual(70);
  });
  it.each(Object.entries(weak))('%s is weak (≤ 40 %)', (_, r) => {
    expect(r.probability).toBeLessThanOrEqual(40);
  });
  it.each(Object.entries(barred))('%s is barred (≤ 10 %)', (_, r) => {
    expect(r.probability).toBeLessThanOrEqual(10);
  });
}
