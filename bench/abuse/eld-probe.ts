// Loaded into the API server only by the abuse benchmark (NODE_OPTIONS=--import), never by the
// product: measures the server's own event-loop delay with perf_hooks.monitorEventLoopDelay.
// Each SIGUSR2 prints the delay since the previous one as a `[abuse-eld] {...}` line on stdout
// and starts a new window. A blocked loop answers the signal late, but the histogram still holds
// the whole stall, so the line printed afterwards carries it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const ms = (ns: number) => Math.round(ns / 10_000) / 100;
  process.on('SIGUSR2', () => {
    const window = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    process.stdout.write(`[abuse-eld] ${JSON.stringify(window)}\n`);
    histogram.reset();
  });
}
