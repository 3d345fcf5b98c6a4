import { describe, expect, it } from 'vitest';
import { headlineWindow, mapHeadline, sqlFold } from './headline.ts';

describe('mapping ts_headline excerpts back onto the accented text', () => {
  it('folds one character to one character, as lexato_fold() does', () => {
    expect(sqlFold('Rescisão, Férias e 7º')).toBe('Rescisao, Ferias e 7 ');
    expect(sqlFold('Ação').length).toBe(4);
  });

  it('restores the accents of a highlighted excerpt and marks a cut with an ellipsis', () => {
    const original =
      'Todo empregado terá direito anualmente ao gozo de um período de férias, sem prejuízo da remuneração.';
    const folded = sqlFold(original);
    const start = folded.indexOf('periodo');
    const headline = `${folded.slice(start, start + 17).replace('ferias', '<mark>ferias</mark>')}`;
    expect(mapHeadline(original, headline)).toBe('… período de <mark>férias</mark> …');
  });

  it('keeps an excerpt it cannot place rather than inventing text', () => {
    expect(mapHeadline('texto original', 'outro <mark>trecho</mark>')).toBe('outro <mark>trecho</mark>');
  });

  it('gives ts_headline the window of a long article that holds the question words, from a line start', () => {
    const filler = Array.from({ length: 40 }, (_, i) => `${i + 1} - disposição sem relação alguma;`).join(
      '\n',
    );
    const text = `Art. 833. São impenhoráveis:\n${filler}\nX - a quantia depositada em caderneta de poupança;\n${filler}`;
    const window = headlineWindow(text, ['caderne', 'poupanc'], 200);
    expect(window.length).toBeLessThanOrEqual(200);
    expect(window).toContain('caderneta de poupança');
    expect(text).toContain(window);
    expect(text[text.indexOf(window) - 1]).toBe('\n');
    expect(headlineWindow('curto', ['poupanc'], 200)).toBe('curto');
  });
});
