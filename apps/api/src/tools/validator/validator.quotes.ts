// Quoted passages attributed to a source: 'O art. 412 do Código Civil dispõe: "…"'. When the source
// is in the Search corpus (legal_sources), the quote is checked word for word against it; a quote
// the source does not contain is a fabrication even if the article exists.
import { type Citation, findLaw, findLawByAlias, type LawEntry, type LawRef } from '@lexato/legal';

export interface SourceText {
  id: string;
  title: string;
  text: string;
  reference: string | null;
}

/** Where the corpus lives; the database implementation is in validator.repository.ts. */
export interface SourceLookup {
  /** Rows whose `reference` is one of these (exact). */
  byReferences(references: string[]): Promise<SourceText[]>;
  /** A row whose text contains this fragment (accents and case folded), if any. */
  containing(fragment: string): Promise<{ id: string; title: string } | undefined>;
}

export interface AttributedQuote {
  quote: string;
  start: number;
  end: number;
  citation: Citation;
  references: string[];
}

const QUOTE = /["“]([^"“”\n]{25,3000})["”]/g;
/** How far a citation may sit from the quote it introduces (before) or follows (after). */
const BEFORE = 250;
const AFTER = 150;

/** Quotes attributed to an article or súmula citation, with the corpus references to look up. */
export function attributedQuotes(text: string, citations: Citation[]): AttributedQuote[] {
  const out: AttributedQuote[] = [];
  const sources = citations.filter(
    (c) => c.kind === 'artigo' || c.kind === 'sumula' || c.kind === 'sumula-vinculante',
  );
  for (const m of text.matchAll(QUOTE)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = sources.filter((c) => c.end <= start && start - c.end <= BEFORE).at(-1);
    const after = sources.find((c) => c.start >= end && c.start - end <= AFTER);
    const citation =
      before && !/["“”]/.test(text.slice(before.end, start))
        ? before
        : after && !/["“”]/.test(text.slice(end, after.start))
          ? after
          : undefined;
    if (!citation) continue;
    const references = referencesOf(citation);
    if (references.length === 0) continue;
    out.push({ quote: m[1] ?? '', start, end, citation, references });
  }
  return out;
}

/** The `reference` strings the corpus import writes for a citation (official-corpus.ts). */
export function referencesOf(c: Citation): string[] {
  if (c.kind === 'sumula' || c.kind === 'sumula-vinculante') {
    if (!c.court || c.kind === 'sumula-vinculante') return [];
    return c.numbers.map((n) => `Súmula ${n}/${c.court}`);
  }
  if (c.kind !== 'artigo' || !c.law) return [];
  const law = lawOf(c.law);
  if (!law) return [];
  const act = actName(law);
  if (!act) return [];
  return c.articles.map((a) => `${act}, art. ${articleNumber(a)}`);
}

function lawOf(ref: LawRef): LawEntry | undefined {
  if (ref.alias !== undefined) return findLawByAlias(ref.raw) ?? findLawByAlias(ref.alias);
  if (!ref.number) return undefined;
  return findLaw({ type: ref.type ?? 'lei', number: ref.number, ...(ref.year ? { year: ref.year } : {}) });
}

function actName(law: LawEntry): string | undefined {
  if (law.type === 'constituicao') return 'Constituição Federal de 1988';
  if (law.type === 'adct') return 'Ato das Disposições Constitucionais Transitórias';
  if (!law.number) return undefined;
  const kind = { lei: 'Lei', 'lei-complementar': 'Lei Complementar', 'decreto-lei': 'Decreto-Lei' }[
    law.type as 'lei' | 'lei-complementar' | 'decreto-lei'
  ];
  return kind ? `${kind} ${law.number}/${law.year}` : undefined;
}

/** '1228' → '1.228', '775-A' stays. */
function articleNumber(article: string): string {
  const [base = '', suffix] = article.split('-');
  const n = Number(base);
  const written = n >= 1000 ? `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}` : base;
  return suffix ? `${written}-${suffix}` : written;
}

/** Accent-, case- and spacing-insensitive form for word-for-word comparison. */
export function foldForCompare(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[º°]/g, 'o')
    .replace(/ª/g, 'a')
    .replace(/[“”„«»]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The quote's pieces between ellipses ('(...)', '[...]', '…'), each of which must be in the source. */
export function quoteFragments(quote: string): string[] {
  return quote
    .split(/\(\s*\.\.\.\s*\)|\[\s*\.\.\.\s*\]|\.\.\.|…/)
    .map((f) => foldForCompare(f).replace(/^[\s,;:.-]+|[\s,;:-]+$/g, ''))
    .filter((f) => f.length >= 8);
}

export type QuoteVerdict =
  | { kind: 'matches'; source: SourceText }
  | { kind: 'differs'; source: SourceText; elsewhere: { id: string; title: string } | undefined }
  | { kind: 'unavailable' };

export async function checkQuote(q: AttributedQuote, lookup: SourceLookup): Promise<QuoteVerdict> {
  const rows = await lookup.byReferences(q.references);
  if (rows.length === 0) return { kind: 'unavailable' };
  const fragments = quoteFragments(q.quote);
  for (const source of rows) {
    const body = foldForCompare(source.text);
    let from = 0;
    const allFound = fragments.every((f) => {
      const at = body.indexOf(f, from);
      if (at === -1) return false;
      from = at + f.length;
      return true;
    });
    if (allFound && fragments.length > 0) return { kind: 'matches', source };
  }
  const first = fragments[0];
  const elsewhere = first ? await lookup.containing(first) : undefined;
  const source = rows[0] as SourceText;
  return {
    kind: 'differs',
    source,
    elsewhere: elsewhere && elsewhere.id !== source.id ? elsewhere : undefined,
  };
}
