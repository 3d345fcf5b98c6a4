// What the load benchmarks run against: the production server (one process, rate limits raised)
// with a logged-in demo user who has a calculation history, and bench/load/plain-server.ts beside
// it doing the same session check + list query with no adapter in the way.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import {
  createServerStore,
  freePort,
  loginCookie,
  type RunningServer,
  startServer,
} from '../../apps/api/test/spawn-server.ts';

export const calculationBody = JSON.stringify({
  type: 'salario_liquido',
  title: 'Salário de referência',
  inputs: { salarioBruto: 5000, dependentes: 1, outrosDescontos: 0, adicionais: 0 },
});

export interface LoadServers {
  api: RunningServer;
  plain: ChildProcess;
  plainUrl: string;
  /** The demo user's platform session cookie header. */
  cookie: string;
  /**
   * Session cookies of `users` more platform users with a contract, for a target where each user's
   * share matters (Search allows one user 1 running and 4 waiting searches).
   */
  userCookies(users: number): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startLoadServers(apiEnv: Record<string, string> = {}): Promise<LoadServers> {
  const store = createServerStore();
  const api = await startServer(store, {
    RATE_LIMIT_CONTACTS_PER_HOUR: '100000000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
    ...apiEnv,
  });
  const cookie = await loginCookie(api.url, 'platform');

  // Some history for the list endpoints, through the real API.
  for (let i = 0; i < 30; i++) {
    const res = await fetch(`${api.url}/api/platform/calculations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: calculationBody,
    });
    if (!res.ok) throw new Error(`seeding calculations: ${res.status} ${await res.text()}`);
  }

  const plainPort = await freePort();
  const plain = spawn(process.execPath, [resolve(import.meta.dirname, 'plain-server.ts')], {
    env: { ...process.env, ...store.env, PORT: String(plainPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ok) =>
    plain.stdout?.on('data', (d: Buffer) => String(d).includes('listening') && ok()),
  );

  const adminCookie = await loginCookie(api.url, 'admin');
  const made: string[] = [];
  async function userCookies(users: number): Promise<string[]> {
    while (made.length < users) {
      const user = { username: `carga.${made.length + 1}`, password: `Carga-${made.length + 1}-qZ7mW` };
      const res = await fetch(`${api.url}/api/admin/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: adminCookie },
        body: JSON.stringify({
          ...user,
          name: `Usuário de carga ${made.length + 1}`,
          email: `carga${made.length + 1}@exemplo.com.br`,
          hasActiveContract: true,
        }),
      });
      if (!res.ok) throw new Error(`creating a load user: ${res.status} ${await res.text()}`);
      made.push(await loginCookie(api.url, 'platform', user));
    }
    return made.slice(0, users);
  }

  return {
    api,
    plain,
    plainUrl: `http://127.0.0.1:${plainPort}`,
    cookie,
    userCookies,
    async stop() {
      plain.kill('SIGTERM');
      await api.stop();
      await store.dispose();
    },
  };
}
