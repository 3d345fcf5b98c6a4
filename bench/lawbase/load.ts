// First-start load of the shipped legal knowledge base into a fresh database — embedded PGlite
// (a fresh data folder), or PostgreSQL when DATABASE_URL is set (a fresh schema) — and the second
// start (nothing to do). CPU time is this process's own: on PGlite the database runs in it, so it
// is what one free core would take; wall time depends on the machine's load.
// Run: node bench/lawbase/load.ts [runs]   (figures in BENCH.md)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbHandle, migrateToLatest } from '@lexato/db';
import { sql } from 'kysely';
import { loadShippedLawbase, readShippedLawbase } from '../../apps/api/src/corpus/lawbase.loader.ts';

const runs = Number(process.argv[2] ?? 3);
const databaseUrl = process.env.DATABASE_URL;

async function freshDb(): Promise<{ handle: DbHandle; dispose(): Promise<void> }> {
  if (databaseUrl) {
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    const handle = await createDb({ databaseUrl, schema });
    await migrateToLatest(handle.db, schema);
    return {
      handle,
      async dispose() {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
        await handle.close();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'lexato-lawbase-'));
  const handle = await createDb({ dataDir: dir });
  await migrateToLatest(handle.db);
  return {
    handle,
    async dispose() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

console.log(databaseUrl ? 'PostgreSQL' : 'PGlite');
for (let run = 1; run <= runs; run++) {
  const { handle, dispose } = await freshDb();
  try {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const first = await loadShippedLawbase(handle.db, readShippedLawbase());
    const cpu = process.cpuUsage(cpu0);
    const t1 = performance.now();
    const second = await loadShippedLawbase(handle.db); // as a start does: the manifest only
    const t2 = performance.now();
    console.log(
      `run ${run}: first load ${(t1 - t0).toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU ` +
        `(${first.written} rows), second start ${(t2 - t1).toFixed(0)} ms (${second.skipped})`,
    );
  } finally {
    await dispose();
  }
}
