import { describe, expect, it } from 'vitest';
import { textOn } from './theme.ts';

// WCAG 2.x: contrast = (L1 + 0.05) / (L2 + 0.05). Black wins when (L + 0.05) / 0.05 ≥ 1.05 / (L + 0.05),
// i.e. L ≥ √0.0525 − 0.05 ≈ 0.1791. Luminances below worked by hand from the sRGB formula.
describe('textOn: black or white text on a filled colour, whichever contrasts more', () => {
  it('takes the extremes the obvious way', () => {
    expect(textOn('#ffffff')).toBe('black');
    expect(textOn('#000000')).toBe('white');
  });

  it('decides at the crossover luminance, on both sides', () => {
    // #767676: channel 118/255 → ((0.4627 + 0.055) / 1.055)^2.4 = 0.1812 ≥ 0.1791: black 4.62:1, white 4.54:1.
    expect(textOn('#767676')).toBe('black');
    // #757575: channel 117/255 → 0.1780 < 0.1791: black 4.56:1, white 4.61:1.
    expect(textOn('#757575')).toBe('white');
  });

  it('puts black on the dark scheme’s light greens and reds that carried white before', () => {
    // #51cf66 (green.5, "Válida"): L ≈ 0.473 → black ≈ 10.5:1 (white was 2.0:1).
    expect(textOn('#51cf66')).toBe('black');
    // #ff6b6b (red.5, "Inválida"): L ≈ 0.328 → black ≈ 7.6:1 (white was 2.77:1).
    expect(textOn('#ff6b6b')).toBe('black');
    // #20c997 (teal.5, "Analisado"): L ≈ 0.443 → black ≈ 9.9:1 (white was 2.12:1).
    expect(textOn('#20c997')).toBe('black');
  });
});
