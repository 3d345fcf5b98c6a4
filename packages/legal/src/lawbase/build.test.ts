import { describe, expect, it } from 'vitest';
import { LAWBASE_ACTS } from './acts.ts';
import { articleRows, buildLawbase, type LawbaseSources } from './build.ts';
import { parseAct } from './parse-act.ts';
import { applyLaterRevocations } from './revocations.ts';

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

describe('the subject index of the súmulas and temas', () => {
  // STJ Súmulas 385 (in force) and 12 (cancelled), as stj-sumulas-status.json writes them.
  const withSumulas = (subjects: LawbaseSources['subjects']): LawbaseSources => ({
    ...sources(subjects),
    stjSumulasStatus: JSON.stringify([
      {
        numero: 385,
        status: 'vigente',
        texto:
          'Da anotação irregular em cadastro de proteção ao crédito, não cabe indenização por dano moral, quando preexistente legítima inscrição, ressalvado o direito ao cancelamento.',
      },
      {
        numero: 12,
        status: 'cancelada',
        texto: 'Em desapropriação, são cumuláveis juros compensatórios e moratórios.',
      },
    ]),
  });

  it("puts a súmula's phrases on its row, keyed by its number", () => {
    const build = buildLawbase(
      withSumulas({ 'stj-sumula': { '385': ['negativação indevida com inscrição anterior'] } }),
    );
    expect(build.rows.find((r) => r.id === 'stj-sumula:385')?.subjects).toEqual([
      'negativação indevida com inscrição anterior',
      // Derived from the statement (precedent-subjects.ts): the runs between its verbs, function
      // words and commas.
      'anotação irregular em cadastro de proteção',
      'crédito',
      'indenização',
      'dano moral',
      'preexistente legítima inscrição',
      'ressalvado',
      'direito',
      'cancelamento',
      // The lay name of a "cadastro de proteção ao crédito" entry.
      'negativação',
    ]);
    expect(build.counts['stj-sumula']).toMatchObject({ records: 2, indexed: 1 });
  });

  it('indexes every súmula in force by its own phrases, and no cancelled one', () => {
    const build = buildLawbase(withSumulas({}));
    expect(build.rows.find((r) => r.id === 'stj-sumula:385')?.subjects).toContain('dano moral');
    expect(build.rows.find((r) => r.id === 'stj-sumula:12')?.subjects).toBeNull();
    expect(build.counts['stj-sumula']).toMatchObject({ records: 2, indexed: 1 });
  });

  it("indexes the STF's súmulas in force the same way, after the hand-written phrases, and no superseded one", () => {
    // Súmulas 279 and 3 as sumulas_stf.txt writes them (lines 1246–1248 and 1876–1878).
    const build = buildLawbase({
      ...sources({ 'stf-sumula': { '279': ['recurso extraordinário para reexame de provas'] } }),
      stfSumulas: [
        'Súmula 279 - STF',
        'Para simples reexame de prova não cabe recurso extraordinário.',
        '-----',
        'Súmula 3 - STF',
        'A imunidade concedida a deputados estaduais é restrita à Justiça do Estado. (Superada)',
        '-----',
      ].join('\n'),
    });
    expect(build.rows.find((r) => r.id === 'stf-sumula:279')?.subjects).toEqual([
      'recurso extraordinário para reexame de provas',
      'simples reexame de prova',
      'recurso extraordinário',
    ]);
    expect(build.rows.find((r) => r.id === 'stf-sumula:3')).toMatchObject({
      status: 'superada',
      subjects: null,
    });
    expect(build.counts['stf-sumula']).toMatchObject({ records: 2, indexed: 1 });
  });

  it('refuses an entry for a súmula the base lacks or one cancelled', () => {
    expect(() => buildLawbase(withSumulas({ 'stj-sumula': { '999': ['x'] } }))).toThrow(
      'stj-sumula 999: não existe na base',
    );
    expect(() => buildLawbase(withSumulas({ 'stj-sumula': { '12': ['juros na desapropriação'] } }))).toThrow(
      'Súmula 12 do STJ: não está em vigor (cancelada)',
    );
  });
});

// Código Civil, arts. 206 (§ 1º, I to III), 756 and 757, verbatim from codigo_civil.txt (lines 1206–1216,
// 3731 and 3744–3746), which prints the
// insurance chapter with "(Vide Lei nº 15.040, de 2024)" only.
const CC = [
  'Art. 206. Prescreve:',
  '§ 1 o Em um ano:',
  'I - a pretensão dos hospedeiros ou fornecedores de víveres destinados a consumo no próprio estabelecimento, para o pagamento da hospedagem ou dos alimentos;',
  'II - a pretensão do segurado contra o segurador, ou a deste contra aquele, contado o prazo:     (Vide Lei nº 15.040, de 2024)    Vigência',
  'a) para o segurado, no caso de seguro de responsabilidade civil, da data em que é citado para responder à ação de indenização proposta pelo terceiro prejudicado, ou da data que a este indeniza, com a anuência do segurador;',
  'b) quanto aos demais seguros, da ciência do fato gerador da pretensão;',
  'III - a pretensão dos tabeliães, auxiliares da justiça, serventuários judiciais, árbitros e peritos, pela percepção de emolumentos, custas e honorários;',
  'Art. 756. No caso de transporte cumulativo, todos os transportadores respondem solidariamente pelo dano causado perante o remetente, ressalvada a apuração final da responsabilidade entre eles, de modo que o ressarcimento recaia, por inteiro, ou proporcionalmente, naquele ou naqueles em cujo percurso houver ocorrido o dano.',
  'Art. 757. Pelo contrato de seguro, o segurador se obriga, mediante o pagamento do prêmio, a garantir interesse legítimo do segurado, relativo a pessoa ou a coisa, contra riscos predeterminados.     (Vide Lei nº 15.040, de 2024)    Vigência',
  'Parágrafo único. Somente pode ser parte, no contrato de seguro, como segurador, entidade para tal fim legalmente autorizada.',
].join('\n');

describe('revocations in force after the compiled text (Lei 15.040/2024, arts. 133 and 134)', () => {
  const records = applyLaterRevocations('cc', parseAct(CC, { act: 'lei-10406-2002' }));
  const byArticle = new Map(records.map((r) => [r.article, r]));

  it('revokes CC art. 757 and its parágrafo único, naming the revoking act, and leaves art. 756', () => {
    expect(byArticle.get('757')).toMatchObject({ status: 'revogado', revokedBy: 'Lei nº 15.040, de 2024' });
    expect(byArticle.get('757')?.structure.units.map((u) => [u.label, u.status])).toEqual([
      ['unico', 'revogado'],
    ]);
    expect(byArticle.get('756')).toMatchObject({ status: 'vigente', revokedBy: null });
  });

  it('revokes CC art. 206, § 1º, II only, with its alíneas, and leaves § 1º, I and III', () => {
    const article = byArticle.get('206');
    expect(article?.status).toBe('vigente');
    const paragraph = article?.structure.units.find((u) => u.label === '1');
    expect(paragraph?.children.map((u) => [u.label, u.status, u.revokedBy])).toEqual([
      ['I', 'vigente', null],
      ['II', 'revogado', 'Lei nº 15.040, de 2024'],
      ['III', 'vigente', null],
    ]);
    expect(paragraph?.children[1]?.children.map((u) => [u.label, u.status])).toEqual([
      ['a', 'revogado'],
      ['b', 'revogado'],
    ]);
  });

  it('touches no other act', () => {
    const clt = parseAct(CLT, { act: 'decreto-lei-5452-1943' });
    expect(applyLaterRevocations('clt', clt)).toBe(clt);
  });
});

describe('súmulas vinculantes in the base', () => {
  it('makes one row per agreed entry, apart from the STF súmula of the same number', () => {
    // SV 25 as transcriptions A and B print it (apps/api/lawbase/sources/stf-sv-fonte-a.json, -b.json).
    const text =
      'É ilícita a prisão civil de depositário infiel, qualquer que seja a modalidade do depósito.';
    const build = buildLawbase({
      ...sources(undefined),
      stfVinculantes: [
        { number: 25, text, status: 'vigente' },
        { number: 9, text: 'Texto de uma súmula vinculante cancelada.', status: 'cancelada' },
      ],
    });
    expect(build.rows.find((r) => r.id === 'stf-sv:25')).toMatchObject({
      kind: 'sumula',
      court: 'STF-SV',
      number: 25,
      title: 'Súmula Vinculante 25 do STF',
      text,
      status: 'vigente',
    });
    expect(build.rows.find((r) => r.id === 'stf-sv:9')).toMatchObject({
      status: 'cancelada',
      subjects: null,
    });
    expect(build.counts['stf-sv']).toMatchObject({ records: 2, byStatus: { vigente: 1, cancelada: 1 } });
  });

  it('adds nothing when no súmula vinculante is given', () => {
    const build = buildLawbase(sources(undefined));
    expect(build.rows.some((r) => r.court === 'STF-SV')).toBe(false);
    expect(build.counts['stf-sv']).toBeUndefined();
  });
});
