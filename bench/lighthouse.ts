/**
 * Lighthouse on the landing page, production build, Debian's Chromium, mobile preset
 * (Lighthouse's default: emulated Moto G Power, simulated slow 4G, 4× CPU slowdown).
 * Targets (issue): performance ≥ 95, accessibility, best practices and SEO 100; ≤ 150 KB gzip
 * of JavaScript loaded by `/`. Figures are recorded in bench/web.md.
 *
 *   pnpm --filter @lexato/web bench:web
 *   node bench/lighthouse.ts [path] [--direct] [--runs=N] [--signed-in] [--chromium=/path/to/chrome] [--json=lhr.json]
 *
 * It builds the web app into a temporary folder (canonical URLs pointing at the local server),
 * starts the real API in production mode on a fresh database, and audits through a gzip
 * front, as a deployment behind nginx/Caddy/a CDN would be (the API compresses too);
 * `--direct` audits the API alone. `--runs=N` audits N times against the one build and server
 * and prints each run and the medians (the score moves between runs on a busy machine).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../apps/web/e2e/chromium.ts';

const root = resolve(import.meta.dirname, '..');
const webDir = join(root, 'apps/web');
const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const CHROME = option('chromium') ?? CHROMIUM_PATH;
const jsonOut = option('json');
const direct = args.includes('--direct');
const path = args.find((a) => a.startsWith('/')) ?? '/';
const runs = Math.max(1, Number(option('runs') ?? 1));
// A platform screen is behind the login: --signed-in audits it with the demo account's session.
const signedIn = args.includes('--signed-in');

// lighthouse and chrome-launcher are dev dependencies of apps/web: resolve them from there,
// and describe the little of their APIs used here.
interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; title: string }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      displayValue?: string;
      title: string;
      details?: { items?: unknown[] };
    }
  >;
}
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
interface LaunchedChrome {
  port: number;
  kill(): Promise<void> | void;
}
const fromWeb = createRequire(join(webDir, 'package.json'));
const load = async (name: string) => import(pathToFileURL(fromWeb.resolve(name)).href);
const lighthouse = (await load('lighthouse')).default as RunLighthouse;
const chromeLauncher = (await load('chrome-launcher')) as {
  launch(opts: { chromePath: string; chromeFlags: string[] }): Promise<LaunchedChrome>;
};

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createNetServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** Signs the demo account in through the API and returns its session cookie. */
async function demoSession(base: string): Promise<string> {
  const res = await fetch(`${base}/api/platform/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'bench-demo-password' }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  return cookie;
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('API exited early');
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('API did not become healthy');
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;

/** A reverse proxy that gzips text responses, as nginx/Caddy/a CDN would in production. */
function gzipFront(port: number, upstreamPort: number): Promise<Server> {
  const server = createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        // What the API already compressed passes through as it is.
        const gzip =
          !up.headers['content-encoding'] &&
          COMPRESSIBLE.test(type) &&
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const headers = { ...up.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'accept-encoding';
        }
        res.writeHead(up.statusCode ?? 502, headers);
        (gzip ? up.pipe(createGzip()) : up).pipe(res);
      },
    );
    req.pipe(upstream);
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const formatMetric = (id: string, value: number) =>
  id === 'cumulative-layout-shift' ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`;

function scriptsOf(lhr: Lhr) {
  return (
    (lhr.audits['network-requests']?.details?.items ?? []) as {
      resourceType?: string;
      transferSize?: number;
      url: string;
    }[]
  ).filter((r) => r.resourceType === 'Script');
}

/** One line per run: the performance score and the metrics it is made of. */
function summary(lhr: Lhr): string {
  const metrics = METRICS.map(([id, label]) => `${label} ${formatMetric(id, metric(lhr, id))}`);
  return `performance ${score(lhr, 'performance')}; ${metrics.join(', ')}`;
}

function report(lhrs: Lhr[]) {
  const [first] = lhrs;
  if (!first) return;
  const runsLabel = lhrs.length > 1 ? `, median of ${lhrs.length} runs` : '';
  console.info(
    `\nLighthouse ${path} (mobile preset, ${direct ? 'API directly' : 'through a gzip front'}${runsLabel})`,
  );
  for (const [id, c] of Object.entries(first.categories)) {
    console.info(`  ${c.title.padEnd(16)} ${median(lhrs.map((l) => score(l, id)))}`);
  }
  for (const [id] of METRICS) {
    const title = first.audits[id]?.title ?? id;
    console.info(`  ${title.padEnd(26)} ${formatMetric(id, median(lhrs.map((l) => metric(l, id))))}`);
  }
  const scripts = scriptsOf(first);
  const jsBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  console.info(`  JavaScript transferred    ${(jsBytes / 1024).toFixed(1)} KiB in ${scripts.length} files`);
  const failing = Object.entries(first.audits)
    .filter(([, a]) => a.score !== null && a.score < 1 && a.details?.items?.length)
    .map(([id, a]) => `${id} (${a.title})`);
  if (failing.length) console.info(`  Audits below 100%: ${failing.join('; ')}`);
}

const apiPort = await freePort();
const publicPort = direct ? apiPort : await freePort();
const origin = `http://127.0.0.1:${publicPort}`;
const outDir = mkdtempSync(join(tmpdir(), 'lexato-web-bench-'));
const dataDir = mkdtempSync(join(tmpdir(), 'lexato-data-bench-'));

console.info(`Building the web app (VITE_SITE_URL=${origin})…`);
execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
  cwd: webDir,
  stdio: 'inherit',
  env: { ...process.env, VITE_SITE_URL: origin },
});

const api = spawn(process.execPath, [join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: outDir,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-admin-password',
    DEMO_PASSWORD: 'bench-demo-password',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let front: Server | undefined;
let chrome: LaunchedChrome | undefined;
try {
  await waitForHealth(`http://127.0.0.1:${apiPort}`, api);
  if (!direct) front = await gzipFront(publicPort, apiPort);
  const cookie = signedIn ? await demoSession(`http://127.0.0.1:${apiPort}`) : undefined;
  const lhrs: Lhr[] = [];
  // A run Lighthouse itself reports as broken (e.g. NO_NAVSTART, a trace it could not read) is
  // retried rather than counted as a zero.
  for (let attempt = 1; lhrs.length < runs && attempt <= runs * 2; attempt++) {
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    await chrome.kill();
    chrome = undefined;
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) {
      console.warn(`  (attempt ${attempt}: ${result.lhr.runtimeError.code}, run again)`);
      continue;
    }
    lhrs.push(result.lhr);
    if (jsonOut)
      writeFileSync(
        runs > 1 ? jsonOut.replace(/(\.json)?$/, `-${lhrs.length}.json`) : jsonOut,
        JSON.stringify(result.lhr),
      );
    if (runs > 1) console.info(`  run ${lhrs.length}: ${summary(result.lhr)}`);
  }
  if (lhrs.length < runs) throw new Error(`only ${lhrs.length} of ${runs} Lighthouse runs completed`);
  report(lhrs);
} finally {
  await chrome?.kill();
  front?.close();
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
