import { describe, expect, it } from 'vitest';
import { articleUrl, LAWBASE_ACTS } from './acts.ts';
import { findGluedWords, vocabulary } from './glued-words.ts';

// The source line is CDC art. 26, § 2º, I as the compiled copy prints it; the built lines are the
// glued forms the base shipped before the fix (a user opened them from Search).
const CDC_26 =
  'I - a reclamação comprovadamente formulada pelo consumidor perante o fornecedor de produtos e serviços até a resposta negativa correspondente';

describe('findGluedWords: words the sources write apart, glued by the extraction', () => {
  const vocab = vocabulary([CDC_26, 'O contrato será escrito e assinado pelas partes e testemunhas; porque']);

  it('finds "peranteo", "produtose", "atéa", "escritoe" and "partese", each with the words it stands for', () => {
    const glued = findGluedWords(vocab, [
      { id: 'cdc:26', text: 'reclamação formulada peranteo fornecedor de produtose serviços atéa resposta' },
      { id: 'x:1', text: 'contrato escritoe assinado pelas partese testemunhas' },
    ]);
    expect(glued).toEqual([
      { word: 'peranteo', split: 'perante o', in: 'cdc:26' },
      { word: 'produtose', split: 'produtos e', in: 'cdc:26' },
      { word: 'atéa', split: 'até a', in: 'cdc:26' },
      { word: 'escritoe', split: 'escrito e', in: 'x:1' },
      { word: 'partese', split: 'partes e', in: 'x:1' },
    ]);
  });

  it('passes the clean text, a word the sources write ("porque"), and a new word no pair explains', () => {
    expect(findGluedWords(vocab, [{ id: 'cdc:26', text: CDC_26 }])).toEqual([]);
    expect(findGluedWords(vocab, [{ id: 'x', text: 'porque testemunhas' }])).toEqual([]);
    expect(findGluedWords(vocab, [{ id: 'x', text: 'consumerista' }])).toEqual([]);
  });
});

describe('articleUrl: the article anchor where the Planalto page has them', () => {
  const act = (slug: string) => {
    const found = LAWBASE_ACTS.find((a) => a.slug === slug);
    if (!found) throw new Error(slug);
    return found;
  };
  it('links CLT art. 477 and CC art. 1.829 to their anchors', () => {
    expect(articleUrl(act('clt'), '477')).toBe(
      'https://www.planalto.gov.br/ccivil_03/decreto-lei/del5452.htm#art477',
    );
    expect(articleUrl(act('cc'), '1829')).toBe(
      'https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm#art1829',
    );
  });
  it('links to the page where the anchors were not checked: an act without them, a lettered article', () => {
    expect(articleUrl(act('lgpd'), '18')).toBe(
      'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm',
    );
    expect(articleUrl(act('clt'), '477-A')).toBe(
      'https://www.planalto.gov.br/ccivil_03/decreto-lei/del5452.htm',
    );
  });
});
