import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'chefe', role: 'admin' });
  await t.createUser({ username: 'cliente' });
  adminCookie = await t.login('admin', 'chefe');
});
afterAll(() => t.close());

const valid = {
  name: 'Maria Silva',
  email: 'maria@escritorio.adv.br',
  company: 'Silva Advogados',
  phone: '(11) 98888-7777',
  message: 'Gostaria de conhecer a plataforma para o meu escritório.',
};

describe('POST /api/contacts', () => {
  it('stores a valid contact and answers 201 with its id', async () => {
    const res = await t.expectStatus(201, { method: 'POST', url: '/api/contacts', payload: valid });
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    [{ ...valid, name: 'M' }, 'Nome deve ter pelo menos 2 caracteres'],
    [{ ...valid, email: 'nao-e-email' }, 'Email inválido'],
    [{ ...valid, message: 'curta' }, 'Mensagem deve ter pelo menos 10 caracteres'],
  ])('refuses %o with the spec message', async (payload, message) => {
    const before = await t.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.expectStatus(400, { method: 'POST', url: '/api/contacts', payload });
    expect(res.json().message).toBe(message);
    expect(res.json().issues[0].message).toBe(message);
    const after = await t.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses unknown fields instead of storing them', async () => {
    await t.expectStatus(400, { method: 'POST', url: '/api/contacts', payload: { ...valid, id: 'x' } });
  });

  it('treats company and phone as optional', async () => {
    await t.expectStatus(201, {
      method: 'POST',
      url: '/api/contacts',
      payload: { name: 'João', email: 'joao@exemplo.com', message: 'Quero uma demonstração, por favor.' },
    });
  });

  it('refuses a body that is not JSON with a Portuguese message', async () => {
    const res = await t.expectStatus(400, {
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.json().message).toBe('Requisição inválida.');
  });
});

describe('GET /api/contacts', () => {
  it('needs an admin session', async () => {
    await t.expectStatus(401, { method: 'GET', url: '/api/contacts' });
  });

  it('refuses a platform session', async () => {
    const platform = await t.login('platform', 'cliente');
    await t.expectStatus(401, { method: 'GET', url: '/api/contacts', headers: { cookie: platform } });
  });

  it('lists contacts newest first for the admin', async () => {
    await t.expectStatus(201, {
      method: 'POST',
      url: '/api/contacts',
      payload: { ...valid, name: 'Última Pessoa', email: 'ultima@exemplo.com' },
    });
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/contacts',
      headers: { cookie: adminCookie },
    });
    const list = res.json() as Array<{ name: string; createdAt: string; email: string }>;
    expect(list[0]?.name).toBe('Última Pessoa');
    const times = list.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.headers['x-total-count']).toBe(String(list.length));
  });

  it('pages through contacts with a cursor', async () => {
    const first = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/contacts?limit=1',
      headers: { cookie: adminCookie },
    });
    expect(first.json()).toHaveLength(1);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTypeOf('string');
    const second = await t.expectStatus(200, {
      method: 'GET',
      url: `/api/contacts?limit=1&cursor=${String(cursor)}`,
      headers: { cookie: adminCookie },
    });
    expect(second.json()[0].id).not.toBe(first.json()[0].id);
  });

  it('refuses a page size above the server limit', async () => {
    await t.expectStatus(400, {
      method: 'GET',
      url: '/api/contacts?limit=100000',
      headers: { cookie: adminCookie },
    });
  });
});

describe('LGPD rights on contacts', () => {
  it('exports and then erases one contact, for the admin only', async () => {
    const created = await t.expectStatus(201, {
      method: 'POST',
      url: '/api/contacts',
      payload: { ...valid, name: 'Titular dos Dados', email: 'titular@exemplo.com' },
    });
    const id = created.json().id;
    await t.expectStatus(401, { method: 'GET', url: `/api/admin/contacts/${id}/export` });
    const exported = await t.expectStatus(200, {
      method: 'GET',
      url: `/api/admin/contacts/${id}/export`,
      headers: { cookie: adminCookie },
    });
    expect(exported.json().contact).toMatchObject({
      name: 'Titular dos Dados',
      email: 'titular@exemplo.com',
    });
    expect(exported.json().legalBasis).toMatch(/LGPD art. 7º/);
    await t.expectStatus(401, { method: 'DELETE', url: `/api/admin/contacts/${id}` });
    await t.expectStatus(200, {
      method: 'DELETE',
      url: `/api/admin/contacts/${id}`,
      headers: { cookie: adminCookie },
    });
    const row = await t.db.selectFrom('contacts').select('id').where('id', '=', id).executeTakeFirst();
    expect(row).toBeUndefined();
    await t.expectStatus(404, {
      method: 'DELETE',
      url: `/api/admin/contacts/${id}`,
      headers: { cookie: adminCookie },
    });
  });
});
