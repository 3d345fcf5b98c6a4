// What the citation grammar reads instead of the raw text: the same text with the noise of PDF
// extraction and OCR undone, and for every character of it the offset of the character it came
// from, so each citation found keeps its exact start and end in the text as written.
//   - a word cut at a line end ('Espe-⏎cial') is joined; a soft hyphen is dropped;
//   - en and em dashes read as hyphens ('Reclamação nº 77.872 – SC'), the fraction slash and the
//     no-break space as their plain forms ('2016⁄0037260-9');
//   - OCR confusions inside a number ('1.45g.779' → '1.459.779', '1O5' → '105', '1l5' → '115')
//     and at the head of 'Súmula' ('5úmula', '$úmula'); 'ad. 73' read as 'art. 73'.
// One pass, each character looked at once with its two neighbours: linear in the text's length.

export interface NormalisedText {
  /** The text the grammar reads. */
  text: string;
  /** origin[i] is the offset in the original text of text[i]; origin[text.length] is its length. */
  origin: Int32Array;
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isLower = (c: string | undefined) => c !== undefined && /[a-zà-ÿ]/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[\wÀ-ÿ]/.test(c);

/** Letters an OCR engine reads for a digit, when a digit stands on one side and a digit or a dot on the other. */
const OCR_DIGIT: Readonly<Record<string, string>> = { g: '9', O: '0', o: '0', l: '1', I: '1' };
/** Plain forms of characters that mean the same to the grammar. */
const PLAIN: Readonly<Record<string, string>> = { '–': '-', '—': '-', '‑': '-', '⁄': '/', '\u00A0': ' ' };

export function normaliseForCitations(raw: string): NormalisedText {
  const out: string[] = [];
  const origin = new Int32Array(raw.length + 1);
  let n = 0;
  const push = (c: string, from: number) => {
    out.push(c);
    origin[n] = from;
    n += 1;
  };
  for (let i = 0; i < raw.length; i += 1) {
    const c = raw[i] ?? '';
    if (c === '\u00AD') continue;
    // 'Espe-⏎cial': the hyphen and the line break between two lower-case letters go
    if (c === '-' && isLower(raw[i - 1])) {
      let j = i + 1;
      while (raw[j] === ' ' || raw[j] === '\r') j += 1;
      if (raw[j] === '\n') {
        j += 1;
        while (raw[j] === ' ') j += 1;
        if (isLower(raw[j])) {
          i = j - 1;
          continue;
        }
      }
    }
    const plain = PLAIN[c];
    if (plain) {
      push(plain, i);
      continue;
    }
    const digit = OCR_DIGIT[c];
    if (digit) {
      const before = raw[i - 1];
      const after = raw[i + 1];
      // 'o' after a digit is an ordinal ('5o'): only between two digits is it a zero
      const between = isDigit(before) && isDigit(after);
      const besideDot =
        c !== 'o' && ((isDigit(before) && after === '.') || (before === '.' && isDigit(after)));
      if (between || besideDot) {
        push(digit, i);
        continue;
      }
    }
    // 'ad. 73': OCR's reading of 'art.' before an article number
    if (
      c === 'a' &&
      raw[i + 1] === 'd' &&
      raw[i + 2] === '.' &&
      !isWordChar(raw[i - 1]) &&
      /^\s?\d/.test(raw.slice(i + 3, i + 5))
    ) {
      push('a', i);
      push('r', i + 1);
      push('t', i + 1);
      push('.', i + 2);
      i += 2;
      continue;
    }
    // '5úmula', '$úmula': an S read as a 5 or a dollar sign at the head of the word
    if (
      (c === '5' || c === '$') &&
      !isWordChar(raw[i - 1]) &&
      /^[úu]mulas?(?![\wÀ-ÿ])/i.test(raw.slice(i + 1, i + 8))
    ) {
      push('S', i);
      continue;
    }
    push(c, i);
  }
  origin[n] = raw.length;
  return { text: out.join(''), origin: origin.subarray(0, n + 1) };
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
