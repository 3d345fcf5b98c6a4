import { describe, expect, it } from 'vitest';
import { LAWBASE_ACTS } from './acts.ts';
import { articleRows, buildLawbase, type LawbaseSources } from './build.ts';

// Lines copied verbatim from the compiled CLT the base is built from (CLT.txt, lines 1018, 1027
// and 2731).
const CLT = [
  'Art. 143 - É facultado ao empregado converter 1/3 (um terço) do período de férias a que tiver direito em abono pecuniário, no valor da remuneração que lhe seria devida nos dias correspondentes.                 (Redação dada pelo Decreto-lei nº 1.535, de 13.4.1977         (Vide Lei nº 7.923, de 1989)',
  'Art. 144. O abono de férias de que trata o artigo anterior, bem como o concedido em virtude de cláusula do contrato de trabalho, do regulamento da empresa, de convenção ou acordo coletivo, desde que não excedente de vinte dias do salário, não integrarão a remuneração do empregado para os efeitos da legislação do trabalho.                (Redação dada pela Lei nº 9.528, de 1998)',
  'Art. 384 - (Revogado pela Lei nº 13.467, de 2017)',
].join('\n');

const clt = LAWBASE_ACTS.find((a) => a.slug === 'clt');
if (!clt) throw new Error('CLT missing from LAWBASE_ACTS');

/** Every source empty but the CLT's three articles: enough for the subject index's checks. */
function sources(subjects: LawbaseSources['subjects']): LawbaseSources {
  return {
    acts: Object.fromEntries(LAWBASE_ACTS.map((a) => [a.file, a.slug === 'clt' ? CLT : ''])),
    stfSumulas: '',
    stjSumulasStatus: '[]',
    stjSumulasOfficial: '[]',
    temas: '[]',
    subjects,
  };
}

describe('the subject index in the base', () => {
  it("puts an article's phrases on its row and leaves the others without any", () => {
    const rows = articleRows(clt, CLT, { '143': ['venda de férias', 'abono pecuniário de férias'] });
    expect(rows.map((r) => [r.id, r.subjects])).toEqual([
      ['clt:143', ['venda de férias', 'abono pecuniário de férias']],
      ['clt:144', null],
      ['clt:384', null],
    ]);
  });

  it('drops the entry of an article a newer text revokes (an admin import of that text)', () => {
    const rows = articleRows(clt, CLT, {
      '384': ['intervalo de quinze minutos antes das horas extras da mulher'],
    });
    expect(rows.find((r) => r.id === 'clt:384')).toMatchObject({ status: 'revogado', subjects: null });
  });

  it('builds with a sound index and counts the indexed articles per act', () => {
    const build = buildLawbase(
      sources({ clt: { '143': ['venda de férias'], '144': ['abono de férias no salário'] } }),
    );
    expect(build.counts.clt).toMatchObject({ records: 3, indexed: 2 });
    expect(build.counts.cdc?.indexed).toBeUndefined();
  });

  it('refuses an index naming an article the text lacks, one not in force, or an act outside the base', () => {
    expect(() => buildLawbase(sources({ clt: { '477-C': ['multa por atraso'] } }))).toThrow(
      'índice de assuntos: CLT, art. 477-C: não existe no texto',
    );
    expect(() => buildLawbase(sources({ clt: { '384': ['intervalo da mulher'] } }))).toThrow(
      'CLT, art. 384: não está em vigor (revogado)',
    );
    expect(() => buildLawbase(sources({ 'lei-8666': { '24': ['dispensa'] } }))).toThrow(
      'lei-8666: ato fora da base',
    );
    expect(() => buildLawbase(sources({ clt: { '143': [] } }))).toThrow('CLT, art. 143: sem assuntos');
  });
});
