// The court's own calendar: which procedural calendar its segment counts on (a table, one row per
// segment of Res. CNJ 65/2008) and the days its acts close it or open it late, shipped (data/
// court-acts.ts) or given at run time by an administrator with its act. A closure ('fechado') is a
// day without expediente forense by the court's act (CPC art. 216), skipped in every count; a
// partial day ('parcial': expediente closed early or opened late, or the electronic system
// unavailable — Res. CNJ 185/2013 art. 11) only pushes a start or an end (CPC art. 224, § 1º). Closures only from an act: a day a third party lists but the act's quoted text
// does not is named in the trail as unconfirmed, never skipped.

import { COURT_ACTS, type CourtAct, type CourtDay } from './data/court-acts.ts';
import {
  COURT_TERRITORIES,
  type CourtTerritory,
  STATE_HOLIDAYS,
  type StateHolidayRule,
} from './data/state-holidays.ts';
import type { IsoDate } from './dates.ts';
import type { CalendarId } from './deadlines-calendars.ts';
import { findTribunal, type Tribunal } from './tribunals.ts';
import type { Verification } from './verification.ts';

export type { CourtAct, CourtDay } from './data/court-acts.ts';
export { COURT_ACTS } from './data/court-acts.ts';
export type { StateHolidayRule } from './data/state-holidays.ts';
export { STATE_HOLIDAYS } from './data/state-holidays.ts';

/** How a segment's courts count days by default; the user may still choose another calendar. */
export const SEGMENT_CALENDARS: Readonly<Record<string, { calendar: CalendarId; basis: string }>> = {
  '1': {
    calendar: 'justica-federal',
    basis: 'CPC, arts. 219 e 224; Lei 5.010/1966, art. 62 (feriados "inclusive nos Tribunais Superiores")',
  },
  '2': {
    calendar: 'forense',
    basis: 'CPC, arts. 219 e 224 (conselho: sem calendário próprio verificado; confira o ato do órgão)',
  },
  '3': {
    calendar: 'justica-federal',
    basis: 'CPC, arts. 219 e 224; Lei 5.010/1966, art. 62 (feriados "inclusive nos Tribunais Superiores")',
  },
  '4': { calendar: 'justica-federal', basis: 'CPC, arts. 219 e 224; Lei 5.010/1966, art. 62' },
  '5': { calendar: 'trabalhista', basis: 'CLT, arts. 775 e 775-A; Lei 5.010/1966, art. 62' },
  '6': {
    calendar: 'forense',
    basis: 'CPC, arts. 219 e 224 (regras próprias do processo eleitoral não modeladas: confira)',
  },
  '7': {
    calendar: 'forense',
    basis: 'CPC, arts. 219 e 224 (regras próprias do processo penal militar não modeladas: confira)',
  },
  '8': { calendar: 'forense', basis: 'CPC, arts. 216, 219 e 224' },
  '9': {
    calendar: 'forense',
    basis: 'CPC, arts. 219 e 224 (regras próprias do processo penal militar não modeladas: confira)',
  },
};

/**
 * A day an administrator adds with its act: 'fechado' for a day the act closes the court, 'parcial'
 * for a system outage (Res. CNJ 185/2013 art. 11) or a shortened expediente.
 */
export interface CourtClosureInput {
  date: IsoDate;
  kind: 'fechado' | 'parcial';
  name: string;
  act: string;
}

/** A court's day as the engine uses it: the act it comes from and how far it was checked. */
export interface CourtCalendarDay {
  date: IsoDate;
  kind: 'fechado' | 'parcial';
  name: string;
  act: string;
  verification: Verification;
  /** The seat city when the act closes only the seat (data/court-acts.ts `seatOnly`). */
  seatOnly?: string;
}

export interface CourtCalendar {
  court: string;
  acts: readonly CourtAct[];
  /** Confirmed days (act's quoted text or an administrator's entry with its act), by date. */
  days: ReadonlyMap<IsoDate, CourtCalendarDay>;
  /**
   * Days only a third-party compilation lists, or that the act closes only at the court's seat:
   * counted as dias úteis, named in the trail.
   */
  unconfirmed: ReadonlyMap<IsoDate, CourtCalendarDay>;
  /**
   * The state holidays by state law (data/state-holidays.ts) that fall in the court's territory, every
   * year from the law's; `seatOnly` where the court spans more states and the law is its seat's.
   */
  stateRules: readonly { rule: StateHolidayRule; seatOnly?: string }[];
}

const normalise = (acronym: string) => acronym.toUpperCase().replace(/[\s-]/g, '');

/** The tribunal and default calendar the acronym names ('TJ-SP', 'trt2'), or undefined. */
export function courtProfile(
  acronym: string,
): { tribunal: Tribunal; calendar: CalendarId; basis: string } | undefined {
  const tribunal = findTribunal(acronym);
  const row = tribunal && SEGMENT_CALENDARS[tribunal.segment];
  return tribunal && row ? { tribunal, ...row } : undefined;
}

/**
 * The court's calendar: the shipped acts of `acronym` plus `extra` closures (each with its act).
 * An unknown acronym still gets a calendar (with no acts), so the trail can say none is known.
 */
export function courtCalendar(acronym: string, extra: readonly CourtClosureInput[] = []): CourtCalendar {
  const court = findTribunal(acronym)?.acronym ?? acronym.trim();
  const acts = COURT_ACTS.filter((a) => normalise(a.court) === normalise(court));
  const days = new Map<IsoDate, CourtCalendarDay>();
  const unconfirmed = new Map<IsoDate, CourtCalendarDay>();
  const put = (day: CourtCalendarDay) => {
    const known = days.get(day.date);
    // A closure outranks a partial day on the same date.
    if (!known || (known.kind === 'parcial' && day.kind === 'fechado')) days.set(day.date, day);
  };
  for (const act of acts) {
    for (const day of act.days) {
      const row = fromAct(day, act);
      if (day.confidence === 'act' && !day.seatOnly) put(row);
      else unconfirmed.set(day.date, row);
    }
  }
  for (const e of extra) put({ ...e, verification: 'verified_page' });
  for (const date of days.keys()) unconfirmed.delete(date);
  return { court, acts, days, unconfirmed, stateRules: stateRulesOf(court) };
}

/** The state rules of the court's territory: its own UF (TJ, TRE, TJM) or its listed territory. */
function stateRulesOf(court: string): { rule: StateHolidayRule; seatOnly?: string }[] {
  const tribunal = findTribunal(court);
  const territory: Pick<CourtTerritory, 'ufs' | 'seat'> | undefined =
    COURT_TERRITORIES[normalise(court)] ??
    (tribunal?.uf && ['6', '8', '9'].includes(tribunal.segment) ? { ufs: [tribunal.uf] } : undefined);
  if (!territory) return [];
  const out: { rule: StateHolidayRule; seatOnly?: string }[] = [];
  for (const rule of STATE_HOLIDAYS) {
    if (!territory.ufs.includes(rule.uf)) continue;
    if (territory.ufs.length === 1) out.push({ rule });
    else if (territory.seat?.uf === rule.uf) out.push({ rule, seatOnly: territory.seat.city });
  }
  return out;
}

/** The state-law holiday of the court on `date` (any year from the law's), as a court day. */
export function stateHolidayOn(court: CourtCalendar, date: IsoDate): CourtCalendarDay | undefined {
  const year = Number(date.slice(0, 4));
  const found = court.stateRules.find(
    (r) => date.slice(5) === r.rule.monthDay && year >= r.rule.since && !r.rule.skipYears?.includes(year),
  );
  if (!found) return undefined;
  return {
    date,
    kind: 'fechado',
    name: `${found.rule.name}, feriado estadual`,
    act: `${found.rule.law} (feriado estadual, Lei 9.093/1995, art. 1º, II)`,
    // The date read on an official page quoting the law; the law's own text not opened.
    verification: 'verified_partial_page',
    ...(found.seatOnly ? { seatOnly: found.seatOnly } : {}),
  };
}

function fromAct(day: CourtDay, act: CourtAct): CourtCalendarDay {
  return {
    date: day.date,
    kind: day.kind,
    name: day.name,
    act: act.act,
    // Read in the act's text as a public page quotes it; the act itself was not opened.
    verification: day.confidence === 'act' ? 'verified_partial_page' : 'knowledge_unverified',
    ...(day.seatOnly ? { seatOnly: day.seatOnly } : {}),
  };
}

/**
 * The closure (no expediente) of the court on `date`: a day its act closes, else a state holiday by
 * state law in its whole territory.
 */
export function courtClosureOn(court: CourtCalendar, date: IsoDate): CourtCalendarDay | undefined {
  return readDay(court, date).closure;
}

/** The court's closure on `date`, or else the state holiday that closes only its seat: one reading. */
function readDay(
  court: CourtCalendar,
  date: IsoDate,
): { closure?: CourtCalendarDay; seatOnly?: CourtCalendarDay } {
  const day = court.days.get(date);
  if (day?.kind === 'fechado') return { closure: day };
  const state = stateHolidayOn(court, date);
  if (!state) return {};
  return state.seatOnly ? { seatOnly: state } : { closure: state };
}

/** The partial day (late opening or early close) of the court on `date`, if an act says so. */
export function courtPartialOn(court: CourtCalendar, date: IsoDate): CourtCalendarDay | undefined {
  const day = court.days.get(date);
  return day?.kind === 'parcial' && !courtClosureOn(court, date) ? day : undefined;
}

/**
 * A day counted as a dia útil that the trail must name: listed only by a third party, or closed only
 * at the court's seat (by its act or by the seat state's law).
 */
export function courtUnconfirmedOn(court: CourtCalendar, date: IsoDate): CourtCalendarDay | undefined {
  const { closure, seatOnly } = readDay(court, date);
  return closure ? undefined : (court.unconfirmed.get(date) ?? seatOnly);
}

/** The years between `from` and `to` that no act of the court covers in full. */
export function yearsWithoutAct(court: CourtCalendar, from: IsoDate, to: IsoDate): number[] {
  const missing: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const covered = court.acts.some(
      (a) => a.covers.from <= `${year}-01-01` && a.covers.to >= `${year}-12-31`,
    );
    if (!covered) missing.push(year);
  }
  return missing;
}
