// Login throttling as an attacker meets it: every call of a tRPC batch counts, parallel guesses
// are counted before any password is checked, and a guesser elsewhere cannot lock the owner out
// (OWASP ASVS 6.3.1: anti-automation that is not itself a denial of service).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

beforeAll(async () => {
  // Per address 10 a minute; per (account, address) 5 in 15 min; per account 12 an hour.
  t = await startTestApp({
    rateLimit: { loginPerMinute: 10, contactsPerHour: 1000 },
    loginLockout: {
      perAccountAndAddress: { max: 5, windowMs: 15 * 60_000 },
      perAccount: { max: 12, windowMs: 60 * 60_000 },
    },
  });
  for (const username of ['alvo', 'dono', 'lote', 'paralelo', 'espalhado']) await t.createUser({ username });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/platform/auth/login',
    remoteAddress,
    payload: { username, password },
  });

/** A fresh address per test, so the per-address minute of one test does not spill into the next. */
let addressSeq = 0;
const freshAddress = () => `192.0.2.${++addressSeq}`;

describe('per address: each call counts', () => {
  it('counts a tRPC batch of 10 logins as 10 attempts', async () => {
    const address = freshAddress();
    const calls = Array.from({ length: 10 }, () => 'platformAuth.login').join(',');
    const input = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [i, { json: { username: `ninguem${i}`, password: 'x-errada' } }]),
    );
    const batch = await t.app.inject({
      method: 'POST',
      url: `/trpc/${calls}?batch=1`,
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
    const statuses = (batch.json() as Array<{ error: { json: { data: { httpStatus: number } } } }>).map(
      (r) => r.error.json.data.httpStatus,
    );
    expect(statuses).toEqual(Array(10).fill(401));
    // The 11th attempt in the minute, from the same address, is refused before any check.
    const eleventh = await login('lote', PASSWORD, address);
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(eleventh.json().message).toMatch(/^Muitas tentativas de login a partir deste endereço\./);
  });
});

describe('per account and address', () => {
  it('checks at most 5 passwords out of 20 parallel guesses', async () => {
    const address = freshAddress();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => login('paralelo', 'errada-123', address)),
    );
    // 401: the password was checked; 429: refused before the check. The per-address cap (10)
    // is also counted, so at most 5 reach a password check.
    const checked = results.filter((r) => r.statusCode === 401).length;
    const refused = results.filter((r) => r.statusCode === 429).length;
    expect(checked).toBe(5);
    expect(refused).toBe(15);
  });

  it('refuses the right password from the guessing address, says when to retry, and lets the owner in from elsewhere', async () => {
    for (let i = 0; i < 5; i++) expect((await login('alvo', 'errada-123', ATTACKER)).statusCode).toBe(401);
    const locked = await login('alvo', PASSWORD, ATTACKER);
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.json().message).toBe(
      'Muitas tentativas de login para este usuário. Tente novamente em 15 minutos.',
    );
    // The owner, from another address, is not kept out.
    expect((await login('alvo', PASSWORD, OWNER)).statusCode).toBe(200);
    // The attacker keeps trying: still refused, and the owner still gets in.
    expect((await login('alvo', 'errada-456', ATTACKER)).statusCode).toBe(429);
    expect((await login('alvo', PASSWORD, OWNER)).statusCode).toBe(200);
    // After the window the guessing address may try again.
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    expect((await login('alvo', PASSWORD, ATTACKER)).statusCode).toBe(200);
  });

  it('starts the count again after a successful login from the same address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i++) expect((await login('dono', 'errada-123', address)).statusCode).toBe(401);
    expect((await login('dono', PASSWORD, address)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('dono', 'errada-123', address)).statusCode).toBe(401);
    expect((await login('dono', PASSWORD, address)).statusCode).toBe(200);
  });
});

describe('IPv6', () => {
  it('counts addresses of one /64 as one: rotating the interface id does not buy more guesses', async () => {
    await t.createUser({ username: 'seis' });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push((await login('seis', 'errada-123', `2001:db8:7:7::${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another /64 is another address.
    expect((await login('seis', PASSWORD, '2001:db8:7:8::1')).statusCode).toBe(200);
  });
});

describe('per account, loosely', () => {
  it('bounds guesses spread over many addresses: the 13th attempt in the hour is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++)
      statuses.push((await login('espalhado', 'errada-123', freshAddress())).statusCode);
    expect(statuses).toEqual([...Array(12).fill(401), 429]);
  });

  it('lets the owner in from an address they logged in from before, while the account limit holds elsewhere', async () => {
    await t.createUser({ username: 'sitiada' });
    const home = freshAddress();
    expect((await login('sitiada', PASSWORD, home)).statusCode).toBe(200);
    // Guesses from 12 other addresses use up the account's hour (12 with the owner's login).
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await login('sitiada', 'errada-123', freshAddress())).statusCode);
    expect(statuses).toEqual([...Array(11).fill(401), 429]);
    // A new address is refused; the owner's own address is not.
    expect((await login('sitiada', PASSWORD, freshAddress())).statusCode).toBe(429);
    expect((await login('sitiada', PASSWORD, home)).statusCode).toBe(200);
    // Guessing from the known address is still held by the tight per-address limit.
    const fromHome: number[] = [];
    for (let i = 0; i < 6; i++) fromHome.push((await login('sitiada', 'errada-123', home)).statusCode);
    expect(fromHome).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
