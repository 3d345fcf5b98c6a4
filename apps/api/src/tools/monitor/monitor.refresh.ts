// Refreshing one monitor from DataJud. A lease on the row (token + expiry, taken with one
// conditional UPDATE) makes sure that no two refreshes of the same monitor run at once, whether
// they come from the screen or from the background queue on any API process. A failure leaves
// movements, lastCheck, lastMovement and alerts exactly as they were and is only reported.
import { randomUUID } from 'node:crypto';
import type { Db } from '@lexato/db';
import { tribunalFromCnj } from '@lexato/legal';
import type {
  MonitorAlertDto,
  MonitorMovementDto,
  MonitorPriorityValue,
  MonitorRefreshOutcome,
  MonitorRefreshResultDto,
} from '@lexato/schemas';
import { pluralize } from '@lexato/schemas';
import {
  DatajudError,
  type DatajudSettings,
  fetchDatajudProcess,
  movementKey,
} from '../../clients/datajud.client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { MonitorView } from './monitor.dto.ts';
import {
  claimRefreshLease,
  findMonitorId,
  releaseRefreshLease,
  settleRefreshLease,
} from './monitor.repository.ts';
import { dtoOf, MAX_ALERTS, MONITOR_NOT_FOUND, requireMonitorId } from './monitor.service.ts';

export const REFRESH_BUSY = 'Este processo já está sendo atualizado. Tente novamente em instantes.';
// Said to the user: no configuration names (the operator's side is in the README's table).
export const NO_SOURCE_MESSAGE =
  'A consulta de andamentos ao DataJud (CNJ) não está habilitada neste servidor: registramos apenas o horário da verificação. Peça ao administrador para configurá-la.';
/** Movements kept per monitor, most recent first (alerts: MAX_ALERTS). */
const MAX_MOVEMENTS = 100;
/** New movements named here are decisions or communications that may open a deadline. */
const HIGH_PRIORITY_TYPES = new Set(['decisao', 'comunicacao']);

export interface RefreshDeps {
  db: Db;
  now: () => Date;
  datajud: { apiKey: string | undefined; baseUrl: string; timeoutMs?: number };
}

export interface RefreshResult {
  outcome: MonitorRefreshOutcome;
  message: string;
  newMovements: number;
}

/** How long a refresh may hold a monitor before another one may take it over. */
const leaseMs = (deps: RefreshDeps) => (deps.datajud.timeoutMs ?? 10_000) + 30_000;

type Claimed = MonitorView & { syncedAt: Date | null; leaseToken: string };

async function claim(
  deps: RefreshDeps,
  id: string,
  userId: string | undefined,
): Promise<Claimed | 'busy' | 'missing'> {
  const now = deps.now();
  const token = randomUUID();
  const until = new Date(now.getTime() + leaseMs(deps));
  const row = await claimRefreshLease(deps.db, { id, userId, token, until, now });
  if (row) return { ...row, leaseToken: token };
  return (await findMonitorId(deps.db, id, userId)) ? 'busy' : 'missing';
}

/** Writes the outcome and releases the lease, only if the lease is still ours. */
async function settle(
  deps: RefreshDeps,
  claimed: Claimed,
  result: RefreshResult,
  changes: Record<string, unknown>,
): Promise<MonitorView | undefined> {
  const now = deps.now();
  return settleRefreshLease(deps.db, claimed.id, claimed.leaseToken, {
    ...changes,
    lastRefreshAt: now,
    lastRefreshStatus: result.outcome,
    lastRefreshMessage: result.message,
  });
}

function movementAlerts(
  fresh: MonitorMovementDto[],
  priority: MonitorPriorityValue,
  now: Date,
): MonitorAlertDto[] {
  return fresh.map((m) => ({
    title: 'Nova movimentação',
    type: 'movimentacao',
    priority: HIGH_PRIORITY_TYPES.has(m.type) ? 'high' : priority === 'high' ? 'high' : 'medium',
    message: m.description,
    date: now.toISOString(),
  }));
}

async function ask(
  deps: RefreshDeps,
  claimed: Claimed,
): Promise<{ result: RefreshResult; changes: Record<string, unknown> }> {
  const now = deps.now();
  const { apiKey, baseUrl, timeoutMs } = deps.datajud;
  if (!apiKey) {
    return {
      result: { outcome: 'no_source', message: NO_SOURCE_MESSAGE, newMovements: 0 },
      changes: { lastCheck: now },
    };
  }
  const tribunal = tribunalFromCnj(claimed.processNumber);
  if (!tribunal?.datajudAlias) {
    const message = `O ${tribunal?.acronym ?? 'tribunal'} não publica processos na API pública do DataJud: não há fonte de andamentos para este processo.`;
    return { result: { outcome: 'unsupported', message, newMovements: 0 }, changes: { lastCheck: now } };
  }
  const settings: DatajudSettings = { apiKey, baseUrl, ...(timeoutMs ? { timeoutMs } : {}) };
  let found: Awaited<ReturnType<typeof fetchDatajudProcess>>;
  try {
    found = await fetchDatajudProcess(
      settings,
      tribunal.datajudAlias,
      claimed.processNumber.replace(/\D/g, ''),
    );
  } catch (error) {
    const message = error instanceof DatajudError ? error.message : 'Falha ao consultar o DataJud.';
    return {
      result: { outcome: 'failed', message: `${message} Os dados salvos foram mantidos.`, newMovements: 0 },
      changes: {},
    };
  }
  if (!found) {
    const message =
      'Processo não encontrado na base pública do DataJud (pode estar em segredo de justiça ou ainda não ter sido indexado).';
    return { result: { outcome: 'not_found', message, newMovements: 0 }, changes: { lastCheck: now } };
  }

  const stored = Array.isArray(claimed.movements) ? (claimed.movements as MonitorMovementDto[]) : [];
  const known = new Set(stored.map(movementKey));
  // The first sync sets the baseline; only what appears after it is news.
  const firstSync = !claimed.syncedAt;
  const fresh = firstSync ? [] : found.movements.filter((m) => !known.has(movementKey(m)));
  const alerts = [
    ...movementAlerts(fresh, claimed.priority as MonitorPriorityValue, now),
    ...(Array.isArray(claimed.alerts) ? (claimed.alerts as MonitorAlertDto[]) : []),
  ].slice(0, MAX_ALERTS);
  const movements = found.movements.slice(0, MAX_MOVEMENTS);
  const latest = movements[0];
  const message = firstSync
    ? `${pluralize(movements.length, 'movimentação obtida', 'movimentações obtidas')} do DataJud.`
    : fresh.length
      ? `${pluralize(fresh.length, 'nova movimentação', 'novas movimentações')}.`
      : 'Nenhuma movimentação nova.';
  return {
    result: {
      outcome: fresh.length || firstSync ? 'updated' : 'unchanged',
      message,
      newMovements: fresh.length,
    },
    changes: {
      lastCheck: now,
      syncedAt: now,
      movements: JSON.stringify(movements),
      lastMovement: latest ? new Date(latest.date) : claimed.lastMovement,
      alerts: JSON.stringify(alerts),
      ...(found.court ? { court: found.court } : {}),
    },
  };
}

/**
 * Refreshes one monitor. With `userId` (the screen) an unknown or foreign id is a 404 and a refresh
 * already running is a 409; without it (the background queue) both are reported as `busy`/`missing`.
 */
export async function refreshMonitor(
  deps: RefreshDeps,
  id: string,
  userId?: string,
): Promise<{ monitor: MonitorView; result: RefreshResult } | 'busy' | 'missing'> {
  const claimed = await claim(deps, requireMonitorId(id), userId);
  if (claimed === 'busy' || claimed === 'missing') return claimed;
  let settled: MonitorView | undefined;
  try {
    const { result, changes } = await ask(deps, claimed);
    settled = await settle(deps, claimed, result, changes);
    // Deleted meanwhile, or the lease ran out and another refresh took over: not ours to report.
    return settled ? { monitor: settled, result } : 'missing';
  } finally {
    if (!settled) {
      await releaseRefreshLease(deps.db, claimed.id, claimed.leaseToken).catch(() => {});
    }
  }
}

/** The screen's refresh: 404 for an unknown or foreign id, 409 while another refresh runs. */
export async function refreshMonitorForUser(
  deps: RefreshDeps,
  userId: string,
  id: string,
): Promise<MonitorRefreshResultDto> {
  const outcome = await refreshMonitor(deps, id, userId);
  if (outcome === 'missing') notFound(MONITOR_NOT_FOUND);
  if (outcome === 'busy') throw new AppError('conflict', REFRESH_BUSY);
  // With the court's closures, like every other reply (the dias úteis left count them).
  return { ...(await dtoOf(deps.db, outcome.monitor, deps.now())), refresh: outcome.result };
}
