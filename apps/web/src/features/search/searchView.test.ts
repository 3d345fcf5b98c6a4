import { describe, expect, it } from 'vitest';
import { resultRange } from './searchView.ts';

describe('resultRange', () => {
  it('says the whole count when the page holds every result', () => {
    expect(resultRange(1, 10, 3, 3)).toBe('3 resultados');
    expect(resultRange(1, 10, 1, 1)).toBe('1 resultado');
    expect(resultRange(1, 10, 0, 0)).toBe('0 resultados');
  });

  it('says which results a page holds when there are more', () => {
    expect(resultRange(1, 10, 10, 215)).toBe('1–10 de 215 resultados');
    expect(resultRange(2, 10, 10, 215)).toBe('11–20 de 215 resultados');
    // The last page of 215 in tens holds 211 to 215.
    expect(resultRange(22, 10, 5, 215)).toBe('211–215 de 215 resultados');
    expect(resultRange(3, 10, 1, 21)).toBe('21º de 21 resultados');
  });
});
