import { describe, expect, it } from 'vitest';
import { probabilityBadgeVariant } from './probability.ts';

describe('probability badge (thresholds 80 and 60)', () => {
  it.each([
    [100, 'filled'],
    [80, 'filled'],
    [79, 'light'],
    [60, 'light'],
    [59, 'outline'],
    [0, 'outline'],
  ] as const)('%d → %s', (p, variant) => {
    expect(probabilityBadgeVariant(p)).toBe(variant);
  });
});
