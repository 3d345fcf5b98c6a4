// The process entry: reads the config, builds the app, listens, and shuts down cleanly.
import { buildApp } from './app.ts';
import { bootstrapAccounts } from './auth/bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startBackgroundJobs } from './jobs/background.ts';
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
  // Every background job of this process: one pg-boss instance on PostgreSQL, one timer scheduler.
  const jobs = await startBackgroundJobs(app.deps, { log: app.log });
  // The calculator's index series once now, then on their schedule.
  void jobs.series?.refreshNow();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await jobs.stop();
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
