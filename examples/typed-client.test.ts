// Starts the real server (apps/api/src/server.ts, embedded database in a temporary folder) and
// runs the example as a developer would, checking what it prints.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const DEMO = { username: 'demo.exemplo', password: 'senha-demo-exemplo' };

let server: ChildProcess;
let baseUrl: string;
let dataDir: string;
let log = '';

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

beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'lexato-examples-'));
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Always the embedded database, in its own folder.
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'senha-admin-exemplo',
      DEMO_USERNAME: DEMO.username,
      DEMO_PASSWORD: DEMO.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${log}`);
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const run = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [join(root, 'examples/typed-client.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
  });

describe('typed client example', () => {
  it('logs in, runs a rescisão and prints its net value', async () => {
    const { stdout } = await run({
      LEXATO_URL: baseUrl,
      LEXATO_USERNAME: DEMO.username,
      LEXATO_PASSWORD: DEMO.password,
    });
    // valorLiquido of the packages/calc README rescisão example (rescisao.test.ts).
    expect(stdout).toContain('Valor líquido: R$\u00a010.146,37');
    expect(stdout).toMatch(/Cálculo [0-9a-f-]{36} \(Exemplo — cliente tipado\)/);
  });

  it('fails with a clear message on wrong credentials', async () => {
    await expect(
      run({ LEXATO_URL: baseUrl, LEXATO_USERNAME: DEMO.username, LEXATO_PASSWORD: 'senha-errada' }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Usuário ou senha inválidos.') });
  });

  it('names the missing setting', async () => {
    await expect(
      run({ LEXATO_URL: baseUrl, LEXATO_USERNAME: '', LEXATO_PASSWORD: '' }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('Defina a variável de ambiente LEXATO_USERNAME.'),
    });
  });
});
