// Shared vocabulary of the citation checker: a verdict (status, Portuguese reason, confidence), how
// verdicts combine, and the two checks every kind uses (dates, "cited as cancelled?").

import type { DateRef } from './citations.ts';
import { type IsoDate, isRealDate, toIso } from './dates.ts';

export type CitationStatus = 'valid' | 'suspicious' | 'invalid';

export interface Verdict {
  status: CitationStatus;
  details: string;
  confidence: number;
}

/** What the judges share for one text: the text itself, the injected clock, notes for recommendations. */
export interface Context {
  text: string;
  today: IsoDate;
  todayYear: number;
  notes: Set<string>;
}

export interface At {
  start: number;
  end: number;
}

export const valid = (details: string, confidence: number): Verdict => ({
  status: 'valid',
  details,
  confidence,
});
export const suspicious = (details: string, confidence: number): Verdict => ({
  status: 'suspicious',
  details,
  confidence,
});
export const invalid = (details: string, confidence: number): Verdict => ({
  status: 'invalid',
  details,
  confidence,
});

const RANK: Readonly<Record<CitationStatus, number>> = { valid: 0, suspicious: 1, invalid: 2 };

/** Worst status wins; details of every part are kept; confidence is that of the deciding parts. */
export function combine(verdicts: Verdict[]): Verdict {
  const worst = verdicts.reduce((a, b) => (RANK[b.status] > RANK[a.status] ? b : a));
  const deciding = verdicts.filter((v) => v.status === worst.status);
  return {
    status: worst.status,
    details: verdicts.map((v) => v.details).join('; '),
    confidence: Math.min(...deciding.map((v) => v.confidence)),
  };
}

/** Whether the sentence around a citation presents it as cancelled/revoked (a historical mention). */
export function mentionsCancellation(ctx: Context, at: At): boolean {
  const before =
    ctx.text
      .slice(Math.max(0, at.start - 100), at.start)
      .split(SENTENCE_END)
      .at(-1) ?? '';
  const after = ctx.text.slice(at.end, at.end + 100).split(SENTENCE_END)[0] ?? '';
  return /cancelad|cancelament|revogad|superad|não (?:mais )?(?:vigora|vige|subsiste|está em vigor)/i.test(
    before + after,
  );
}

/** A sentence ends at '.', ';', '!' or '?' followed by a capital letter, or at a line break. */
const SENTENCE_END = /[.;!?]\s+(?=[A-ZÀ-Ý])|\n/;

/** An impossible or future date is a contradiction; undefined when the date is fine. */
export function judgeDate(date: DateRef, ctx: Context): Verdict | undefined {
  if (!isRealDate(date)) return invalid(`data impossível: ${date.raw}`, 95);
  const iso = toIso(date);
  if (iso > ctx.today) return invalid(`data ${date.raw} é posterior a hoje (${ctx.today})`, 95);
  return undefined;
}
