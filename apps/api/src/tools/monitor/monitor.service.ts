// Monitor: court cases tracked by CNJ number. Every query filters by user_id; an unknown or
// foreign id is a 404. Refreshing (DataJud) lives in monitor.refresh.ts.
import type { Db } from '@lexato/db';
import { findTribunal, saoPauloDay, validateCnj } from '@lexato/legal';
import {
  defaultDeadlineDescription,
  isId,
  type MonitorAlertDto,
  type MonitorDeadlineRuleDto,
  type MonitorDto,
  type MonitorPriorityValue,
  monitorDeadlineSchema,
  monitorTribunalLabel,
} from '@lexato/schemas';
import { closuresOfCourt, closuresOfCourts } from '../../court-closures/court-closures.repository.ts';
import { AppError, notFound } from '../../errors.ts';
import { computeMonitorDeadline, type DeadlineCourt, type DeadlineRequest } from './engine/deadline.ts';
import { toMonitorDto } from './monitor.dto.ts';
import {
  deleteMonitor,
  findMonitor,
  findMonitorId,
  findMonitorIdByNumber,
  insertMonitor,
  listMonitors as listMonitorRows,
  listMonitorsWithDeadlineOn,
  updateMonitor,
} from './monitor.repository.ts';

export const MONITOR_NOT_FOUND = 'Monitoramento não encontrado.';
export const DUPLICATE_MONITOR = 'Este processo já está sendo monitorado.';

export interface MonitorAddData {
  processNumber: string;
  processTitle: string;
  tribunal: string;
  priority: MonitorPriorityValue;
}

/** An id that is not a uuid cannot be one of the user's monitors. */
export function requireMonitorId(id: string): string {
  if (!isId(id)) notFound(MONITOR_NOT_FOUND);
  return id.toLowerCase();
}

const normalise = (acronym: string) => acronym.toUpperCase().replace(/[\s-]/g, '');

const courtKey = (tribunal: string) => findTribunal(tribunal)?.acronym ?? tribunal;

export async function listMonitors(db: Db, userId: string, now: Date): Promise<MonitorDto[]> {
  const rows = await listMonitorRows(db, userId);
  const closures = await closuresOfCourts(
    db,
    rows.filter((r) => r.nextDeadline).map((r) => courtKey(r.tribunal)),
  );
  return rows.map((r) => toMonitorDto(r, now, closures.get(courtKey(r.tribunal)) ?? []));
}

/**
 * The DTO with the closures an admin added to the monitor's court (for the dias úteis left): every
 * reply that carries a monitor is built here, so none counts on the shipped acts alone.
 */
export async function dtoOf(db: Db, row: Parameters<typeof toMonitorDto>[0], now: Date): Promise<MonitorDto> {
  const closures = row.nextDeadline ? await closuresOfCourt(db, courtKey(row.tribunal)) : [];
  return toMonitorDto(row, now, closures);
}

export async function getMonitor(db: Db, userId: string, id: string, now: Date): Promise<MonitorDto> {
  const row = await findMonitor(db, userId, requireMonitorId(id));
  if (!row) notFound(MONITOR_NOT_FOUND);
  return dtoOf(db, row, now);
}

export async function addMonitor(
  db: Db,
  userId: string,
  input: MonitorAddData,
  now: Date,
): Promise<MonitorDto> {
  const check = validateCnj(input.processNumber, { today: saoPauloDay(now) });
  // The router's schema has refused invalid numbers already; this keeps the service safe alone.
  if (!check.valid || !check.number || !check.tribunal) {
    throw new AppError('invalid', 'Número do processo inválido');
  }
  const processNumber = check.number.formatted;
  const derived = monitorTribunalLabel(check.tribunal.acronym);
  // The number names the court (CNJ Res. 65/2008: segment J and court TR), so the monitor takes
  // that one; a different choice in the form is kept in `tribunalInformed` and said once, when the
  // case is added, rather than as a standing alert on a case whose tribunal is not in doubt.
  const contradicts = normalise(input.tribunal) !== normalise(check.tribunal.acronym);
  const alerts: MonitorAlertDto[] = [];

  const existing = await findMonitorIdByNumber(db, userId, processNumber);
  if (existing) throw new AppError('conflict', DUPLICATE_MONITOR);

  try {
    const row = await insertMonitor(db, {
      userId,
      processNumber,
      processTitle: input.processTitle,
      tribunal: derived,
      tribunalInformed: contradicts ? input.tribunal : null,
      court: check.tribunal.name,
      priority: input.priority,
      alerts: JSON.stringify(alerts),
    });
    return dtoOf(db, row, now);
  } catch (error) {
    // Two adds of the same number at once: the unique key decides, politely.
    if ((error as { code?: string }).code === '23505') {
      throw new AppError('conflict', DUPLICATE_MONITOR);
    }
    throw error;
  }
}

export async function removeMonitor(
  db: Db,
  userId: string,
  id: string,
): Promise<{ id: string; removed: true }> {
  const row = await deleteMonitor(db, userId, requireMonitorId(id));
  if (!row) notFound(MONITOR_NOT_FOUND);
  return { id: row.id, removed: true };
}

/** 404 before anything else: an unknown or foreign id must not learn what its body lacks. */
async function requireOwn(db: Db, userId: string, id: string): Promise<string> {
  const row = await findMonitorId(db, requireMonitorId(id), userId);
  if (!row) notFound(MONITOR_NOT_FOUND);
  return row.id;
}

export async function setMonitorStatus(
  db: Db,
  userId: string,
  id: string,
  status: 'active' | 'archived' | undefined,
  now: Date,
): Promise<MonitorDto> {
  await requireOwn(db, userId, id);
  if (!status) throw new AppError('invalid', "Informe a situação: 'active' ou 'archived'");
  const row = await updateMonitor(db, userId, requireMonitorId(id), { status });
  if (!row) notFound(MONITOR_NOT_FOUND);
  return dtoOf(db, row, now);
}

export async function setMonitorDeadline(
  db: Db,
  userId: string,
  id: string,
  request: DeadlineRequest,
  now: Date,
): Promise<MonitorDto> {
  const own = await findMonitor(db, userId, requireMonitorId(id));
  if (!own) notFound(MONITOR_NOT_FOUND);
  // The body is checked after the id (a ZodError here is a 400 with its issues).
  monitorDeadlineSchema.parse({ id, ...request });
  const computed = computeMonitorDeadline(request, await courtOf(db, own.tribunal));
  const row = await updateMonitor(db, userId, own.id, {
    nextDeadline: computed.nextDeadline,
    deadlineDescription: computed.description,
    deadlineRule: JSON.stringify(computed.rule),
    deadlineTrail: JSON.stringify(computed.trail),
  });
  if (!row) notFound(MONITOR_NOT_FOUND);
  return dtoOf(db, row, now);
}

export async function clearMonitorDeadline(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<MonitorDto> {
  const row = await updateMonitor(db, userId, requireMonitorId(id), {
    nextDeadline: null,
    deadlineDescription: null,
    deadlineRule: null,
    deadlineTrail: '[]',
  });
  if (!row) notFound(MONITOR_NOT_FOUND);
  return dtoOf(db, row, now);
}

/**
 * The monitor's court and the closures an admin added to it (court-closures/): every count of a
 * monitor's deadline (setting it, recounting it, the DJEN publication day) takes its court from here.
 */
export async function courtOf(db: Db, tribunal: string): Promise<DeadlineCourt> {
  return { court: tribunal, closures: await closuresOfCourt(db, courtKey(tribunal)) };
}

/** The request that sets `rule` again (its description kept when the user wrote one). */
function requestOf(rule: MonitorDeadlineRuleDto, description: string | null): DeadlineRequest {
  const own = description && description !== defaultDeadlineDescription(rule) ? { description } : {};
  if (rule.kind === 'data') return { date: rule.date, calendar: rule.calendar, ...own };
  return {
    businessDays: rule.businessDays,
    from: rule.from,
    rule: rule.rule,
    calendar: rule.calendar,
    doubleTime: rule.doubleTime,
    recessExempt: rule.recessExempt,
    ...own,
  };
}

/** Alerts kept per monitor, newest first. */
export const MAX_ALERTS = 20;
const br = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Counts again every deadline already set on `court`'s monitors, with its closures as they are now;
 * a monitor whose due date moved gets the new date and trail and an alert naming both dates and the
 * closure that changed. Returns how many moved.
 */
export async function recountCourtDeadlines(
  db: Db,
  court: string,
  now: Date,
  change: { added?: string; removed?: string },
): Promise<number> {
  const tribunal = monitorTribunalLabel(court);
  const rows = await listMonitorsWithDeadlineOn(db, tribunal);
  if (!rows.length) return 0;
  const where = await courtOf(db, tribunal);
  let moved = 0;
  for (const row of rows) {
    const rule = row.deadlineRule as MonitorDeadlineRuleDto | null;
    if (!rule) continue;
    let computed: ReturnType<typeof computeMonitorDeadline>;
    try {
      computed = computeMonitorDeadline(requestOf(rule, row.deadlineDescription), where);
    } catch {
      continue; // a rule the engine now refuses stays as it was set
    }
    if (computed.dueDate === rule.dueDate) continue;
    const why = change.added
      ? `fechamento incluído: ${change.added}`
      : `fechamento retirado: ${change.removed ?? ''}`;
    const alert: MonitorAlertDto = {
      title: 'Prazo recontado',
      type: 'prazo',
      priority: 'high',
      message: `Vencimento alterado de ${br(rule.dueDate)} para ${br(computed.dueDate)} (${why}).`,
      date: now.toISOString(),
    };
    const alerts = [alert, ...(Array.isArray(row.alerts) ? (row.alerts as MonitorAlertDto[]) : [])].slice(
      0,
      MAX_ALERTS,
    );
    await updateMonitor(db, row.userId, row.id, {
      nextDeadline: computed.nextDeadline,
      deadlineDescription: computed.description,
      deadlineRule: JSON.stringify(computed.rule),
      deadlineTrail: JSON.stringify(computed.trail),
      alerts: JSON.stringify(alerts),
    });
    moved++;
  }
  return moved;
}
