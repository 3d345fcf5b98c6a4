import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../src/rest/openapi.ts';
import { type Access, rawRoutes, restRoutes } from '../src/rest/routes.ts';
import { startTestApp, type TestApp } from './helpers.ts';

// Generated from the route lists: every documented endpoint × every kind of caller. A route the
// server registers under /api/ that is not in those lists fails the first test, so a new
// endpoint cannot skip the matrix.
type Principal = 'anonymous' | 'admin' | 'userA' | 'userB' | 'noContract';
const PRINCIPALS: Principal[] = ['anonymous', 'admin', 'userA', 'userB', 'noContract'];
const FOREIGN_ID = '7d0f4c1e-2b7a-4f4e-9a53-3c1e9f0b2a11';

/** null = the caller gets through to the procedure (any status but 401/403/5xx). */
function expected(access: Access, who: Principal): 401 | 403 | null {
  if (access === 'public') return null;
  if (access === 'admin') return who === 'admin' ? null : 401;
  if (who === 'anonymous' || who === 'admin') return 401;
  if (access === 'contract' && who === 'noContract') return 403;
  return null;
}

let t: TestApp;
const cookies: Partial<Record<Principal, string>> = {};

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'chefe', role: 'admin' });
  await t.createUser({ username: 'usuario.a' });
  await t.createUser({ username: 'usuario.b' });
  await t.createUser({ username: 'sem.contrato', hasActiveContract: false });
  cookies.admin = await t.login('admin', 'chefe');
  cookies.userA = await t.login('platform', 'usuario.a');
  cookies.userB = await t.login('platform', 'usuario.b');
  cookies.noContract = await t.login('platform', 'sem.contrato');
});
afterAll(() => t.close());

const documented = [...restRoutes, ...rawRoutes];
const isLogout = (path: string) => path.endsWith('/logout');

describe('authorization matrix', () => {
  it('covers every /api route the server registers', () => {
    const known = new Set(documented.map((r) => `${r.method} ${r.path}`));
    const missing = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .filter((r) => !['/api/openapi.json', '/api/docs'].includes(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !known.has(key));
    expect(missing).toEqual([]);
  });

  for (const route of documented.filter((r) => !isLogout(r.path))) {
    it(`${route.method} ${openApiPath(route.path)} (${route.access})`, async () => {
      for (const who of PRINCIPALS) {
        const cookie = cookies[who];
        const opts: InjectOptions = {
          method: route.method,
          url: route.path.replace(/:\w+/g, FOREIGN_ID),
          headers: cookie ? { cookie } : {},
          ...(route.method === 'POST' || route.method === 'PATCH' ? { payload: {} } : {}),
        };
        const res = await t.app.inject(opts);
        const want = expected(route.access, who);
        const label = `${who} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (want) expect(res.statusCode, label).toBe(want);
        else expect([401, 403], label).not.toContain(res.statusCode);
        // Unknown and foreign ids look the same: 404, never 403 (ids cannot be probed).
        if (!want && route.path.includes(':') && route.method !== 'PATCH')
          expect(res.statusCode, label).toBe(404);
      }
    });
  }

  it('logout never fails and always clears the area cookie', async () => {
    for (const path of ['/api/auth/logout', '/api/platform/auth/logout']) {
      const res = await t.expectStatus(200, { method: 'POST', url: path });
      expect(String(res.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
  });
});
