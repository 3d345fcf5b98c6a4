// What the citation grammar reads instead of the raw text: the same text with the noise of PDF
// extraction and OCR undone, and for every character of it the offset of the character it came
// from, so each citation found keeps its exact start and end in the text as written.
//   - a word cut at a line end ('Espe-⏎cial') is joined; a soft hyphen is dropped;
//   - en and em dashes read as hyphens ('Reclamação nº 77.872 – SC'), the fraction slash and the
//     no-break space as their plain forms ('2016⁄0037260-9');
//   - OCR confusions inside a number ('1.45g.779' → '1.459.779', '1O5' → '105', '1l5' → '115',
//     'l86' → '186' at its head), a slash read as '1', 'l' or 'I' before a year ('9.09611995' →
//     '9.096/1995', 'CPCI2015' → 'CPC/2015'), a '1' inside a word ('Súmu1a' → 'Súmula') and the head of
//     'Súmula' ('5úmula', '$úmula', 'Súrnula'); 'ad. 73' and 'arl. 73' read as 'art. 73';
//   - an acronym written with full stops reads without them ('C.L.T.' → 'CLT', 'C.F.' → 'CF');
//   - a word the OCR glued to an act's name is parted ('ALei 5.764/2016', 'daRes.-TSE',
//     'Lein° 12.034/2009').
// One pass, each character looked at once with its two neighbours: linear in the text's length.

export interface NormalisedText {
  /** The text the grammar reads. */
  text: string;
  /** origin[i] is the offset in the original text of text[i]; origin[text.length] is its length. */
  origin: Int32Array;
}

/** Plain forms of characters that mean the same to the grammar. */
const PLAIN: Readonly<Record<string, string>> = { '–': '-', '—': '-', '‑': '-', '⁄': '/', '\u00A0': ' ' };
/** Letters an OCR engine reads for a digit. */
const OCR_DIGIT: Readonly<Record<string, string>> = { g: '9', O: '0', o: '0', l: '1', I: '1' };

/**
 * Every place the text needs a change, in one scan: a character with a plain form, a soft hyphen,
 * a word cut at a line end, a letter read for a digit (between two digits, or beside a digit and a
 * dot; 'o' only between digits, since '5o' is an ordinal; an 'l' or 'I' at the head of a number of
 * three digits or more), a '1' between two lower-case letters, an S read as '5' or '$' and an 'm'
 * read as 'rn' in 'Súmula', 'ad.' and 'arl.' for 'art.' before a number, an acronym spelt with full
 * stops, and a short word glued to 'Lei' or 'Res.' (or 'n°' glued to 'Lei').
 */
const NOISE =
  /(?<plain>[–—‑⁄\u00A0])|(?<soft>\u00AD)|(?<cut>(?<=[a-zà-ÿ])-[ \r]*\n *(?=[a-zà-ÿ]))|(?<slash>(?<=\d\.\d{3}|[A-Z]{2})[1lI](?=(?:19|20)\d{2}(?!\d)))|(?<digit>(?<=\d)[gOolI](?=\d)|(?<=\d)[gOlI](?=\.)|(?<=\.)[gOlI](?=\d)|(?<![\wÀ-ÿ.,])[lI](?=\d{2}|\.\d{3}))|(?<letter>(?<=[a-zà-ÿ])1(?=[a-zà-ÿ]))|(?<s>(?<![\wÀ-ÿ])[5$](?=[úuÚU](?:m|rn)ulas?(?![\wÀ-ÿ])))|(?<rn>(?<=[Ss][úuÚU])rn(?=ulas?(?![\wÀ-ÿ])))|(?<ad>(?<![\wÀ-ÿ])(?:ad|arl)\.(?=\s?\d))|(?<dotted>(?<![\wÀ-ÿ.])[A-Z]\.(?:[A-Z]\.){1,3}(?![\wÀ-ÿ]))|(?<glued>(?<![\wÀ-ÿ])(?:A|a|da|na|pela)(?=(?:Lei|LEI|Res\.)(?![a-zà-ÿ])))|(?<lein>(?<![\wÀ-ÿ])Lei(?=n[º°]\s?\d))/g;

export function normaliseForCitations(raw: string): NormalisedText {
  const parts: string[] = [];
  const origin = new Int32Array(raw.length * 2 + 1);
  let n = 0;
  let copied = 0;
  const copy = (to: number) => {
    if (to <= copied) return;
    parts.push(raw.slice(copied, to));
    for (let i = copied; i < to; i += 1) origin[n++] = i;
    copied = to;
  };
  const put = (text: string, from: readonly number[]) => {
    parts.push(text);
    for (const f of from) origin[n++] = f;
  };
  for (const m of raw.matchAll(NOISE)) {
    const at = m.index;
    const g = m.groups ?? {};
    copy(at);
    if (g.plain !== undefined) put(PLAIN[g.plain] ?? g.plain, [at]);
    else if (g.digit !== undefined) put(OCR_DIGIT[g.digit] ?? g.digit, [at]);
    else if (g.letter !== undefined) put('l', [at]);
    else if (g.slash !== undefined) put('/', [at]);
    else if (g.s !== undefined) put('S', [at]);
    else if (g.rn !== undefined) put('m', [at]);
    else if (g.ad === 'ad.') put('art.', [at, at + 1, at + 1, at + 2]);
    else if (g.ad !== undefined) put('art.', [at, at + 1, at + 2, at + 3]);
    else if (g.dotted !== undefined) {
      // each letter keeps its place; the last one ends where its full stop does
      const letters = g.dotted.replace(/\./g, '');
      put(
        letters,
        [...letters].map((_, i) => (i === letters.length - 1 ? at + 2 * i + 1 : at + 2 * i)),
      );
    } else if (g.glued !== undefined)
      put(`${g.glued} `, [...g.glued].map((_, i) => at + i).concat(at + g.glued.length));
    else if (g.lein !== undefined) put('Lei ', [at, at + 1, at + 2, at + 3]);
    // a soft hyphen and a line-end cut are dropped
    copied = at + m[0].length;
  }
  copy(raw.length);
  origin[n] = raw.length;
  return { text: parts.join(''), origin: origin.slice(0, n + 1) };
}

/** The original span of normalised [start, end). */
export function originalSpan(
  norm: NormalisedText,
  start: number,
  end: number,
): { start: number; end: number } {
  const from = norm.origin[start] ?? 0;
  const last = end > start ? (norm.origin[end - 1] ?? from) + 1 : from;
  return { start: from, end: last };
}
