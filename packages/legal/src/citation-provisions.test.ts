import { describe, expect, it } from 'vitest';
import { citedArticles, provisionPaths, romanValue } from './citation-provisions.ts';

describe('provisionPaths', () => {
  it.each([
    ['art. 58, § 3º, da CLT', [{ paragrafo: '3' }]],
    ['art. 7º, XXIX', [{ inciso: 'XXIX' }]],
    ['art. 121, § 2º, VI, do Código Penal', [{ paragrafo: '2', inciso: 'VI' }]],
    ['art. 1.015, parágrafo único, do CPC', [{ paragrafo: 'unico' }]],
    ['art. 5º, LXXIII, "a", da CF', [{ inciso: 'LXXIII', alinea: 'a' }]],
    ['art. 5º, inciso LXXIII, alínea a', [{ inciso: 'LXXIII', alinea: 'a' }]],
    ['art. 477 da CLT', []],
    ['art. 477-A da CLT', []],
    ['art. 7º, XIII e XVI, da CF', [{ inciso: 'XIII' }, { inciso: 'XVI' }]],
    // Named before the article, innermost first (LC 95/1998 art. 10 order read backwards).
    ['§ 8º do art. 477 da CLT', [{ paragrafo: '8' }]],
    ['inciso XXIX do art. 7º da Constituição', [{ inciso: 'XXIX' }]],
    ['parágrafo único do art. 927 do Código Civil', [{ paragrafo: 'unico' }]],
    ['alínea "a" do inciso II do art. 3º da Lei 8.213/1991', [{ inciso: 'II', alinea: 'a' }]],
    ['inciso VI do § 2º do art. 121 do Código Penal', [{ paragrafo: '2', inciso: 'VI' }]],
    // An inserted paragraph keeps its letter (CPC art. 85, § 8º-A, by Lei 14.365/2022).
    ['art. 85, § 8º-A, do CPC', [{ paragrafo: '8-A' }]],
    // An alínea written bare, between commas (ADCT art. 10, II, b: the CIPA member's stability).
    ['art. 10, II, b, do ADCT', [{ inciso: 'II', alinea: 'b' }]],
    ['§ 8º-A do art. 85 do CPC', [{ paragrafo: '8-A' }]],
  ])('%s', (citation, expected) => {
    expect(provisionPaths(citation)).toEqual(expected);
  });

  it.each([
    // Abbreviations and ordinals a brief writes for the same provisions
    ['art. 5.º, § 1.º', [{ paragrafo: '1' }]],
    ['art. 5º, parágrafo primeiro', [{ paragrafo: '1' }]],
    ['art. 85, par. 2º', [{ paragrafo: '2' }]],
    ['art. 927, par. ún.', [{ paragrafo: 'unico' }]],
    ['art. 927, § único', [{ paragrafo: 'unico' }]],
    ['art. 5º, XXXIV, letra a', [{ inciso: 'XXXIV', alinea: 'a' }]],
    // each parágrafo of a list, each end of a range of incisos
    ['art. 477, §§ 6º e 14', [{ paragrafo: '6' }, { paragrafo: '14' }]],
    [
      'art. 85, § 2º, I a IV',
      [
        { paragrafo: '2', inciso: 'I' },
        { paragrafo: '2', inciso: 'IV' },
      ],
    ],
    ['§§ 1º e 2º do art. 1.228', [{ paragrafo: '1' }, { paragrafo: '2' }]],
  ])('%s', (citation, expected) => {
    expect(provisionPaths(citation)).toEqual(expected);
  });

  it('stops at the act: the "CC" or "CLT" after "da" is not an inciso', () => {
    expect(provisionPaths('art. 186 do CC')).toEqual([]);
    expect(provisionPaths('art. 10 da LC 101/2000')).toEqual([]);
  });
});

describe('citedArticles', () => {
  it('gives each article of a list the provisions written after it', () => {
    expect(citedArticles('arts. 5º, XXXV, e 93, IX')).toEqual([
      { article: '5', paths: [{ inciso: 'XXXV' }] },
      { article: '93', paths: [{ inciso: 'IX' }] },
    ]);
    expect(citedArticles('arts. 186, 187 e 927, § 2º')).toEqual([
      { article: '186', paths: [] },
      { article: '187', paths: [] },
      { article: '927', paths: [{ paragrafo: '2' }] },
    ]);
    expect(citedArticles('art. 186 c/c art. 927').map((a) => a.article)).toEqual(['186', '927']);
    expect(citedArticles('arts. 1.036 a 1.041').map((a) => a.article)).toEqual(['1036', '1041']);
  });

  it('keeps the letter of an inserted article written without the hyphen ("477A", "4ºA")', () => {
    expect(citedArticles('art. 477A').map((a) => a.article)).toEqual(['477-A']);
    expect(citedArticles('art. 4ºA').map((a) => a.article)).toEqual(['4-A']);
  });

  it('does not read the act named before the article as a provision ("Código Civil, art. 927")', () => {
    expect(citedArticles('Código Civil, art. 927, parágrafo único')).toEqual([
      { article: '927', paths: [{ paragrafo: 'unico' }] },
    ]);
  });
});

describe('romanValue', () => {
  it('reads the numerals of incisos and refuses malformed ones', () => {
    expect(romanValue('XXIX')).toBe(29);
    expect(romanValue('LXXIII')).toBe(73);
    expect(romanValue('IIII')).toBeUndefined();
  });
});

describe('a provision joined by "e" to a parágrafo', () => {
  // LC 95/1998 art. 10: incisos belong to the caput or to a parágrafo; 'art. 37, § 6º e inciso
  // XXI' names two parts of CF art. 37 — its § 6º and the caput's inciso XXI — not an inciso of § 6º
  it('reads "§ 6º e inciso XXI" as two parts, and "§ 2º, VI" as one', () => {
    expect(citedArticles('art. 37, § 6º e inciso XXI')).toEqual([
      { article: '37', paths: [{ paragrafo: '6' }, { inciso: 'XXI' }] },
    ]);
    expect(citedArticles('art. 121, § 2º, VI')).toEqual([
      { article: '121', paths: [{ paragrafo: '2', inciso: 'VI' }] },
    ]);
  });
});
