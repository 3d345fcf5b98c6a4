// Shared vocabulary of the citation checker: a verdict (status, Portuguese reason, confidence), how
// verdicts combine, and the two checks every kind uses (dates, "cited as cancelled?").

import type { DateRef } from './citations.ts';
import { daysInMonth, formatBr, type IsoDate, isRealDate, MONTH_NAMES, toIso } from './dates.ts';

/**
 * valid: positive evidence (the provision exists, is in force, any quote matches); invalid: a
 * verified fact contradicts it; suspicious: it exists but something is wrong (revoked, cancelled,
 * misquoted); unverified: nothing here can confirm or refute it ("não verificada"); incomplete: a
 * reference too vague to be checked at all ("incompleta", shown as "referência vaga":
 * 'jurisprudência pacífica desta Corte'), with what it lacks.
 */
export type CitationStatus = 'valid' | 'suspicious' | 'invalid' | 'unverified' | 'incomplete';

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
  /** The text is a court's own decision (ementa, relatório, voto): its slips are not inventions. */
  courtDecision?: boolean;
  /** The day the text was written (given, or the latest past date written in it). */
  documentDate?: IsoDate | undefined;
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
export const unverified = (details: string, confidence: number): Verdict => ({
  status: 'unverified',
  details,
  confidence,
});
export const incomplete = (details: string, confidence: number): Verdict => ({
  status: 'incomplete',
  details,
  confidence,
});

/** Worse status first: one unconfirmed part leaves the whole citation unconfirmed. */
export const STATUS_RANK: Readonly<Record<CitationStatus, number>> = {
  valid: 0,
  unverified: 1,
  incomplete: 2,
  suspicious: 3,
  invalid: 4,
};

/** Worst status wins; details of every part are kept; confidence is that of the deciding parts. */
export function combine(verdicts: Verdict[]): Verdict {
  const worst = verdicts.reduce((a, b) => (STATUS_RANK[b.status] > STATUS_RANK[a.status] ? b : a));
  // A loop, not Math.min(...spread): a list of 130,000 numbers overflowed the call stack.
  let confidence = 100;
  for (const v of verdicts) if (v.status === worst.status) confidence = Math.min(confidence, v.confidence);
  return { status: worst.status, details: uniqueJoin(verdicts.map((v) => v.details)), confidence };
}

function uniqueJoin(parts: string[]): string {
  return [...new Set(parts)].join('; ');
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

/** Whether the sentence around `at` in `text` presents the citation as cancelled or revoked. */
export function presentedAsCancelled(text: string, at: At): boolean {
  return mentionsCancellation({ text, today: '1970-01-01', todayYear: 1970, notes: new Set() }, at);
}

/** A sentence ends at '.', ';', '!' or '?' followed by a capital letter, or at a line break. */
const SENTENCE_END = /[.;!?]\s+(?=[A-ZÀ-Ý])|\n/;

/** '31/02/2024 não existe: fevereiro de 2024 tem 29 dias' — the rule, not just the verdict. */
export function impossibleDate(date: { day: number; month: number; year: number }): string {
  const written = `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`;
  if (date.month < 1 || date.month > 12) return `${written} não existe: o ano tem 12 meses`;
  if (date.day < 1) return `${written} não existe: os dias começam em 1`;
  const month = MONTH_NAMES[date.month - 1] ?? '';
  return `${written} não existe: ${month} de ${date.year} tem ${daysInMonth(date.year, date.month)} dias`;
}

/**
 * An impossible or future date is a contradiction; undefined when the date is fine. Inside a
 * court's own decision it is the court's typing or scanning slip in a real citation, "suspeita".
 */
export function judgeDate(date: DateRef, ctx: Context): Verdict | undefined {
  const wrong = (why: string) =>
    ctx.courtDecision
      ? suspicious(`${why} (transcrita em decisão judicial: provável erro de digitação; confira)`, 60)
      : invalid(why, 95);
  if (!isRealDate(date)) return wrong(`data impossível: ${impossibleDate(date)}`);
  const iso = toIso(date);
  if (iso > ctx.today) return wrong(`data ${formatBr(iso)} é posterior a hoje (${formatBr(ctx.today)})`);
  return undefined;
}
