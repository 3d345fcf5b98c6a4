// Which days a calendar treats as holidays, each with the norm behind it. "Feriado" differs by court:
// 'nacional' (federal law + Sexta-feira da Paixão + election days), the forense calendars (+ Carnaval
// and Corpus Christi: CPC art. 216 makes days without expediente forense holidays) and
// 'justica-federal' (+ Lei 5.010/1966 art. 62). Which calendar uses which: deadlines-calendars.ts.

import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import { type CourtCalendar, courtPartialOn } from './courts.ts';
import {
  ASH_WEDNESDAY,
  ELECTION_BASIS,
  ELECTIONS_SINCE,
  FEDERAL_EASTER,
  FEDERAL_FIXED,
  FEDERAL_RECESS_BASIS,
  FORENSE_EASTER,
  GOOD_FRIDAY,
  NATIONAL_BASIS,
} from './data/holidays.ts';
import { addCalendarDays, type IsoDate, toIso, weekday } from './dates.ts';
import { CALENDAR_PROFILES, type CalendarId, DEFAULT_CALENDAR } from './deadlines-calendars.ts';
import { easterSunday } from './easter.ts';
import type { Verification } from './verification.ts';

export type { CalendarId } from './deadlines-calendars.ts';
export { CALENDARS, DEFAULT_CALENDAR } from './deadlines-calendars.ts';

export type HolidayCategory =
  /** Feriado nacional declared by federal law (Lei 662/1949, 6.802/1980, 14.759/2023). */
  | 'feriado-nacional'
  /** Sexta-feira da Paixão: religious holiday observed nationwide (Lei 9.093/1995 art. 2º + portaria). */
  | 'feriado-religioso'
  /** Election Sunday (Código Eleitoral art. 380). */
  | 'eleicao'
  /** Forense day: no expediente by tribunal act (Carnaval, Corpus Christi). */
  | 'forense'
  /** Lei 5.010/1966, art. 62, I: the 20/12–06/01 recess of the Justiça Federal and superior courts. */
  | 'justica-federal'
  /**
   * Lei 5.010/1966, art. 62, II and IV (Holy Wednesday and Thursday, 11/08, 01/11, 08/12): the Justiça
   * Federal and superior courts, and the labour courts that observe them.
   */
  | 'lei-5010'
  /** A day the court's own act closes (courts.ts); never in a calendar's holiday list. */
  | 'tribunal';

export interface Holiday {
  date: IsoDate;
  name: string;
  category: HolidayCategory;
  basis: string;
  verification: Verification;
}

export const MIN_YEAR = 1900;
/**
 * The forms accept dates up to 31/12/2100 and the longest period counted from one (ten years, CC art.
 * 205, with a suspension after it) ends decades later, so the holidays run to 2200: the fixed ones
 * by their laws and the movable ones by Easter (Meeus's algorithm holds for every Gregorian year).
 */
export const MAX_YEAR = 2200;

const byYear = new Map<number, Holiday[]>();

/** The holidays of `year` in the chosen calendar (default 'forense'), sorted by date. */
export function holidaysOf(year: number, options: { calendar?: CalendarId } = {}): Holiday[] {
  const wanted = CALENDAR_PROFILES[options.calendar ?? DEFAULT_CALENDAR].holidays;
  return allHolidaysOf(year).filter((h) => wanted.has(h.category));
}

/** Every holiday of every calendar in `year`, each tagged with its category. */
export function allHolidaysOf(year: number): Holiday[] {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new RangeError(`ano fora do intervalo suportado (${MIN_YEAR}-${MAX_YEAR}): ${year}`);
  }
  let list = byYear.get(year);
  if (!list) {
    list = buildYear(year).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    byYear.set(year, list);
  }
  return list.map((h) => ({ ...h }));
}

const indexes = new Map<string, Map<IsoDate, Holiday>>();

/** The first holiday of the calendar that falls on `date`, if any. */
export function holidayOn(date: IsoDate, calendar: CalendarId = DEFAULT_CALENDAR): Holiday | undefined {
  const year = Number(date.slice(0, 4));
  const key = `${year}|${calendar}`;
  let index = indexes.get(key);
  if (!index) {
    index = new Map();
    for (const h of holidaysOf(year, { calendar })) if (!index.has(h.date)) index.set(h.date, h);
    indexes.set(key, index);
  }
  const found = index.get(date);
  return found ? { ...found } : undefined;
}

function buildYear(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fromEaster = (offset: number) => addCalendarDays(easter, offset);
  const list: Holiday[] = [...nationalByLaw(year)];
  list.push({
    date: fromEaster(GOOD_FRIDAY.offset),
    category: 'feriado-religioso',
    ...ruleFields(GOOD_FRIDAY),
  });
  for (const rule of FORENSE_EASTER)
    list.push({ date: fromEaster(rule.offset), category: 'forense', ...ruleFields(rule) });
  for (const rule of FEDERAL_EASTER) {
    list.push({ date: fromEaster(rule.offset), category: 'lei-5010', ...ruleFields(rule) });
  }
  for (const rule of FEDERAL_FIXED) {
    list.push({ date: `${year}-${rule.monthDay}`, category: 'lei-5010', ...ruleFields(rule) });
  }
  list.push(...federalRecess(year), ...elections(year));
  return list;
}

function ruleFields(rule: { name: string; basis: string; verification: Verification }) {
  return { name: rule.name, basis: rule.basis, verification: rule.verification };
}

/** The last year @brazilian-utils lists holidays for: later years keep that year's laws. */
const LISTED_UNTIL = 2099;

/** Fixed national holidays from @brazilian-utils (type 'national'), with the law of each. */
function nationalByLaw(year: number): Holiday[] {
  const out: Holiday[] = [];
  for (const h of getHolidays(Math.min(year, LISTED_UNTIL))) {
    if (h.type !== 'national') continue;
    // Dates come at local midnight, so local getters give the calendar day in any time zone.
    const date = toIso({ year, month: h.date.getMonth() + 1, day: h.date.getDate() });
    const rule = NATIONAL_BASIS[date.slice(5)];
    if (rule) out.push({ date, category: 'feriado-nacional', ...ruleFields(rule) });
  }
  return out;
}

function federalRecess(year: number): Holiday[] {
  const out: Holiday[] = [];
  const add = (date: IsoDate) =>
    out.push({
      date,
      name: 'Recesso da Justiça Federal',
      category: 'justica-federal',
      basis: FEDERAL_RECESS_BASIS,
      verification: 'knowledge_unverified',
    });
  for (let day = 1; day <= 6; day++) add(toIso({ year, month: 1, day }));
  for (let day = 20; day <= 31; day++) add(toIso({ year, month: 12, day }));
  return out;
}

function elections(year: number): Holiday[] {
  if (year < ELECTIONS_SINCE || year % 2 !== 0) return [];
  const firstSunday = firstSundayOfOctober(year);
  let lastSunday = firstSunday;
  while (addCalendarDays(lastSunday, 7) <= `${year}-10-31`) lastSunday = addCalendarDays(lastSunday, 7);
  return [
    {
      date: firstSunday,
      name: 'Eleições (1º turno)',
      category: 'eleicao',
      basis: ELECTION_BASIS,
      verification: 'verified_text',
    },
    {
      date: lastSunday,
      name: 'Eleições (2º turno, onde houver)',
      category: 'eleicao',
      basis: ELECTION_BASIS,
      verification: 'verified_text',
    },
  ];
}

function firstSundayOfOctober(year: number): IsoDate {
  const first = `${year}-10-01`;
  return addCalendarDays(first, (7 - weekday(first)) % 7);
}

export interface ReducedHoursDay {
  date: IsoDate;
  name: string;
  basis: string;
  verification: Verification;
}

/**
 * A day of reduced expediente in calendars whose courts open late (CPC art. 224, § 1º): the court's
 * partial day by act when one is known, else Ash Wednesday; otherwise undefined.
 */
export function reducedHoursOn(
  date: IsoDate,
  calendar: CalendarId = DEFAULT_CALENDAR,
  court?: CourtCalendar,
): ReducedHoursDay | undefined {
  if (!CALENDAR_PROFILES[calendar].reducedHours) return undefined;
  const partial = court && courtPartialOn(court, date);
  if (partial) {
    return {
      date,
      name: `${partial.name} (${court.court})`,
      basis: `${partial.act}; CPC, art. 224, § 1º`,
      verification: partial.verification,
    };
  }
  if (date !== addCalendarDays(easterSunday(Number(date.slice(0, 4))), ASH_WEDNESDAY.offset))
    return undefined;
  return { date, ...ruleFields(ASH_WEDNESDAY) };
}
