import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SOURCES } from '../../../test/fixtures/search-sources.ts';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';
import { importLegalSources } from '../../corpus/corpus.service.ts';
import { SEARCH_MESSAGES } from './search.errors.ts';

let t: TestApp;
let ana: string;
let cookieAna: string;
let cookieBruno: string;

interface Result {
  sourceId: string;
  kind: string;
  title: string;
  relevance: number;
  summary: string;
  court: string | null;
  date: string | null;
}

async function searchAs(cookie: string, payload: Record<string, unknown>) {
  const res = await t.expectStatus(200, {
    method: 'POST',
    url: '/api/platform/search',
    headers: { cookie },
    payload,
  });
  return res.json() as { id: string; results: Result[]; resultCount: number; suggestion: string | null };
}

beforeAll(async () => {
  t = await startTestApp();
  // The evaluation corpus when present (corpus/README.md), plus our own passages always.
  await importLegalSources(t.db, FIXTURE_SOURCES);
  ana = await t.createUser({ username: 'ana' });
  await t.createUser({ username: 'bruno' });
  await t.createUser({ username: 'semcontrato', hasActiveContract: false });
  cookieAna = await t.login('platform', 'ana');
  cookieBruno = await t.login('platform', 'bruno');
  await t.db
    .insertInto('documents')
    .values({
      userId: ana,
      title: 'Parecer sobre cláusula de não concorrência',
      content:
        'A cláusula de não concorrência do diretor comercial exige contrapartida financeira e prazo razoável.',
      type: 'contract',
    })
    .execute();
}, 120_000);
afterAll(() => t.close());

describe('POST /api/platform/search — ranking', () => {
  it('brings the article that answers a lawyer question first (CLT art. 477 for the rescission deadline)', async () => {
    const body = await searchAs(cookieAna, {
      query: 'prazo para pagar as verbas rescisórias e multa por atraso',
      filters: {},
    });
    const first = body.results[0];
    expect(first?.title).toBe('CLT, art. 477');
    expect(first?.relevance).toBe(100);
    expect(first?.kind).toBe('legislacao');
    expect(first?.summary).toMatch(/<mark>rescisórias<\/mark>|<mark>multa<\/mark>/);
    expect(body.resultCount).toBeGreaterThanOrEqual(body.results.length);
    for (const r of body.results) expect(r.relevance).toBeLessThanOrEqual(100);
  });

  it('gives a summary that is an excerpt of the real passage, accents restored', async () => {
    const body = await searchAs(cookieAna, {
      query: 'ferias anuais do empregado',
      filters: { kinds: ['legislacao'] },
    });
    const hit = body.results.find((r) => r.title === 'CLT, art. 129');
    expect(hit).toBeDefined();
    expect(hit?.summary).toContain('<mark>férias</mark>');
    const plain = (hit?.summary ?? '').replace(/<\/?mark>/g, '').replace(/^… | …$/g, '');
    const source = FIXTURE_SOURCES.find((s) => s.id === 'fx:clt-129');
    expect(source?.text).toContain(plain.slice(0, 40));
  });

  it('folds accents and relates rescisão to rescindir', async () => {
    const noAccent = await searchAs(cookieAna, { query: 'rescisao do estagio', filters: {} });
    expect(noAccent.results.map((r) => r.sourceId)).toContain('fx:estagio');
    const accented = await searchAs(cookieAna, {
      query: 'rescisão do estágio',
      filters: { kinds: ['doutrina'] },
    });
    expect(accented.results[0]?.sourceId).toBe('fx:estagio');
    expect(accented.results[0]?.summary).toContain('<mark>rescindir</mark>');
  });

  it('keeps the strict syntax: quotes for a phrase, minus to exclude', async () => {
    const body = await searchAs(cookieAna, {
      query: '"justa causa" -gestante',
      filters: { kinds: ['jurisprudencia', 'legislacao'] },
    });
    expect(body.results.length).toBeGreaterThan(0);
    for (const r of body.results) expect(r.sourceId).not.toMatch(/^fx:(tst-2|clt-391-a)$/);
    expect(body.results.map((r) => r.sourceId)).toContain('fx:trt2-1');
  });
});

describe('POST /api/platform/search — filters and pages', () => {
  it('filters by kind, court and date range', async () => {
    const byKind = await searchAs(cookieAna, {
      query: 'gestante estabilidade',
      filters: { kinds: ['jurisprudencia'] },
    });
    expect(byKind.results.map((r) => r.sourceId)).toEqual(['fx:tst-2']);
    const byCourt = await searchAs(cookieAna, {
      query: 'dispensa por justa causa',
      filters: { court: 'tst' },
    });
    expect(byCourt.results.length).toBeGreaterThan(0);
    expect(byCourt.results.every((r) => r.court === 'TST')).toBe(true);
    const byDate = await searchAs(cookieAna, {
      query: 'verbas rescisórias',
      filters: { kinds: ['jurisprudencia'], dateFrom: '2020-01-01', dateTo: '2022-12-31' },
    });
    expect(byDate.results.map((r) => [r.sourceId, r.date])).toEqual([['fx:trt2-1', '2021-08-02']]);
  });

  it('pages through the results without repeating them', async () => {
    const page1 = await searchAs(cookieAna, { query: 'contrato de trabalho', filters: {}, pageSize: 3 });
    const page2 = await searchAs(cookieAna, {
      query: 'contrato de trabalho',
      filters: {},
      pageSize: 3,
      page: 2,
    });
    expect(page1.results).toHaveLength(3);
    expect(page2.resultCount).toBe(page1.resultCount);
    const ids1 = page1.results.map((r) => r.sourceId);
    for (const r of page2.results) expect(ids1).not.toContain(r.sourceId);
  });

  it('says when nothing was found and suggests a broader query, inventing nothing', async () => {
    const body = await searchAs(cookieAna, { query: '"xilofone quântico"', filters: { court: 'STF' } });
    expect(body.results).toEqual([]);
    expect(body.resultCount).toBe(0);
    expect(body.suggestion).toMatch(/Nenhum resultado encontrado/);
    expect(body.suggestion).toMatch(/aspas/);
    expect(body.suggestion).toMatch(/filtros/);
  });
});

describe('search over the user own documents', () => {
  it('finds a user document for its owner only', async () => {
    const mine = await searchAs(cookieAna, { query: 'cláusula de não concorrência', filters: {} });
    const doc = mine.results.find((r) => r.kind === 'documento');
    expect(doc?.title).toBe('Parecer sobre cláusula de não concorrência');
    const theirs = await searchAs(cookieBruno, { query: 'cláusula de não concorrência', filters: {} });
    expect(theirs.results.some((r) => r.kind === 'documento')).toBe(false);
  });

  it('finds a generated document for its owner only', async () => {
    const gen = await t.expectStatus(200, {
      method: 'POST',
      url: '/api/platform/docgen/generate',
      headers: { cookie: cookieAna },
      payload: {
        templateId: '5f1c0d00-0000-4000-8000-000000000008',
        title: 'Recibo do aluguel de outubro',
        data: { credor_nome: 'Joana Locadora', referente: 'aluguel do apartamento da Rua Zanzibar' },
      },
    });
    const mine = await searchAs(cookieAna, {
      query: 'aluguel Zanzibar',
      filters: { kinds: ['documento_gerado'] },
    });
    expect(mine.results.map((r) => r.sourceId)).toEqual([gen.json().id]);
    const theirs = await searchAs(cookieBruno, { query: 'aluguel Zanzibar', filters: {} });
    expect(theirs.results.some((r) => r.kind === 'documento_gerado')).toBe(false);
  });
});

describe('GET /api/platform/searches', () => {
  it('lists the user own searches with their results, newest first', async () => {
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/searches',
      headers: { cookie: cookieBruno },
    });
    const list = res.json() as Array<{ query: string; resultCount: number; results: Result[] }>;
    expect(list.map((s) => s.query)).toEqual(['aluguel Zanzibar', 'cláusula de não concorrência']);
    expect(list[1]?.resultCount).toBeGreaterThan(0);
    expect(list[1]?.results.length).toBeGreaterThan(0);
  });
});

describe('access and validation', () => {
  it('refuses a query shorter than 3 characters with the spec message', async () => {
    const res = await t.expectStatus(400, {
      method: 'POST',
      url: '/api/platform/search',
      headers: { cookie: cookieAna },
      payload: { query: ' ab ', filters: {} },
    });
    expect(res.json().message).toBe('Consulta deve ter pelo menos 3 caracteres');
  });

  it('needs a session to read and an active contract to search', async () => {
    await t.expectStatus(401, { method: 'GET', url: '/api/platform/searches' });
    const cookie = await t.login('platform', 'semcontrato');
    const res = await t.expectStatus(403, {
      method: 'POST',
      url: '/api/platform/search',
      headers: { cookie },
      payload: { query: 'férias', filters: {} },
    });
    expect(res.json().message).toMatch(/contrato ativo/);
    await t.expectStatus(200, { method: 'GET', url: '/api/platform/searches', headers: { cookie } });
  });
});

describe("one user's share of the searches, over HTTP", () => {
  it('refuses most of a 20-search burst from one session with 429 and Retry-After while another user searches', async () => {
    const post = (cookie: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/search',
        headers: { cookie },
        payload: { query: `cláusula penal ${i}`, filters: {} },
      });
    const burst = Array.from({ length: 20 }, (_, i) => post(cookieAna, i));
    const other = post(cookieBruno, 99);
    const answers = await Promise.all(burst);
    expect((await other).statusCode).toBe(200);
    const refused = answers.filter((r) => r.statusCode === 429);
    // 1 running and 4 waiting are the user's share; the burst arrives before the first ends,
    // so nearly all of the other 15 meet a full share (all 15 on the embedded database).
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(20 - refused.length);
    for (const r of refused) {
      expect(r.headers['retry-after']).toBe('2');
      expect(r.json().message).toBe(SEARCH_MESSAGES.userBusy);
    }
  });
});
