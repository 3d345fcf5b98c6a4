// Every browser sends Accept-Encoding: gzip. tRPC answers through a fetch Response, and
// @fastify/compress used to take its body and drop its status and headers: failed logins went
// out as 200 with no Content-Type (and were logged as 200).
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'cliente' });
});
afterAll(() => t.close());

const gzip = { 'accept-encoding': 'gzip, deflate, br', 'content-type': 'application/json' };
const body = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
  JSON.parse(
    (res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload).toString(),
  );

describe('tRPC answers with compression on', () => {
  it('keeps 401 and the JSON content type of a failed login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/platformAuth.login',
      headers: gzip,
      payload: JSON.stringify({ json: { username: 'cliente', password: 'errada-123' } }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(body(res).error.json.message).toBe('Usuário ou senha inválidos.');
  });

  it('keeps 400 with its issues, and 200 with the cookie of a good login', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/trpc/platformAuth.login',
      headers: gzip,
      payload: JSON.stringify({ json: { username: 'ab', password: 'x' } }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    const good = await t.app.inject({
      method: 'POST',
      url: '/trpc/platformAuth.login',
      headers: gzip,
      payload: JSON.stringify({ json: { username: 'cliente', password: PASSWORD } }),
    });
    expect(good.statusCode).toBe(200);
    expect(good.headers['content-type']).toMatch(/^application\/json/);
    expect(String(good.headers['set-cookie'])).toContain('lexato_platform=');
  });

  it('keeps the status of each call in a batch (207 when they differ)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/platformAuth.me,auth.check?batch=1&input=${encodeURIComponent('{}')}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(207);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const [me, check] = body(res);
    expect(me.error.json.data.httpStatus).toBe(401);
    expect(check.result.data.json).toEqual({ isAuthenticated: false });
  });

  it('still compresses an answer over the threshold', async () => {
    const cookie = await t.login('platform', 'cliente');
    const calls = Array.from({ length: 10 }, () => 'platformAuth.me').join(',');
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/${calls}?batch=1&input=${encodeURIComponent('{}')}`,
      headers: { 'accept-encoding': 'gzip', cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(body(res)).toHaveLength(10);
    expect(body(res)[9].result.data.json.username).toBe('cliente');
  });
});
