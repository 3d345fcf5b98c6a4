import type { MonitorRow } from '@lexato/db';
import {
  CALENDAR_PROFILES,
  type CourtCalendar,
  type CourtClosureInput,
  countingDaysBetween,
  courtCalendar,
  courtProfile,
  formatBr,
  saoPauloDay,
} from '@lexato/legal';
import {
  type DeadlineTrailStepDto,
  daysUntil,
  isUrgent,
  type MonitorAlertDto,
  type MonitorDeadlineRuleDto,
  type MonitorDto,
  type MonitorMovementDto,
  type MonitorPriorityValue,
  type MonitorRefreshOutcome,
} from '@lexato/schemas';

/** The columns a monitor DTO is built from (never the lease). */
export const MONITOR_COLUMNS = [
  'id',
  'processNumber',
  'processTitle',
  'tribunal',
  'tribunalInformed',
  'court',
  'priority',
  'status',
  'lastCheck',
  'lastMovement',
  'nextDeadline',
  'deadlineDescription',
  'deadlineRule',
  'deadlineTrail',
  'alerts',
  'movements',
  'lastRefreshAt',
  'lastRefreshStatus',
  'lastRefreshMessage',
  'createdAt',
] as const;

export type MonitorView = Pick<MonitorRow, (typeof MONITOR_COLUMNS)[number]>;

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The alert for a near or past deadline: derived from the clock at read time, never stale. */
function deadlineAlert(
  view: MonitorView,
  daysLeft: number | null,
  now: Date,
  dueDate: string | null,
): MonitorAlertDto[] {
  if (daysLeft === null || view.status !== 'active' || !dueDate) return [];
  const due = formatBr(dueDate);
  if (daysLeft < 0) {
    return [
      {
        title: 'Prazo vencido',
        type: 'prazo',
        priority: 'high',
        message: `O prazo de ${due} já venceu.`,
        date: now.toISOString(),
      },
    ];
  }
  if (!isUrgent(daysLeft)) return [];
  const left =
    daysLeft === 0
      ? 'Vence hoje'
      : `Falta${daysLeft === 1 ? '' : 'm'} ${daysLeft} dia${daysLeft === 1 ? '' : 's'}`;
  return [
    {
      title: 'Prazo próximo',
      type: 'prazo',
      priority: 'high',
      message: `${left}: o prazo vence em ${due}.`,
      date: now.toISOString(),
    },
  ];
}

/** What the deadline engine asked the user to check (e.g. CPC art. 220 for a date in the recess). */
function ruleWarnings(rule: MonitorDeadlineRuleDto | null, now: Date): MonitorAlertDto[] {
  return (rule?.warnings ?? []).map((message) => ({
    title: 'Atenção ao prazo',
    type: 'prazo',
    priority: 'high',
    message,
    date: now.toISOString(),
  }));
}

const courts = new Map<string, CourtCalendar>();
/** The shipped acts of a court, built once per process (they do not change while it runs). */
function shippedCourt(tribunal: string): CourtCalendar {
  let court = courts.get(tribunal);
  if (!court) {
    court = courtCalendar(tribunal);
    courts.set(tribunal, court);
  }
  return court;
}

/** Dias úteis left to a deadline counted in dias úteis, on its calendar and court. */
function businessDaysLeft(
  rule: MonitorDeadlineRuleDto | null,
  tribunal: string,
  today: string,
  dueDate: string | null,
  closures: readonly CourtClosureInput[],
): number | null {
  if (!rule || !dueDate || dueDate < today) return null;
  if (CALENDAR_PROFILES[rule.calendar].counting !== 'dias-uteis') return null;
  return countingDaysBetween(today, dueDate, {
    calendar: rule.calendar,
    // The closures an admin added (court-closures/) count too; without them the shipped acts, built once.
    court: closures.length ? courtCalendar(tribunal, closures) : shippedCourt(tribunal),
    suspendRecess: !(rule.kind === 'dias-uteis' && rule.recessExempt),
  });
}

/** The default calendar of the court the number names (packages/legal SEGMENT_CALENDARS). */
function courtCalendarOf(tribunal: string): Pick<MonitorDto, 'courtCalendar' | 'courtCalendarBasis'> {
  const profile = courtProfile(tribunal);
  return profile
    ? { courtCalendar: profile.calendar, courtCalendarBasis: profile.basis }
    : {
        courtCalendar: 'forense',
        courtCalendarBasis: 'CPC, arts. 216, 219 e 224 (tribunal não identificado)',
      };
}

/**
 * `closures`: those an admin added to the monitor's court, for the dias úteis left; required, so that
 * no reply counts on the shipped acts alone (monitor.service.ts dtoOf reads them).
 */
export function toMonitorDto(
  view: MonitorView,
  now: Date,
  closures: readonly CourtClosureInput[],
): MonitorDto {
  const rule = (view.deadlineRule ?? null) as MonitorDeadlineRuleDto | null;
  // The stored instant is the end of the due day in Brasília, so its São Paulo date is the due day.
  const daysLeft = view.nextDeadline ? daysUntil(saoPauloDay(view.nextDeadline), saoPauloDay(now)) : null;
  const dueDate = view.nextDeadline ? (rule?.dueDate ?? null) : null;
  return {
    id: view.id,
    processNumber: view.processNumber,
    processTitle: view.processTitle,
    tribunal: view.tribunal,
    tribunalInformed: view.tribunalInformed,
    court: view.court,
    ...courtCalendarOf(view.tribunal),
    priority: view.priority as MonitorPriorityValue,
    status: view.status,
    lastCheck: view.lastCheck,
    lastMovement: view.lastMovement,
    nextDeadline: view.nextDeadline,
    deadlineDate: dueDate,
    deadlineDescription: view.deadlineDescription,
    deadlineRule: view.nextDeadline ? rule : null,
    deadlineTrail: asArray<DeadlineTrailStepDto>(view.deadlineTrail),
    daysLeft,
    businessDaysLeft: businessDaysLeft(rule, view.tribunal, saoPauloDay(now), dueDate, closures),
    urgent: view.status === 'active' && isUrgent(daysLeft),
    alerts: [
      ...deadlineAlert(view, daysLeft, now, dueDate),
      ...(view.nextDeadline && view.status === 'active' ? ruleWarnings(rule, now) : []),
      ...asArray<MonitorAlertDto>(view.alerts),
    ],
    movements: asArray<MonitorMovementDto>(view.movements),
    lastRefresh:
      view.lastRefreshAt && view.lastRefreshStatus
        ? {
            status: view.lastRefreshStatus as MonitorRefreshOutcome,
            message: view.lastRefreshMessage ?? '',
            at: view.lastRefreshAt,
          }
        : null,
    createdAt: view.createdAt,
  };
}
