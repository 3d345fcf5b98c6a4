// What the monitor's procedures return (their `.output()`); see analyser.output.ts.
import { z } from 'zod';
import { DEADLINE_CALENDARS, DEADLINE_RULES, DOUBLE_TIME_REASONS, MONITOR_PRIORITIES } from './monitor.ts';

export const monitorMovementDtoSchema = z.object({
  /** ISO timestamp as DataJud gives it. */
  date: z.string(),
  description: z.string(),
  type: z.string(),
  /** CNJ Tabelas Processuais Unificadas movement code, when DataJud gives one. */
  code: z.number().nullable(),
});
export type MonitorMovementDto = z.infer<typeof monitorMovementDtoSchema>;

export const monitorAlertDtoSchema = z.object({
  title: z.string(),
  type: z.enum(['movimentacao', 'prazo', 'tribunal']),
  priority: z.enum(MONITOR_PRIORITIES),
  message: z.string(),
  date: z.string(),
});
export type MonitorAlertDto = z.infer<typeof monitorAlertDtoSchema>;

export const deadlineTrailStepDtoSchema = z.object({
  date: z.string(),
  kind: z.string(),
  description: z.string(),
  basis: z.string(),
  /** On skipped days: 'fim-de-semana', 'feriado', 'recesso' or 'expediente-reduzido'. */
  reason: z.string().optional(),
});
export type DeadlineTrailStepDto = z.infer<typeof deadlineTrailStepDtoSchema>;

const deadlineRuleCommon = {
  dueDate: z.string(),
  calendar: z.enum(DEADLINE_CALENDARS),
  /** The court whose acts closed days in the count (its closures by act), when the monitor names one. */
  court: z.string().optional(),
  /** Things to act on, e.g. a fixed date inside the 20/12–20/01 suspension (CPC art. 220). */
  warnings: z.array(z.string()).optional(),
};

export const monitorDeadlineRuleDtoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('data'), date: z.string(), ...deadlineRuleCommon }),
  z.object({
    /** N days in the calendar's unit (dias úteis, or continuous days in 'criminal'). */
    kind: z.literal('dias-uteis'),
    businessDays: z.number(),
    from: z.string(),
    rule: z.enum(DEADLINE_RULES),
    doubleTime: z.enum(DOUBLE_TIME_REASONS).optional(),
    recessExempt: z.boolean().optional(),
    ...deadlineRuleCommon,
  }),
]);
export type MonitorDeadlineRuleDto = z.infer<typeof monitorDeadlineRuleDtoSchema>;

export const MONITOR_REFRESH_OUTCOMES = [
  'updated',
  'unchanged',
  'no_source',
  'unsupported',
  'not_found',
  'failed',
] as const;
export type MonitorRefreshOutcome = (typeof MONITOR_REFRESH_OUTCOMES)[number];

export const monitorDtoSchema = z.object({
  id: z.string(),
  processNumber: z.string(),
  processTitle: z.string(),
  tribunal: z.string(),
  /** The tribunal chosen in the form, kept only when it contradicted the number. */
  tribunalInformed: z.string().nullable(),
  court: z.string().nullable(),
  /** The calendar the court's segment counts on by default (J of the CNJ number), with its basis. */
  courtCalendar: z.enum(DEADLINE_CALENDARS),
  courtCalendarBasis: z.string(),
  priority: z.enum(MONITOR_PRIORITIES),
  status: z.string(),
  lastCheck: z.date().nullable(),
  lastMovement: z.date().nullable(),
  nextDeadline: z.date().nullable(),
  /** The due date as a calendar day (YYYY-MM-DD). */
  deadlineDate: z.string().nullable(),
  deadlineDescription: z.string().nullable(),
  deadlineRule: monitorDeadlineRuleDtoSchema.nullable(),
  /** "Why this date": the start rule and each skipped holiday or recess day. */
  deadlineTrail: z.array(deadlineTrailStepDtoSchema),
  /** Calendar days in São Paulo from today to the due day; 0 on it, negative once it has passed. */
  daysLeft: z.number().nullable(),
  /**
   * Dias úteis after today up to the due day on the deadline's calendar and court (the days that can
   * still be used, the 20/12–20/01 suspension left out); null for continuous counts and past deadlines.
   */
  businessDaysLeft: z.number().nullable(),
  urgent: z.boolean(),
  alerts: z.array(monitorAlertDtoSchema),
  /** Most recent first. */
  movements: z.array(monitorMovementDtoSchema),
  lastRefresh: z
    .object({ status: z.enum(MONITOR_REFRESH_OUTCOMES), message: z.string(), at: z.date() })
    .nullable(),
  createdAt: z.date(),
});
export type MonitorDto = z.infer<typeof monitorDtoSchema>;

export const monitorRefreshResultDtoSchema = monitorDtoSchema.extend({
  refresh: z.object({
    outcome: z.enum(MONITOR_REFRESH_OUTCOMES),
    message: z.string(),
    newMovements: z.number(),
  }),
});
export type MonitorRefreshResultDto = z.infer<typeof monitorRefreshResultDtoSchema>;

export const monitorRemovedSchema = z.object({ id: z.string(), removed: z.literal(true) });

export const monitorPublicationDtoSchema = z.object({
  id: z.string(),
  /** Data de disponibilização (YYYY-MM-DD). */
  availableOn: z.string(),
  tribunal: z.string(),
  organ: z.string(),
  kind: z.string(),
  text: z.string(),
  processNumber: z.string(),
  recipients: z.array(z.object({ name: z.string(), role: z.string() })),
  monitorId: z.string().nullable(),
  status: z.enum(['nova', 'prazo-definido', 'descartada']),
  /**
   * The deadline it starts, for the user to confirm with the number of days: a DJEN count from the
   * availability date on the monitor's court calendar (CPC art. 224 §§ 2º-3º); null when no monitor.
   */
  proposal: z
    .object({
      rule: z.literal('djen'),
      from: z.string(),
      /** The day it counts as published: the first dia útil after `from` on the court's calendar. */
      publishedOn: z.string(),
      calendar: z.enum(DEADLINE_CALENDARS),
      court: z.string(),
    })
    .nullable(),
});
export type MonitorPublicationDto = z.infer<typeof monitorPublicationDtoSchema>;

export const monitorPublicationsDtoSchema = z.object({
  /** false without a configured DJEN source: the screen says the capture is off. */
  enabled: z.boolean(),
  message: z.string(),
  lastCapture: z.object({ at: z.date(), status: z.string(), message: z.string() }).nullable(),
  oabNumbers: z.array(z.object({ number: z.string(), uf: z.string() })),
  items: z.array(monitorPublicationDtoSchema),
});
export type MonitorPublicationsDto = z.infer<typeof monitorPublicationsDtoSchema>;
