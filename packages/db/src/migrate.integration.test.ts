import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { createTestDb } from './testing.ts';

let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe('migrations', () => {
  it('creates every entity table of the spec plus sessions and files', async () => {
    const { rows } = await sql<{ tableName: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(handle.db);
    const names = rows.map((r) => r.tableName);
    for (const table of [
      'contacts',
      'users',
      'documents',
      'analyses',
      'searches',
      'predictions',
      'templates',
      'generated_documents',
      'validators',
      'monitors',
      'strategies',
      'calculations',
      'sessions',
      'files',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('is safe to run twice', async () => {
    await migrateToLatest(handle.db, handle.schema);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(
      handle.db,
    );
    expect(rows[0]?.n).toBe(Object.keys(migrations).length);
  });

  it('applies the spec defaults', async () => {
    const user = await handle.db
      .insertInto('users')
      .values({ email: 'a@b.com.br', name: 'Ana', username: 'ana', passwordHash: 'x' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(user.role).toBe('user');
    expect(user.hasActiveContract).toBe(false);
    const monitor = await handle.db
      .insertInto('monitors')
      .values({ userId: user.id, processNumber: '1', processTitle: 'Caso', tribunal: 'TJSP' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(monitor.status).toBe('active');
    expect(monitor.priority).toBe('normal');
    expect(monitor.movements).toEqual([]);
  });

  it('refuses a second user with the same username in another case', async () => {
    await expect(
      handle.db
        .insertInto('users')
        .values({ email: 'outra@b.com.br', name: 'Ana', username: 'ANA', passwordHash: 'x' })
        .execute(),
    ).rejects.toThrow();
  });
});
