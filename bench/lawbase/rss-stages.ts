// RSS of one process through the API's start, stage by stage, on a fresh embedded database:
// modules imported, PGlite opened (initdb), migrations, the shipped base loaded, after a full GC.
// Run: node --expose-gc bench/lawbase/rss-stages.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MB = 1024 * 1024;
const rssKinds = () => {
  const sizes = { total: 0, big: 0, file: 0, anon: 0 };
  let kind: keyof typeof sizes = 'anon';
  let path = '';
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) path = head[1] ?? '';
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    if (field?.[1] === 'Size')
      kind = path.startsWith('/') ? 'file' : Number(field[2]) > 64 * 1024 ? 'big' : 'anon';
    if (field?.[1] === 'Rss') {
      sizes[kind] += Number(field[2]) / 1024;
      sizes.total += Number(field[2]) / 1024;
    }
  }
  return sizes;
};
const gc = (globalThis as { gc?: () => void }).gc;
function stage(label: string) {
  const m = rssKinds();
  const u = process.memoryUsage();
  const f = (n: number) => n.toFixed(0).padStart(4);
  console.log(
    `${label.padEnd(28)} RSS ${f(m.total)} = files ${f(m.file)} + anon maps > 64 MB ${f(m.big)} + other anon ${f(m.anon)} | heapTotal ${f(u.heapTotal / MB)} used ${f(u.heapUsed / MB)} external ${f(u.external / MB)} arrayBuffers ${f(u.arrayBuffers / MB)}`,
  );
}

stage('node started');
const { createDb, migrateToLatest } = await import('@lexato/db');
stage('@lexato/db imported');
await import('../../apps/api/src/app.ts');
stage('app.ts imported');
const { loadShippedLawbase } = await import('../../apps/api/src/corpus/lawbase.loader.ts');
const dir = mkdtempSync(join(tmpdir(), 'lexato-rss-'));
const handle = await createDb({ dataDir: dir });
stage('PGlite opened (initdb)');
await migrateToLatest(handle.db);
stage('migrated');
gc?.();
stage('migrated, after GC');
const report = await loadShippedLawbase(handle.db);
stage(`base loaded (${report.written})`);
gc?.();
stage('base loaded, after GC');
await handle.close();
rmSync(dir, { recursive: true, force: true });
