import { extractCitations } from '@lexato/legal';
import { describe, expect, it } from 'vitest';
import { attributedQuotes, quoteMatches } from './quotes.ts';

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

  it('matches a faithful quote of a text the compilation printed with words glued together (CPC art. 300, § 1º)', () => {
    const art300 =
      'Art. 300. A tutela de urgência será concedida quando houver elementos que evidenciem a probabilidade do direito e o perigo de dano ou o risco ao resultado útil do processo.\n' +
      '§1o Paraa concessão da tutela de urgência,o juiz pode, conformeo caso, exigir caução real ou fidejussória idônea para ressarcir os danos quea outra parte possa vira sofrer, podendoa caução ser dispensada sea parte economicamente hipossuficiente não puder oferecê-la.';
    expect(
      quoteMatches(
        'Para a concessão da tutela de urgência, o juiz pode, conforme o caso, exigir caução real ou fidejussória idônea para ressarcir os danos que a outra parte possa vir a sofrer',
        art300,
      ),
    ).toBe(true);
    expect(
      quoteMatches(
        'Para a concessão da tutela de urgência, o juiz deve, em todo caso, exigir caução',
        art300,
      ),
    ).toBe(false);
  });

  it('refuses the right pieces in the wrong order', () => {
    expect(quoteMatches('por acordo individual (...) a duração diária do trabalho', ART_59)).toBe(false);
  });
});

describe('attributedQuotes', () => {
  it('reads a quote over line breaks, and never over a blank line', () => {
    const text =
      'O art. 59 da CLT dispõe: "A duração diária do trabalho poderá ser acrescida\nde horas extras, em número não excedente de duas".\n' +
      'O art. 58 da CLT diz: "A duração normal do trabalho\n\nNovo parágrafo sem fechar as aspas, e depois outro trecho " fim.';
    const quotes = attributedQuotes(text, extractCitations(text));
    expect(quotes.map((q) => q.quote)).toEqual([
      'A duração diária do trabalho poderá ser acrescida\nde horas extras, em número não excedente de duas',
    ]);
    expect(quotes[0]?.citation.text).toBe('art. 59 da CLT');
  });

  it('leaves a block quote over several lines unattributed when the citation does not introduce it', () => {
    const text =
      'Incide o art. 59 da CLT, e a jurisprudência segue a mesma linha. Confira-se o julgado\n' +
      '"EMENTA: HORAS EXTRAS. ACORDO DE COMPENSAÇÃO.\nRecurso conhecido e provido em parte".';
    expect(attributedQuotes(text, extractCitations(text))).toEqual([]);
  });
});
