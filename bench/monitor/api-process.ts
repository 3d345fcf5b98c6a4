// One Lexato API process for the Monitor benchmark: the real app (buildApp, listening on a port)
// plus the background monitor worker, as server.ts will run them. Configured by the environment
// like the server; prints one JSON line per event on stdout for bench/monitor/run.ts.
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { startMonitorWorker } from '../../apps/api/src/jobs/monitor-worker.ts';

const say = (event: object) => process.stdout.write(`${JSON.stringify(event)}\n`);
const config = loadConfig();
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });

let refreshed = 0;
const outcomes: Record<string, number> = {};
const worker = await startMonitorWorker(app.deps, {
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 8),
  ...(process.env.BENCH_BATCH ? { batchSize: Number(process.env.BENCH_BATCH) } : {}),
  pollingIntervalSeconds: 0.5,
  onRefresh: (_id, outcome) => {
    refreshed++;
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  },
});
say({ event: 'ready', pid: process.pid });

process.on('message', () => {});
process.stdin.on('data', async (chunk) => {
  const command = chunk.toString().trim();
  if (command === 'sweep') {
    await worker.sweepNow();
    say({ event: 'swept', pid: process.pid });
  } else if (command === 'stats') {
    say({ event: 'stats', pid: process.pid, refreshed, outcomes });
  } else if (command === 'stop') {
    await worker.stop();
    await app.close();
    say({ event: 'stopped', pid: process.pid, refreshed, outcomes });
    process.exit(0);
  }
});
