// Federal law catalogue look-ups: find an act by alias or number/year, test whether an article can
// exist in it, and whether a number/year pair fits the federal numbering. LC 95/1998 art. 2º § 2º, II:
// leis complementares and leis ordinárias are numbered in sequence continuing the series begun in
// 1946, so between two catalogued laws of known years a number can only carry a year in between.

import { LAWS } from './data/laws.ts';
import { isConfirmed, type Verification } from './verification.ts';

export type LawType =
  | 'constituicao'
  | 'adct'
  | 'lei'
  | 'lei-complementar'
  | 'decreto-lei'
  | 'emenda-constitucional';

export interface LawEntry {
  id: string;
  type: LawType;
  /** As officially written, with the thousands dot ('8.078'); null for the CF and the ADCT. */
  number: string | null;
  year: number;
  name: string;
  commonName: string | null;
  aliases: readonly string[];
  /** Highest base article number; null when unknown. */
  lastArticle: number | null;
  /** How lastArticle was checked (see verification.ts). */
  verification: Verification;
  source: string;
  status: 'vigente' | 'revogada';
  note?: string;
}

export interface LawQuery {
  type?: LawType;
  number?: string | number;
  year?: number;
}

export function listLaws(): readonly LawEntry[] {
  return LAWS;
}

const digitsOf = (value: string | number) => Number(String(value).replace(/\D/g, ''));

const byAlias = new Map<string, LawEntry>();
const byAliasLower = new Map<string, LawEntry>();
/**
 * An act's own name or common name, when it is the name courts write ('Lei de Introdução às
 * Normas do Direito Brasileiro', 'Lei das Eleições', 'Código de Trânsito Brasileiro'): a name that
 * starts as acts are named and carries no number, note or list. Descriptions ('Pregão', 'Feriados
 * nacionais') are not names.
 */
const NAME_AS_WRITTEN = /^(?:Lei|Código|Estatuto|Consolidação|Constituição)\s[^\d()/]+$/;
for (const law of LAWS) {
  const names = [law.name, law.commonName].filter(
    (n): n is string => typeof n === 'string' && NAME_AS_WRITTEN.test(n),
  );
  for (const alias of [...law.aliases, ...names]) {
    if (byAlias.has(alias)) continue;
    byAlias.set(alias, law);
    if (!isAcronym(alias)) byAliasLower.set(alias.toLowerCase(), law);
  }
}

/** Acronyms ('CC', 'CF/88') must match case exactly; names ('Código Civil') in any case. */
export function isAcronym(alias: string): boolean {
  return !/[a-zà-ú]{2}/.test(alias);
}

export function lawAliases(): string[] {
  return [...byAlias.keys()];
}

export function findLawByAlias(alias: string): LawEntry | undefined {
  const text = alias.replace(/\s+/g, ' ').trim();
  return byAlias.get(text) ?? byAliasLower.get(text.toLowerCase());
}

const QUERY =
  /^(lei complementar|lc|decreto-lei|dl|emenda constitucional|ec|lei)\s*(?:federal\s*)?(?:n[º°o.]*\s*)?([\d.]+)(?:\s*(?:\/|,?\s*de)\s*(\d{2,4}))?$/i;

const TYPE_WORDS: Readonly<Record<string, LawType>> = {
  'lei complementar': 'lei-complementar',
  lc: 'lei-complementar',
  'decreto-lei': 'decreto-lei',
  dl: 'decreto-lei',
  'emenda constitucional': 'emenda-constitucional',
  ec: 'emenda-constitucional',
  lei: 'lei',
};

/** 'CLT', 'Código Civil', 'Lei nº 8.078/1990', 'LC 101/2000' or { type, number, year }. */
export function findLaw(query: string | LawQuery): LawEntry | undefined {
  if (typeof query === 'string') {
    const alias = findLawByAlias(query);
    if (alias) return alias;
    const match = QUERY.exec(query.trim());
    if (!match) return undefined;
    const [, word = '', number = '', year] = match;
    return findLaw({
      type: TYPE_WORDS[word.toLowerCase()] ?? 'lei',
      number,
      year: year ? expandYear(year) : undefined,
    });
  }
  if (query.number === undefined) return undefined;
  const wanted = digitsOf(query.number);
  const type = query.type ?? 'lei';
  const candidates = LAWS.filter(
    (l) => l.type === type && l.number !== null && digitsOf(l.number) === wanted,
  );
  if (query.year !== undefined) return candidates.find((l) => l.year === query.year);
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** Laws with this type and number, whatever their year (to tell "wrong year" from "unknown law"). */
export function lawsNumbered(type: LawType, number: string | number): LawEntry[] {
  const wanted = digitsOf(number);
  return LAWS.filter((l) => l.type === type && l.number !== null && digitsOf(l.number) === wanted);
}

/** Default pivot for two-digit years when no clock is injected. */
export const DEFAULT_PIVOT_YEAR = 2030;

/**
 * Two-digit years as lawyers write them ('Lei 8.078/90', 'DL 5.452/43'): 20yy unless that would be
 * after `pivotYear` (pass the current year), then 19yy.
 */
export function expandYear(year: string | number, pivotYear = DEFAULT_PIVOT_YEAR): number {
  const n = Number(year);
  if (String(year).length > 2) return n;
  return 2000 + n <= pivotYear ? 2000 + n : 1900 + n;
}

export type NumberYearCheck =
  | { fits: true; reason: string }
  | { fits: false; reason: string }
  | { fits: 'unknown'; reason: string };

const SEQUENCE_BASIS = 'numeração sequencial desde 1946, LC 95/1998, art. 2º, § 2º, II';

/** Does `number`/`year` fit the federal numbering, given the catalogued laws and today's year? */
export function checkNumberYear(
  type: LawType,
  number: string | number,
  year: number,
  todayYear: number,
): NumberYearCheck {
  const n = digitsOf(number);
  if (year > todayYear)
    return { fits: false, reason: `o ano ${year} é posterior ao ano corrente (${todayYear})` };
  if (type === 'decreto-lei' && year > 1988) {
    return {
      fits: false,
      reason: `não há decretos-leis depois da Constituição de 1988 (ano citado: ${year})`,
    };
  }
  if ((type !== 'lei' && type !== 'lei-complementar') || year < 1946) {
    return { fits: 'unknown', reason: 'sem regra de numeração verificável para este tipo de ato ou período' };
  }
  const anchors = LAWS.filter((l) => l.type === type && l.year >= 1946 && l.number !== null);
  let lower: LawEntry | undefined;
  let upper: LawEntry | undefined;
  for (const law of anchors) {
    const m = digitsOf(law.number ?? '');
    if (m < n && (!lower || m > digitsOf(lower.number ?? ''))) lower = law;
    if (m > n && (!upper || m < digitsOf(upper.number ?? ''))) upper = law;
  }
  if (lower && year < lower.year) {
    return {
      fits: false,
      reason: `nº ${number} é posterior à ${label(lower)}, mas o ano citado (${year}) é anterior (${SEQUENCE_BASIS})`,
    };
  }
  if (upper && year > upper.year) {
    return {
      fits: false,
      reason: `nº ${number} é anterior à ${label(upper)}, mas o ano citado (${year}) é posterior (${SEQUENCE_BASIS})`,
    };
  }
  return {
    fits: true,
    reason: `nº ${number}/${year} compatível com a numeração sequencial (${SEQUENCE_BASIS})`,
  };
}

export function label(law: LawEntry): string {
  if (law.type === 'constituicao') return 'Constituição Federal de 1988';
  if (law.type === 'adct') return 'ADCT';
  const kind = {
    lei: 'Lei',
    'lei-complementar': 'Lei Complementar',
    'decreto-lei': 'Decreto-Lei',
    'emenda-constitucional': 'Emenda Constitucional',
  }[law.type];
  return `${kind} nº ${law.number}/${law.year}${law.commonName ? ` (${law.commonName})` : ''}`;
}

export type ArticleCheck =
  | { result: 'exists'; confirmed: boolean }
  | { result: 'beyond-last'; confirmed: boolean }
  | { result: 'unknown' };

/** Whether art. `article` can exist in `law` per its last article; `confirmed` says if the count was verified. */
export function checkArticle(law: LawEntry, article: number): ArticleCheck {
  if (law.lastArticle === null) return { result: 'unknown' };
  const confirmed = isConfirmed(law.verification);
  return article >= 1 && article <= law.lastArticle
    ? { result: 'exists', confirmed }
    : { result: 'beyond-last', confirmed };
}
