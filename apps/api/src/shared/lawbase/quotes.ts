// Quoted passages attributed to a citation: 'O art. 412 do Código Civil dispõe: "…"'. The
// Validator compares each with the official text in the knowledge base (judge.ts): a
// quote the provision does not contain is a misquote even if the article exists.
import { type Citation, foldAccents } from '@lexato/legal';

export interface AttributedQuote {
  quote: string;
  start: number;
  end: number;
  citation: Citation;
}

/**
 * A quoted passage: it may run over line breaks (a caput and its incisos, a line hyphenated at its
 * end), never over a blank line, which ends a paragraph and so an unclosed quotation mark.
 */
const QUOTE = /["“]((?:[^"“”\n]|\n(?![ \t]*\n)){25,3000})["”]/g;
/** Words between a citation and the quote it introduces: 'dispõe:', ', que estabelece que', 'in verbis:'. */
const INTRODUCES =
  /^[^.;\n]{0,120}(?:dispõe|disp[õo]em|estabelece|estabelecem|prevê|preveem|preceitua|reza|determina|diz|dizem|assim|verbis|seguinte|teor|redação|textualmente|expressamente)[^.;\n]{0,30}$|^\s*(?:,\s*)?(?:que\s+)?:?\s*$|^[^.;\n]{0,60}:\s*$/i;

/** How far a citation may sit from the quote it introduces (before) or follows (after). */
const BEFORE = 250;
const AFTER = 150;

/** Quotes attributed to an article, súmula or tema citation (the closest one before, or right after). */
export function attributedQuotes(text: string, citations: Citation[]): AttributedQuote[] {
  const out: AttributedQuote[] = [];
  const sources = citations.filter(
    (c) => c.kind === 'artigo' || c.kind === 'sumula' || c.kind === 'sumula-vinculante' || c.kind === 'tema',
  );
  for (const m of text.matchAll(QUOTE)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = sources.filter((c) => c.end <= start && start - c.end <= BEFORE).at(-1);
    const after = sources.find((c) => c.start >= end && c.start - end <= AFTER);
    // A quote over several lines is most often a block quote of another decision's ementa: it is
    // the provision's text only when the citation introduces it ('dispõe:', 'estabelece que').
    const multiline = m[0].includes('\n');
    const introduced = (gap: string) => !multiline || INTRODUCES.test(gap);
    const citation =
      before && !/["“”]/.test(text.slice(before.end, start)) && introduced(text.slice(before.end, start))
        ? before
        : !multiline && after && !/["“”]/.test(text.slice(end, after.start))
          ? after
          : undefined;
    if (citation) out.push({ quote: m[1] ?? '', start, end, citation });
  }
  return out;
}

/** Accent-, case- and spacing-insensitive form for word-for-word comparison. */
export function foldForCompare(text: string): string {
  return foldAccents(text)
    .replace(/[º°]/g, 'o')
    .replace(/ª/g, 'a')
    .replace(/[“”„«»]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The quote's pieces between ellipses ('(...)', '[...]', '…'), each of which must be in the source. */
export function quoteFragments(quote: string): string[] {
  return quote
    .replace(COMPILATION_NOTE, ' ')
    .split(/\(\s*\.\.\.\s*\)|\[\s*\.\.\.\s*\]|\.\.\.|…/)
    .map((f) => wordsOnly(f))
    .filter((f) => f.length >= 8);
}

/**
 * Whether every piece of the quote (between ellipses) is in the official text, in order, with
 * accents, case, spacing and punctuation ignored.
 */
export function quoteMatches(quote: string, official: string): boolean {
  const fragments = quoteFragments(quote);
  if (fragments.length === 0) return false;
  // A plain substring: a quote may start or end inside a word of the official text. The
  // compilation's notes ("(Redação dada pela Lei nº …)", "(Vigência)") are not the law's words.
  // Compared without spaces: the compiled texts glue some words together ("§1o Paraa concessão da
  // tutela de urgência,o juiz pode, conformeo caso" in CPC art. 300), and a lawyer who quotes the
  // law correctly must not be told it is misquoted; a changed word still changes the letters.
  const body = spaceless(wordsOnly(official.replace(COMPILATION_NOTE, ' ')));
  let from = 0;
  for (const fragment of fragments) {
    const f = spaceless(fragment);
    const at = body.indexOf(f, from);
    if (at === -1) return false;
    from = at + f.length;
  }
  return true;
}

const COMPILATION_NOTE =
  /\((?:Reda[çc][ãa]o dada|Inclu[íi]d[oa]|Acrescid[oa]|Renumerad[oa]|Vide|Vig[êe]ncia|Produ[çc][ãa]o de efeito)[^()]*\)/gi;

const spaceless = (words: string) => words.replace(/ /g, '');

/** Letters and digits only, one space between words: punctuation and quotation marks dropped. */
function wordsOnly(text: string): string {
  return foldForCompare(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
