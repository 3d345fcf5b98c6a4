import { describe, expect, it } from 'vitest';
import { deriveColumns } from './lawbase.ids.ts';

// The admin-import side of the knowledge base: which import ids name a record of the base.
describe('deriveColumns', () => {
  it("gives a base article id its act, article and the status parsed from the admin's text (CLT art. 384)", () => {
    expect(deriveColumns('clt:384', 'Art. 384 - (Revogado pela Lei nº 13.467, de 2017)')).toMatchObject({
      act: 'decreto-lei-5452-1943',
      article: '384',
      articleNumber: 384,
      status: 'revogado',
      revokedBy: 'Lei nº 13.467, de 2017',
    });
  });

  it('leaves status and provisions unknown when the text is not that article', () => {
    expect(deriveColumns('lei-9099:3', 'Um resumo qualquer, sem o artigo.')).toMatchObject({
      act: 'lei-9099-1995',
      article: '3',
      status: null,
      structure: null,
    });
  });

  it('ignores ids that only resemble a base id, so they never collide with a shipped article', () => {
    for (const id of ['clt:0477', 'clt:477-a', 'clt:477A', 'xyz:1', 'clt', 'meu-parecer']) {
      expect(deriveColumns(id, 'Art. 477. Texto.').act).toBeNull();
    }
  });

  it('gives súmula and tema ids their court and number', () => {
    expect(deriveColumns('stj-sumula:7', 'texto')).toMatchObject({ court: 'STJ', number: 7, act: null });
    expect(deriveColumns('stf-sumula:736', 'texto')).toMatchObject({ court: 'STF', number: 736 });
    expect(deriveColumns('stj-tema:1076', 'texto')).toMatchObject({ court: 'STJ', number: 1076 });
  });
});
