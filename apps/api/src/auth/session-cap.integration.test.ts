// One account cannot pile up live sessions without end (a script logging in in a loop): past
// the cap, each new login ends that user's oldest session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ session: { idleMs: 8 * 3_600_000, maxMs: 24 * 3_600_000, maxPerUser: 3 } });
  await t.createUser({ username: 'cliente' });
  await t.createUser({ username: 'outra' });
});
afterAll(() => t.close());

const isLive = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/platform/auth/me', headers: { cookie } })).statusCode ===
  200;

describe('live sessions per user', () => {
  it('keeps at most 3: the 4th and 5th logins end the 1st and 2nd', async () => {
    const other = await t.login('platform', 'outra');
    const cookies: string[] = [];
    for (let i = 0; i < 5; i++) cookies.push(await t.login('platform', 'cliente'));
    const live = [];
    for (const cookie of cookies) live.push(await isLive(cookie));
    expect(live).toEqual([false, false, true, true, true]);
    const rows = await t.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .where('users.username', '=', 'cliente')
      .select('sessions.id')
      .execute();
    expect(rows).toHaveLength(3);
    // Another user's session is untouched.
    expect(await isLive(other)).toBe(true);
  });
});
