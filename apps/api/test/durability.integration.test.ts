import { afterAll, describe, expect, it } from 'vitest';
import { createServerStore, loginCookie, type ServerStore, startServer } from './spawn-server.ts';

// Crash test (security checklist, "Database layer"): SIGKILL the server while clients write,
// restart it, and check that every write acknowledged with a 2xx survived. The claim is made for
// the real server only; PGlite runs with fsync off (see README, production notes).
const onRealServer = Boolean(process.env.DATABASE_URL);

describe.runIf(onRealServer)('durability on PostgreSQL', () => {
  let store: ServerStore;
  afterAll(() => store?.dispose());

  it('keeps every acknowledged contact after a SIGKILL mid-write', async () => {
    store = createServerStore();
    const server = await startServer(store, { RATE_LIMIT_CONTACTS_PER_HOUR: '100000' });
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (n: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await fetch(`${server.url}/api/contacts`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: `Cliente ${n}-${i}`,
              email: `c${n}x${i}@exemplo.com`,
              message: `Mensagem de durabilidade ${n}-${i}`,
            }),
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, n) => writer(n));
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 10));
    await server.stop('SIGKILL');
    stop = true;
    await Promise.all(writers);

    const restarted = await startServer(store);
    try {
      const cookie = await loginCookie(restarted.url, 'admin');
      const stored = new Set<string>();
      let cursor: string | null = null;
      do {
        const res: Response = await fetch(
          `${restarted.url}/api/contacts?limit=200${cursor ? `&cursor=${cursor}` : ''}`,
          { headers: { cookie } },
        );
        for (const c of (await res.json()) as Array<{ id: string }>) stored.add(c.id);
        cursor = res.headers.get('x-next-cursor');
      } while (cursor);
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(lost).toEqual([]);
    } finally {
      await restarted.stop();
    }
  });
});

describe('durability on the embedded database', () => {
  it.skipIf(onRealServer)('survives a clean stop and restart with all its data', async () => {
    const store = createServerStore();
    try {
      const first = await startServer(store, { RATE_LIMIT_CONTACTS_PER_HOUR: '1000' });
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${first.url}/api/contacts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Pessoa ${i}`,
            email: `p${i}@exemplo.com`,
            message: 'Mensagem de teste suficiente.',
          }),
        });
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as { id: string }).id);
      }
      await first.stop('SIGTERM');
      const second = await startServer(store);
      try {
        const cookie = await loginCookie(second.url, 'admin');
        const list = (await (
          await fetch(`${second.url}/api/contacts?limit=200`, { headers: { cookie } })
        ).json()) as Array<{
          id: string;
        }>;
        expect(new Set(list.map((c) => c.id))).toEqual(new Set(ids));
      } finally {
        await second.stop();
      }
    } finally {
      await store.dispose();
    }
  });
});
