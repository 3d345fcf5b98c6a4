// The background refresh on the embedded database. Only one process can open a PGlite data folder,
// so no queue is needed to refresh each monitor once: a timer sweeps the due monitors and refreshes
// them a few at a time, with the same refreshMonitor (and its row lease) as the pg-boss worker.
import type { AppDeps } from '../deps.ts';
import { type RefreshDeps, refreshMonitor } from '../tools/monitor/monitor.refresh.ts';
import { dueMonitorIds } from '../tools/monitor/monitor.repository.ts';
import type { MonitorWorker, MonitorWorkerOptions } from './monitor-worker.ts';
import { createScheduler, type JobContext } from './scheduler.ts';

/** What a background refresh needs, with the worker's own DataJud timeout when it has one. */
export function backgroundRefreshDeps(
  deps: AppDeps,
  options: Pick<MonitorWorkerOptions, 'datajudTimeoutMs'>,
): RefreshDeps {
  return {
    db: deps.db,
    now: deps.now,
    datajud: {
      ...deps.config.datajud,
      ...(options.datajudTimeoutMs ? { timeoutMs: options.datajudTimeoutMs } : {}),
    },
  };
}

const SWEEP_PAGE = 500;

export function startInProcessMonitorSweeper(
  deps: AppDeps,
  options: MonitorWorkerOptions = {},
): MonitorWorker {
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const refreshEveryMs = (options.refreshEveryMinutes ?? 360) * 60_000;
  const refreshDeps = backgroundRefreshDeps(deps, options);

  const refreshAll = async (ids: string[], ctx: JobContext) => {
    let next = 0;
    const lane = async () => {
      while (!ctx.stopping() && next < ids.length) {
        const id = ids[next++] as string;
        const refreshed = await refreshMonitor(refreshDeps, id);
        options.onRefresh?.(id, typeof refreshed === 'string' ? refreshed : refreshed.result.outcome);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, lane));
  };

  const sweep = async (ctx: JobContext) => {
    const olderThan = new Date(deps.now().getTime() - refreshEveryMs);
    let after: string | null = null;
    while (!ctx.stopping()) {
      const ids = await dueMonitorIds(deps.db, olderThan, after, SWEEP_PAGE);
      await refreshAll(ids, ctx);
      after = ids.at(-1) ?? null;
      if (ids.length < SWEEP_PAGE) break;
    }
  };

  // One sweep at a time (the scheduler joins a tick to the sweep still running).
  const scheduler = options.scheduler ?? createScheduler({ log: options.log });
  const job = scheduler.every(
    'monitor-sweep',
    options.sweepEveryMs ?? 10 * 60_000,
    sweep,
    'monitor sweep failed',
  );
  options.log?.info({}, 'monitor refresh in this process (embedded database)');
  return {
    sweepNow: async () => {
      await job.runNow();
    },
    stop: () => job.stop(),
  };
}
