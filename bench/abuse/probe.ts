// What the abuse benchmark measures during an attack: /healthz (and any other cheap request)
// asked one at a time in a loop, its latency recorded, and the server's own event-loop delay.
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningServer } from '../../apps/api/test/spawn-server.ts';

export interface LatencySummary {
  count: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export function summarize(samples: number[], failed = 0): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    count: sorted.length,
    failed,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/**
 * Requests `url` back to back (a pause of `gapMs` between answers) until stopped: with one request
 * in flight, a stalled event loop shows up as one long sample rather than a queue of them.
 */
export function startProbe(url: string, init: RequestInit = {}, gapMs = 20, timeoutMs = 120_000) {
  const samples: number[] = [];
  let failed = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        await res.arrayBuffer();
        if (res.ok) samples.push(performance.now() - started);
        else failed += 1;
      } catch {
        failed += 1;
      }
      await sleep(gapMs);
    }
  })();
  return {
    async stop(): Promise<LatencySummary> {
      running = false;
      await loop;
      return summarize(samples, failed);
    },
  };
}

/** Asks the server (started with eld-probe.ts preloaded) for the delay since the last ask. */
export async function serverEventLoopDelay(
  server: RunningServer,
  timeoutMs = 120_000,
): Promise<EventLoopDelay | undefined> {
  const seen = server.output().length;
  server.process.kill('SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const line = /\[abuse-eld\] (\{.*\})/.exec(server.output().slice(seen));
    if (line?.[1]) return JSON.parse(line[1]) as EventLoopDelay;
    await sleep(50);
  }
  return undefined;
}

/** Waits until /healthz answers under `fastMs` three times running (the attack's work is over). */
export async function settle(url: string, fastMs = 50, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  let fast = 0;
  while (fast < 3 && performance.now() - started < timeoutMs) {
    const t0 = performance.now();
    try {
      await (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(timeoutMs) })).arrayBuffer();
      fast = performance.now() - t0 < fastMs ? fast + 1 : 0;
    } catch {
      fast = 0;
    }
    await sleep(100);
  }
  return Math.round(performance.now() - started);
}
