// Starts the production build of Lexato (built web app + API on one port) for browser tests,
// and a headless Debian Chromium driven by playwright-core.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { type Browser, chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '../../..');
const webDir = resolve(import.meta.dirname, '..');

export const ADMIN = { username: 'admin.teste', password: 'senha-admin-e2e' };
export const DEMO = { username: 'demo.teste', password: 'senha-demo-e2e' };

export interface Harness {
  baseUrl: string;
  browser: Browser;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
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

function ensureBuilt() {
  if (process.env.LEXATO_SKIP_WEB_BUILD === '1' && existsSync(join(webDir, 'dist/index.html'))) return;
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], { cwd: webDir, stdio: 'inherit' });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API did not become healthy:\n${output()}`);
}

export async function startHarness(): Promise<Harness> {
  ensureBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lexato-e2e-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `e2e_${randomBytes(5).toString('hex')}` : undefined;
  let log = '';
  const child = spawn(process.execPath, [join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_USERNAME: DEMO.username,
      DEMO_PASSWORD: DEMO.password,
      ...(schema ? { DATABASE_SCHEMA: schema } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => log);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  return {
    baseUrl,
    browser,
    async stop() {
      await browser.close();
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl && schema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      }
    },
  };
}
