// The "why this date" trail of a deadline: the calendar used, each rule applied, each day skipped and
// why, each forense day the chosen calendar counted anyway.

import { type DayBlock, holidaysOutsideCalendar } from './business-days.ts';
import { type CourtCalendar, courtUnconfirmedOn } from './courts.ts';
import { formatBr, type IsoDate, weekdayName } from './dates.ts';
import type { CalendarId } from './deadlines-calendars.ts';
import type { ReducedHoursDay } from './holidays.ts';

export type TrailStepKind = 'regra' | 'inicio' | 'pulado' | 'observacao' | 'vencimento';

/** Why a day was skipped (on 'pulado' steps). */
export type SkipReason = 'fim-de-semana' | 'feriado' | 'recesso' | 'expediente-reduzido';

export interface TrailStep {
  date: IsoDate;
  kind: TrailStepKind;
  /** Portuguese explanation of the step. */
  description: string;
  basis: string;
  reason?: SkipReason;
}

/** Mutable state of one computation: the trail so far and the skipped-day counts. */
export interface Walk {
  trail: TrailStep[];
  skipped: { weekendDays: number; holidays: number; recessDays: number; reducedHoursDays: number };
  calendar: CalendarId;
  /** The court whose acts close days (courts.ts), when known. */
  court?: CourtCalendar | undefined;
}

export function record(walk: Walk, date: IsoDate, block: DayBlock, during: string): void {
  const skip = (reason: SkipReason, why: string, basis: string) =>
    walk.trail.push({
      date,
      kind: 'pulado',
      reason,
      description: `${formatBr(date)} pulado durante ${during}: ${why}`,
      basis,
    });
  if (block.kind === 'fim-de-semana') {
    walk.skipped.weekendDays++;
    skip('fim-de-semana', block.name, block.basis);
    return;
  }
  if (block.kind === 'recesso') {
    walk.skipped.recessDays++;
    skip('recesso', 'suspensão de prazos de 20/12 a 20/01', block.basis);
    return;
  }
  walk.skipped.holidays++;
  const h = block.holiday;
  const unverified = h.verification === 'knowledge_unverified' ? ' (base não verificada)' : '';
  skip('feriado', `${h.name}${unverified}`, h.basis);
}

/** A start or an end on a day of reduced expediente, moved on (CPC art. 224, § 1º). */
export function recordReducedHours(walk: Walk, day: ReducedHoursDay, what: string): void {
  walk.skipped.reducedHoursDays++;
  const unverified = day.verification === 'knowledge_unverified' ? ' (base não verificada)' : '';
  walk.trail.push({
    date: day.date,
    kind: 'pulado',
    reason: 'expediente-reduzido',
    description: `${formatBr(day.date)} (${weekdayName(day.date)}) pulado como ${what}: ${day.name}${unverified}`,
    basis: day.basis,
  });
}

/** Forense days that the chosen calendar counts as dias úteis: said so, not silently. */
export function noteOtherCalendars(walk: Walk, date: IsoDate): void {
  const unconfirmed = walk.court && courtUnconfirmedOn(walk.court, date);
  if (unconfirmed) {
    walk.trail.push({
      date,
      kind: 'observacao',
      description: unconfirmed.seatOnly
        ? `${formatBr(date)} (${unconfirmed.name}) contado como dia útil: a norma citada o dá como dia sem expediente só na sede do ${walk.court?.court} (${unconfirmed.seatOnly}), e o número do processo não diz se ele corre na sede; confira`
        : `${formatBr(date)} (${unconfirmed.name}) contado como dia útil: só uma compilação de terceiros o dá como ${unconfirmed.kind === 'fechado' ? 'dia sem expediente' : 'dia de expediente reduzido'} do ${walk.court?.court}, não confirmado no texto do ato; confira`,
      basis: unconfirmed.act,
    });
  }
  for (const h of holidaysOutsideCalendar(date, walk.calendar)) {
    walk.trail.push({
      date,
      kind: 'observacao',
      description: `${formatBr(date)} (${h.name}) contado como dia útil no calendário '${walk.calendar}'; confira o calendário do tribunal`,
      basis: h.basis,
    });
  }
}
