// The monitor's deadline: a date, or N days from an event on the court's calendar, computed by
// @lexato/legal with its "why this date" trail. Stored as the end of the due day in Brasília time,
// since an electronic filing is on time until 23:59:59 of the last day (Lei 11.419/2006, art. 3º,
// par. único).
import {
  type CourtClosureInput,
  computeDeadline,
  courtCalendar,
  courtProfile,
  type DeadlineTrigger,
  nextBusinessDay,
} from '@lexato/legal';
import {
  DEFAULT_DEADLINE_CALENDAR,
  type DeadlineCalendar,
  type DeadlineRule,
  type DoubleTimeReasonValue,
  defaultDeadlineDescription,
  type MonitorDeadlineRuleDto,
} from '@lexato/schemas';
import { AppError } from '../../../errors.ts';

export interface DeadlineRequest {
  date?: string | undefined;
  businessDays?: number | undefined;
  from?: string | undefined;
  rule?: DeadlineRule | undefined;
  calendar?: DeadlineCalendar | undefined;
  doubleTime?: DoubleTimeReasonValue | undefined;
  recessExempt?: boolean | undefined;
  description?: string | undefined;
}

export interface ComputedMonitorDeadline {
  nextDeadline: Date;
  dueDate: string;
  description: string;
  rule: MonitorDeadlineRuleDto;
  trail: Array<{ date: string; kind: string; description: string; basis: string; reason?: string }>;
}

function triggerOf(rule: DeadlineRule, from: string): DeadlineTrigger {
  switch (rule) {
    case 'djen':
      return { type: 'djen', availableOn: from };
    case 'citacao-domicilio':
      return { type: 'citacao-domicilio', confirmedOn: from };
    case 'intimacao-domicilio':
      return { type: 'intimacao-domicilio', confirmedOn: from };
    case 'domicilio-nao-confirmada':
      return { type: 'domicilio-nao-confirmada', sentOn: from };
    case 'evento':
      return { type: 'evento', on: from };
  }
}

/** End of the due day in Brasília (UTC-3 all year since 2019). */
export function endOfDueDay(dueDate: string): Date {
  return new Date(`${dueDate}T23:59:59.999-03:00`);
}

/** The court of the monitor (its tribunal) and closures added with their act, if any. */
export interface DeadlineCourt {
  court?: string | undefined;
  closures?: readonly CourtClosureInput[];
}

/** The calendar the court's segment counts on, when the user names none (forense without a court). */
export function defaultCalendarOf(court: string | undefined): DeadlineCalendar {
  return (court && courtProfile(court)?.calendar) || DEFAULT_DEADLINE_CALENDAR;
}

/** The court's calendar a count runs on: its shipped acts and the closures an admin added. */
function calendarOfCourt(where: DeadlineCourt) {
  return where.court ? courtCalendar(where.court, where.closures ?? []) : undefined;
}

/**
 * The day a DJEN availability counts as published: the first dia útil after it on the court's
 * calendar (CPC art. 224, § 2º; Lei 11.419/2006, art. 4º, § 3º), as a count from it would find it.
 */
export function djenPublicationDay(availableOn: string, where: DeadlineCourt): string {
  return nextBusinessDay(availableOn, {
    calendar: defaultCalendarOf(where.court),
    court: calendarOfCourt(where),
  });
}

export function computeMonitorDeadline(
  req: DeadlineRequest,
  where: DeadlineCourt = {},
): ComputedMonitorDeadline {
  const calendar = req.calendar ?? defaultCalendarOf(where.court);
  const court = calendarOfCourt(where);
  const courtField = court ? { court: court.court } : {};
  try {
    if (req.date !== undefined) {
      const d = computeDeadline({ kind: 'data', date: req.date, calendar, court });
      const rule: MonitorDeadlineRuleDto = {
        kind: 'data',
        date: req.date,
        dueDate: d.dueDate,
        calendar,
        ...courtField,
        ...(d.warnings.length ? { warnings: d.warnings } : {}),
      };
      return {
        nextDeadline: endOfDueDay(d.dueDate),
        dueDate: d.dueDate,
        description: req.description || defaultDeadlineDescription(rule),
        rule,
        trail: d.trail,
      };
    }
    const rule = req.rule ?? 'evento';
    const from = req.from ?? '';
    const days = req.businessDays ?? 0;
    const d = computeDeadline({
      kind: 'dias-uteis',
      days,
      trigger: triggerOf(rule, from),
      calendar,
      court,
      ...(req.doubleTime ? { doubleTime: req.doubleTime } : {}),
      ...(req.recessExempt ? { suspendRecess: false } : {}),
    });
    const counted: MonitorDeadlineRuleDto = {
      kind: 'dias-uteis',
      businessDays: days,
      from,
      rule,
      dueDate: d.dueDate,
      calendar,
      ...courtField,
      ...(req.doubleTime ? { doubleTime: req.doubleTime } : {}),
      ...(req.recessExempt ? { recessExempt: true } : {}),
    };
    return {
      nextDeadline: endOfDueDay(d.dueDate),
      dueDate: d.dueDate,
      description: req.description || defaultDeadlineDescription(counted),
      rule: counted,
      trail: d.trail,
    };
  } catch (error) {
    // @lexato/legal refuses impossible dates, counts and double time without a basis with a
    // Portuguese RangeError.
    if (error instanceof RangeError) throw new AppError('invalid', error.message);
    throw error;
  }
}
