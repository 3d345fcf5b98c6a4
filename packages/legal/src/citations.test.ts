import { describe, expect, it } from 'vitest';
import { type Citation, extractCitations, parseLawRef } from './citations.ts';
import { resolveLaw } from './law-verdicts.ts';
import { findLawByAlias } from './laws.ts';

const only = (text: string) => {
  const found = extractCitations(text, { pivotYear: 2026 });
  expect(found).toHaveLength(1);
  return found[0] as Citation;
};

describe('extractCitations — articles', () => {
  it('reads an article with paragraph and its code after the connector', () => {
    const c = only('A multa do art. 477, § 8º, da CLT é devida quando as verbas rescisórias atrasam.');
    expect(c).toMatchObject({
      kind: 'artigo',
      text: 'art. 477, § 8º, da CLT',
      articles: ['477'],
      law: { alias: 'CLT' },
    });
  });

  it('keeps the provisions named before the article in the citation ("§ 1º do art. 477")', () => {
    expect(only('O prazo do § 6º do art. 477 da CLT é de dez dias.')).toMatchObject({
      text: '§ 6º do art. 477 da CLT',
      articles: ['477'],
      law: { alias: 'CLT' },
    });
    expect(only('Cabe a alínea "a" do inciso II do art. 3º da Lei 8.213/1991.').text).toBe(
      'alínea "a" do inciso II do art. 3º da Lei 8.213/1991',
    );
    // A word that is not a provision stays outside: 'prazo do art. 477'.
    expect(only('Pagas fora do prazo do art. 477 da CLT.').text).toBe('art. 477 da CLT');
  });

  it('links the act when caput is written in quotes (\'art. 5º, "caput", da CF\')', () => {
    expect(only('Todos são iguais (art. 5º, "caput", da CF).')).toMatchObject({
      articles: ['5'],
      law: { alias: 'CF' },
    });
  });

  it('reads an inserted paragraph with its letter and keeps the act ("art. 85, § 8º-A, do CPC")', () => {
    expect(only('Os honorários seguem o art. 85, § 8º-A, do CPC.')).toMatchObject({
      text: 'art. 85, § 8º-A, do CPC',
      law: { alias: 'CPC' },
    });
  });

  it('reads a bare alínea between commas and keeps the act ("art. 10, II, b, do ADCT")', () => {
    expect(only('A estabilidade do art. 10, II, b, do ADCT protege a gestante.')).toMatchObject({
      text: 'art. 10, II, b, do ADCT',
      law: { alias: 'ADCT' },
    });
    // 'II e III' stays a list of incisos: the 'e' is not an alínea.
    expect(only('Ver o art. 5º, II e III, da CF.').text).toBe('art. 5º, II e III, da CF');
  });

  it('knows the names lawyers give the acts ("Lei de Locações", "novo CPC", "Lei do FGTS")', () => {
    const actOf = (text: string) => {
      const c = only(text);
      const alias = c.kind === 'artigo' ? c.law?.alias : undefined;
      return alias === undefined ? undefined : findLawByAlias(alias)?.number;
    };
    expect(actOf('O despejo segue o art. 59 da Lei de Locações.')).toBe('8.245');
    expect(actOf('Cabem embargos (art. 1.022 do novo CPC).')).toBe('13.105');
    expect(actOf('O saque do art. 20 da Lei do FGTS.')).toBe('8.036');
    expect(actOf('O plano do art. 53 da Lei de Recuperação Judicial e Falências.')).toBe('11.101');
  });

  it('reads the act restated in parentheses after an article as part of it, unless it names another act', () => {
    // CDC = Lei 8.078/1990: one citation, the article's
    expect(
      extractCitations('nos termos do art. 14 do CDC (Lei 8.078/90), o fornecedor responde').map(
        (c) => c.kind,
      ),
    ).toEqual(['artigo']);
    // Lei 8.079/1990 is not the CDC: the wrong restatement stays, to be judged on its own
    expect(
      extractCitations('nos termos do art. 14 do CDC (Lei 8.079/90), o fornecedor responde').map(
        (c) => c.kind,
      ),
    ).toEqual(['artigo', 'lei']);
  });

  it('reads a list of articles and a code with its year', () => {
    const c = only('Os prazos correm em dias úteis, nos termos dos arts. 219 e 220 do CPC/2015.');
    expect(c).toMatchObject({ articles: ['219', '220'], law: { alias: 'CPC', year: 2015 } });
  });

  it('reads one citation for a list whose articles carry their own provisions, "c/c" and "e seguintes"', () => {
    expect(only('Violados os arts. 5º, XXXV, e 93, IX, da CF.')).toMatchObject({
      text: 'arts. 5º, XXXV, e 93, IX, da CF',
      articles: ['5', '93'],
      provisions: [[{ inciso: 'XXXV' }], [{ inciso: 'IX' }]],
      law: { alias: 'CF' },
    });
    expect(only('Responde (art. 186 c/c art. 927, ambos do Código Civil).')).toMatchObject({
      articles: ['186', '927'],
      law: { alias: 'Código Civil' },
    });
    expect(only('Presentes os requisitos dos arts. 300 e seguintes do CPC.')).toMatchObject({
      articles: ['300'],
      law: { alias: 'CPC' },
    });
  });

  it('reads the year of a code written out ("Código Civil de 2002") and the old codes by name', () => {
    expect(only('art. 186 do Código Civil de 2002')).toMatchObject({
      law: { alias: 'Código Civil', year: 2002 },
    });
    const old = only('art. 159 do Código Civil de 1916');
    expect(old.kind === 'artigo' && old.law && resolveLaw(old.law)?.id).toBe('lei-3071-1916');
    expect(old).toMatchObject({
      law: { alias: 'Código Civil', year: 1916 },
    });
  });

  it('links the act written without a connector, and in capitals ("art. 927, CC", "ART. 10 DA CLT")', () => {
    expect(only('(art. 927, CC)')).toMatchObject({ articles: ['927'], law: { alias: 'CC' } });
    expect(only('(art. 14 CDC)')).toMatchObject({ articles: ['14'], law: { alias: 'CDC' } });
    expect(only('ART. 10 DA CLT')).toMatchObject({ articles: ['10'], law: { alias: 'CLT' } });
  });

  it('reads the law-first form and lettered articles', () => {
    expect(only('Conforme a CLT, art. 775-A, os prazos ficam suspensos.')).toMatchObject({
      kind: 'artigo',
      articles: ['775-A'],
      law: { alias: 'CLT' },
    });
  });

  it('reads incisos in Roman numerals, thousands dots and codes named in full', () => {
    expect(only('O direito de propriedade está no art. 1.228 do Código Civil.')).toMatchObject({
      articles: ['1228'],
      law: { alias: 'Código Civil' },
    });
    expect(only('Garante-se a razoável duração do processo (art. 5º, LXXVIII, da CF/88).')).toMatchObject({
      articles: ['5'],
      law: { alias: 'CF', year: 1988 },
    });
  });

  it('links an article to a law cited by number', () => {
    expect(only('Aplica-se o art. 6º, inciso VIII, da Lei nº 8.078/90 ao caso.')).toMatchObject({
      articles: ['6'],
      law: { type: 'lei', number: '8.078', year: 1990 },
    });
  });

  it('keeps an article without a law', () => {
    expect(only('Como dispõe o art. 10, não há surpresa.')).toMatchObject({ kind: 'artigo', law: undefined });
  });
});

describe('extractCitations — laws, súmulas, OJs', () => {
  it('reads laws with slash years and written-out dates', () => {
    expect(only('A Lei nº 8.078/1990 protege o consumidor.')).toMatchObject({
      kind: 'lei',
      law: { number: '8.078', year: 1990 },
    });
    expect(only('A reforma veio com a Lei 13.467, de 13 de julho de 2017.')).toMatchObject({
      law: { number: '13.467', year: 2017, date: { day: 13, month: 7, year: 2017 } },
    });
    expect(only('O Decreto-Lei nº 5.452/43 aprovou a consolidação.')).toMatchObject({
      law: { type: 'decreto-lei', year: 1943 },
    });
    expect(only('A LC 101/2000 limita gastos.')).toMatchObject({
      law: { type: 'lei-complementar', number: '101' },
    });
  });

  it('reads súmulas with items, lists and binding ones', () => {
    expect(only('A terceirização segue a Súmula nº 331, IV, do TST.')).toMatchObject({
      kind: 'sumula',
      court: 'TST',
      numbers: [331],
    });
    expect(only('Incidem as Súmulas 5 e 7 do STJ.')).toMatchObject({ court: 'STJ', numbers: [5, 7] });
    expect(only('Veda-se o nepotismo (Súmula Vinculante 13).')).toMatchObject({
      kind: 'sumula-vinculante',
      court: 'STF',
      numbers: [13],
    });
    expect(only('Aplica-se a Súmula 7/STJ.')).toMatchObject({ court: 'STJ', numbers: [7] });
  });

  it('reads the court in every place briefs put it, by acronym or by name', () => {
    for (const text of [
      'Súmula 54 STJ',
      'Súmula 54, STJ',
      'Súmula STJ 54',
      'Súmula do STJ nº 54',
      'verbete sumular 54 do STJ',
      'enunciado nº 54 da Súmula do STJ',
      'Súmula 54 do Superior Tribunal de Justiça',
      'Súmula 54 (STJ)',
    ]) {
      expect(only(`Aplica-se a ${text}.`), text).toMatchObject({
        kind: 'sumula',
        court: 'STJ',
        numbers: [54],
      });
    }
    for (const text of [
      'Súmula 473 do Supremo',
      'Súmula 473 do Excelso Pretório',
      'Súmula 473 do Supremo Tribunal Federal',
    ]) {
      expect(only(`Aplica-se a ${text}.`), text).toMatchObject({
        kind: 'sumula',
        court: 'STF',
        numbers: [473],
      });
    }
    expect(only('Súmulas nºs 282 e 356 do STF')).toMatchObject({ numbers: [282, 356], court: 'STF' });
    expect(only('Súmula 1.200 do STJ')).toMatchObject({ numbers: [1200], court: 'STJ' });
  });

  it('reads the court of a tema by name, in parentheses, or from the appeal before it', () => {
    expect(only('Tema 1.076 do Superior Tribunal de Justiça')).toMatchObject({ court: 'STJ', number: 1076 });
    expect(only('Tema 1.076 (STJ)')).toMatchObject({ court: 'STJ', number: 1076 });
    expect(only('Tema 118 dos Recursos Repetitivos do STJ')).toMatchObject({ court: 'STJ', number: 118 });
    expect(only('Tema 1046 do Supremo Tribunal Federal')).toMatchObject({ court: 'STF' });
    expect(only('Temas repetitivos 1.076 e 118 do STJ')).toMatchObject({
      court: 'STJ',
      numbers: [1076, 118],
    });
    const tema = extractCitations('No REsp repetitivo 1.111.164/BA (Tema 118), decidiu-se.').at(-1);
    expect(tema).toMatchObject({ kind: 'tema', court: 'STJ', number: 118 });
    const rg = extractCitations('No RE 958.252 (Tema 725), decidiu-se.').at(-1);
    expect(rg).toMatchObject({ kind: 'tema', court: 'STF', number: 725 });
  });

  it('reads temas, súmulas and articles as lawyers type them in a search box', () => {
    expect(only('Tema 1.076 STJ')).toMatchObject({ kind: 'tema', court: 'STJ', number: 1076 });
    expect(only('tema repetitivo nº 1.076')).toMatchObject({ kind: 'tema', court: 'STJ', number: 1076 });
    expect(only('Tema 1076/STJ')).toMatchObject({ kind: 'tema', court: 'STJ', number: 1076 });
    expect(only('Tema 1.198')).toMatchObject({ kind: 'tema', court: undefined, number: 1198 });
    // RG: repercussão geral, the STF's temas (CPC art. 1.035).
    expect(only('RG 1.046')).toMatchObject({ kind: 'tema', court: 'STF', number: 1046 });
    expect(only('Súmula 7/STJ')).toMatchObject({ kind: 'sumula', court: 'STJ', numbers: [7] });
    expect(only('art. 1.829, I, do CC')).toMatchObject({
      kind: 'artigo',
      articles: ['1829'],
      provisions: [[{ inciso: 'I' }]],
      law: { raw: 'CC' },
    });
    expect(only('CLT art 477 § 8')).toMatchObject({
      kind: 'artigo',
      articles: ['477'],
      provisions: [[{ paragrafo: '8' }]],
      law: { raw: 'CLT' },
    });
    // An identity card (Registro Geral) is no tema.
    expect(extractCitations('Portador do RG nº 12.345.678 SSP/SP.')).toEqual([]);
  });

  it('reads the court typed in lower case ("súmula 385 stj", "tema 1046 stf")', () => {
    expect(only('súmula 385 stj')).toMatchObject({ kind: 'sumula', court: 'STJ', numbers: [385] });
    expect(only('sumula 7/stj')).toMatchObject({ kind: 'sumula', court: 'STJ', numbers: [7] });
    expect(only('tema 1046 stf')).toMatchObject({ kind: 'tema', court: 'STF', number: 1046 });
  });

  it('reads a text the same whether or not it holds a character past U+00FF', () => {
    // V8 stores such a text as two-byte characters and read some case-insensitive groups
    // differently there: the act was cut at 'Lei Orgânica'
    const plain = 'com base no art. 19 da Lei Orgânica do Distrito Federal.';
    const wide = `${plain} – fim.`;
    expect(extractCitations(wide)[0]?.text).toBe('art. 19 da Lei Orgânica do Distrito Federal');
    expect(extractCitations(plain)[0]?.text).toBe('art. 19 da Lei Orgânica do Distrito Federal');
  });

  it('folds the case of accented letters in capitals ("JURISPRUDÊNCIA DESTA CORTE")', () => {
    expect(only('CONFORME JURISPRUDÊNCIA\nDESTA CORTE SUPERIOR, NEGA-SE.')).toMatchObject({
      kind: 'vaga',
      text: 'JURISPRUDÊNCIA\nDESTA CORTE SUPERIOR',
    });
  });

  it('ignores Enunciados that name no court', () => {
    expect(extractCitations('Veja o Enunciado 12 da Jornada de Direito Civil.')).toEqual([]);
  });

  it('reads OJs with their body', () => {
    expect(only('A OJ 394 da SBDI-1 do TST trata do repouso.')).toMatchObject({
      kind: 'oj',
      body: 'SBDI-1',
      numbers: [394],
    });
    expect(only('Ver Orientação Jurisprudencial nº 19 da SDC.')).toMatchObject({
      body: 'SDC',
      numbers: [19],
    });
  });
});

describe('extractCitations — CNJ numbers and case references', () => {
  it('finds CNJ numbers masked or bare', () => {
    expect(only('Processo nº 0000832-35.2018.4.01.3202 em trâmite.')).toMatchObject({
      kind: 'cnj',
      number: '0000832-35.2018.4.01.3202',
    });
    expect(only('Autos 00008323520184013202.')).toMatchObject({ kind: 'cnj' });
  });

  it('reads case references with prefixes, UF and the dates written after them', () => {
    expect(only('No AgInt no AREsp 1.000.000/RJ, DJe 17/12/2024, a Turma decidiu.')).toMatchObject({
      kind: 'julgado',
      caseClass: 'AgInt no AREsp',
      caseNumber: '1.000.000',
      uf: 'RJ',
      dates: [{ day: 17, month: 12, year: 2024 }],
    });
    expect(only('Vide RR-902-05.2017.5.09.0026.')).toMatchObject({
      caseClass: 'RR',
      caseNumber: '902-05.2017.5.09.0026',
    });
    expect(only('A ADPF 501 afastou a súmula.')).toMatchObject({ caseClass: 'ADPF', caseNumber: '501' });
  });

  it('takes the parenthesis of a reporter note with the date', () => {
    expect(
      only('O REsp nº 1.737.412/SE (Rel. Min. Fulana, 3ª Turma, DJe 08/02/2019) tratou do tema.').text,
    ).toBe('REsp nº 1.737.412/SE (Rel. Min. Fulana, 3ª Turma, DJe 08/02/2019)');
  });

  it('returns citations in order with exact offsets', () => {
    const text = 'Ver art. 186 do CC e Súmula 331 do TST.';
    const found = extractCitations(text);
    expect(found.map((c) => text.slice(c.start, c.end))).toEqual(['art. 186 do CC', 'Súmula 331 do TST']);
  });
});

describe('parseLawRef', () => {
  it('reads two-digit years against the pivot', () => {
    expect(parseLawRef('Lei 9.099/95', 2026).year).toBe(1995);
    expect(parseLawRef('Lei 13.105/15', 2026).year).toBe(2015);
  });
});

describe('extractCitations — context', () => {
  it('gives an article joined by "c/c" the act of the article before it, as inferred', () => {
    const [first, second] = extractCitations('Responde (art. 186 do CC c/c o art. 927).');
    expect(first).toMatchObject({ articles: ['186'], law: { alias: 'CC' } });
    expect(second).toMatchObject({ articles: ['927'], law: { alias: 'CC' }, lawFromContext: true });
    // joined by "e", the second article may be of another act: left without one
    const [, other] = extractCitations('Ofende o art. 186 do CC e o art. 5º.');
    expect(other).toMatchObject({ articles: ['5'], law: undefined });
  });

  it('resolves "do mesmo diploma" to the law cited just before', () => {
    const [first, second] = extractCitations(
      'O art. 14 do CDC impõe responsabilidade objetiva, e o art. 12 do mesmo diploma também.',
    );
    expect(first).toMatchObject({ law: { alias: 'CDC' } });
    expect(second).toMatchObject({
      kind: 'artigo',
      articles: ['12'],
      lawFromContext: true,
      law: { alias: 'CDC' },
    });
  });

  it('reads the law-first form with a parenthetical name', () => {
    expect(only('Incide a Lei 8.078/90 (CDC), art. 14, no caso.')).toMatchObject({
      kind: 'artigo',
      articles: ['14'],
      law: { number: '8.078', year: 1990 },
    });
  });
});
