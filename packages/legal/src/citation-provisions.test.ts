import { describe, expect, it } from 'vitest';
import { provisionPaths, romanValue } from './citation-provisions.ts';

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

  it('stops at the act: the "CC" or "CLT" after "da" is not an inciso', () => {
    expect(provisionPaths('art. 186 do CC')).toEqual([]);
    expect(provisionPaths('art. 10 da LC 101/2000')).toEqual([]);
  });
});

describe('romanValue', () => {
  it('reads the numerals of incisos and refuses malformed ones', () => {
    expect(romanValue('XXIX')).toBe(29);
    expect(romanValue('LXXIII')).toBe(73);
    expect(romanValue('IIII')).toBeUndefined();
  });
});
