import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'chefe', role: 'admin' });
  admin = await t.login('admin', 'chefe');
});
afterAll(() => t.close());

const newUser = {
  username: 'ana.souza',
  name: 'Ana Souza',
  email: 'ana@souza.adv.br',
  company: 'Souza & Lima',
  password: 'senha-forte-2026',
  hasActiveContract: true,
};

describe('admin user management', () => {
  it('creates a platform account that can then log in', async () => {
    const res = await t.expectStatus(201, {
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin },
      payload: newUser,
    });
    expect(res.json()).toMatchObject({
      username: 'ana.souza',
      role: 'user',
      hasActiveContract: true,
      disabled: false,
    });
    expect(JSON.stringify(res.json())).not.toContain('argon2');
    await t.login('platform', 'ana.souza', 'senha-forte-2026');
  });

  it('refuses a duplicate username or e-mail with 409', async () => {
    const dupUser = await t.expectStatus(409, {
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin },
      payload: { ...newUser, username: 'ANA.SOUZA', email: 'outra@x.com' },
    });
    expect(dupUser.json().message).toBe('Este usuário já existe.');
    await t.expectStatus(409, {
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin },
      payload: { ...newUser, username: 'ana2', email: 'ANA@souza.adv.br' },
    });
  });

  it('refuses a short password and a bad e-mail with Portuguese messages', async () => {
    const res = await t.expectStatus(400, {
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin },
      payload: { ...newUser, username: 'bia', email: 'bia@x.com', password: 'curta' },
    });
    expect(res.json().message).toBe('A senha deve ter pelo menos 8 caracteres');
  });

  it('lists platform accounts only', async () => {
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: admin },
    });
    const usernames = (res.json() as Array<{ username: string }>).map((u) => u.username);
    expect(usernames).toContain('ana.souza');
    expect(usernames).not.toContain('chefe');
  });

  it('disabling an account ends its sessions and blocks login', async () => {
    const id = await t.createUser({ username: 'saindo' });
    const session = await t.login('platform', 'saindo');
    const res = await t.expectStatus(200, {
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: { cookie: admin },
      payload: { disabled: true },
    });
    expect(res.json().disabled).toBe(true);
    await t.expectStatus(401, { method: 'GET', url: '/api/platform/auth/me', headers: { cookie: session } });
    await t.expectStatus(401, {
      method: 'POST',
      url: '/api/platform/auth/login',
      payload: { username: 'saindo', password: PASSWORD },
    });
  });

  it('turns the contract on and off', async () => {
    const id = await t.createUser({ username: 'contrato', hasActiveContract: false });
    const res = await t.expectStatus(200, {
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: { cookie: admin },
      payload: { hasActiveContract: true, company: 'Nova Empresa' },
    });
    expect(res.json()).toMatchObject({ hasActiveContract: true, company: 'Nova Empresa' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await t.expectStatus(404, {
      method: 'PATCH',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin },
      payload: { name: 'Outro Nome' },
    });
    await t.expectStatus(400, {
      method: 'PATCH',
      url: '/api/admin/users/abc',
      headers: { cookie: admin },
      payload: {},
    });
  });

  it('cannot be used to edit the admin account itself', async () => {
    const chefe = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'chefe')
      .executeTakeFirstOrThrow();
    await t.expectStatus(404, {
      method: 'PATCH',
      url: `/api/admin/users/${chefe.id}`,
      headers: { cookie: admin },
      payload: { disabled: true },
    });
  });

  it('is closed to anonymous visitors and platform users', async () => {
    await t.createUser({ username: 'curioso' });
    const platform = await t.login('platform', 'curioso');
    await t.expectStatus(401, { method: 'GET', url: '/api/admin/users' });
    await t.expectStatus(401, { method: 'GET', url: '/api/admin/users', headers: { cookie: platform } });
    await t.expectStatus(401, {
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: platform },
      payload: newUser,
    });
  });
});
