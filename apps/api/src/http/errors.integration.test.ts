import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';
import { NUL_MESSAGE } from './storable-text.ts';

// Regressions found by test/hostile-input.integration.test.ts: what a client gets back when the
// input is hostile, and what reaches the database.
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'ana' });
  cookie = await t.login('platform', 'ana');
});
afterAll(() => t.close());

const json = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', cookie, ...headers },
  });
const documentCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('documents')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('text the database cannot store', () => {
  it('refuses U+0000 with a 400 in Portuguese and writes nothing (it was a 500)', async () => {
    const before = await documentCount();
    const body = JSON.stringify({
      title: 'Contrato\u0000',
      content: 'Conteúdo suficiente.',
      type: 'contract',
    });
    for (const res of [
      await json('/api/platform/documents', body),
      await json('/trpc/analyser.createDocument', `{"json":${body}}`),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(NUL_MESSAGE);
    }
    expect(await documentCount()).toBe(before);
  });

  it('answers who the caller is before what the body holds: 401 anonymous, 403 without a contract', async () => {
    await t.createUser({ username: 'sem.contrato', hasActiveContract: false });
    const noContract = await t.login('platform', 'sem.contrato');
    const body = JSON.stringify({
      title: 'Contrato\u0000',
      content: 'Conteúdo suficiente.',
      type: 'contract',
    });
    for (const [caller, status] of [
      ['', 401],
      [noContract, 403],
    ] as const) {
      for (const res of [
        await json('/api/platform/documents', body, { cookie: caller }),
        await json('/trpc/analyser.createDocument', `{"json":${body}}`, { cookie: caller }),
      ]) {
        expect(res.statusCode, res.body).toBe(status);
        expect(res.body).not.toContain(NUL_MESSAGE);
      }
    }
  });

  it('stores lone surrogates as U+FFFD, whole (PGlite truncated the text or failed with a 500)', async () => {
    const title = '\uDC00\uDFFFContrato\uD800';
    const res = await json(
      '/api/platform/documents',
      JSON.stringify({ title, content: 'Conteúdo suficiente para o documento.', type: 'contract' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.db
      .selectFrom('documents')
      .select(['title', 'content'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      title: '\uFFFD\uFFFDContrato\uFFFD',
      content: 'Conteúdo suficiente para o documento.',
    });
  });

  it('stores a lone surrogate that ends up in jsonb (Postgres refused its \\u escape with a 500)', async () => {
    const res = await json(
      '/api/platform/search',
      JSON.stringify({ query: 'contrato', filters: { court: 'TJ\uDC00' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.selectFrom('searches').select('filters').executeTakeFirstOrThrow();
    expect(row.filters).toEqual({ court: 'TJ\uFFFD' });
  });
});

describe("tRPC's own refusals", () => {
  const message = (body: string) => JSON.parse(body).error.json.message;

  it('say in Portuguese that the JSON could not be read, without the parser text', async () => {
    const res = await json('/trpc/analyser.createDocument', '{"json":{"title":}');
    expect(res.statusCode).toBe(400);
    expect(message(res.body)).toBe('Não foi possível ler os dados enviados. Envie um JSON válido.');
    const bigint = await json(
      '/trpc/analyser.createDocument',
      '{"json":{"title":"abc"},"meta":{"values":{"title":["bigint"]}}}',
    );
    expect(message(bigint.body)).toBe('Não foi possível ler os dados enviados. Envie um JSON válido.');
  });

  it('answer a bad batch, an unknown procedure and a wrong content type in Portuguese', async () => {
    const calls = Array.from({ length: 11 }, () => 'analyser.createDocument').join(',');
    const batch = await json(`/trpc/${calls}?batch=1`, '{}');
    expect([batch.statusCode, message(batch.body)]).toEqual([400, 'Requisição inválida.']);
    const unknown = await json('/trpc/nao.existe', '{"json":{}}');
    expect([unknown.statusCode, message(unknown.body)]).toEqual([404, 'Rota não encontrada.']);
    const text = await json('/trpc/analyser.createDocument', '{"json":{}}', { 'content-type': 'text/plain' });
    expect([text.statusCode, message(text.body)]).toEqual([
      415,
      'Tipo de conteúdo não suportado. Envie JSON.',
    ]);
  });

  it('keep the messages procedures give', async () => {
    const res = await json('/trpc/analyser.createDocument', '{"json":{"title":"ab"}}');
    expect(message(res.body)).toBe('Título deve ter pelo menos 3 caracteres');
  });
});

describe('requests refused before any route', () => {
  it('answer a malformed or over-long path in Portuguese without echoing it', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/platform/monitor/%', headers: { cookie } });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'Requisição inválida.' }]);
    const long = await t.app.inject({ method: 'GET', url: `/api/platform/monitor/${'a'.repeat(6000)}` });
    expect([long.statusCode, long.json()]).toEqual([414, { message: 'Endereço longo demais.' }]);
    for (const res of [bad, long]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answer headers over 16 KB with a 431 in Portuguese JSON', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const reply = await new Promise<{
      status: number;
      type: string;
      body: string;
      headers: Record<string, unknown>;
    }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: `/api/contacts?x=${'a'.repeat(20_000)}` },
        (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              body,
              headers: res.headers,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(reply.status).toBe(431);
    expect(reply.type).toMatch(/^application\/json/);
    expect(JSON.parse(reply.body)).toEqual({ message: 'Cabeçalhos grandes demais.' });
    expect(reply.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
  });
});
