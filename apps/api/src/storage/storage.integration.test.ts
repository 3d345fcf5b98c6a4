// One storage budget per user over everything their actions store. Before it, 150 DocGen
// generations of ~1 MB each were accepted in 6.4 s and grew the data folder 289 MB.

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';
import { AppError } from '../errors.ts';
import { STORAGE_KINDS, storageUsage } from './storage.repository.ts';
import { assertStorageRoom } from './storage.service.ts';

const BUDGET = 300_000;
let t: TestApp;
let anaId: string;
let ana: string;
let bea: string;

/** ~`bytes` of text that does not compress (seeded pseudo-words), so stored size ≈ length. */
function incompressible(bytes: number, seed: number): string {
  let a = seed;
  let out = '';
  while (out.length < bytes) {
    a = (Math.imul(a ^ (a >>> 15), 2_246_822_507) + 0x6d2b79f5) | 0;
    out += `${(a >>> 0).toString(36)} `;
  }
  return out.slice(0, bytes);
}

const userId = async (username: string) =>
  (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
/** The user's stored bytes, all kinds. */
const storedBytes = async (id: string) =>
  Object.values(await storageUsage(t.db, id)).reduce((sum, n) => sum + n, 0);

const createDocument = (cookie: string, seed: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/platform/documents',
    headers: { cookie },
    payload: { title: `Contrato ${seed}`, content: incompressible(120_000, seed), type: 'contract' },
  });

beforeAll(async () => {
  t = await startTestApp({ storage: { budgetBytes: BUDGET } });
  anaId = await t.createUser({ username: 'ana' });
  await t.createUser({ username: 'bea' });
  ana = await t.login('platform', 'ana');
  bea = await t.login('platform', 'bea');
});
afterAll(() => t.close());

describe('the per-user storage budget', () => {
  it('refuses, with 413 and what takes the room, once the budget is used, and stores nothing', async () => {
    expect((await createDocument(ana, 1)).statusCode).toBe(201);
    expect((await createDocument(ana, 2)).statusCode).toBe(201);
    expect((await createDocument(ana, 3)).statusCode).toBe(201);
    const full = await createDocument(ana, 4);
    expect(full.statusCode, full.body).toBe(413);
    expect(full.json().message).toMatch(/^Seu espaço de armazenamento está cheio: 0,\d MB de 0,3 MB\./);
    expect(full.json().message).toMatch(/Ocupam mais espaço: documentos \(0,3 MB\)\./);
    expect(full.json().message).toMatch(/Exclua itens antigos/);
    const rows = await t.db.selectFrom('documents').select('id').where('userId', '=', anaId).execute();
    expect(rows).toHaveLength(3);
  });

  it("counts each user's rows apart: another user still stores", async () => {
    expect((await createDocument(bea, 5)).statusCode).toBe(201);
  });

  it('counts what every tool stores, not only documents', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform/validator/validate',
      headers: { cookie: ana },
      payload: {
        documentTitle: 'Petição',
        documentContent: 'Nos termos do art. 129 da CLT, o empregado tem direito a férias anuais.',
      },
    });
    expect(res.statusCode).toBe(413);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/platform/search',
      headers: { cookie: ana },
      payload: { query: 'férias' },
    });
    expect(search.statusCode).toBe(413);
  });

  it('frees room when the user deletes a document', async () => {
    const [first] = await t.db.selectFrom('documents').select('id').where('userId', '=', anaId).execute();
    await t.expectStatus(200, {
      method: 'DELETE',
      url: `/api/platform/documents/${first?.id}`,
      headers: { cookie: ana },
    });
    expect((await createDocument(ana, 6)).statusCode).toBe(201);
  });

  it('lets through up to the last byte of the budget and refuses at it', async () => {
    const usage = await storageUsage(t.db, anaId);
    const used = Object.values(usage).reduce((sum, n) => sum + n, 0);
    await expect(assertStorageRoom(t.db, anaId, used + 1)).resolves.toBeUndefined();
    await expect(assertStorageRoom(t.db, anaId, used + 100, 100)).resolves.toBeUndefined();
    await expect(assertStorageRoom(t.db, anaId, used + 100, 101)).rejects.toBeInstanceOf(AppError);
    await expect(assertStorageRoom(t.db, anaId, used)).rejects.toMatchObject({ kind: 'too_large' });
  });
});

/** The figures the database keeps, and the same tables measured afresh, by user and table. */
async function keptAndMeasured() {
  const kept = await sql<{ who: string; kind: string; bytes: string }>`
    select user_id as who, kind, bytes::text from user_storage where bytes <> 0 order by 1, 2`.execute(t.db);
  const measured = await sql<{ who: string; kind: string; bytes: string }>`
    select user_id as who, kind, bytes::text from user_storage_measure() where bytes <> 0 order by 1, 2`.execute(
    t.db,
  );
  return { kept: kept.rows, measured: measured.rows };
}

describe('the figures the database keeps per user', () => {
  it('count a document as its title and content bytes, and give them back when it goes', async () => {
    const before = await storedBytes(anaId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform/documents',
      headers: { cookie: bea },
      payload: { title: 'Ação – nº 1', content: 'Cláusula 1ª: prazo de 30 dias.', type: 'contract' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const beaId = await userId('bea');
    // "Ação – nº 1": A, ç(2), ã(2), o, space, –(3), space, n, º(2), space, 1 = 16 bytes in UTF-8;
    // "Cláusula 1ª: prazo de 30 dias.": 30 characters, á and ª two bytes each = 32 bytes.
    const {
      rows: [row],
    } = await sql<{ bytes: string }>`
      select bytes::text from user_storage where user_id = ${beaId} and kind = 'documents'`.execute(t.db);
    const withIt = Number(row?.bytes);
    await t.expectStatus(200, {
      method: 'DELETE',
      url: `/api/platform/documents/${res.json().id}`,
      headers: { cookie: bea },
    });
    const {
      rows: [after],
    } = await sql<{ bytes: string }>`
      select bytes::text from user_storage where user_id = ${beaId} and kind = 'documents'`.execute(t.db);
    expect(withIt - Number(after?.bytes)).toBe(16 + 32);
    expect(await storedBytes(anaId)).toBe(before);
  });

  it('equal the tables measured afresh after inserts, updates, a row moved between users and deletes', async () => {
    const beaId = await userId('bea');
    let figures = await keptAndMeasured();
    expect(figures.kept.length).toBeGreaterThanOrEqual(2);
    expect(figures.kept).toEqual(figures.measured);
    const [doc] = await t.db.selectFrom('documents').select('id').where('userId', '=', beaId).execute();
    const id = doc?.id ?? '';
    await t.db
      .updateTable('documents')
      .set({ content: 'é'.repeat(70_000) })
      .where('id', '=', id)
      .execute();
    await t.db.updateTable('documents').set({ content: 'curto' }).where('userId', '=', beaId).execute();
    await t.db.updateTable('documents').set({ userId: anaId }).where('id', '=', id).execute();
    await t.db.updateTable('searches').set({ results: sql`results || '[]'::jsonb` }).execute();
    await t.db.deleteFrom('documents').where('id', '=', id).execute();
    figures = await keptAndMeasured();
    expect(figures.kept).toEqual(figures.measured);
  });

  it('are kept by triggers on every table the budget names', async () => {
    for (const { table } of STORAGE_KINDS) {
      const { rows } = await sql<{ tgname: string }>`
        select g.tgname from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where c.oid = to_regclass(${table}) and g.tgname like 'user_storage_track_%' order by 1`.execute(
        t.db,
      );
      expect(
        rows.map((r) => r.tgname),
        table,
      ).toEqual(['user_storage_track_delete', 'user_storage_track_insert', 'user_storage_track_update']);
    }
  });

  it('go with a deleted user', async () => {
    const goneId = await t.createUser({ username: 'caio' });
    const caio = await t.login('platform', 'caio');
    expect((await createDocument(caio, 7)).statusCode).toBe(201);
    expect(await storedBytes(goneId)).toBeGreaterThan(120_000);
    await t.db.deleteFrom('users').where('id', '=', goneId).execute();
    const { rows } = await sql`select 1 from user_storage where user_id = ${goneId}`.execute(t.db);
    expect(rows).toHaveLength(0);
  });

  it('go with a deleted user whose document came from a file (a cascaded update, not only deletes)', async () => {
    // Deleting the user deletes their files, which sets documents.file_id to null: an UPDATE of
    // the user's documents, whose trigger runs after the user's own row is gone.
    const goneId = await t.createUser({ username: 'davi' });
    const file = await t.db
      .insertInto('files')
      .values({
        userId: goneId,
        filename: 'c.pdf',
        mime: 'application/pdf',
        size: 3,
        sha256: 'x',
        data: Buffer.from('pdf'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('documents')
      .values({ userId: goneId, title: 'Contrato', content: 'texto', type: 'contract', fileId: file.id })
      .execute();
    expect(await storedBytes(goneId)).toBeGreaterThan(0);
    await t.db.deleteFrom('users').where('id', '=', goneId).execute();
    const { rows } = await sql`select kind, bytes from user_storage where user_id = ${goneId}`.execute(t.db);
    expect(rows).toEqual([]);
  });
});

describe('deleting what a user stored', () => {
  it("deletes the user's own rows and answers 404 for another user's, leaving them", async () => {
    const [doc] = await t.db.selectFrom('documents').select('id').where('userId', '=', anaId).execute();
    await t.expectStatus(404, {
      method: 'DELETE',
      url: `/api/platform/documents/${doc?.id}`,
      headers: { cookie: bea },
    });
    expect(
      await t.db
        .selectFrom('documents')
        .select('id')
        .where('id', '=', doc?.id ?? '')
        .execute(),
    ).toHaveLength(1);

    const beaValidation = await t.expectStatus(200, {
      method: 'POST',
      url: '/api/platform/validator/validate',
      headers: { cookie: bea },
      payload: {
        documentTitle: 'Petição de Bea',
        documentContent: 'Nos termos do art. 129 da CLT, o empregado tem direito a férias anuais.',
      },
    });
    const vid = beaValidation.json().id as string;
    await t.expectStatus(404, {
      method: 'DELETE',
      url: `/api/platform/validators/${vid}`,
      headers: { cookie: ana },
    });
    await t.expectStatus(200, {
      method: 'DELETE',
      url: `/api/platform/validators/${vid}`,
      headers: { cookie: bea },
    });
    await t.expectStatus(404, {
      method: 'DELETE',
      url: `/api/platform/validators/${vid}`,
      headers: { cookie: bea },
    });
  });

  it('deletes a calculation and a generated document', async () => {
    const calc = await t.expectStatus(201, {
      method: 'POST',
      url: '/api/platform/calculations',
      headers: { cookie: bea },
      payload: {
        type: 'decimo_terceiro',
        title: '13º de Bea',
        inputs: { salarioBruto: 3000, mesesTrabalhados: 12 },
      },
    });
    const id = calc.json().id as string;
    await t.expectStatus(404, {
      method: 'DELETE',
      url: `/api/platform/calculations/${id}`,
      headers: { cookie: ana },
    });
    await t.expectStatus(200, {
      method: 'DELETE',
      url: `/api/platform/calculations/${id}`,
      headers: { cookie: bea },
    });
    await t.expectStatus(404, {
      method: 'GET',
      url: `/api/platform/calculations/${id}`,
      headers: { cookie: bea },
    });
    await t.expectStatus(404, {
      method: 'DELETE',
      url: '/api/platform/generated-documents/00000000-0000-4000-8000-000000000000',
      headers: { cookie: bea },
    });
  });
});
