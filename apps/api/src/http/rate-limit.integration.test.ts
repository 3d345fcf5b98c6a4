import { createTestDb } from '@lexato/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { hashPassword } from '../auth/password.ts';
import { testConfig } from '../config.ts';

// The Redis store is tested where a Redis server is given (REDIS_URL): .ci/run starts one and sets
// it. A fresh machine's `pnpm test` has none, and runs the Postgres-store cases only.
const REDIS_URL = process.env.REDIS_URL;
const contact = { name: 'Pedro', email: 'pedro@exemplo.com', message: 'Mensagem de teste suficiente.' };

/** Two API "processes" (app instances) on one database, as behind a load balancer. */
async function twoApps(overrides: Parameters<typeof testConfig>[0]) {
  const handle = await createTestDb();
  const config = testConfig({ ...overrides, rateLimit: { loginPerMinute: 1000, contactsPerHour: 3 } });
  const a = await buildApp(config, { db: handle, logger: false });
  const b = await buildApp(config, { db: handle, logger: false });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await handle.close();
    },
  };
}

describe('contact rate limit shared between processes', () => {
  it('counts hits on either process against one limit (Postgres store)', async () => {
    const apps = await twoApps({});
    try {
      const statuses = [];
      for (const app of [apps.a, apps.b, apps.a, apps.b]) {
        statuses.push(
          (await app.inject({ method: 'POST', url: '/api/contacts', payload: contact })).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await apps.close();
    }
  });

  describe.runIf(REDIS_URL)('with Redis (REDIS_URL set, as .ci/run does)', () => {
    let redis: Redis;
    // A prefix of this run's own, so parallel runs on the same Redis never share counters.
    const prefix = `lexato-test-${process.pid}-${Date.now()}:`;
    beforeAll(() => {
      redis = new Redis(REDIS_URL ?? '');
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it('counts hits on either process against one limit (Redis store)', async () => {
      const apps = await twoApps({ redisUrl: REDIS_URL, redisKeyPrefix: prefix });
      try {
        const statuses = [];
        for (const app of [apps.b, apps.a, apps.b, apps.a]) {
          statuses.push(
            (await app.inject({ method: 'POST', url: '/api/contacts', payload: contact })).statusCode,
          );
        }
        expect(statuses).toEqual([201, 201, 201, 429]);
        expect((await redis.keys(`${prefix}*contacts:*`)).length).toBeGreaterThan(0);
      } finally {
        await apps.close();
      }
    });

    it('counts 20 parallel wrong passwords on two processes before checking any: 5 checks (Redis store)', async () => {
      const apps = await twoApps({ redisUrl: REDIS_URL, redisKeyPrefix: prefix });
      try {
        await apps.a.deps.db
          .insertInto('users')
          .values({
            username: 'alvo',
            name: 'Alvo',
            email: 'alvo@exemplo.com',
            role: 'user',
            hasActiveContract: true,
            passwordHash: await hashPassword('senha-certa-123'),
          })
          .execute();
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 ? apps.a : apps.b).inject({
              method: 'POST',
              url: '/api/platform/auth/login',
              payload: { username: 'alvo', password: 'errada-123' },
            }),
          ),
        );
        expect(results.filter((r) => r.statusCode === 401)).toHaveLength(5);
        expect(results.filter((r) => r.statusCode === 429)).toHaveLength(15);
        expect((await redis.keys(`${prefix}login-pair:*`)).length).toBe(1);
      } finally {
        await apps.close();
      }
    });
  });
});
