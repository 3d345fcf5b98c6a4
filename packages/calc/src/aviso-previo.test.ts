// Lei 12.506/2011: 30 days of notice plus 3 per full year of service, at most 90 (Nota Técnica
// CGRT/SRT/MTE nº 184/2012: the first 3 days come with the first full year).
import { describe, expect, it } from 'vitest';
import { diasAvisoProporcional } from './aviso-previo.ts';

describe('diasAvisoProporcional', () => {
  it('adds the 3 days on the anniversary, not the day before', () => {
    // 11 months and 30 days: no full year, 30 days; the first anniversary: 33.
    expect(diasAvisoProporcional('2024-03-10', '2025-03-09')).toBe(30);
    expect(diasAvisoProporcional('2024-03-10', '2025-03-10')).toBe(33);
  });

  it('reaches 90 days at 20 full years and stays there', () => {
    // 19 years: 30 + 57 = 87; 20 years: 30 + 60 = 90; 21 years: still 90.
    expect(diasAvisoProporcional('2000-01-01', '2019-12-31')).toBe(87);
    expect(diasAvisoProporcional('2000-01-01', '2020-01-01')).toBe(90);
    expect(diasAvisoProporcional('2000-01-01', '2021-01-01')).toBe(90);
  });
});
