// The API process with the shipped legal knowledge base: time from spawn to healthy on a fresh
// embedded database (first start: loads the base) and on the same database again (second start:
// nothing to load), and the process RSS after a few searches, against a fresh database without
// the base. Run: node bench/lawbase/server.ts   (figures in BENCH.md)
import { readFileSync } from 'node:fs';
import { createServerStore, loginCookie, startServer } from '../../apps/api/test/spawn-server.ts';

delete process.env.DATABASE_URL;
const rssOf = (pid: number | undefined) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
// CPU seconds the process has used (utime + stime, /proc/<pid>/stat fields 14 and 15): on a
// shared machine this, not the wall clock, is what one free core would take.
const cpuOf = (pid: number | undefined) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

async function measure(label: string, autoload: boolean, store = createServerStore()) {
  const started = performance.now();
  const server = await startServer(
    store,
    { LAWBASE_AUTOLOAD: String(autoload) },
    { readyTimeoutMs: 600_000 },
  );
  const ready = performance.now() - started;
  const cpu = cpuOf(server.process.pid);
  const cookie = await loginCookie(server.url, 'platform');
  for (const query of [
    'prazo para pagar as verbas rescisórias',
    'juizado especial cível menor complexidade',
  ]) {
    await fetch(`${server.url}/api/platform/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, filters: {} }),
    });
  }
  const rss = rssOf(server.process.pid);
  console.log(
    `${label}: healthy after ${(ready / 1000).toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU; RSS after 2 searches ${rss.toFixed(0)} MB`,
  );
  await server.stop();
  return store;
}

const bare = await measure('without the base', false);
await bare.dispose();
const store = await measure('first start, base loaded', true);
await measure('second start, same database', true, store);
await store.dispose();
