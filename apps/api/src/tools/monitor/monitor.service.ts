// Monitor: court cases tracked by CNJ number. Every query filters by user_id; an unknown or
// foreign id is a 404. Refreshing (DataJud) lives in monitor.refresh.ts.
import type { Db } from '@lexato/db';
import { saoPauloDay, validateCnj } from '@lexato/legal';
import {
  isId,
  type MonitorAlertDto,
  type MonitorDto,
  type MonitorPriorityValue,
  monitorDeadlineSchema,
  monitorTribunalLabel,
} from '@lexato/schemas';
import { AppError, notFound } from '../../errors.ts';
import { computeMonitorDeadline, type DeadlineRequest } from './monitor.deadline.ts';
import { toMonitorDto } from './monitor.dto.ts';
import {
  deleteMonitor,
  findMonitor,
  findMonitorId,
  findMonitorIdByNumber,
  insertMonitor,
  listMonitors as listMonitorRows,
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

export async function listMonitors(db: Db, userId: string, now: Date): Promise<MonitorDto[]> {
  const rows = await listMonitorRows(db, userId);
  return rows.map((r) => toMonitorDto(r, now));
}

export async function getMonitor(db: Db, userId: string, id: string, now: Date): Promise<MonitorDto> {
  const row = await findMonitor(db, userId, requireMonitorId(id));
  if (!row) notFound(MONITOR_NOT_FOUND);
  return toMonitorDto(row, now);
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
    return toMonitorDto(row, now);
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
  return toMonitorDto(row, now);
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
  const computed = computeMonitorDeadline(request, { court: own.tribunal });
  const row = await updateMonitor(db, userId, own.id, {
    nextDeadline: computed.nextDeadline,
    deadlineDescription: computed.description,
    deadlineRule: JSON.stringify(computed.rule),
    deadlineTrail: JSON.stringify(computed.trail),
  });
  if (!row) notFound(MONITOR_NOT_FOUND);
  return toMonitorDto(row, now);
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
  return toMonitorDto(row, now);
}
