// The "why this date" trail of a deadline: each rule applied, each day skipped and why, each forense
// day the chosen calendar counted anyway.

import { type DayBlock, holidaysOutsideCalendar } from './business-days.ts';
import { formatBr, type IsoDate } from './dates.ts';
import type { CalendarId } from './holidays.ts';

export type TrailStepKind = 'regra' | 'inicio' | 'pulado' | 'observacao' | 'vencimento';

export interface TrailStep {
  date: IsoDate;
  kind: TrailStepKind;
  /** Portuguese explanation of the step. */
  description: string;
  basis: string;
}

/** Mutable state of one computation: the trail so far and the skipped-day counts. */
export interface Walk {
  trail: TrailStep[];
  skipped: { weekendDays: number; holidays: number; recessDays: number };
  calendar: CalendarId;
}

export function record(walk: Walk, date: IsoDate, block: DayBlock, during: string): void {
  if (block.kind === 'fim-de-semana') {
    walk.skipped.weekendDays++;
    return;
  }
  if (block.kind === 'recesso') {
    walk.skipped.recessDays++;
    walk.trail.push({
      date,
      kind: 'pulado',
      description: `${formatBr(date)} pulado durante ${during}: suspensão de prazos de 20/12 a 20/01`,
      basis: block.basis,
    });
    return;
  }
  walk.skipped.holidays++;
  const h = block.holiday;
  const unverified = h.verification === 'knowledge_unverified' ? ' (base não verificada)' : '';
  walk.trail.push({
    date,
    kind: 'pulado',
    description: `${formatBr(date)} pulado durante ${during}: ${h.name}${unverified}`,
    basis: h.basis,
  });
}

/** Forense days that the chosen calendar counts as dias úteis: said so, not silently. */
export function noteOtherCalendars(walk: Walk, date: IsoDate): void {
  for (const h of holidaysOutsideCalendar(date, walk.calendar)) {
    walk.trail.push({
      date,
      kind: 'observacao',
      description: `${formatBr(date)} (${h.name}) contado como dia útil no calendário '${walk.calendar}'; confira o calendário do tribunal`,
      basis: h.basis,
    });
  }
}
