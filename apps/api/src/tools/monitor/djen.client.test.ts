import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeDjen, type FakeDjenItem, startFakeDjen } from '../../../test/fakes/djen.ts';
import { DJEN_PAGE_SIZE, DjenError, searchDjen } from './djen.client.ts';

// The Comunica PJe search (GET /api/v1/comunicacao) against the local fake on 127.0.0.1.
let fake: FakeDjen;
beforeAll(async () => {
  fake = await startFakeDjen();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.clear();
  fake.mode = 'ok';
  fake.requests.length = 0;
});

const item = (n: number, over: Partial<FakeDjenItem> = {}): FakeDjenItem => ({
  hash: `hash-${n}`,
  data_disponibilizacao: '2026-07-07',
  siglaTribunal: 'TJSP',
  tipoComunicacao: 'Intimação',
  nomeOrgao: '1ª Vara Cível',
  texto: `Intimação ${n}`,
  numero_processo: '20214373420218260000',
  destinatarios: [{ nome: 'Fulano', polo: 'A' }],
  oab: { number: '123456', uf: 'SP' },
  ...over,
});
const settings = () => ({ baseUrl: fake.baseUrl, timeoutMs: 1000 });
const byOab = { oab: { number: '123456', uf: 'SP' }, from: '2026-07-01', to: '2026-07-08' };

describe('searchDjen', () => {
  it('reads every page: 250 communications are 3 pages of 100', async () => {
    for (let n = 0; n < 250; n++) fake.put(item(n));
    const found = await searchDjen(settings(), byOab);
    expect(found).toHaveLength(250);
    expect(fake.requests.map((q) => q.get('pagina'))).toEqual(['1', '2', '3']);
    expect(fake.requests[0]?.get('itensPorPagina')).toBe(String(DJEN_PAGE_SIZE));
    expect(fake.requests[0]?.get('numeroOab')).toBe('123456');
    expect(fake.requests[0]?.get('dataDisponibilizacaoInicio')).toBe('2026-07-01');
  });

  it('keeps each communication once when a page repeats one (same hash)', async () => {
    for (let n = 0; n < 150; n++) fake.put(item(n));
    fake.mode = 'duplicates';
    const found = await searchDjen(settings(), byOab);
    expect(found).toHaveLength(150);
    expect(new Set(found.map((c) => c.hash)).size).toBe(150);
  });

  it('searches by case number (20 digits) and maps the fields a deadline needs', async () => {
    fake.put(item(1, { oab: { number: '9', uf: 'RJ' } }));
    const [c] = await searchDjen(settings(), {
      processDigits: '20214373420218260000',
      from: '2026-07-01',
      to: '2026-07-08',
    });
    expect(c).toEqual({
      hash: 'hash-1',
      availableOn: '2026-07-07',
      tribunal: 'TJSP',
      organ: '1ª Vara Cível',
      kind: 'Intimação',
      text: 'Intimação 1',
      processDigits: '20214373420218260000',
      recipients: [{ name: 'Fulano', role: 'A' }],
    });
  });

  it.each([
    ['error500', /HTTP 503/],
    ['malformed', /não é JSON válido/],
    ['hang', /não respondeu em 1 s/],
  ] as const)('fails with a Portuguese message when the DJEN %s', async (mode, message) => {
    fake.put(item(1));
    fake.mode = mode;
    const search = searchDjen(settings(), byOab);
    await expect(search).rejects.toBeInstanceOf(DjenError);
    await expect(search).rejects.toThrow(message);
  });
});
