import { sql } from 'kysely';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ rateLimit: { loginPerMinute: 3, contactsPerHour: 2 } });
  await t.createUser({ username: 'cliente' });
});
afterAll(() => t.close());

const contact = { name: 'Pedro', email: 'pedro@exemplo.com', message: 'Mensagem de teste suficiente.' };

describe('cross-site requests', () => {
  it('refuses a state-changing REST call from another origin without touching the database', async () => {
    const res = await t.expectStatus(403, {
      method: 'POST',
      url: '/api/contacts',
      headers: { origin: 'https://atacante.example', host: 'localhost:3000' },
      payload: contact,
    });
    expect(res.json().message).toBe('Requisição de outra origem recusada.');
    const rows = await t.db.selectFrom('contacts').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses a cross-site form post to a tRPC mutation that takes no input (logout)', async () => {
    const cookie = await t.login('platform', 'cliente');
    await t.expectStatus(403, {
      method: 'POST',
      url: '/trpc/platformAuth.logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    await t.expectStatus(200, { method: 'GET', url: '/api/platform/auth/me', headers: { cookie } });
  });

  it("refuses a request without Origin whose Referer is another site's, and takes a same-site Referer", async () => {
    // Before: a foreign Referer without Origin passed (201) and the contact was stored.
    for (const referer of ['https://atacante.example/pagina', 'not a url']) {
      await t.expectStatus(403, {
        method: 'POST',
        url: '/api/contacts',
        headers: { referer, host: 'localhost:3000' },
        payload: contact,
      });
    }
    expect(await t.db.selectFrom('contacts').selectAll().execute()).toHaveLength(0);
    await t.expectStatus(201, {
      method: 'POST',
      url: '/api/contacts',
      headers: { referer: 'http://localhost:3000/#contato', host: 'localhost:3000' },
      payload: contact,
      // Another address: the contact form's hourly limit is tested below from the default one.
      remoteAddress: '192.0.2.10',
    });
    await t.db.deleteFrom('contacts').execute();
  });

  it('accepts same-origin browser requests', async () => {
    await t.expectStatus(201, {
      method: 'POST',
      url: '/api/contacts',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: contact,
    });
  });
});

describe('tRPC surface', () => {
  it('serves the same procedures as REST, with superjson', async () => {
    const res = await t.expectStatus(200, { method: 'GET', url: '/trpc/auth.check' });
    expect(superjson.deserialize(res.json().result.data)).toEqual({ isAuthenticated: false });
  });

  it('answers validation errors with the Portuguese message and no stack', async () => {
    const res = await t.expectStatus(400, {
      method: 'POST',
      url: '/trpc/contacts.create',
      payload: superjson.serialize({ ...contact, name: 'P' }),
    });
    const body = res.json();
    const error = superjson.deserialize<{ message: string; data: { issues: unknown[] } }>(body.error);
    expect(error.message).toBe('Nome deve ter pelo menos 2 caracteres');
    expect(error.data.issues).toHaveLength(1);
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/);
  });

  it('rejects a batch larger than the limit', async () => {
    const paths = Array.from({ length: 50 }, () => 'auth.check').join(',');
    await t.expectStatus(400, { method: 'GET', url: `/trpc/${paths}?batch=1&input={}` });
  });
});

describe('headers and health', () => {
  it('reports the database in /healthz', async () => {
    const res = await t.expectStatus(200, { method: 'GET', url: '/healthz' });
    expect(res.json().status).toBe('ok');
  });

  it('sends a strict script CSP and no-store on API responses', async () => {
    const res = await t.expectStatus(200, { method: 'GET', url: '/api/auth/check' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.expectStatus(404, { method: 'GET', url: '/api/nao-existe' });
    expect(res.json().message).toBe('Rota não encontrada.');
  });
});

describe('rate limits', () => {
  it('answers 429 after too many login attempts from one address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/auth/login',
        payload: { username: 'x-x-x', password: 'y-y-y' },
      });
    // The limit is 3 a minute per address, shared by both login areas (one login above used one).
    const responses = [];
    for (let i = 0; i < 4; i++) responses.push(await attempt());
    expect(responses[0]?.statusCode).toBe(401);
    const limited = responses.at(-1);
    expect(limited?.statusCode).toBe(429);
    expect(limited?.headers['retry-after']).toBeDefined();
  });

  it('limits the public contact form per address', async () => {
    // The limit is 2 an hour; one contact was stored above (a refused one is not counted).
    await t.expectStatus(201, { method: 'POST', url: '/api/contacts', payload: contact });
    const res = await t.app.inject({ method: 'POST', url: '/api/contacts', payload: contact });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Muitas mensagens enviadas deste endereço\./);
  });
});

describe('errors never leak internals', () => {
  it('hides a database failure behind a generic 500', async () => {
    const broken = await startTestApp();
    try {
      await sql`drop table contacts`.execute(broken.db);
      const res = await broken.expectStatus(500, { method: 'POST', url: '/api/contacts', payload: contact });
      expect(res.json()).toEqual({ message: 'Erro interno do servidor. Tente novamente mais tarde.' });
      const trpc = await broken.expectStatus(500, {
        method: 'POST',
        url: '/trpc/contacts.create',
        payload: superjson.serialize(contact),
      });
      expect(JSON.stringify(trpc.json())).not.toMatch(/relation|contacts" does not exist|stack/);
    } finally {
      await broken.close();
    }
  });
});
