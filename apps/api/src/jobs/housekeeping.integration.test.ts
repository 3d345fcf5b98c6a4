import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';
import { startHousekeeping } from './housekeeping.ts';

const minutes = (n: number) => n * 60_000;

describe('housekeeping: purge of expired sessions and rate-limit windows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('deletes expired and idle sessions and finished windows, and keeps the live ones working', async () => {
    const userId = await t.createUser({ username: 'limpeza' });
    const cookie = await t.login('platform', 'limpeza');
    const now = t.clock.now.getTime();
    const idleMs = t.app.deps.config.session.idleMs;
    const at = (offsetMs: number) => new Date(now + offsetMs);
    await t.db
      .insertInto('sessions')
      .values([
        { id: 'expirada', userId, area: 'platform', lastSeenAt: at(-1000), expiresAt: at(-1) },
        { id: 'ociosa', userId, area: 'platform', lastSeenAt: at(-idleMs - 1), expiresAt: at(minutes(60)) },
        { id: 'no-limite', userId, area: 'platform', lastSeenAt: at(-idleMs), expiresAt: at(minutes(60)) },
      ])
      .execute();
    await t.db
      .insertInto('rateLimits')
      .values([
        { key: 'rl:login:terminada', count: 3, expiresAt: at(0) },
        { key: 'rl:login:em-curso', count: 3, expiresAt: at(1) },
      ])
      .execute();

    const housekeeping = startHousekeeping(t.app.deps);
    const purged = await housekeeping.runNow();
    await housekeeping.stop();

    expect(purged).toEqual({ sessions: 2, rateLimits: 1 });
    const sessions = await t.db.selectFrom('sessions').select('id').execute();
    expect(sessions.map((s) => s.id)).toContain('no-limite');
    expect(sessions.map((s) => s.id)).not.toContain('expirada');
    expect(sessions.map((s) => s.id)).not.toContain('ociosa');
    const windows = await t.db.selectFrom('rateLimits').select('key').execute();
    expect(windows.map((w) => w.key)).toContain('rl:login:em-curso');
    expect(windows.map((w) => w.key)).not.toContain('rl:login:terminada');
    await t.expectStatus(200, { url: '/api/platform/auth/me', headers: { cookie } });
  });

  it('reports a database failure to the log instead of throwing', async () => {
    const errors: string[] = [];
    // An invalid date is refused by the database, like any failed statement.
    const broken = { ...t.app.deps, now: () => new Date(Number.NaN) };
    const housekeeping = startHousekeeping(broken, {
      log: { info() {}, error: (_obj, msg) => errors.push(msg) },
    });
    const result = await housekeeping.runNow();
    await housekeeping.stop();
    expect(result).toBeUndefined();
    expect(errors).toEqual(['purge of expired rows failed']);
  });
});
