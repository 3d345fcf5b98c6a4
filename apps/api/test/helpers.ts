import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { basename, join } from 'node:path';
import { createTestDb } from '@lexato/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.ts';
import { hashPassword } from '../src/auth/password.ts';
import { type AppConfig, testConfig } from '../src/config.ts';

export interface TestApp {
  app: FastifyInstance;
  db: FastifyInstance['deps']['db'];
  clock: { now: Date };
  close(): Promise<void>;
  createUser(opts: {
    username: string;
    password?: string;
    role?: 'admin' | 'user';
    hasActiveContract?: boolean;
  }): Promise<string>;
  login(area: 'admin' | 'platform', username: string, password?: string): Promise<string>;
  /** Injects and fails with the response body when the status is not the expected one. */
  expectStatus(status: number, opts: InjectOptions): Promise<LightMyRequestResponse>;
}

export const PASSWORD = 'senha-de-teste-123';

/** Test apps log at info level into files the global teardown searches for leaked secrets. */
export function captureLogger(config: AppConfig) {
  const dir = inject('logDir');
  if (!dir) return false;
  const file = join(
    dir,
    `${basename(expect.getState().testPath ?? 'app')}-${process.pid}-${randomUUID()}.ndjson`,
  );
  const options = loggerOptions({ ...config, logLevel: 'info' });
  return typeof options === 'object'
    ? { ...options, stream: createWriteStream(file, { flags: 'a' }) }
    : false;
}

export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const handle = await createTestDb();
  const clock = { now: new Date('2026-11-22T12:00:00Z') };
  const config = testConfig(overrides);
  const app = await buildApp(config, { db: handle, now: () => clock.now, logger: captureLogger(config) });
  await app.ready();
  const passwordHash = await hashPassword(PASSWORD);

  const expectStatus = async (status: number, opts: InjectOptions) => {
    const res = await app.inject(opts);
    expect(res.statusCode, `${opts.method ?? 'GET'} ${String(opts.url)} → ${res.body}`).toBe(status);
    return res;
  };

  return {
    app,
    db: handle.db,
    clock,
    expectStatus,
    async close() {
      await app.close();
      await handle.close();
    },
    async createUser({ username, password, role = 'user', hasActiveContract = true }) {
      const row = await handle.db
        .insertInto('users')
        .values({
          username,
          name: `Pessoa ${username}`,
          email: `${username}@exemplo.com.br`,
          role,
          hasActiveContract,
          passwordHash: password ? await hashPassword(password) : passwordHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async login(area, username, password = PASSWORD) {
      const url = area === 'admin' ? '/api/auth/login' : '/api/platform/auth/login';
      const res = await expectStatus(200, { method: 'POST', url, payload: { username, password } });
      const cookie = res.cookies[0];
      if (!cookie) throw new Error('login set no cookie');
      return `${cookie.name}=${cookie.value}`;
    },
  };
}
