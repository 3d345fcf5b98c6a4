// New passwords: 8+ characters (ASVS 6.2.1), not in the common/breached list (6.2.4), not the
// account's own name (6.2.11); guesses of the current password limited like logins (6.3.1).
// Before these rules '12345678' and 'aaaaaaaa' were accepted and 970 guesses ran in 15 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../test/helpers.ts';
import { commonPasswordCount } from './password-policy.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'chefe', role: 'admin' });
  admin = await t.login('admin', 'chefe');
  await t.createUser({ username: 'rodrigues' });
});
afterAll(() => t.close());

const change = (cookie: string, currentPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/platform/account/password',
    headers: { cookie },
    payload: { currentPassword, newPassword },
  });

describe('new passwords a user chooses', () => {
  it.each([
    ['12345678', /lista de senhas mais comuns/],
    ['password', /lista de senhas mais comuns/],
    ['senha123', /lista de senhas mais comuns/],
    ['Flamengo', /lista de senhas mais comuns/],
    ['aaaaaaaa', /um só caractere repetido/],
    ['zzzzzzzzzzzz', /um só caractere repetido/],
    ['rodrigues-2026!', /nome de usuário/],
    ['meu-lexato-2026', /nome do serviço/],
  ])('refuses %s with the rule in Portuguese and keeps the old password', async (weak, rule) => {
    const cookie = await t.login('platform', 'rodrigues');
    const res = await change(cookie, PASSWORD, weak);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(rule);
    await t.login('platform', 'rodrigues', PASSWORD);
  });

  it('refuses 7 characters and accepts 8 that are not on the list', async () => {
    await t.createUser({ username: 'oito' });
    const cookie = await t.login('platform', 'oito');
    const short = await change(cookie, PASSWORD, 'Xq7#pLm');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('A senha deve ter pelo menos 8 caracteres');
    expect((await change(cookie, PASSWORD, 'Xq7#pLm2')).statusCode).toBe(200);
  });

  it('ships at least the 10,000 most common passwords', async () => {
    expect(await commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });
});

describe('passwords an admin sets', () => {
  it('refuses a common password when creating an account, and when resetting one', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin },
      payload: {
        username: 'nova.conta',
        name: 'Nova Conta',
        email: 'nova@exemplo.com.br',
        password: 'qwerty123',
      },
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().message).toMatch(/lista de senhas mais comuns/);
    const rows = await t.db.selectFrom('users').select('id').where('username', '=', 'nova.conta').execute();
    expect(rows).toHaveLength(0);

    const id = await t.createUser({ username: 'reset.alvo' });
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: { cookie: admin },
      payload: { password: 'iloveyou' },
    });
    expect(reset.statusCode, reset.body).toBe(400);
    await t.login('platform', 'reset.alvo', PASSWORD);
  });

  it('keeps an existing weak password working: the rule applies only when a password is set', async () => {
    await t.createUser({ username: 'antiga', password: '12345678' });
    await t.login('platform', 'antiga', '12345678');
  });
});

describe('guessing the current password', () => {
  it('after 5 wrong guesses refuses even the right one with 429 and Retry-After, until the window ends', async () => {
    await t.createUser({ username: 'sequestrada' });
    const cookie = await t.login('platform', 'sequestrada');
    for (let i = 0; i < 5; i++)
      expect((await change(cookie, `palpite-${i}`, 'Nova#Senha-2026')).statusCode).toBe(400);
    const locked = await change(cookie, PASSWORD, 'Nova#Senha-2026');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Muitas tentativas de troca de senha/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    expect((await change(cookie, PASSWORD, 'Nova#Senha-2026')).statusCode).toBe(200);
  });
});
