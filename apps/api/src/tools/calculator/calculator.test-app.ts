// A test app for the calculator's multipart route: the same pieces as test/helpers.ts
// startTestApp, plus a tRPC-over-HTTP helper.
import { createTestDb } from '@lexato/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import superjson from 'superjson';
import { expect } from 'vitest';
import { buildApp } from '../../app.ts';
import { hashPassword } from '../../auth/password.ts';
import { testConfig } from '../../config.ts';
import { createContextFactory } from '../../trpc/context.ts';
import { type CalculatorRoutesOptions, registerCalculatorRoutes } from './calculator.routes.ts';

export const PASSWORD = 'senha-de-teste-123';

export interface CalculatorTestApp {
  app: FastifyInstance;
  db: FastifyInstance['deps']['db'];
  clock: { now: Date };
  close(): Promise<void>;
  createUser(username: string, hasActiveContract?: boolean): Promise<string>;
  login(username: string): Promise<string>;
  /** Injects and fails with the response body when the status is not the expected one. */
  expectStatus(status: number, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** A tRPC call over HTTP (superjson), as the web app makes it; answers the status and the data or error. */
  trpc(
    kind: 'query' | 'mutation',
    path: string,
    input: unknown,
    cookie?: string,
  ): Promise<{ status: number; data: unknown; error: { message: string } | undefined }>;
}

export async function startCalculatorTestApp(
  options: CalculatorRoutesOptions = {},
): Promise<CalculatorTestApp> {
  const handle = await createTestDb();
  const clock = { now: new Date('2026-11-22T12:00:00Z') };
  const app = await buildApp(testConfig(), { db: handle, now: () => clock.now, logger: false });
  // buildApp registers the route itself; a test app with other options registers its own.
  if (!app.hasRoute({ method: 'POST', url: '/api/platform/calculations' })) {
    await registerCalculatorRoutes(app, createContextFactory(app.deps), options);
  }
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
    async createUser(username, hasActiveContract = true) {
      const row = await handle.db
        .insertInto('users')
        .values({
          username,
          name: `Pessoa ${username}`,
          email: `${username}@exemplo.com.br`,
          role: 'user',
          hasActiveContract,
          passwordHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async login(username) {
      const res = await expectStatus(200, {
        method: 'POST',
        url: '/api/platform/auth/login',
        payload: { username, password: PASSWORD },
      });
      const cookie = res.cookies[0];
      if (!cookie) throw new Error('login set no cookie');
      return `${cookie.name}=${cookie.value}`;
    },
    async trpc(kind, path, input, cookie) {
      const serialized = JSON.stringify(superjson.serialize(input));
      const headers = cookie ? { cookie } : {};
      const res =
        kind === 'query'
          ? await app.inject({
              method: 'GET',
              url: `/trpc/${path}?input=${encodeURIComponent(serialized)}`,
              headers,
            })
          : await app.inject({
              method: 'POST',
              url: `/trpc/${path}`,
              payload: serialized,
              headers: { ...headers, 'content-type': 'application/json' },
            });
      const body = res.json() as {
        result?: { data: Parameters<typeof superjson.deserialize>[0] };
        error?: { json: { message: string } };
      };
      return {
        status: res.statusCode,
        data: body.result ? superjson.deserialize(body.result.data) : undefined,
        error: body.error?.json,
      };
    },
  };
}
