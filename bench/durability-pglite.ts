// Measures what the embedded PGlite database keeps when the server is killed with SIGKILL
// while clients write (it runs with fsync off). Run: node bench/durability-pglite.ts [rounds]
import { createServerStore, loginCookie, startServer } from '../apps/api/test/spawn-server.ts';

const rounds = Number(process.argv[2] ?? 5);
delete process.env.DATABASE_URL;

for (let round = 1; round <= rounds; round++) {
  const store = createServerStore();
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
            name: `C ${n}-${i}`,
            email: `c${n}x${i}@exemplo.com`,
            message: `Mensagem ${n}-${i} de teste`,
          }),
        });
        if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
      } catch {
        return;
      }
    }
  };
  const writers = Array.from({ length: 4 }, (_, n) => writer(n));
  while (acknowledged.length < 100) await new Promise((r) => setTimeout(r, 10));
  await server.stop('SIGKILL');
  stop = true;
  await Promise.all(writers);
  let outcome: string;
  try {
    const restarted = await startServer(store);
    const cookie = await loginCookie(restarted.url, 'admin');
    const list = (await (
      await fetch(`${restarted.url}/api/contacts?limit=200`, { headers: { cookie } })
    ).json()) as Array<{ id: string }>;
    const stored = new Set(list.map((c) => c.id));
    const lost = acknowledged.filter((id) => !stored.has(id)).length;
    outcome = `reopened; ${acknowledged.length} acknowledged, ${lost} lost`;
    await restarted.stop();
  } catch (error) {
    outcome = `data folder did not reopen: ${String(error).split('\n')[0]}`;
  }
  console.log(`round ${round}: ${outcome}`);
  await store.dispose();
}
