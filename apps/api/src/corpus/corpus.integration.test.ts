import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createDb } from '@lexato/db';
import { createTestDb } from '@lexato/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SOURCES, toJsonl } from '../../test/fixtures/search-sources.ts';
import { buildApp } from '../app.ts';
import { hashPassword } from '../auth/password.ts';
import { testConfig } from '../config.ts';

const run = promisify(execFile);
const PASSWORD = 'senha-de-teste-123';
let app: FastifyInstance;
let close: () => Promise<void>;

// The upload route is wired by buildApp, as in the server.
beforeAll(async () => {
  const handle = await createTestDb();
  app = await buildApp(testConfig(), { db: handle, logger: false });
  await app.ready();
  const passwordHash = await hashPassword(PASSWORD);
  const user = (username: string, role: 'admin' | 'user') => ({
    username,
    name: username,
    email: `${username}@exemplo.com.br`,
    role,
    hasActiveContract: true,
    passwordHash,
  });
  await handle.db
    .insertInto('users')
    .values([user('chefe', 'admin'), user('ana', 'user')])
    .execute();
  close = async () => {
    await app.close();
    await handle.close();
  };
});
afterAll(() => close());

async function login(url: string, username: string) {
  const res = await app.inject({ method: 'POST', url, payload: { username, password: PASSWORD } });
  const cookie = res.cookies[0];
  if (!cookie) throw new Error(`login failed: ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

const upload = (cookie: string | undefined, payload: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/corpus',
    headers: { 'content-type': 'application/x-ndjson', ...(cookie ? { cookie } : {}) },
    payload,
  });

describe('POST /api/admin/corpus', () => {
  it('imports a JSONL file once; the same file again changes nothing; a changed text updates its row', async () => {
    const cookie = await login('/api/auth/login', 'chefe');
    const first = await upload(cookie, toJsonl(FIXTURE_SOURCES));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      inserted: FIXTURE_SOURCES.length,
      updated: 0,
      unchanged: 0,
      total: FIXTURE_SOURCES.length,
    });
    const again = await upload(cookie, toJsonl(FIXTURE_SOURCES));
    expect(again.json()).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: FIXTURE_SOURCES.length,
      total: FIXTURE_SOURCES.length,
    });
    const changed = FIXTURE_SOURCES.map((s) =>
      s.id === 'fx:clt-129' ? { ...s, text: `${s.text} Texto alterado com a palavra zabumba.` } : s,
    );
    const third = await upload(cookie, toJsonl(changed));
    expect(third.json()).toMatchObject({ inserted: 0, updated: 1, unchanged: FIXTURE_SOURCES.length - 1 });
    const platform = await login('/api/platform/auth/login', 'ana');
    const found = await app.inject({
      method: 'POST',
      url: '/api/platform/search',
      headers: { cookie: platform },
      payload: { query: 'zabumba', filters: {} },
    });
    expect(found.json().results.map((r: { sourceId: string }) => r.sourceId)).toEqual(['fx:clt-129']);
  });

  it('rejects the whole file, naming the line, when one line is invalid', async () => {
    const cookie = await login('/api/auth/login', 'chefe');
    const bad = `${JSON.stringify(FIXTURE_SOURCES[0])}\n{"id":"x","kind":"parecer","title":"t","text":"t"}\n`;
    const res = await upload(cookie, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/linha 2: kind/);
  });

  it('refuses a javascript: link, naming the line and the rule, and imports nothing', async () => {
    // Before, `javascript:` URLs were stored and only React and the CSP kept them from running.
    const cookie = await login('/api/auth/login', 'chefe');
    const hostile = {
      id: 'fx:js',
      kind: 'doutrina',
      title: 'Link',
      text: 'texto',
      url: 'JavaScript:alert(1)',
    };
    const res = await upload(cookie, `${JSON.stringify(FIXTURE_SOURCES[0])}\n${JSON.stringify(hostile)}\n`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/linha 2: url: use um endereço http:\/\/ ou https:\/\//);
    const stored = await app.deps.db
      .selectFrom('legalSources')
      .select('id')
      .where('id', '=', 'fx:js')
      .execute();
    expect(stored).toHaveLength(0);
  });

  it('keeps a non-web link out of the table whatever writes the row (check constraint)', async () => {
    await expect(
      app.deps.db
        .insertInto('legalSources')
        .values({
          id: 'fx:raw',
          kind: 'doutrina',
          title: 'Raw',
          text: 'texto',
          contentHash: 'x',
          url: 'javascript:alert(1)',
        })
        .execute(),
    ).rejects.toThrow(/legal_sources_url_web/);
  });

  it('refuses a line whose text holds U+0000 (Postgres cannot store it) and imports nothing', async () => {
    const cookie = await login('/api/auth/login', 'chefe');
    const nul = { id: 'fx:nul', kind: 'doutrina', title: 'Nulo', text: 'texto\u0000oculto' };
    const res = await upload(cookie, `${JSON.stringify(FIXTURE_SOURCES[0])}\n${JSON.stringify(nul)}\n`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/linha 2: caractere nulo \(U\+0000\) não é aceito/);
  });

  it('imports a lone UTF-16 surrogate as U+FFFD, the text whole', async () => {
    const cookie = await login('/api/auth/login', 'chefe');
    const line = { id: 'fx:surrogate', kind: 'doutrina', title: 'Meio emoji \ud83d', text: '\udc00 texto' };
    const res = await upload(cookie, JSON.stringify(line));
    expect(res.statusCode, res.body).toBe(200);
    const row = await app.deps.db
      .selectFrom('legalSources')
      .select(['title', 'text'])
      .where('id', '=', 'fx:surrogate')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Meio emoji \uFFFD', text: '\uFFFD texto' });
  });

  it('is for the admin only', async () => {
    expect((await upload(undefined, toJsonl(FIXTURE_SOURCES))).statusCode).toBe(401);
    const platform = await login('/api/platform/auth/login', 'ana');
    expect((await upload(platform, toJsonl(FIXTURE_SOURCES))).statusCode).toBe(401);
    // A JSON body is checked for the session first, then refused as an empty file.
    const json = (cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/corpus',
        payload: {},
        headers: cookie ? { cookie } : {},
      });
    expect((await json()).statusCode).toBe(401);
    const admin = await json(await login('/api/auth/login', 'chefe'));
    expect(admin.statusCode).toBe(400);
    expect(admin.json().message).toMatch(/Arquivo vazio/);
  });
});

describe('pnpm corpus:import', () => {
  it('loads a file into the embedded database, and a second run changes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexato-corpus-'));
    try {
      const file = join(dir, 'fontes.jsonl');
      writeFileSync(file, toJsonl(FIXTURE_SOURCES.slice(0, 3)));
      const env = { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '', INIT_CWD: dir };
      const cli = resolve(import.meta.dirname, 'cli.ts');
      const first = await run(process.execPath, [cli, 'fontes.jsonl'], { env });
      expect(first.stdout).toMatch(/3 fontes lidas: 3 novas, 0 atualizadas, 0 sem alteração/);
      const second = await run(process.execPath, [cli, 'fontes.jsonl'], { env });
      expect(second.stdout).toMatch(/3 fontes lidas: 0 novas, 0 atualizadas, 3 sem alteração/);
      const handle = await createDb({ dataDir: join(dir, 'data') });
      const count = await handle.db
        .selectFrom('legalSources')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      await handle.close();
      expect(Number(count.n)).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
