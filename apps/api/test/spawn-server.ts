// Starts the real server (apps/api/src/server.ts) as a child process on a free port, for tests
// that need a process boundary: browser tests, crash tests, typed-client examples, scale-out.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const serverEntry = resolve(import.meta.dirname, '../src/server.ts');

export const ADMIN = { username: 'admin.teste', password: 'senha-admin-e2e' };
export const DEMO = { username: 'demo.teste', password: 'senha-demo-e2e' };

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

export interface ServerStore {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/** A fresh database for spawned servers: its own schema on the real server, else a PGlite folder. */
export function createServerStore(): ServerStore {
  const databaseUrl = process.env.DATABASE_URL;
  // Rate-limit counters of this store's servers only, when they share a Redis with other runs.
  const redisPrefix = { REDIS_KEY_PREFIX: `lexato-test-${randomBytes(5).toString('hex')}:` };
  if (databaseUrl) {
    const schema = `srv_${randomBytes(5).toString('hex')}`;
    return {
      env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, ...redisPrefix },
      async dispose() {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lexato-srv-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '', ...redisPrefix },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServer(
  store: ServerStore,
  extraEnv: Record<string, string> = {},
  { readyTimeoutMs = 60_000 }: { readyTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_USERNAME: DEMO.username,
      DEMO_PASSWORD: DEMO.password,
      // No call to the real Banco Central from a test; a test wanting the refresh passes its fake.
      SGS_REFRESH: 'false',
      // The shipped legal knowledge base takes seconds to load into a fresh database; a test that
      // needs it passes LAWBASE_AUTOLOAD: 'true'.
      LAWBASE_AUTOLOAD: 'false',
      ...store.env,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) {
      // Not left running behind the failed test (it would hold its port and a core).
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${log}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    process: child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}

/** Logs in through REST and returns the session cookie header. */
export async function loginCookie(
  url: string,
  area: 'admin' | 'platform',
  user = area === 'admin' ? ADMIN : DEMO,
) {
  const path = area === 'admin' ? '/api/auth/login' : '/api/platform/auth/login';
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}
