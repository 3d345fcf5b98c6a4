import { describe, expect, it } from 'vitest';
import { quoteMatches } from './validator.quotes.ts';

// CLT art. 59 caput and § 1º as the compiled text prints them, with the compilation's notes.
const ART_59 =
  'Art. 59. A duração diária do trabalho poderá ser acrescida de horas extras, em número não excedente de duas, por acordo individual, convenção coletiva ou acordo coletivo de trabalho. (Redação dada pela Lei nº 13.467, de 2017) (Vigência)\n' +
  '§ 1º A remuneração da hora extra será, pelo menos, 50% (cinquenta por cento) superior à da hora normal. (Redação dada pela Lei nº 13.467, de 2017)';

describe('quoteMatches', () => {
  it('ignores accents, case, spacing and punctuation, and allows an ellipsis', () => {
    expect(
      quoteMatches('a duracao diaria do trabalho  podera ser acrescida [...] por acordo individual', ART_59),
    ).toBe(true);
  });

  it("reads across the compilation notes, which are not the law's words", () => {
    expect(
      quoteMatches(
        'acordo coletivo de trabalho. § 1º A remuneração da hora extra será, pelo menos, 50% (cinquenta por cento) superior',
        ART_59,
      ),
    ).toBe(true);
  });

  it('refuses a wording the article does not have', () => {
    expect(
      quoteMatches('a duração diária do trabalho poderá ser acrescida de até quatro horas extras', ART_59),
    ).toBe(false);
  });

  it('refuses the right pieces in the wrong order', () => {
    expect(quoteMatches('por acordo individual (...) a duração diária do trabalho', ART_59)).toBe(false);
  });
});
