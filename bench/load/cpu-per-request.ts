// Where the CPU of one request goes, for the three routes doing the same session check + list
// query: the server's JavaScript thread (which bounds one process's throughput at 1 s / its
// time), the server's other threads, PostgreSQL and autocannon. Linux only (/proc).
//   DATABASE_URL=postgres://... node bench/load/cpu-per-request.ts [seconds per route, default 20]
// Writes bench/load/results-cpu.md.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { writeMarkdown } from '../markdown.ts';
import { startLoadServers } from './servers.ts';

const seconds = Number(process.argv[2] ?? 20);
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL must point at a PostgreSQL server.');
  process.exit(2);
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process (all its threads) or of one thread, in seconds. */
function cpuSeconds(statPath: string): number {
  try {
    const fields = readFileSync(statPath, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0; // the process ended between listing and reading
  }
}

/** CPU seconds of every PostgreSQL process, by pid. */
function postgresSeconds(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let comm = '';
    try {
      comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {}
    if (comm === 'postgres') byPid.set(pid, cpuSeconds(`/proc/${pid}/stat`));
  }
  return byPid;
}

/** What PostgreSQL spent between two readings; a backend that has since closed (an idle pool
 * connection) leaves the sum without being counted as negative time. */
function postgresDelta(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

const servers = await startLoadServers();
const { cookie } = servers;
const routes = [
  { name: 'plain Fastify: session + list', url: `${servers.plainUrl}/list`, pid: servers.plain.pid },
  {
    name: 'REST GET /api/platform/calculations',
    url: `${servers.api.url}/api/platform/calculations`,
    pid: servers.api.process.pid,
  },
  {
    name: 'tRPC GET /trpc/calculations.list',
    url: `${servers.api.url}/trpc/calculations.list`,
    pid: servers.api.process.pid,
  },
];

const snapshot = (pid: number) => ({
  main: cpuSeconds(`/proc/${pid}/task/${pid}/stat`),
  process: cpuSeconds(`/proc/${pid}/stat`),
  autocannon: cpuSeconds(`/proc/${process.pid}/stat`),
  postgres: postgresSeconds(),
});

const rows: string[] = [];
for (const route of routes) {
  if (!route.pid) throw new Error(`no pid for ${route.name}`);
  // A short warm-up so that the JIT and the connection pools are in their steady state.
  await autocannon({ url: route.url, headers: { cookie }, connections: 50, duration: 3 });
  const before = snapshot(route.pid);
  const result = await autocannon({
    url: route.url,
    headers: { cookie },
    connections: 50,
    duration: seconds,
  });
  const after = snapshot(route.pid);
  const perRequest = (key: 'main' | 'process' | 'autocannon') =>
    Math.round(((after[key] - before[key]) * 1e6) / result.requests.total);
  const main = perRequest('main');
  const row = [
    route.name,
    Math.round(result.requests.average),
    main,
    perRequest('process') - main,
    Math.round((postgresDelta(before.postgres, after.postgres) * 1e6) / result.requests.total),
    perRequest('autocannon'),
    Math.round(1e6 / main),
    result.errors + result.non2xx,
  ];
  console.log(row.join(' | '));
  rows.push(`| ${row.join(' | ')} |`);
}
await servers.stop();

const table = [
  `CPU per request: ${new Date().toISOString()}, ${seconds} s per route after 3 s of warm-up, autocannon -c 50`,
  'on the same 2-core host, production build, PostgreSQL over TCP to 127.0.0.1 unless DATABASE_URL says otherwise.',
  '',
  '| route | req/s | JS thread µs/req | other server threads µs/req | PostgreSQL µs/req | autocannon µs/req | JS-thread bound req/s | errors + non-2xx |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows,
  '',
  'CPU time from /proc (utime + stime) over the measured run, divided by the requests served.',
  "The JS-thread bound is 1 s / the JS thread's time per request: what one process can serve when",
  'that thread is saturated.',
  '',
];
writeMarkdown(resolve(import.meta.dirname, 'results-cpu.md'), table.join('\n'));
console.log(table.join('\n'));
