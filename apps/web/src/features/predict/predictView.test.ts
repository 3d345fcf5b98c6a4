import { describe, expect, it } from 'vitest';
import { basedOnText, brierText, formatWeight } from './predictView.ts';

describe('predict view', () => {
  it('signs the weights', () => {
    expect([formatWeight(12), formatWeight(-5), formatWeight(0)]).toEqual(['+12', '−5', '0']);
  });

  it('says plainly when the estimate rests on few records', () => {
    expect(basedOnText(0)).toMatch(/Nenhum registro comparável/);
    expect(basedOnText(2)).toMatch(/2 registros comparáveis — amostra pequena/);
    expect(basedOnText(200)).toBe('Baseada em 200 registros comparáveis com resultado real registrado.');
  });

  it('reads the Brier score against the 0.25 of always answering 50%', () => {
    expect(brierText(0.04)).toMatch(/^Brier 0,040 \(boa calibração/);
    expect(brierText(0.3)).toMatch(/não melhor que responder sempre 50%/);
  });
});
