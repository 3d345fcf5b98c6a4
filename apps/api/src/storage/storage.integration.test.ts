// One storage budget per user over everything their actions store. Before it, 150 DocGen
// generations of ~1 MB each were accepted in 6.4 s and grew the data folder 289 MB.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';
import { AppError } from '../errors.ts';
import { storageUsage } from './storage.repository.ts';
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
