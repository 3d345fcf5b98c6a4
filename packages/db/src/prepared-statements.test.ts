import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.ts';
import {
  MAX_NAMED_STATEMENTS_PER_CONNECTION,
  prepareStatementsOn,
  statementName,
} from './prepared-statements.ts';

/** A client that records what it was asked to run; the wrapper's choice is what is under test. */
function recordingClient() {
  const calls: unknown[][] = [];
  const client = { query: async (...args: unknown[]) => calls.push(args) } as unknown as pg.PoolClient;
  prepareStatementsOn(client);
  return { client, calls };
}

describe('named statements', () => {
  it('names parameterised DML after its text, the same name for the same text', async () => {
    const { client, calls } = recordingClient();
    await client.query('select * from users where id = $1', ['a']);
    await client.query('select * from users where id = $1', ['b']);
    await client.query('update users set name = $1', ['x']);
    expect(calls[0]?.[0]).toEqual({
      name: statementName('select * from users where id = $1'),
      text: 'select * from users where id = $1',
      values: ['a'],
    });
    const names = calls.map((c) => (c[0] as { name: string }).name);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).not.toBe(names[0]);
  });

  it('leaves DDL, transaction control and queries without parameters unnamed', async () => {
    const { client, calls } = recordingClient();
    await client.query('begin', []);
    await client.query('create table t (id int)', []);
    await client.query('select 1', []);
    await client.query('alter table t add column x int default $1', [1]);
    expect(calls.map((c) => typeof c[0])).toEqual(['string', 'string', 'string', 'string']);
  });

  it('stops naming new texts once a connection holds the maximum', async () => {
    const { client, calls } = recordingClient();
    for (let i = 0; i <= MAX_NAMED_STATEMENTS_PER_CONNECTION; i++) {
      await client.query(`select ${i} where $1::int = 1`, [1]);
    }
    const named = calls.filter((c) => typeof c[0] === 'object').length;
    expect(named).toBe(MAX_NAMED_STATEMENTS_PER_CONNECTION);
    // A text named before the cap keeps its statement.
    await client.query('select 0 where $1::int = 1', [1]);
    expect(typeof calls.at(-1)?.[0]).toBe('object');
  });
});

// PGlite has no connection pool to wrap; the server-side behaviour needs the real server.
describe.runIf(process.env.DATABASE_URL)('on the real server', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createDb({ databaseUrl: process.env.DATABASE_URL, schema, poolSize: 1 });
    await sql`create table notes (id int primary key, body text)`.execute(handle.db);
  });
  afterAll(async () => {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
    await handle.close();
  });

  it('prepares a repeated query once per connection and keeps answering correctly', async () => {
    await handle.db
      .insertInto('notes' as never)
      .values({ id: 1, body: 'um' } as never)
      .execute();
    await handle.db
      .insertInto('notes' as never)
      .values({ id: 2, body: 'dois' } as never)
      .execute();
    const find = (id: number) =>
      sql<{ body: string }>`select body from notes where id = ${id}`.execute(handle.db).then((r) => r.rows);
    expect(await find(1)).toEqual([{ body: 'um' }]);
    expect(await find(2)).toEqual([{ body: 'dois' }]);
    const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(handle.db);
    const names = rows.map((r) => r.name);
    expect(names).toContain(statementName('select body from notes where id = $1'));
    expect(names.filter((n) => n === statementName('select body from notes where id = $1'))).toHaveLength(1);
  });

  it('can be turned off (poolers that cannot keep named statements)', async () => {
    const plain = await createDb({
      databaseUrl: process.env.DATABASE_URL,
      schema,
      poolSize: 1,
      preparedStatements: false,
    });
    try {
      await sql`select body from notes where id = ${1}`.execute(plain.db);
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_prepared_statements`.execute(plain.db);
      expect(rows[0]?.n).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
