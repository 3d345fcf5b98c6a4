// Law references as Portuguese legal writing has them: 'Lei nº 8.078/90', 'LC 101/2000',
// 'Lei 13.467, de 13 de julho de 2017', 'CPC/2015', 'Código Civil'.

import { MONTH_NAMES } from './dates.ts';
import { expandYear, findLawByAlias, type LawType } from './laws.ts';

export interface DateRef {
  day: number;
  month: number;
  year: number;
  raw: string;
}

export interface LawRef {
  raw: string;
  /** Set when the text names the kind of act or an alias resolves it. */
  type: LawType | undefined;
  /** As written, e.g. '8.078'; undefined when cited by name. */
  number: string | undefined;
  year: number | undefined;
  /** The name or acronym used ('CLT', 'Código Civil'), when cited that way. */
  alias: string | undefined;
  /** 'de 11 de setembro de 1990' when written out. */
  date: DateRef | undefined;
}

const TYPED_LAW: ReadonlyArray<[RegExp, LawType]> = [
  [
    /^(?:lei\s+complementar|lc)\s*(?:federal\s+)?(?:n(?:[º°o]|\.º|\.)?\s*)?([\d.]+)(.*)$/is,
    'lei-complementar',
  ],
  [/^(?:decreto-lei|dl)\s*(?:n(?:[º°o]|\.º|\.)?\s*)?([\d.]+)(.*)$/is, 'decreto-lei'],
  [/^(?:emenda\s+constitucional|ec)\s*(?:n(?:[º°o]|\.º|\.)?\s*)?([\d.]+)(.*)$/is, 'emenda-constitucional'],
  [/^lei\s+(?:federal\s+)?(?:n(?:[º°o]|\.º|\.)?\s*)?([\d.]+)(.*)$/is, 'lei'],
];

/** Reads a law reference as written: number, year (two digits expanded) and date, or alias. */
export function parseLawRef(raw: string, pivotYear?: number): LawRef {
  const text = raw.trim();
  for (const [pattern, type] of TYPED_LAW) {
    const m = pattern.exec(text);
    if (!m) continue;
    const number = (m[1] ?? '').replace(/\.$/, '');
    const { year, date } = yearPart(m[2] ?? '', pivotYear);
    return { raw: text, type, number, year, alias: undefined, date };
  }
  const alias = text.replace(/\s+/g, ' ');
  // 'CPC/2015' and 'Código Civil de 2002' are a name plus a year
  const [name = alias, yearText] = alias.split(/\s*\/\s*|\s+de\s+(?=\d{4}$)/);
  // 'CPC/73' is an alias of its own (the 1973 code); 'CPC/2015' is 'CPC' plus a year.
  const law = findLawByAlias(alias) ?? findLawByAlias(name);
  return {
    raw: text,
    type: law?.type,
    number: undefined,
    year: yearText ? expandYear(yearText, pivotYear) : undefined,
    alias: name,
    date: undefined,
  };
}

function yearPart(
  rest: string,
  pivotYear: number | undefined,
): { year: number | undefined; date: DateRef | undefined } {
  const slash = /^\s*\/\s*(\d{2,4})/.exec(rest);
  if (slash) return { year: expandYear(slash[1] ?? '', pivotYear), date: undefined };
  // 'de 11.5.1990', 'de 11/05/90'
  const numeric = /^,?\s+de\s+(\d{1,2})º?[./](\d{1,2})[./](\d{4}|\d{2})(?!\d)/i.exec(rest);
  if (numeric) {
    const year = expandYear(numeric[3] ?? '', pivotYear);
    const raw = numeric[0].replace(/^,?\s+de\s+/i, '');
    return { year, date: { day: Number(numeric[1]), month: Number(numeric[2]), year, raw } };
  }
  const written = /^,?\s+de\s+(?:(\d{1,2})º?\s+de\s+([a-zç]+)\s+de\s+)?(\d{4})/i.exec(rest);
  if (!written) return { year: undefined, date: undefined };
  const year = Number(written[3]);
  const month = monthNumber(written[2]);
  const date =
    written[1] && month
      ? { day: Number(written[1]), month, year, raw: written[0].replace(/^,?\s+de\s+/, '') }
      : undefined;
  return { year, date };
}

export function monthNumber(name: string | undefined): number | undefined {
  if (!name) return undefined;
  const index = MONTH_NAMES.indexOf(name.toLowerCase().replace('marco', 'março'));
  return index >= 0 ? index + 1 : undefined;
}
