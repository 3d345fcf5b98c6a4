// The scheduler on a fake clock: ticks fire only when the test moves time, so each rule (a tick per
// interval, no overlapping run of the same job, stop clears the timers and waits) is seen directly.
import { describe, expect, it } from 'vitest';
import { createScheduler, type SchedulerClock } from './scheduler.ts';

/** Intervals that fire when `advance` moves the fake time past their next tick. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { tick: () => void; everyMs: number; next: number }>();
  const clock: SchedulerClock = {
    setInterval(tick, everyMs) {
      const id = nextId++;
      timers.set(id, { tick, everyMs, next: now + everyMs });
      return id;
    },
    clearInterval(handle) {
      timers.delete(handle as number);
    },
  };
  return {
    clock,
    active: () => timers.size,
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.values()].filter((t) => t.next <= until).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.everyMs;
        due.tick();
      }
      now = until;
    },
  };
}

/** A run the test finishes by hand. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { done, open };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('scheduler', () => {
  it('runs a job once per interval of the injected clock, never before', async () => {
    const { clock, advance } = fakeClock();
    const scheduler = createScheduler({ clock });
    let runs = 0;
    scheduler.every('housekeeping', 15 * 60_000, async () => {
      runs++;
    });
    advance(15 * 60_000 - 1);
    expect(runs).toBe(0);
    advance(1);
    expect(runs).toBe(1);
    await flush();
    advance(30 * 60_000);
    expect(runs).toBe(2); // the two ticks came while the first of them still ran: joined
    await flush();
    advance(15 * 60_000);
    expect(runs).toBe(3);
    await scheduler.stop();
  });

  it('never overlaps a run of the same job: a tick or runNow during a run joins it', async () => {
    const { clock, advance } = fakeClock();
    const scheduler = createScheduler({ clock });
    const slow = gate();
    let started = 0;
    const job = scheduler.every('djen-capture', 60_000, async () => {
      started++;
      await slow.done;
      return started;
    });
    advance(60_000);
    advance(60_000);
    advance(60_000);
    const joined = job.runNow();
    expect(started).toBe(1);
    expect(scheduler.running()).toEqual(['djen-capture']);
    slow.open();
    expect(await joined).toBe(1);
    expect(scheduler.running()).toEqual([]);
    expect(await job.runNow()).toBe(2); // a new run once the first is over
    await scheduler.stop();
  });

  it('runs different jobs side by side', async () => {
    const { clock, advance } = fakeClock();
    const scheduler = createScheduler({ clock });
    const slow = gate();
    scheduler.every('monitor-sweep', 1000, () => slow.done);
    scheduler.every('index-series-refresh', 1000, () => slow.done);
    advance(1000);
    expect(scheduler.running().sort()).toEqual(['index-series-refresh', 'monitor-sweep']);
    slow.open();
    await scheduler.stop();
  });

  it('stop clears every timer, tells the running job to end and waits for it', async () => {
    const { clock, advance, active } = fakeClock();
    const scheduler = createScheduler({ clock });
    const step = gate();
    const seen: boolean[] = [];
    let finished = false;
    scheduler.every('djen-capture', 1000, async (ctx) => {
      seen.push(ctx.stopping());
      await step.done;
      seen.push(ctx.stopping());
      finished = true;
    });
    scheduler.every('housekeeping', 5000, async () => undefined);
    expect(active()).toBe(2);
    advance(1000);
    const stopping = scheduler.stop();
    expect(active()).toBe(0);
    let stopped = false;
    void stopping.then(() => {
      stopped = true;
    });
    await flush();
    expect(stopped).toBe(false); // still waiting for the run in progress
    step.open();
    await stopping;
    expect(finished).toBe(true);
    expect(seen).toEqual([false, true]);
    expect(scheduler.jobs()).toEqual([]);
    advance(60_000); // no timer left to fire
  });

  it('after stop a runNow starts nothing', async () => {
    const { clock } = fakeClock();
    const scheduler = createScheduler({ clock });
    let runs = 0;
    const job = scheduler.every('housekeeping', 1000, async () => ++runs);
    await scheduler.stop();
    expect(await job.runNow()).toBeUndefined();
    expect(runs).toBe(0);
  });

  it('logs a failed run with its own line and runs again on the next tick', async () => {
    const { clock, advance } = fakeClock();
    const errors: string[] = [];
    const scheduler = createScheduler({ clock, log: { error: (_o, msg) => errors.push(msg) } });
    let runs = 0;
    const job = scheduler.every(
      'index-series-refresh',
      1000,
      async () => {
        runs++;
        if (runs === 1) throw new Error('SGS fora do ar');
        return runs;
      },
      'index series refresh failed',
    );
    expect(await job.runNow()).toBeUndefined();
    expect(errors).toEqual(['index series refresh failed']);
    advance(1000);
    await flush();
    expect(runs).toBe(2);
    await scheduler.stop();
  });

  it('refuses a second job of the same name and a non-positive interval', () => {
    const { clock } = fakeClock();
    const scheduler = createScheduler({ clock });
    scheduler.every('housekeeping', 1000, async () => undefined);
    expect(() => scheduler.every('housekeeping', 1000, async () => undefined)).toThrow(/already scheduled/);
    expect(() => scheduler.every('x', 0, async () => undefined)).toThrow(RangeError);
  });
});
