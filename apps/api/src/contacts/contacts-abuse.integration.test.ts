// The contact form under a flood: every call counts against the per-address hour, a tRPC batch
// included, and a bot that fills the hidden field stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { loginPerMinute: 1000, contactsPerHour: 10 } });
});
afterAll(() => t.close());

const contact = {
  name: 'Maria Silva',
  email: 'maria@escritorio.adv.br',
  message: 'Gostaria de conhecer a plataforma para o meu escritório.',
};
const stored = async () =>
  Number(
    (
      await t.db
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('contacts per address', () => {
  it('counts each call of a tRPC batch: 10 in one batch use up the hour', async () => {
    const remoteAddress = '203.0.113.50';
    const calls = Array.from({ length: 10 }, () => 'contacts.create').join(',');
    const input = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, { json: contact }]));
    const batch = await t.app.inject({
      method: 'POST',
      url: `/trpc/${calls}?batch=1`,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
    expect(batch.statusCode).toBe(200);
    expect(await stored()).toBe(10);
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress,
      payload: contact,
    });
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    expect(next.json().message).toMatch(
      /^Muitas mensagens enviadas deste endereço\. Tente novamente em \d+ minutos\.$/,
    );
    expect(await stored()).toBe(10);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress: '198.51.100.1',
      payload: contact,
    });
    expect(other.statusCode).toBe(201);
  });
});

describe('the hidden field bots fill in', () => {
  it('answers a filled honeypot as if the contact were stored, and stores nothing', async () => {
    const before = await stored();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress: '192.0.2.77',
      payload: { ...contact, website: 'https://spam.example' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored()).toBe(before);
  });

  it('stores the contact when the honeypot is sent empty, as the web form does', async () => {
    const before = await stored();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress: '192.0.2.78',
      payload: { ...contact, website: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored()).toBe(before + 1);
  });
});

describe('names shown in the admin table', () => {
  it('stores a name and company without bidi overrides or zero-width characters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress: '192.0.2.90',
      payload: { ...contact, name: '\u202EMaria\u200B Silva', company: '\u2066Silva\u2069 Adv\uFEFF' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.db
      .selectFrom('contacts')
      .select(['name', 'company'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Maria Silva', company: 'Silva Adv' });
  });

  it('measures the name after stripping: one letter hidden among invisible characters is too short', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress: '192.0.2.91',
      payload: { ...contact, name: '\u200B\u200DA\u202E' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nome deve ter pelo menos 2 caracteres');
  });
});
