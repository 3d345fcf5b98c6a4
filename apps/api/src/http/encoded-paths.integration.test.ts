// Encoded spellings of the API's paths meet the same checks as the plain ones (ASVS 4.1.x,
// 3.5.1): the router decodes `/%61pi/...` into `/api/...`, so the Origin check and no-store
// must not read the raw path.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'cliente' });
  cookie = await t.login('platform', 'cliente');
});
afterAll(() => t.close());

const contact = { name: 'Pedro', email: 'pedro@exemplo.com', message: 'Mensagem de teste suficiente.' };

describe('encoded and non-canonical paths', () => {
  // A path the router decodes to /api/... or /trpc/... must meet the same checks as the plain
  // one: before the fix, `/%61pi/contacts` with a foreign Origin reached the procedure (201) and
  // lost cache-control: no-store.
  const variants = [
    '/%61pi/contacts',
    '/%61%70%69/contacts',
    '/api%2Fcontacts',
    '/api%2fcontacts',
    '/%2561pi/contacts',
    '/%252561pi/contacts',
    '//api/contacts',
    '/./api/contacts',
    '/x/../api/contacts',
    '/API/contacts',
    '/Api/contacts',
    '/api/./contacts',
    '/api//contacts',
  ];

  it.each(variants)('refuses a cross-site POST to %s without writing anything', async (url) => {
    const before = await t.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: 'https://atacante.example', host: 'localhost:3000' },
      payload: contact,
    });
    expect([400, 403, 404]).toContain(res.statusCode);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().message).toMatch(/[a-zà-ú]/i);
    const after = await t.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    '/%74rpc/platformAuth.logout',
    '/trpc%2FplatformAuth.logout',
    '//trpc/platformAuth.logout',
    '/TRPC/platformAuth.logout',
  ])('refuses a cross-site tRPC mutation at %s and keeps the session', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie,
        origin: 'https://atacante.example',
        host: 'localhost:3000',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect([400, 403, 404]).toContain(res.statusCode);
    await t.expectStatus(200, { method: 'GET', url: '/api/platform/auth/me', headers: { cookie } });
  });

  it('puts an absolute-form request target (POST http://host/api/...) through the Origin check', async () => {
    // Node passes the absolute form on as the request's url and the router matches its path:
    // before, the Origin check read the whole URL, did not see /api, and the contact was stored (201).
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const body = JSON.stringify(contact);
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
      socket.write(
        `POST http://localhost:3000/api/contacts HTTP/1.1\r\nHost: localhost:3000\r\n` +
          'Origin: https://atacante.example\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    expect(head).toMatch(/^HTTP\/1\.1 403 /);
    expect(head.toLowerCase()).toContain('cache-control: no-store');
    const rows = await t.db.selectFrom('contacts').select('id').execute();
    expect(rows).toHaveLength(0);
  });

  it('sends no-store on an encoded GET of an API path, or refuses it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/platform/auth/me', headers: { cookie } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.statusCode).toBe(400);
  });

  it('still serves the canonical paths, with encoded characters inside a parameter', async () => {
    await t.expectStatus(200, { method: 'GET', url: '/api/platform/auth/me', headers: { cookie } });
    await t.expectStatus(404, {
      method: 'GET',
      url: '/api/platform/documents/%7Bnao-existe%7D',
      headers: { cookie },
    });
  });
});
