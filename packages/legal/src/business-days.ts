// Dias úteis for procedural deadlines. CPC art. 216: Saturdays, Sundays and days without expediente
// forense count as holidays; art. 219: procedural deadlines run on dias úteis only; art. 220: their
// course is suspended from 20 December to 20 January inclusive (a suspension, not a holiday: the
// courts keep working, so a publication may happen in it, but no day of a deadline runs).

import { type CourtCalendar, courtClosureOn } from './courts.ts';
import { RECESS } from './data/holidays.ts';
import { addCalendarDays, type IsoDate, requireIsoDate, weekday } from './dates.ts';
import { CALENDAR_PROFILES } from './deadlines-calendars.ts';
import {
  allHolidaysOf,
  type CalendarId,
  DEFAULT_CALENDAR,
  type Holiday,
  holidayOn,
  holidaysOf,
} from './holidays.ts';
import type { Verification } from './verification.ts';

export interface BusinessDayOptions {
  /** Which holidays count; default 'forense' (see deadlines-calendars.ts). */
  calendar?: CalendarId;
  /** The court's own closures by act (courts.ts); without it only the calendar's holidays count. */
  court?: CourtCalendar | undefined;
}

export interface CountingOptions extends BusinessDayOptions {
  /** Skip 20/12–20/01 (CPC art. 220); default true. Turn off only for deadlines the law keeps running. */
  suspendRecess?: boolean;
}

export type DayBlock =
  | { kind: 'fim-de-semana'; name: string; basis: string; verification: Verification }
  | { kind: 'feriado'; holiday: Holiday }
  | { kind: 'recesso'; basis: string; verification: Verification };

const WEEKEND_BASIS = 'CPC, art. 216';

/** Why `date` is not a dia útil in the calendar, or undefined when it is one. */
export function whyNotBusinessDay(date: IsoDate, options: BusinessDayOptions = {}): DayBlock | undefined {
  const day = weekday(date);
  if (day === 0 || day === 6) {
    return {
      kind: 'fim-de-semana',
      name: day === 0 ? 'domingo' : 'sábado',
      basis: WEEKEND_BASIS,
      verification: 'verified_text',
    };
  }
  const holiday = holidayOn(date, options.calendar);
  if (holiday) return { kind: 'feriado', holiday };
  const closed = options.court && courtClosureOn(options.court, date);
  if (!closed) return undefined;
  return {
    kind: 'feriado',
    holiday: {
      date,
      name: `${closed.name} (${options.court?.court}, sem expediente)`,
      category: 'tribunal',
      basis: `${closed.act}; CPC, art. 216`,
      verification: closed.verification,
    },
  };
}

/** Why no day of a deadline runs on `date`: weekend, holiday, or the 20/12–20/01 suspension of its calendar. */
export function whyNotCountingDay(date: IsoDate, options: CountingOptions = {}): DayBlock | undefined {
  const block = whyNotBusinessDay(date, options);
  if (block) return block;
  if ((options.suspendRecess ?? true) && isInRecess(date)) {
    const basis = CALENDAR_PROFILES[options.calendar ?? DEFAULT_CALENDAR].suspensionBasis;
    return { kind: 'recesso', basis, verification: RECESS.verification };
  }
  return undefined;
}

/** A weekday that is not a holiday of the calendar (the recess does not matter here). */
export function isBusinessDay(date: IsoDate, options: BusinessDayOptions = {}): boolean {
  requireIsoDate(date);
  return whyNotBusinessDay(date, options) === undefined;
}

/** 20 December to 20 January inclusive (CPC art. 220). */
export function isInRecess(date: IsoDate): boolean {
  const monthDay = requireIsoDate(date) && date.slice(5);
  return monthDay >= RECESS.from || monthDay <= RECESS.to;
}

const outsideByYear = new Map<string, Map<IsoDate, Holiday[]>>();

/** Forense days of other calendars that this calendar treats as ordinary dias úteis. */
export function holidaysOutsideCalendar(date: IsoDate, calendar: CalendarId = DEFAULT_CALENDAR): Holiday[] {
  const year = Number(date.slice(0, 4));
  const key = `${year}|${calendar}`;
  let outside = outsideByYear.get(key);
  if (!outside) {
    // Called for every counted day: index the year once per calendar.
    const inCalendar = new Set(holidaysOf(year, { calendar }).map((h) => `${h.date}|${h.name}`));
    outside = new Map();
    for (const h of allHolidaysOf(year)) {
      if (inCalendar.has(`${h.date}|${h.name}`)) continue;
      outside.set(h.date, [...(outside.get(h.date) ?? []), h]);
    }
    outsideByYear.set(key, outside);
  }
  return (outside.get(date) ?? []).map((h) => ({ ...h }));
}

/**
 * `date` itself when it is a dia útil, else the next one: where a period that ends on a day
 * without expediente is extended (CC art. 132, §1º; CPC art. 224, §1º).
 */
export function onOrNextBusinessDay(date: IsoDate, options: BusinessDayOptions = {}): IsoDate {
  return isBusinessDay(date, options) ? date : nextBusinessDay(date, options);
}

/** The first dia útil strictly after `date`. */
export function nextBusinessDay(date: IsoDate, options: BusinessDayOptions = {}): IsoDate {
  let day = addCalendarDays(date, 1);
  while (!isBusinessDay(day, options)) day = addCalendarDays(day, 1);
  return day;
}

/**
 * The `days`-th counting day after `start`, start excluded (CPC art. 224): weekends and the calendar's
 * holidays are skipped and, unless `suspendRecess: false`, so is 20/12–20/01 (CPC art. 220).
 */
export function addBusinessDays(start: IsoDate, days: number, options: CountingOptions = {}): IsoDate {
  requireIsoDate(start, 'data inicial');
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`número de dias úteis inválido: ${days}`);
  let day = start;
  for (let counted = 0; counted < days; ) {
    day = addCalendarDays(day, 1);
    if (!whyNotCountingDay(day, options)) counted++;
  }
  return day;
}

/**
 * Counting days after `from` up to and including `to` (0 when `to` is not after `from`): what is left
 * of a deadline counted in dias úteis, on the same calendar, court and suspension as its count.
 */
export function countingDaysBetween(from: IsoDate, to: IsoDate, options: CountingOptions = {}): number {
  requireIsoDate(from, 'data inicial');
  requireIsoDate(to, 'data final');
  let counted = 0;
  for (let day = addCalendarDays(from, 1); day <= to; day = addCalendarDays(day, 1)) {
    if (!whyNotCountingDay(day, options)) counted++;
  }
  return counted;
}
