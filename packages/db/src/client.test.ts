import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from './client.ts';

const sharedBuffers = async (handle: Awaited<ReturnType<typeof createDb>>) =>
  (await sql<{ value: string }>`select current_setting('shared_buffers') as value`.execute(handle.db)).rows[0]
    ?.value;

describe('PGlite buffer cache', () => {
  it('is 32 MB, not the 128 MB initdb writes into postgresql.conf, on a data folder and in memory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexato-db-'));
    try {
      const onDisk = await createDb({ dataDir: dir });
      try {
        expect(await sharedBuffers(onDisk)).toBe('32MB');
        // The folder's own file still says 128MB: the start parameter is what wins.
        expect(readFileSync(join(dir, 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 128MB/m);
      } finally {
        await onDisk.close();
      }
      // Reopened (no initdb this time): the same.
      const reopened = await createDb({ dataDir: dir });
      try {
        expect(await sharedBuffers(reopened)).toBe('32MB');
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const inMemory = await createDb({ pgliteSharedBuffersMb: 8 });
    try {
      expect(await sharedBuffers(inMemory)).toBe('8MB');
    } finally {
      await inMemory.close();
    }
  }, 120_000);
});

describe('PGlite statements and the event loop', () => {
  it('lets the event loop turn between the statements of one caller', async () => {
    // PGlite runs each statement on this thread; without a turn of the loop between them, a
    // request making 50 statements in a row kept every other request (and /healthz) waiting.
    const handle = await createDb({});
    try {
      let turns = 0;
      let counting = true;
      const tick = () => {
        if (!counting) return;
        turns += 1;
        setImmediate(tick);
      };
      setImmediate(tick);
      for (let i = 0; i < 50; i++) await sql`select ${i}::int as n`.execute(handle.db);
      counting = false;
      expect(turns).toBeGreaterThanOrEqual(50);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
