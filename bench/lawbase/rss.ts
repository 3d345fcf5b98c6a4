// Where the API process's memory goes: the real server spawned with a probe preloaded
// (rss-probe.ts), RSS read from /proc/<pid>/smaps after healthy and after a few searches, split
// into WebAssembly memory (PGlite's Emscripten heap: the anonymous mapping as long as a live
// WebAssembly.Memory), file-backed pages (the node binary, native addons), the main thread's V8
// heap, and the rest of the anonymous memory (malloc — ArrayBuffers, compiler zones, freed memory
// glibc kept — and the worker threads' heaps).
// The server runs as `pnpm start` runs it (apps/api package.json `serve`, the Dockerfile): glibc's
// mmap threshold fixed at 128 KiB and V8's semi-space at 16 MB; --bare leaves both at their defaults.
// Run: node bench/lawbase/rss.ts [--base=both|with|without] [--second] [--data=DIR] [--bare]
// (figures in BENCH.md). With DATABASE_URL the server uses PostgreSQL in a fresh schema of its own;
// --data=DIR starts it on that PGlite folder (kept), e.g. one a first run already loaded.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerStore, loginCookie, startServer } from '../../apps/api/test/spawn-server.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const base = arg('base') ?? 'with';
const second = process.argv.includes('--second');
const dataDir = arg('data');
const served = process.argv.includes('--bare')
  ? {}
  : { MALLOC_MMAP_THRESHOLD_: '131072', nodeOptions: '--max-semi-space-size=16' };
const probe = join(import.meta.dirname, 'rss-probe.ts');
const MB = 1024 * 1024;
// --questions=N: N more searches, the first questions of bench/search/lawbase-questions.json.
const extraQueries = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../search/lawbase-questions.json'), 'utf8')) as Array<{
    q: string;
  }>
)
  .slice(0, Number(arg('questions') ?? 0))
  .map((x) => x.q);

interface Probe {
  usage: NodeJS.MemoryUsage;
  heapPhysical: number;
  mallocedMemory: number;
  spaces: Record<string, number>;
  wasmBytes: Array<number | null>;
  workerHeaps: number[];
}

/** RSS per kind of mapping, in MB, from /proc/<pid>/smaps. */
function smaps(pid: number, wasmBytes: Array<number | null>) {
  const sizes = { total: 0, wasm: 0, file: 0, anon: 0 };
  let kind: 'wasm' | 'file' | 'anon' = 'anon';
  let size = 0;
  let path = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      path = head[1] ?? '';
      continue;
    }
    const field = /^(\w+):\s+(\d+) kB/.exec(line);
    if (!field) continue;
    const kb = Number(field[2]);
    if (field[1] === 'Size') {
      size = kb;
      kind = path.startsWith('/') ? 'file' : wasmBytes.includes(size * 1024) ? 'wasm' : 'anon';
    } else if (field[1] === 'Rss') {
      sizes[kind] += kb / 1024;
      sizes.total += kb / 1024;
    }
  }
  return sizes;
}

async function readProbe(pid: number): Promise<Probe> {
  const out = join(tmpdir(), `rss-probe-${pid}.json`);
  rmSync(out, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(out); i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 50));
  const probed = JSON.parse(readFileSync(out, 'utf8')) as Probe;
  rmSync(out, { force: true });
  return probed;
}

async function report(label: string, pid: number) {
  const probed = await readProbe(pid);
  const m = smaps(pid, probed.wasmBytes);
  const f = (n: number) => n.toFixed(0).padStart(4);
  const wasm = probed.wasmBytes.map((b) => (b === null ? 'freed' : `${(b / MB).toFixed(0)} MB`));
  console.log(
    `${label.padEnd(34)} RSS ${f(m.total)} MB = wasm ${f(m.wasm)} + files ${f(m.file)} + V8 heap ${f(probed.heapPhysical / MB)} + other anon ${f(m.anon - probed.heapPhysical / MB)}` +
      ` | heap used ${f(probed.usage.heapUsed / MB)}, new space ${f((probed.spaces.new_space ?? 0) / MB)}` +
      ` external ${f(probed.usage.external / MB)} (arrayBuffers ${f(probed.usage.arrayBuffers / MB)})` +
      ` | wasm memories: ${wasm.join(', ')}` +
      ` | worker heaps: ${probed.workerHeaps.map((b) => `${(b / MB).toFixed(0)} MB`).join(', ')}`,
  );
}

async function measure(label: string, autoload: boolean, store = createServerStore()) {
  const server = await startServer(
    store,
    {
      LAWBASE_AUTOLOAD: String(autoload),
      ...(served.MALLOC_MMAP_THRESHOLD_ ? { MALLOC_MMAP_THRESHOLD_: served.MALLOC_MMAP_THRESHOLD_ } : {}),
      NODE_OPTIONS: [process.env.NODE_OPTIONS, served.nodeOptions, `--import=${probe}`]
        .filter(Boolean)
        .join(' '),
    },
    { readyTimeoutMs: 600_000 },
  );
  const pid = server.process.pid as number;
  // The text engine's workers start once the server listens: measured when they are up.
  await new Promise((r) => setTimeout(r, 3000));
  await report(`${label}, healthy`, pid);
  const cookie = await loginCookie(server.url, 'platform');
  for (const query of [
    ...extraQueries,
    'prazo para pagar as verbas rescisórias',
    'juizado especial cível menor complexidade',
    'dano moral inscrição indevida cadastro de inadimplentes',
  ]) {
    const res = await fetch(`${server.url}/api/platform/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, filters: {} }),
    });
    if (!res.ok) throw new Error(`search ${res.status}`);
    await res.arrayBuffer();
  }
  await report(`${label}, after ${3 + extraQueries.length} searches`, pid);
  await server.stop();
  return store;
}

const where = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
if (dataDir) {
  await measure(`PGlite on ${dataDir}`, true, {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    dispose: async () => {},
  });
  process.exit(0);
}
if (base !== 'with') await (await measure(`${where} without the base`, false)).dispose();
if (base !== 'without') {
  const store = await measure(`${where} first start with the base`, true);
  if (second) await measure(`${where} second start`, true, store);
  await store.dispose();
}
