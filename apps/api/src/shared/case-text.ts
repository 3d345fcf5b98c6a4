// Reading a Portuguese case description: accent-free matching that still quotes the user's own
// words, dates and money amounts written the ways lawyers write them. Pure, no I/O; shared by
// Predict and Strategy, which read the same descriptions.
import { foldAccents, MONTH_NAMES } from '@lexato/legal';

const foldedChar = new Map<string, string>();

/** Lower-case, accent-free copy with the same length, so a match's indices quote the original. */
export function fold(text: string): string {
  const parts: string[] = [];
  let asciiStart = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 128) continue;
    // Non-ASCII: flush the ASCII run, then fold this code unit alone (a surrogate half stays as is).
    parts.push(text.slice(asciiStart, i).toLowerCase());
    const ch = text.charAt(i);
    let base = foldedChar.get(ch);
    if (base === undefined) {
      base = ch.normalize('NFD').charAt(0).toLowerCase().slice(0, 1) || ' ';
      foldedChar.set(ch, base);
    }
    parts.push(base);
    asciiStart = i + 1;
  }
  parts.push(text.slice(asciiStart).toLowerCase());
  return parts.join('');
}

export interface Match {
  start: number;
  end: number;
  /** The original words. */
  quote: string;
}

/** Every match of `pattern` (written against the folded text, flag g) with its original quote. */
export function findAll(text: string, folded: string, pattern: RegExp): Match[] {
  const out: Match[] = [];
  for (const m of folded.matchAll(pattern)) {
    const start = m.index;
    const end = start + m[0].length;
    out.push({ start, end, quote: text.slice(start, end).trim() });
  }
  return out;
}

/** “a” · “b” · “c”: up to three distinct quotes, the evidence line of a factor. */
export function quoteList(matches: Match[], max = 3): string {
  const seen = new Set<string>();
  const quotes: string[] = [];
  for (const m of matches) {
    const key = m.quote.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    quotes.push(`“${m.quote}”`);
    if (quotes.length === max) break;
  }
  return quotes.join(' · ');
}

/** Month names as the folded text writes them ('marco'). */
const MONTHS = MONTH_NAMES.map(foldAccents);

export interface FoundDate extends Match {
  /** YYYY-MM-DD; a month without a day counts from its first day. */
  iso: string;
  /** Written without its day: "março de 2021", "03/2021". */
  dayless?: true;
}

const pad = (n: number) => String(n).padStart(2, '0');
function validIso(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

const NUMERIC_DATE = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const WRITTEN_DATE = new RegExp(
  `\\b(?:(\\d{1,2})(?:º|o)?\\s+de\\s+)?(${MONTHS.join('|')})\\s+(?:de\\s+|do\\s+ano\\s+de\\s+)?(\\d{4})\\b`,
  'g',
);

/**
 * A month and year in figures ("02/2023", "em 3/2021"): not the number of an act or a case
 * ("Resolução 10/2020", "processo nº 12/2019"), nor part of a longer figure.
 */
const NUMERIC_MONTH = /(?<![\d/.,-])\b(\d{1,2})\/(\d{4})\b(?![/.,-]?\d)/g;
const NUMBERED_BEFORE =
  /\b(?:n[o°º]?|numero|lei|leis|decreto|resolucao|portaria|instrucao normativa|in|emenda|sumula|provimento|ato|edital|processo|autos|contrato|convencao|acordo|oficio|memorando|circular|medida provisoria|mp|lc|art|artigo|item|clausula|recurso|tema)\.?\s*$/;

/** Dates written in the text (dd/mm/aaaa, aaaa-mm-dd, "3 de março de 2021", "março de 2021", "03/2021"). */
export function findDates(text: string, folded: string): FoundDate[] {
  const out: FoundDate[] = [];
  const push = (m: RegExpMatchArray, iso: string | null, dayless = false) => {
    if (!iso || m.index === undefined) return;
    const end = m.index + m[0].length;
    if (out.some((d) => m.index !== undefined && m.index < d.end && end > d.start)) return;
    out.push({
      start: m.index,
      end,
      quote: text.slice(m.index, end),
      iso,
      ...(dayless ? { dayless: true as const } : {}),
    });
  };
  for (const m of folded.matchAll(NUMERIC_DATE)) push(m, validIso(Number(m[3]), Number(m[2]), Number(m[1])));
  for (const m of folded.matchAll(ISO_DATE)) push(m, validIso(Number(m[1]), Number(m[2]), Number(m[3])));
  for (const m of folded.matchAll(WRITTEN_DATE)) {
    push(m, validIso(Number(m[3]), MONTHS.indexOf(m[2] ?? '') + 1, m[1] ? Number(m[1]) : 1), !m[1]);
  }
  for (const m of folded.matchAll(NUMERIC_MONTH)) {
    if (NUMBERED_BEFORE.test(folded.slice(Math.max(0, m.index - 30), m.index))) continue;
    push(m, validIso(Number(m[2]), Number(m[1]), 1), true);
  }
  return out.sort((a, b) => a.start - b.start);
}

export interface FoundAmount extends Match {
  value: number;
}

const AMOUNT = /r\$\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?(?:\s*(mil|milhoes|milhao|mi)\b)?/g;

/** Money written as "R$ 12.500,00", "R$ 30 mil", "R$ 1,5 milhão". */
export function findAmounts(text: string, folded: string): FoundAmount[] {
  const out: FoundAmount[] = [];
  for (const m of folded.matchAll(AMOUNT)) {
    const whole = Number((m[1] ?? '0').replaceAll('.', ''));
    const cents = m[2] ? Number(`0.${m[2]}`) : 0;
    const scale = m[3] === 'mil' ? 1_000 : m[3] ? 1_000_000 : 1;
    const value = Math.round((whole + cents) * scale * 100) / 100;
    const end = m.index + m[0].length;
    out.push({ start: m.index, end, quote: text.slice(m.index, end).trim(), value });
  }
  return out;
}

/** The ISO date `years` years (and `months` months) after `iso`, clamped to the month's end. */
export function addYears(iso: string, years: number, months = 0): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = (y + years) * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

const STOPWORDS = new Set(
  (
    'a o as os de da do das dos e em no na nos nas um uma uns umas por para com sem que se ao aos ' +
    'sua seu suas seus ele ela eles elas foi era ser ter tem mais mas como pelo pela pelos pelas ' +
    'nao sim ja ou entre apos ate sobre quando onde isso esse essa este esta meu minha caso'
  ).split(' '),
);

/** Content words (accent-free, 4+ letters, no stopwords), for comparing two descriptions. */
export function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of fold(text).split(/[^a-z0-9]+/)) {
    if (w.length >= 4 && !STOPWORDS.has(w)) out.add(w);
  }
  return out;
}

/** The most frequent content words (5+ letters), the description's key terms for full-text search. */
export function keyTerms(text: string, max: number): string[] {
  const counts = new Map<string, number>();
  for (const w of fold(text).split(/[^a-z]+/)) {
    if (w.length >= 5 && !STOPWORDS.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1))
    .slice(0, max)
    .map(([w]) => w);
}

/** Jaccard similarity of two word sets, as a whole percent. */
export function similarityPercent(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const w of small) if (large.has(w)) shared++;
  return Math.round((100 * shared) / (a.size + b.size - shared));
}
