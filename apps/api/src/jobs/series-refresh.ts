// The refresh of the calculator's index series from the Banco Central SGS API. On PostgreSQL it is
// a pg-boss schedule (fired once per tick for the whole cluster, policy 'exclusive': one refresh at
// a time); on the embedded PGlite database, where one process owns the data, a timer in it. Both
// call the same refreshSeries an admin calls.
import type { AppDeps } from '../deps.ts';
import { describeRefresh, refreshSeries, type SerieRefreshReport } from '../series/series.refresh.ts';
import { type JobQueue, queueFor } from './queue.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

export const SERIES_QUEUE = 'index-series-refresh';

export interface SeriesRefreshOptions {
  connectionString?: string | undefined;
  schema?: string | undefined;
  /** Default: config.sgs.cron (pg-boss) and config.sgs.everyMinutes (timer). */
  cron?: string;
  everyMs?: number;
  pollingIntervalSeconds?: number;
  log?: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** The process's pg-boss instance (jobs/queue.ts); one of its own when absent (tests). */
  queue?: JobQueue | undefined;
  /** The process's scheduler for the embedded database's timer (jobs/scheduler.ts); a private one when absent. */
  scheduler?: Scheduler;
  /** Called after each refresh (tests, metrics). */
  onRefresh?: (reports: SerieRefreshReport[]) => void;
}

export interface SeriesRefreshJob {
  /** Refreshes now: on pg-boss it queues a run; in process it resolves when the run is done. */
  refreshNow(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSeriesRefresh(
  deps: AppDeps,
  options: SeriesRefreshOptions = {},
): Promise<SeriesRefreshJob> {
  const run = async () => {
    const reports = await refreshSeries({ db: deps.db, now: deps.now, sgs: deps.config.sgs });
    logRefresh(reports, options.log);
    options.onRefresh?.(reports);
    return reports;
  };
  const connectionString = options.connectionString ?? deps.config.databaseUrl;
  if (!connectionString)
    return inProcess(run, options.everyMs ?? deps.config.sgs.everyMinutes * 60_000, options);

  const { boss, release } = await queueFor(options.queue, {
    connectionString,
    schema: options.schema ?? deps.config.databaseSchema ?? 'pgboss',
    max: 2,
    applicationName: 'lexato-series',
    log: options.log,
  });
  await boss.createQueue(SERIES_QUEUE, {
    policy: 'exclusive',
    expireInSeconds: 600,
    retryLimit: 2,
    retryDelay: 300,
    deleteAfterSeconds: 86_400,
  });
  await boss.schedule(SERIES_QUEUE, options.cron ?? deps.config.sgs.cron);
  await boss.work(
    SERIES_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 },
    async () => {
      const reports = await run();
      return { series: reports.map(describeRefresh) };
    },
  );
  let stopped = false;
  return {
    refreshNow: async () => {
      await boss.send(SERIES_QUEUE, {});
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await release([SERIES_QUEUE]);
    },
  };
}

function inProcess(
  run: () => Promise<unknown>,
  everyMs: number,
  options: SeriesRefreshOptions,
): SeriesRefreshJob {
  const scheduler = options.scheduler ?? createScheduler({ log: options.log });
  const job = scheduler.every('index-series-refresh', everyMs, run, 'index series refresh failed');
  return {
    refreshNow: async () => {
      await job.runNow();
    },
    stop: () => job.stop(),
  };
}

/**
 * Info when every series was fetched; a warning naming the ones that failed otherwise, so a
 * machine without the internet (or an SGS outage) is not reported as "refreshed".
 */
export function logRefresh(reports: SerieRefreshReport[], log: SeriesRefreshOptions['log']): void {
  const series = reports.map(describeRefresh);
  const failed = reports.filter((r) => !r.ok).map(describeRefresh);
  if (failed.length === 0) log?.info({ series }, 'index series refreshed');
  else if (failed.length === reports.length)
    log?.warn({ failed }, 'index series refresh failed: no series could be fetched');
  else
    log?.warn(
      { series, failed },
      `index series refresh incomplete: ${failed.length} of ${reports.length} failed`,
    );
}
