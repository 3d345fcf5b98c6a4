// Bounded abuse benchmark: starts the real server on 127.0.0.1 and runs, one after the other, the
// adversarial citation text (1), heavy searches beside another user's /auth/me (3), slow-body
// connections (7), then encoded API paths from a foreign origin (e1), parallel PDF downloads
// (e2), one user filling the storage budget (e3) and one user's search burst beside another
// user's searches (e4), printing during each the /healthz latency seen by a client and the
// server's event-loop delay. Stops by itself.
//   node bench/abuse/run.ts                      (PGlite in a temporary folder)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/abuse/run.ts
// Sizes: --text-chars --chain --docs --doc-chars --searches --slow-connections --slow-interval
// --slow-seconds --timeout --max-seconds --request-timeout --pdfs --burst --storage-mb --only (see
// DEFAULTS). Figures: BENCH.md, "Abuse".
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  createServerStore,
  loginCookie,
  type RunningServer,
  startServer,
} from '../../apps/api/test/spawn-server.ts';
import { adversarialText, legalFiller, SEARCH_QUERIES, slowBodies } from './attacks.ts';
import {
  type EventLoopDelay,
  type LatencySummary,
  serverEventLoopDelay,
  settle,
  startProbe,
  summarize,
} from './probe.ts';

const DEFAULTS = {
  'text-chars': '400000',
  chain: '4000',
  docs: '25',
  'doc-chars': '400000',
  searches: '12',
  'slow-connections': '200',
  'slow-interval': '3',
  'slow-seconds': '30',
  timeout: '30',
  'max-seconds': '240',
  /** Given to the server as HTTP_REQUEST_TIMEOUT_MS: shorter than --slow-seconds, so item 7 shows it. */
  'request-timeout': '20',
  /** Parallel downloads of one long validation's PDF (e2). */
  pdfs: '16',
  /** One user's parallel searches (e4). */
  burst: '100',
  /** The storage budget the server runs with, in MB (e3 fills it). */
  'storage-mb': '20',
  /** Which attacks to run, e.g. --only=7. */
  only: '1,3,7,e1,e2,e3,e4',
};
const { values } = parseArgs({
  options: Object.fromEntries(
    Object.entries(DEFAULTS).map(([k, v]) => [k, { type: 'string' as const, default: v }]),
  ),
});
const arg = (name: keyof typeof DEFAULTS) => Number(values[name] ?? DEFAULTS[name]);
const runs = (item: string) =>
  String(values.only ?? DEFAULTS.only)
    .split(',')
    .includes(item);

interface Row {
  attack: string;
  result: string;
  seconds: number;
  healthz: LatencySummary;
  eld: EventLoopDelay | undefined;
  settleMs: number;
}

const rows: Row[] = [];

/** Prints the table of the phases run so far (also when the time limit cuts the run short). */
function report(): void {
  const ms = (s: { p50: number; p99: number; max: number } | undefined) =>
    s ? `${s.p50} / ${s.p99} / ${s.max}` : 'n/a';
  console.log(
    `\nDatabase: ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite (temporary folder)'}\n`,
  );
  console.log(
    '| attack | outcome | s | /healthz p50 / p95 / p99 / max ms (n, failed) | server event-loop delay p50 / p99 / max ms | settled after ms |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.attack} | ${r.result} | ${r.seconds} | ${r.healthz.p50} / ${r.healthz.p95} / ${r.healthz.p99} / ${r.healthz.max} (${r.healthz.count}, ${r.healthz.failed}) | ${ms(r.eld)} | ${r.settleMs} |`,
    );
  }
}

const store = createServerStore();
const server: RunningServer = await startServer(store, {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(`${import.meta.dirname}/eld-probe.ts`)}`,
  RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
  STORAGE_BUDGET_MB: String(arg('storage-mb')),
  HTTP_REQUEST_TIMEOUT_MS: String(arg('request-timeout') * 1000),
  LOG_LEVEL: 'warn',
});
const watchdog = setTimeout(() => {
  console.error(`abuse bench: over --max-seconds=${arg('max-seconds')}, stopping`);
  server.process.kill('SIGKILL');
  report();
  void store.dispose().finally(() => process.exit(3));
}, arg('max-seconds') * 1000);
watchdog.unref();

const url = server.url;
const timeoutMs = arg('timeout') * 1000;
const json = (cookie: string) => ({ 'content-type': 'application/json', cookie });

async function call(
  cookie: string,
  path: string,
  body: unknown,
): Promise<{ status: number; ms: number; body: unknown }> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: json(cookie),
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - started, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: 0, ms: performance.now() - started, body: null }; // 0: our timeout
  }
}
const fmt = (r: { status: number; ms: number }) =>
  r.status === 0 ? `no answer in ${arg('timeout')} s` : `${r.status} in ${Math.round(r.ms)} ms`;

async function phase(attack: string, run: () => Promise<string>): Promise<void> {
  await serverEventLoopDelay(server); // starts a fresh window
  const health = startProbe(`${url}/healthz`);
  const started = performance.now();
  const result = await run();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const healthz = await health.stop();
  const eld = await serverEventLoopDelay(server);
  rows.push({ attack, result, seconds, healthz, eld, settleMs: await settle(url, 50, timeoutMs * 2) });
  console.error(`done: ${attack} (${seconds} s)`);
}

const demo = await loginCookie(url, 'platform');
const admin = await loginCookie(url, 'admin');
const other = { username: 'abuse.outro', password: 'senha-abuse-outro-1' };
const created = await call(admin, '/api/admin/users', {
  ...other,
  name: 'Outra Pessoa',
  email: 'outra@exemplo.com.br',
  hasActiveContract: true,
});
if (created.status !== 201 && created.status !== 200)
  throw new Error(`creating the other user: ${created.status}`);
const otherCookie = await loginCookie(url, 'platform', other);
// e3 fills a budget: its own user, so that the other user's searches in e4 still have room.
const filler = { username: 'abuse.cheio', password: 'senha-abuse-cheio-1' };
const fillerCreated = await call(admin, '/api/admin/users', {
  ...filler,
  name: 'Conta Cheia',
  email: 'cheia@exemplo.com.br',
  hasActiveContract: true,
});
if (fillerCreated.status !== 201 && fillerCreated.status !== 200)
  throw new Error(`creating the filling user: ${fillerCreated.status}`);
const fillerCookie = await loginCookie(url, 'platform', filler);

await phase('idle (baseline, 5 s)', () => new Promise((ok) => setTimeout(() => ok('—'), 5_000)));

const text = adversarialText(arg('text-chars'), arg('chain'));
if (runs('1'))
  await phase(
    `1 · adversarial text, ${text.length.toLocaleString('en')} chars, chains of ${arg('chain')} prefixes`,
    async () => {
      const validated = await call(demo, '/api/platform/validator/validate', {
        documentTitle: 'Texto adversarial',
        documentContent: text,
      });
      const doc = await call(demo, '/api/platform/documents', {
        title: 'Texto adversarial',
        content: text,
        type: 'lawsuit',
      });
      const id = (doc.body as { id?: string } | null)?.id;
      const analysed = id ? await call(demo, '/api/platform/analyser/analyze', { documentId: id }) : doc;
      return `validator ${fmt(validated)}; analyser ${fmt(analysed)}`;
    },
  );

// Item 3: the heavy searcher's documents go in before the phase (not measured).
const docs = runs('3') ? arg('docs') : 0;
for (let i = 0; i < docs; i++) {
  const res = await call(demo, '/api/platform/documents', {
    title: `Documento volumoso ${i + 1}`,
    content: legalFiller(arg('doc-chars'), i + 1),
    type: 'contract',
  });
  if (res.status !== 201) throw new Error(`seeding document ${i + 1}: ${fmt(res)}`);
}
let meSummary: LatencySummary = summarize([]);
if (runs('3'))
  await phase(
    `3 · ${arg('searches')} parallel searches, ${docs} docs × ${arg('doc-chars').toLocaleString('en')} chars`,
    async () => {
      const me = startProbe(`${url}/api/platform/auth/me`, { headers: { cookie: otherCookie } });
      const searches = await Promise.all(
        Array.from({ length: arg('searches') }, (_, i) =>
          call(demo, '/api/platform/search', { query: SEARCH_QUERIES[i % SEARCH_QUERIES.length] }),
        ),
      );
      meSummary = await me.stop();
      const ok = searches.filter((s) => s.status === 200).length;
      const times = summarize(searches.map((s) => s.ms));
      return `${ok}/${searches.length} answered 200; search p50 ${times.p50} ms, max ${times.max} ms; other user's /auth/me p50 ${meSummary.p50} ms, max ${meSummary.max} ms`;
    },
  );

if (runs('7'))
  await phase(
    `7 · ${arg('slow-connections')} slow bodies, 1 byte / ${arg('slow-interval')} s, ${arg('slow-seconds')} s`,
    async () => {
      const port = Number(new URL(url).port);
      const slow = slowBodies(port, arg('slow-connections'), arg('slow-interval') * 1000);
      await new Promise((ok) => setTimeout(ok, arg('slow-seconds') * 1000));
      const open = slow.open();
      const closed = slow.closedAfter();
      slow.stop();
      const first = closed[0] === undefined ? '' : `; first closed after ${closed[0].toFixed(1)} s`;
      return `${open}/${arg('slow-connections')} still open after ${arg('slow-seconds')} s${first}`;
    },
  );

if (runs('e1'))
  await phase('e1 · state-changing POSTs on encoded API paths from a foreign Origin', async () => {
    const variants = [
      '/%61pi/contacts',
      '/api%2Fcontacts',
      '/%2561pi/contacts',
      '//api/contacts',
      '/./api/contacts',
      '/API/contacts',
    ];
    const statuses = await Promise.all(
      variants.map(async (path) => {
        const res = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://atacante.example' },
          body: JSON.stringify({
            name: 'Atacante',
            email: 'a@exemplo.com',
            message: 'Mensagem de teste suficiente.',
          }),
        });
        await res.arrayBuffer();
        return `${path} → ${res.status}${res.headers.get('cache-control') === 'no-store' ? '' : ' (no no-store)'}`;
      }),
    );
    const accepted = statuses.filter((s) => / → 2\d\d/.test(s)).length;
    return `${accepted}/${variants.length} accepted; ${statuses.join(', ')}`;
  });

if (runs('e2')) {
  const long = await call(demo, '/api/platform/validator/validate', {
    documentTitle: 'Parecer longo',
    documentContent: legalFiller(60_000, 7),
  });
  const id = (long.body as { id?: string } | null)?.id;
  await phase(`e2 · ${arg('pdfs')} parallel downloads of one validation's PDF, one session`, async () => {
    if (!id) return `could not create the validation: ${fmt(long)}`;
    const started = performance.now();
    const downloads = await Promise.all(
      Array.from({ length: arg('pdfs') }, async () => {
        const t0 = performance.now();
        const res = await fetch(`${url}/api/platform/validators/${id}/pdf`, { headers: { cookie: demo } });
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - t0 };
      }),
    );
    const by = (s: number) => downloads.filter((d) => d.status === s).length;
    const times = summarize(downloads.filter((d) => d.status === 200).map((d) => d.ms));
    return `${by(200)} × 200, ${by(429)} × 429 in ${Math.round(performance.now() - started)} ms; 200s p50 ${times.p50} ms`;
  });
}

if (runs('e3'))
  await phase(
    `e3 · one user stores 400,000-character documents until the ${arg('storage-mb')} MB budget refuses`,
    async () => {
      const started = performance.now();
      let stored = 0;
      let last = { status: 0, ms: 0 };
      for (let i = 0; i < 500; i++) {
        last = await call(fillerCookie, '/api/platform/documents', {
          title: `Volume ${i}`,
          // The longest document the API takes (MAX_DOCUMENT_CHARS).
          content: legalFiller(400_000, 1000 + i),
          type: 'contract',
        });
        if (last.status !== 201) break;
        stored += 1;
      }
      return `${stored} stored, then ${fmt(last)} after ${Math.round(performance.now() - started)} ms`;
    },
  );

if (runs('e4')) {
  const otherSearches = async () => {
    const times: number[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const r = await call(otherCookie, '/api/platform/search', {
        query: SEARCH_QUERIES[i % SEARCH_QUERIES.length],
      });
      times.push(r.ms);
      statuses.push(r.status);
    }
    return { times: summarize(times), ok: statuses.filter((s) => s === 200).length };
  };
  const idle = await otherSearches();
  await phase(
    `e4 · ${arg('burst')} parallel searches from one session beside another user's 15`,
    async () => {
      const burst = Promise.all(
        Array.from({ length: arg('burst') }, (_, i) =>
          call(demo, '/api/platform/search', { query: SEARCH_QUERIES[i % SEARCH_QUERIES.length] }),
        ),
      );
      const during = await otherSearches();
      const burstDone = await burst;
      const by = (s: number) => burstDone.filter((r) => r.status === s).length;
      return `burst: ${by(200)} × 200, ${by(429)} × 429, ${by(503)} × 503; other user: ${during.ok}/15 × 200, p50 ${during.times.p50} ms, p95 ${during.times.p95} ms (idle p50 ${idle.times.p50}, p95 ${idle.times.p95})`;
    },
  );
}

await server.stop();
await store.dispose();

report();
clearTimeout(watchdog);
