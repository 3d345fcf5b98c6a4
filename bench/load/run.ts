// Load benchmark against the production build on the real PostgreSQL server.
//   pnpm --filter @lexato/web build
//   DATABASE_URL=postgres://... node bench/load/run.ts [seconds per target, default 60]
// Writes bench/load/results-tcp.md, or results-socket.md when DATABASE_URL names a Unix socket
// (?host=/var/run/postgresql); BENCH.md quotes them. autocannon runs in this process; the
// servers under test run in their own processes on the same 2-core machine.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { writeMarkdown } from '../markdown.ts';
import { calculationBody, startLoadServers } from './servers.ts';

const seconds = Number(process.argv[2] ?? 60);
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL must point at a PostgreSQL server (the load figures are for the real server).');
  process.exit(2);
}

const webIndex = resolve(import.meta.dirname, '../../apps/web/dist/index.html');
if (!existsSync(webIndex)) {
  console.error(
    'Build the web app first (pnpm --filter @lexato/web build): the landing page is measured too.',
  );
  process.exit(2);
}
const transport = /[?&]host=\//.test(process.env.DATABASE_URL) ? 'socket' : 'tcp';
// DATABASE_PREPARED_STATEMENTS=false measures both servers without named statements.
const prepared = process.env.DATABASE_PREPARED_STATEMENTS !== 'false';
const variant = prepared ? transport : `${transport}-unprepared`;
const transportLabel = transport === 'socket' ? 'the Unix socket' : 'TCP to 127.0.0.1';

const servers = await startLoadServers();
const { api: server, plainUrl, cookie } = servers;
const json = { 'content-type': 'application/json', cookie };

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** One session per connection pair, from this many users (see userCookies in servers.ts). */
  users?: number;
}

const targets: Target[] = [
  { name: 'calibration: plain Fastify hello, no database', url: `${plainUrl}/hello` },
  { name: 'landing page GET /', url: `${server.url}/` },
  {
    name: 'POST /api/contacts',
    url: `${server.url}/api/contacts`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Carga',
      email: 'carga@exemplo.com',
      message: 'Mensagem do teste de carga.',
    }),
  },
  { name: 'plain Fastify: session + list', url: `${plainUrl}/list`, headers: { cookie } },
  {
    name: 'REST GET /api/platform/calculations',
    url: `${server.url}/api/platform/calculations`,
    headers: { cookie },
  },
  {
    name: 'tRPC GET /trpc/calculations.list',
    url: `${server.url}/trpc/calculations.list`,
    headers: { cookie },
  },
  {
    name: 'REST POST /api/platform/calculations (salário líquido)',
    url: `${server.url}/api/platform/calculations`,
    method: 'POST',
    headers: json,
    body: calculationBody,
  },
  {
    // 25 lawyers with 2 connections each: one user alone is held to 1 running search.
    name: 'REST POST /api/platform/search, 25 users',
    url: `${server.url}/api/platform/search`,
    method: 'POST',
    headers: json,
    body: JSON.stringify({ query: 'prazo para pagamento das verbas rescisórias', filters: {} }),
    users: 25,
  },
];

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(target: Target, duration: number) {
  const cookies = target.users ? await servers.userCookies(target.users) : [];
  let connection = 0;
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body ? { body: target.body } : {}),
    connections: 50,
    duration,
    ...(cookies.length
      ? {
          setupClient: (client: { setHeaders(h: Record<string, string>): void }) => {
            const cookie = cookies[connection++ % cookies.length] ?? '';
            client.setHeaders({ ...target.headers, cookie });
          },
        }
      : {}),
  });
}

// The three routes doing the same session check + list query, and the calibration route, run in
// interleaved rounds: this shared host's speed changes from minute to minute (the hello route
// has measured 21k to 34k req/s on one day), and interleaving makes a slow minute weigh on each
// of them alike instead of on one.
const COMPARED = ['calibration', 'plain Fastify', 'REST GET', 'tRPC GET'];
const ROUNDS = 6;
const compared = targets.filter((t) => COMPARED.some((c) => t.name.startsWith(c)));
const rounds = new Map<string, Array<Awaited<ReturnType<typeof measure>>>>();
for (let round = 0; round < ROUNDS; round++) {
  for (const target of compared) {
    const result = await measure(target, Math.max(1, Math.round(seconds / ROUNDS)));
    rounds.set(target.name, [...(rounds.get(target.name) ?? []), result]);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const rows: Row[] = [];
for (const target of targets) {
  const results = rounds.get(target.name);
  if (results) {
    const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
    const duration = results.reduce((sum, r) => sum + r.duration, 0);
    rows.push({
      name: target.name,
      rps: Math.round(requests / duration),
      p50: median(results.map((r) => r.latency.p50)),
      // The worst round's p99: a merged histogram is not available from autocannon.
      p99: Math.max(...results.map((r) => r.latency.p99)),
      errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    });
  } else {
    const result = await measure(target, seconds);
    rows.push({
      name: target.name,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
  }
  console.log(rows.at(-1));
}

await servers.stop();

const byName = (n: string) => rows.find((r) => r.name.startsWith(n))?.rps ?? 0;
const plainRps = byName('plain');
// The targets were set on a machine where the hello route serves ~49k req/s.
const REFERENCE_HELLO_RPS = 49_000;
const machineFactor = byName('calibration') / REFERENCE_HELLO_RPS;
const ratio = (n: string) => (plainRps ? (byName(n) / plainRps).toFixed(2) : 'n/a');
const table = [
  `Load run: ${new Date().toISOString()}, ${seconds} s per target, autocannon -c 50 on the same 2-core host,`,
  `production build (NODE_ENV=production), PostgreSQL on this host over ${transportLabel}, one API process,`,
  `${prepared ? 'named prepared statements (the default)' : 'no prepared statements (DATABASE_PREPARED_STATEMENTS=false)'}.`,
  '',
  '| target | req/s | p50 ms | p99 ms | errors | non-2xx |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
  '',
  `REST / plain Fastify = ${ratio('REST GET')}; tRPC / plain Fastify = ${ratio('tRPC GET')} (same session check + list query;`,
  `these three and the calibration route ran in ${ROUNDS} interleaved rounds of ${Math.max(1, Math.round(seconds / ROUNDS))} s: req/s over all rounds, p50 the median round's, p99 the worst round's).`,
  '',
  `This machine serves the hello route at ${(machineFactor * 100).toFixed(0)} % of the issue's reference machine (~49k req/s);`,
  `at that scale the targets of 3,000 (REST) and 2,000 (tRPC) req/s correspond to ${Math.round(3000 * machineFactor)} and ${Math.round(2000 * machineFactor)}.`,
  '',
];
writeMarkdown(resolve(import.meta.dirname, `results-${variant}.md`), table.join('\n'));
console.log(table.join('\n'));
