// The monitor's deadline: a date, or N dias úteis from an event, computed by @lexato/legal with
// its "why this date" trail. Stored as the end of the due day in Brasília time, since an
// electronic filing is on time until 23:59:59 of the last day (Lei 11.419/2006, art. 3º, par. único).
import { computeDeadline, type DeadlineTrigger } from '@lexato/legal';
import type { DeadlineCalendar, DeadlineRule, MonitorDeadlineRuleDto } from '@lexato/schemas';
import { TRPCError } from '@trpc/server';

export interface DeadlineRequest {
  date?: string | undefined;
  businessDays?: number | undefined;
  from?: string | undefined;
  rule?: DeadlineRule | undefined;
  calendar?: DeadlineCalendar | undefined;
  description?: string | undefined;
}

export interface ComputedMonitorDeadline {
  nextDeadline: Date;
  dueDate: string;
  description: string;
  rule: MonitorDeadlineRuleDto;
  trail: Array<{ date: string; kind: string; description: string; basis: string }>;
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

const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** End of the due day in Brasília (UTC-3 all year since 2019). */
export function endOfDueDay(dueDate: string): Date {
  return new Date(`${dueDate}T23:59:59.999-03:00`);
}

export function computeMonitorDeadline(req: DeadlineRequest): ComputedMonitorDeadline {
  const calendar = req.calendar ?? 'nacional';
  try {
    if (req.date !== undefined) {
      const d = computeDeadline({ kind: 'data', date: req.date, calendar });
      return {
        nextDeadline: endOfDueDay(d.dueDate),
        dueDate: d.dueDate,
        description: req.description || `Prazo em ${br(d.dueDate)}`,
        rule: { kind: 'data', date: req.date, dueDate: d.dueDate, calendar },
        trail: d.trail,
      };
    }
    const rule = req.rule ?? 'evento';
    const from = req.from ?? '';
    const days = req.businessDays ?? 0;
    const d = computeDeadline({ kind: 'dias-uteis', days, trigger: triggerOf(rule, from), calendar });
    return {
      nextDeadline: endOfDueDay(d.dueDate),
      dueDate: d.dueDate,
      description:
        req.description || `Prazo de ${days} dia${days === 1 ? '' : 's'} útei${days === 1 ? 'l' : 's'}`,
      rule: { kind: 'dias-uteis', businessDays: days, from, rule, dueDate: d.dueDate, calendar },
      trail: d.trail,
    };
  } catch (error) {
    // @lexato/legal refuses impossible dates and counts with a Portuguese RangeError.
    if (error instanceof RangeError) throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
    throw error;
  }
}
