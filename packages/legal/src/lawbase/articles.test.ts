import { describe, expect, it } from 'vitest';
import { formatArticle, normaliseArticle } from './articles.ts';

// LC 95/1998 art. 10, I: ordinals up to the ninth article, cardinals from the tenth; Planalto
// prints thousands with a dot and inserted articles with a hyphen and a capital letter.
describe('normaliseArticle', () => {
  it.each([
    ['1º', '1'],
    ['1o', '1'],
    ['1°', '1'],
    ['10', '10'],
    ['1.062', '1062'],
    ['477-A', '477-A'],
    ['477-a', '477-A'],
    ['477A', '477-A'],
    ['4º-A', '4-A'],
    ['1.510-F', '1510-F'],
  ])('%s → %s', (raw, stored) => expect(normaliseArticle(raw)).toBe(stored));

  it('refuses what is not an article number', () => {
    expect(normaliseArticle('caput')).toBeNull();
    expect(normaliseArticle('')).toBeNull();
  });
});

describe('formatArticle', () => {
  it.each([
    ['1', '1º'],
    ['9', '9º'],
    ['10', '10'],
    ['1062', '1.062'],
    ['4-A', '4º-A'],
    ['477-A', '477-A'],
  ])('%s → %s', (stored, shown) => expect(formatArticle(stored)).toBe(shown));
});
