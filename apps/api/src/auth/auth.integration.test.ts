import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'chefe', role: 'admin' });
  await t.createUser({ username: 'cliente' });
});
afterAll(() => t.close());

const checkAdmin = async (cookie?: string) =>
  (
    await t.expectStatus(200, { method: 'GET', url: '/api/auth/check', headers: cookie ? { cookie } : {} })
  ).json().isAuthenticated;

describe('admin login', () => {
  it('answers 401 with a Portuguese message on a wrong password, and the same for an unknown user', async () => {
    const wrong = await t.expectStatus(401, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'chefe', password: 'errada-123' },
    });
    const unknown = await t.expectStatus(401, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ninguem', password: 'errada-123' },
    });
    expect(wrong.json()).toEqual({ message: 'Usuário ou senha inválidos.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires both fields', async () => {
    const res = await t.expectStatus(400, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'chefe' },
    });
    expect(res.json().message).toBe('Senha é obrigatória');
  });

  it('sets an httpOnly, SameSite=Lax session cookie and check reports it', async () => {
    const res = await t.expectStatus(200, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'chefe', password: PASSWORD },
    });
    const cookie = res.cookies[0];
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(await checkAdmin(`${cookie?.name}=${cookie?.value}`)).toBe(true);
    expect(await checkAdmin()).toBe(false);
  });

  it('accepts the username in any case', async () => {
    await t.login('admin', 'CHEFE');
  });

  it('does not let a platform user into the admin area', async () => {
    await t.expectStatus(401, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'cliente', password: PASSWORD },
    });
  });

  it('rotates the session: the cookie held before login no longer works after it', async () => {
    const before = await t.login('admin', 'chefe');
    const res = await t.expectStatus(200, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: before },
      payload: { username: 'chefe', password: PASSWORD },
    });
    expect(res.cookies[0]?.value).not.toBe(before.split('=')[1]);
    expect(await checkAdmin(before)).toBe(false);
  });

  it('invalidates the session on the server at logout', async () => {
    const cookie = await t.login('admin', 'chefe');
    await t.expectStatus(200, { method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(await checkAdmin(cookie)).toBe(false);
    await t.expectStatus(401, { method: 'GET', url: '/api/contacts', headers: { cookie } });
  });

  it('ends a session idle for longer than the timeout', async () => {
    const cookie = await t.login('admin', 'chefe');
    t.clock.now = new Date(t.clock.now.getTime() + 8 * 3_600_000 + 1000);
    expect(await checkAdmin(cookie)).toBe(false);
  });
});

describe('platform login', () => {
  it('refuses a platform username under 3 characters with the schema message', async () => {
    const res = await t.expectStatus(400, {
      method: 'POST',
      url: '/api/platform/auth/login',
      payload: { username: 'ab', password: 'xyz' },
    });
    expect(res.json().message).toBe('Usuário deve ter pelo menos 3 caracteres');
  });

  it('returns the user from me, without the password hash', async () => {
    const cookie = await t.login('platform', 'cliente');
    const me = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/auth/me',
      headers: { cookie },
    });
    expect(me.json()).toMatchObject({ username: 'cliente', hasActiveContract: true });
    expect(JSON.stringify(me.json())).not.toMatch(/argon2|passwordHash/);
  });

  it('keeps the two areas apart: each rejects the other cookie', async () => {
    const platform = await t.login('platform', 'cliente');
    const admin = await t.login('admin', 'chefe');
    expect(platform.split('=')[0]).not.toBe(admin.split('=')[0]);
    await t.expectStatus(401, { method: 'GET', url: '/api/platform/auth/me', headers: { cookie: admin } });
    expect(await checkAdmin(platform)).toBe(false);
  });

  it('answers 401 on me without a session', async () => {
    const res = await t.expectStatus(401, { method: 'GET', url: '/api/platform/auth/me' });
    expect(res.json().message).toMatch(/Faça login/);
  });

  it('lets a user change their own password and ends their other sessions', async () => {
    await t.createUser({ username: 'troca' });
    const here = await t.login('platform', 'troca');
    const elsewhere = await t.login('platform', 'troca');
    await t.expectStatus(400, {
      method: 'POST',
      url: '/api/platform/account/password',
      headers: { cookie: here },
      payload: { currentPassword: 'errada', newPassword: 'nova-senha-segura' },
    });
    await t.expectStatus(200, {
      method: 'POST',
      url: '/api/platform/account/password',
      headers: { cookie: here },
      payload: { currentPassword: PASSWORD, newPassword: 'nova-senha-segura' },
    });
    await t.expectStatus(200, { method: 'GET', url: '/api/platform/auth/me', headers: { cookie: here } });
    await t.expectStatus(401, {
      method: 'GET',
      url: '/api/platform/auth/me',
      headers: { cookie: elsewhere },
    });
    await t.login('platform', 'troca', 'nova-senha-segura');
  });
});

describe('brute force', () => {
  it('after 5 failures from one address refuses even the right password from it, and says when to retry', async () => {
    await t.createUser({ username: 'alvo' });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/auth/login',
        payload: { username: 'alvo', password },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('errada-123')).statusCode).toBe(401);
    const locked = await attempt(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Muitas tentativas de login/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The lock is per account and address: another user logs in normally.
    await t.login('platform', 'cliente');
    // After the window the account opens again.
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });
});

describe('password storage', () => {
  it('stores argon2id with m=19456 KiB, t=2, p=1 (OWASP)', async () => {
    const row = await t.db
      .selectFrom('users')
      .select('passwordHash')
      .where('username', '=', 'chefe')
      .executeTakeFirstOrThrow();
    const [, algorithm, , params] = row.passwordHash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(Object.fromEntries((params ?? '').split(',').map((kv) => kv.split('=')))).toEqual({
      m: '19456',
      t: '2',
      p: '1',
    });
  });
});
