import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRoundRobinProxy } from './round-robin-proxy.ts';
import {
  createServerStore,
  DEMO,
  type RunningServer,
  type ServerStore,
  startServer,
} from './spawn-server.ts';

// Two API processes on one PostgreSQL behind a round-robin proxy must behave as one. Needs the
// real server: two processes cannot share an embedded PGlite folder.
describe.runIf(Boolean(process.env.DATABASE_URL))('two API processes behind a load balancer', () => {
  let store: ServerStore;
  let servers: RunningServer[];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;

  beforeAll(async () => {
    store = createServerStore();
    // The first start migrates and creates the accounts; the second finds them in place.
    const env = { RATE_LIMIT_CONTACTS_PER_HOUR: '4', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' };
    const first = await startServer(store, env);
    servers = [first, await startServer(store, env)];
    proxy = await startRoundRobinProxy(servers.map((s) => s.url));
  });
  afterAll(async () => {
    await proxy?.close();
    for (const s of servers ?? []) await s.stop();
    await store?.dispose();
  });

  it('keeps a session made through one process valid on the other', async () => {
    const login = await fetch(`${proxy.url}/api/platform/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const before = [...proxy.hits];
    for (let i = 0; i < 4; i++) {
      const me = await fetch(`${proxy.url}/api/platform/auth/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
    }
    // Both processes answered some of those four calls.
    expect(proxy.hits.map((h, i) => h - (before[i] ?? 0)).every((n) => n >= 1)).toBe(true);
    // Logging out through one process ends the session on both.
    await fetch(`${proxy.url}/api/platform/auth/logout`, { method: 'POST', headers: { cookie } });
    for (let i = 0; i < 2; i++) {
      expect((await fetch(`${proxy.url}/api/platform/auth/me`, { headers: { cookie } })).status).toBe(401);
    }
  });

  it('shares the contact-form rate limit between the processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${proxy.url}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Pessoa ${i}`,
          email: `p${i}@exemplo.com`,
          message: 'Mensagem de teste suficiente.',
        }),
      });
      statuses.push(res.status);
    }
    // 4 per address in total, not 4 per process.
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });
});
