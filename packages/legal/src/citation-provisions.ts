// The provisions an article citation names below the article: 'art. 58, § 3º', 'art. 7º, XXIX',
// 'art. 121, § 2º, VI', 'art. 1.015, parágrafo único', 'art. 5º, LXXIII, "a"' (LC 95/1998 art. 10:
// parágrafos, incisos in Roman numerals, alíneas in lower-case letters). Read from the citation
// as written, after its (first) article number, or before it ('§ 1º do art. 477').
import type { ProvisionPath } from './lawbase/structure.ts';

const ROMAN_VALUE: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

/** 'XXIX' → 29; undefined for a string that is not a well-formed Roman numeral. */
export function romanValue(roman: string): number | undefined {
  if (!/^(?=[IVXLC])C{0,3}(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/.test(roman)) return undefined;
  let total = 0;
  for (let i = 0; i < roman.length; i += 1) {
    const value = ROMAN_VALUE[roman[i] ?? ''] ?? 0;
    const next = ROMAN_VALUE[roman[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** One article of a citation with the provisions named for it. */
export interface CitedArticle {
  /** As the base stores it: '477', '477-A', '1228'. */
  article: string;
  paths: ProvisionPath[];
}

const ORDINAL_PARAGRAPH: Readonly<Record<string, number>> = {
  primeiro: 1,
  segundo: 2,
  terceiro: 3,
  quarto: 4,
  quinto: 5,
  sexto: 6,
  setimo: 7,
  oitavo: 8,
  nono: 9,
  decimo: 10,
};

const NOT_WORD_BEFORE = '(?<![\\wÀ-ú§])';
const NOT_WORD_AFTER = '(?![\\wÀ-ú])';

/**
 * The pieces of an article citation, each a named group: a parágrafo ('§ 2º', '§§ 1º e 2º',
 * 'parágrafo 2º', 'parágrafo primeiro', 'parágrafo único', 'par. ún.', '§ único'), an inciso
 * ('XXIX', 'inciso IV', 'inc. IV'), an alínea ('alínea "a"', 'al. a', 'letra a', '"a"', ', a,'),
 * an item (read and skipped: the base does not divide alíneas into itens) and a number, which is
 * an article ('arts. 186 e 927') or, after '§§', the next parágrafo of the list.
 */
const PART = new RegExp(
  [
    String.raw`(?<unico>par[áa]grafo\s+[úu]nico|par\.\s*[úu]n(?:ico|\.)?|p\.\s*[úu]nico|§\s*[úu]nico)`,
    String.raw`(?<ordinal>par[áa]grafo\s+(?:primeiro|segundo|terceiro|quarto|quinto|sexto|s[ée]timo|oitavo|nono|d[ée]cimo))${NOT_WORD_AFTER}`,
    String.raw`(?<para>§{1,2}|par[áa]grafos?|pars?\.)\s*(?<paraNumber>\d{1,3})\s*\.?\s*[º°o]?(?:\s?-\s?(?<paraLetter>[A-Z])(?![a-zà-ú]))?`,
    String.raw`(?:itens|item)\s+\d{1,2}`,
    String.raw`(?:inc(?:isos?|s?\.)\s*)?(?<![\wÀ-ú])(?<roman>[IVXLC]{1,8})(?:\s?-\s?(?<romanLetter>[A-Z]))?${NOT_WORD_AFTER}(?![º°])`,
    String.raw`(?:al[íi]neas?|al\.|letras?)\s*["“'‘]?(?<alinea>[a-z])${NOT_WORD_AFTER}["”'’]?`,
    `["“'‘](?<quoted>[a-z])["”'’](?![a-z])`,
    String.raw`,\s*(?<bare>[a-z])(?=\s*,|\s*$)`,
    String.raw`${NOT_WORD_BEFORE}(?<number>\d{1,2}\.\d{3}|\d{1,4})(?:\s?\.?\s?[º°ª]|o(?![a-zà-ú]))?(?:\s?-\s?(?<letter>[A-Z])(?![a-zà-ú])|(?<glued>[A-Z])${NOT_WORD_AFTER})?`,
  ].join('|'),
  'g',
);

const ARTICLE_WORD = /(?<![\wÀ-ú])(?:arts?\.|art\(s\)\.|artigos?|arts?(?=\s*\d))\s*/i;
/** Where a citation written provisions first ('§ 1º do art. 477') starts: a provision's name. */
const PROVISION_FIRST = /^\s*(?:§|par[áa]grafo|par\.|p\.|inc(?:iso|\.)|al[íi]nea|al\.|letra|caput)/i;

/**
 * The articles a citation names, each with the provisions named for it, read from the citation
 * as written without its act: 'arts. 5º, XXXV, e 93, IX' → 5 (inciso XXXV) and 93 (inciso IX);
 * 'art. 477, §§ 6º e 8º' → 477 (§ 6º, § 8º); 'arts. 1.036 a 1.041' → 1036 and 1041 (a range is
 * checked at its ends); 'inciso II do art. 3º' → 3 (inciso II). A provision named before the
 * article belongs to the first article (LC 95/1998 art. 10 order, innermost first).
 */
export function citedArticles(citation: string): CitedArticle[] {
  const head = ARTICLE_WORD.exec(citation);
  if (!head) return [];
  const out: CitedArticle[] = [];
  let article: CitedArticle | undefined;
  let current: ProvisionPath = {};
  /** After '§§ 1º', a bare number is the next parágrafo of the list, not an article. */
  let paragraphList = false;
  const push = () => {
    if (article && Object.keys(current).length > 0) article.paths.push(current);
    current = {};
  };
  const paragraph = (label: string) => {
    push();
    current = { paragrafo: label };
  };
  const read = (m: RegExpExecArray | RegExpMatchArray, gap = '') => {
    const g = m.groups ?? {};
    // '§ 6º e inciso XXI': an inciso named by its word after ' e ' is the caput's, a part of its
    // own, not an inciso of that parágrafo (which 'art. 37, § 6º, XXI' would be)
    if (
      g.roman !== undefined &&
      /^inc/i.test(m[0]) &&
      /(?:^|\s)e\s*$/.test(gap) &&
      current.paragrafo !== undefined
    ) {
      push();
    }
    if (g.unico !== undefined) {
      paragraphList = false;
      paragraph('unico');
    } else if (g.ordinal !== undefined) {
      paragraphList = false;
      const word = foldWord(g.ordinal.split(/\s+/).at(-1) ?? '');
      paragraph(String(ORDINAL_PARAGRAPH[word] ?? ''));
    } else if (g.paraNumber !== undefined) {
      paragraphList = g.para === '§§' || /s\.?$/i.test(g.para ?? '');
      paragraph(`${Number(g.paraNumber)}${g.paraLetter ? `-${g.paraLetter}` : ''}`);
    } else if (g.roman !== undefined) {
      paragraphList = false;
      if (romanValue(g.roman) === undefined) return;
      if (current.inciso !== undefined) {
        const paragrafo = current.paragrafo;
        push();
        if (paragrafo !== undefined) current.paragrafo = paragrafo;
      }
      current.inciso = g.romanLetter ? `${g.roman}-${g.romanLetter}` : g.roman;
    } else if (g.number !== undefined) {
      const letter = g.letter ?? g.glued;
      if (paragraphList) {
        paragraph(`${Number(g.number)}${letter ? `-${letter}` : ''}`);
        return;
      }
      push();
      article = { article: `${Number(g.number.replace('.', ''))}${letter ? `-${letter}` : ''}`, paths: [] };
      out.push(article);
    } else {
      const letter = g.alinea ?? g.quoted ?? g.bare;
      if (letter === undefined) return;
      if (current.alinea !== undefined) {
        // 'XXVIII, "a" e "b"': the next alínea of the same inciso
        const { paragrafo, inciso } = current;
        push();
        if (paragrafo !== undefined) current.paragrafo = paragrafo;
        if (inciso !== undefined) current.inciso = inciso;
      }
      current.alinea = letter;
    }
  };
  const before = citation.slice(0, head.index);
  const prefixed = PROVISION_FIRST.test(before);
  // After the act's name ('da CLT', 'do Código Civil') nothing names a provision any more.
  const rest = citation.slice(head.index + head[0].length).split(/\s(?:d[oa]s?|n[oa]s?)\s/i)[0] ?? '';
  const parts = [...rest.slice(0, 600).matchAll(PART)];
  const first = parts.findIndex((m) => m.groups?.number !== undefined);
  if (first < 0) return [];
  read(parts[first] as RegExpMatchArray);
  if (prefixed) {
    // Innermost level first ('alínea "a" do inciso II do'): read the outermost first, as if
    // written after the article, each level's list in its own order ('§§ 1º e 2º do').
    for (const level of before.split(/\s+d[oa]s?\s+/i).reverse()) {
      for (const m of level.matchAll(PART)) {
        if (m.groups?.number === undefined || paragraphList) read(m);
      }
    }
    paragraphList = false;
  }
  let previousEnd = (parts[first]?.index ?? 0) + (parts[first]?.[0].length ?? 0);
  for (const m of parts.slice(first + 1)) {
    read(m, rest.slice(previousEnd, m.index));
    previousEnd = (m.index ?? 0) + m[0].length;
  }
  push();
  return out;
}

function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The provisions named for the (first) article of a citation, or none when it names only the
 * article: 'art. 121, § 2º, VI' → [{ paragrafo: '2', inciso: 'VI' }].
 */
export function provisionPaths(citation: string): ProvisionPath[] {
  return citedArticles(citation)[0]?.paths ?? [];
}
