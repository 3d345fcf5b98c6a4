// First-start load of the shipped legal knowledge base on embedded PGlite (a fresh data folder),
// the second start (nothing to do), and the process RSS with the base loaded.
// Run: node bench/lawbase/load.ts [runs]   (figures in BENCH.md)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, migrateToLatest } from '@lexato/db';
import { loadShippedLawbase, readShippedLawbase } from '../../apps/api/src/corpus/lawbase.loader.ts';

const runs = Number(process.argv[2] ?? 3);
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

for (let run = 1; run <= runs; run++) {
  const dir = mkdtempSync(join(tmpdir(), 'lexato-lawbase-'));
  try {
    const handle = await createDb({ dataDir: dir });
    await migrateToLatest(handle.db);
    const t0 = performance.now();
    const first = await loadShippedLawbase(handle.db, readShippedLawbase());
    const t1 = performance.now();
    const second = await loadShippedLawbase(handle.db, readShippedLawbase());
    const t2 = performance.now();
    const count = await handle.db
      .selectFrom('legalSources')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `run ${run}: first load ${(t1 - t0).toFixed(0)} ms (${first.written} rows written, ${count.n} in table), ` +
        `second ${(t2 - t1).toFixed(0)} ms (${second.skipped}), rss ${mb(process.memoryUsage().rss)}`,
    );
    await handle.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
