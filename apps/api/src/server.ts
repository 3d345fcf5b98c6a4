// The process entry: reads the config, builds the app, listens, and shuts down cleanly.
import { buildApp } from './app.ts';
import { bootstrapAccounts } from './auth/bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startDjenCapture } from './jobs/djen-capture.ts';
import { startHousekeeping } from './jobs/housekeeping.ts';
import { startMonitorWorker } from './jobs/monitor-worker.ts';
import { createScheduler } from './jobs/scheduler.ts';
import { startSeriesRefresh } from './jobs/series-refresh.ts';
import { defaultTextEngine } from './workers/text-engine.ts';

async function main() {
  const config = loadConfig();
  // Printed straight to the console: a first start migrates and loads the law base for a while.
  const app = await buildApp(config, { progress: (line) => console.log(line) });
  // Printed straight to the console, never to the structured log that may be shipped elsewhere.
  await bootstrapAccounts(app.deps.db, config, (line) => console.log(line));
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Lexato pronto em http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
  // The Validator's and Analyser's workers load the legal catalogue now, not on the first long text.
  defaultTextEngine.warm();
  // Every in-process timer of this process, stopped at once on shutdown (jobs/scheduler.ts).
  const scheduler = createScheduler({ log: app.log });
  const jobs = { log: app.log, scheduler };
  // Background refresh of monitored cases (pg-boss on PostgreSQL; a timer on the embedded database).
  const monitorWorker = await startMonitorWorker(app.deps, jobs);
  // Expired sessions and rate-limit windows, every 15 minutes in each process.
  const housekeeping = startHousekeeping(app.deps, jobs);
  // The calculator's index series from the Banco Central SGS, on its schedule and once now.
  const seriesRefresh = config.sgs.refresh ? await startSeriesRefresh(app.deps, jobs) : null;
  void seriesRefresh?.refreshNow();
  // Publications from the DJEN (Comunica PJe) by OAB number and monitored case, when configured.
  const djenCapture = startDjenCapture(app.deps, jobs);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await Promise.all([
      monitorWorker.stop(),
      housekeeping.stop(),
      seriesRefresh?.stop(),
      djenCapture?.stop(),
      scheduler.stop(),
    ]);
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Last resort: log and exit so the supervisor restarts a clean process (ASVS 16.5.4).
  process.on('unhandledRejection', (err) => {
    app.log.fatal({ err }, 'unhandled rejection');
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
