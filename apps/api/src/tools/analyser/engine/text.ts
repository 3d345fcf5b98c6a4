// Text helpers of the analysis engine. A finding quotes its clause exactly as the document writes
// it, so every excerpt here is a slice of the original text, never a rewritten copy.

export const MAX_CLAUSE_CHARS = 480;

/**
 * A sentence ends at a line break, or at '.', ';', '!' or '?' followed by spaces and a capital. A
 * word cut by a hyphen at the end of a line and carried on in lower case ("independente-\nmente",
 * as scanned or pasted text splits it) does not end it.
 */
const SENTENCE_BREAK = /(?<![a-zà-ÿ]-)\n|(?<=[a-zà-ÿ]-)\n(?![a-zà-ÿ])|[.;!?](?=\s+[A-ZÀ-Ý])/g;

export interface Excerpt {
  text: string;
  start: number;
  end: number;
}

/** Sentence boundaries of the whole text, computed once per analysis (sorted offsets). */
export class Sentences {
  readonly text: string;
  private readonly breaks: number[];

  constructor(text: string) {
    this.text = text;
    const breaks: number[] = [];
    for (const m of text.matchAll(SENTENCE_BREAK)) breaks.push(m.index + 1);
    this.breaks = breaks;
  }

  /** The sentence holding offset `at` (trimmed), cut to MAX_CLAUSE_CHARS around it when long. */
  around(at: number, length = 0): Excerpt {
    const i = upperBound(this.breaks, at);
    let start = i === 0 ? 0 : (this.breaks[i - 1] ?? 0);
    let end = this.breaks[i] ?? this.text.length;
    if (end < at + length) end = Math.min(this.text.length, at + length);
    if (end - start > MAX_CLAUSE_CHARS) {
      const room = Math.max(0, MAX_CLAUSE_CHARS - length);
      start = Math.max(start, wordStart(this.text, at - Math.floor(room / 2)));
      end = Math.min(end, wordEnd(this.text, Math.max(at + length, start + MAX_CLAUSE_CHARS)));
    }
    return trimmed(this.text, start, end);
  }

  /** The sentence around `at` followed by the next `extra` characters (for "…in the next line"). */
  window(at: number, extra: number): string {
    const s = this.around(at);
    return this.text.slice(s.start, Math.min(this.text.length, s.end + extra));
  }
}

function upperBound(sorted: number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? 0) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function wordStart(text: string, at: number): number {
  const from = Math.max(0, at);
  const space = text.indexOf(' ', from);
  return space === -1 || space - from > 30 ? from : space + 1;
}

function wordEnd(text: string, at: number): number {
  const to = Math.min(text.length, at);
  const space = text.lastIndexOf(' ', to);
  return space === -1 || to - space > 30 ? to : space;
}

function trimmed(text: string, start: number, end: number): Excerpt {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s] ?? '')) s++;
  while (e > s && /\s/.test(text[e - 1] ?? '')) e--;
  return { text: text.slice(s, e), start: s, end: e };
}

/** First match of a non-global pattern, or undefined. */
export function find(text: string, re: RegExp): RegExpExecArray | undefined {
  return re.exec(text) ?? undefined;
}

/** Reads '2,5' / '2.5' / '10' as a number. */
export function parseDecimal(raw: string): number {
  if (raw.includes(',')) return Number(raw.replace(/\./g, '').replace(',', '.'));
  return /^\d+\.\d{1,2}$/.test(raw) ? Number(raw) : Number(raw.replace(/\./g, ''));
}

/** Reads 'R$ 12.500,00' as 12500. */
export function parseBrl(raw: string): number {
  const digits = raw.replace(/[^\d,]/g, '');
  return Number(digits.replace(',', '.'));
}

/** A heading in capitals, also after its clause number ("Cláusula 12ª - DO TÍTULO EXECUTIVO."). */
export const isHeading = (line: string) => {
  const body = line.replace(/^\s*cl[áa]usula\s+\S+\s*[-–—.:]?\s*/i, '');
  return body === body.toUpperCase();
};
