import { createTestDb } from '@lexato/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app.ts';
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

export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const handle = await createTestDb();
  const clock = { now: new Date('2026-11-22T12:00:00Z') };
  const app = await buildApp(testConfig(overrides), { db: handle, now: () => clock.now, logger: false });
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
