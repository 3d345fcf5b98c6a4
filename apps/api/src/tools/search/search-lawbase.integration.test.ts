// Search on the shipped knowledge base — a named provision answered first or said
// to be absent, filters by act and kind, the full text with its official page, and the user's own
// documents never ahead of an equally relevant legal source. Expected ids and texts are read from
// the acts themselves (CLT art. 477; CDC art. 49; STJ Súmula 54; STJ Tema 1076).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let ana: string;
let cookieAna: string;
let cookieBruno: string;

interface Result {
  sourceId: string;
  kind: string;
  title: string;
  relevance: number | null;
  match: 'citacao' | 'texto';
  act: string | null;
  actName: string | null;
  url: string | null;
  summary: string;
  matchedWords?: string[];
  matchedPhrases?: string[];
}
interface Body {
  results: Result[];
  resultCount: number;
  provision: { citation: string; found: boolean; message: string } | null;
}

async function searchAs(cookie: string, query: string, filters: Record<string, unknown> = {}) {
  const res = await t.expectStatus(200, {
    method: 'POST',
    url: '/api/platform/search',
    headers: { cookie },
    payload: { query, filters },
  });
  return res.json() as Body;
}

beforeAll(async () => {
  t = await startTestApp({ lawbase: { autoload: true } });
  ana = await t.createUser({ username: 'ana' });
  await t.createUser({ username: 'bruno' });
  cookieAna = await t.login('platform', 'ana');
  cookieBruno = await t.login('platform', 'bruno');
}, 180_000);
afterAll(() => t.close());

describe('a query that names a provision', () => {
  it('answers "art. 477 da CLT" with that article first, found by its number, with the Planalto page', async () => {
    const body = await searchAs(cookieAna, 'art. 477 da CLT');
    expect(body.provision).toMatchObject({ citation: 'art. 477 da CLT', found: true });
    const first = body.results[0];
    expect(first).toMatchObject({ sourceId: 'clt:477', match: 'citacao', relevance: null, actName: 'CLT' });
    // Decreto-Lei 5.452/1943 on the Planalto site, at the article's anchor.
    expect(first?.url).toBe('https://www.planalto.gov.br/ccivil_03/decreto-lei/del5452.htm#art477');
  });

  it('says a lettered article the CLT does not have is not in the base, and shows no stand-in', async () => {
    // The CLT has arts. 477-A and 477-B (Lei 13.467/2017), no 477-C.
    const body = await searchAs(cookieAna, 'art. 477-C da CLT');
    expect(body.provision?.found).toBe(false);
    expect(body.provision?.message).toMatch(/^CLT, art\. 477-C: não está na base do Lexato/);
    expect(body.results.some((r) => r.match === 'citacao')).toBe(false);
  });

  it('never answers "Súmula 331 do TST" with the STF Súmula 331: the TST súmulas are not in the base', async () => {
    const body = await searchAs(cookieAna, 'Súmula 331 do TST');
    expect(body.provision?.found).toBe(false);
    expect(body.provision?.message).toMatch(/súmulas do TST não estão na base/);
    expect(body.results.map((r) => r.sourceId)).not.toContain('stf-sumula:331');
    expect(body.results.some((r) => r.relevance === 100 && r.kind === 'sumula')).toBe(false);
  });

  it('answers "Súmula 54 do STJ" and "Tema 1076 do STJ" with the court\'s own', async () => {
    const sumula = await searchAs(cookieAna, 'Súmula 54 do STJ juros moratórios');
    expect(sumula.results[0]).toMatchObject({ sourceId: 'stj-sumula:54', match: 'citacao' });
    expect(sumula.results.slice(1).map((r) => r.sourceId)).not.toContain('stj-sumula:54');
    const tema = await searchAs(cookieAna, 'Tema 1076 do STJ');
    expect(tema.results[0]).toMatchObject({ sourceId: 'stj-tema:1076', kind: 'tema' });
  });

  it('lifts a second súmula cited by number for its own court only', async () => {
    // "Súmula 7 do STJ" is answered by number; "Súmula 279 do STF" is then ranked by text, and
    // the STJ's Súmula 279 (another court's rule) earns no number boost: it matches only the words
    // "súmula" and "279" of the four the rest of the query holds.
    const body = await searchAs(cookieAna, 'Súmula 7 do STJ e Súmula 279 do STF');
    expect(body.results.slice(0, 2).map((r) => r.sourceId)).toEqual(['stj-sumula:7', 'stf-sumula:279']);
    const other = body.results.find((r) => r.sourceId === 'stj-sumula:279');
    expect(other?.relevance ?? 0).toBeLessThan(10);
  });
});

describe('numbers as lawyers write them (the citation grammar the Validator uses)', () => {
  // Each query as typed; the provision it names, read by hand: the STJ writes "Tema 1.076" with
  // the thousands dot; "RG" is the STF's repercussão geral, whose temas the base does not carry.
  const cases: Array<[string, string]> = [
    ['Tema 1.076 STJ', 'stj-tema:1076'],
    ['tema repetitivo nº 1.076', 'stj-tema:1076'],
    ['Tema 1076/STJ', 'stj-tema:1076'],
    ['honorários por equidade Tema 1.076', 'stj-tema:1076'],
    ['Súmula 7/STJ', 'stj-sumula:7'],
    ['art. 1.829, I, do CC', 'cc:1829'],
    ['CLT art 477 § 8', 'clt:477'],
  ];
  for (const [query, id] of cases) {
    it(`answers "${query}" with ${id} first`, async () => {
      const body = await searchAs(cookieAna, query);
      expect(body.provision?.found).toBe(true);
      expect(body.results[0]).toMatchObject({ sourceId: id, match: 'citacao' });
    });
  }

  it('says "RG 1.046" (repercussão geral, STF) is outside the base, and pins no STJ tema 1.046 or tema 1', async () => {
    const body = await searchAs(cookieAna, 'RG 1.046');
    expect(body.provision).toMatchObject({ citation: 'RG 1.046', found: false });
    expect(body.provision?.message).toMatch(/temas de repercussão geral do STF não estão na base/);
    expect(body.results.some((r) => r.match === 'citacao')).toBe(false);
  });
});

describe('filters by act and kind', () => {
  it('keeps to the chosen act', async () => {
    const body = await searchAs(cookieAna, 'prazo para desistir da compra', { acts: ['lei-8078-1990'] });
    expect(body.results.length).toBeGreaterThan(0);
    for (const r of body.results) expect(r.act).toBe('lei-8078-1990');
    // CDC art. 49: 7 days to withdraw from a purchase made outside the shop.
    expect(body.results.map((r) => r.sourceId)).toContain('cdc:49');
  });

  it('keeps to the chosen kind (temas)', async () => {
    const body = await searchAs(cookieAna, 'honorários advocatícios por equidade', { kinds: ['tema'] });
    expect(body.results.length).toBeGreaterThan(0);
    for (const r of body.results) expect(r.kind).toBe('tema');
  });

  it('refuses a malformed act id with a Portuguese 400', async () => {
    const res = await t.expectStatus(400, {
      method: 'POST',
      url: '/api/platform/search',
      headers: { cookie: cookieAna },
      payload: { query: 'férias', filters: { acts: ['CLT; drop'] } },
    });
    expect(res.json().message).toBe('Diploma inválido');
  });
});

describe("the subject index (a lawyer's words the statute does not use)", () => {
  it('answers "carona em ata de registro de preços" with Lei 14.133 art. 86, whose text says "adesão", and shows the index phrases', async () => {
    // No text or heading of the base says "carona": only the index of Lei 14.133 does.
    const inText = await t.db
      .selectFrom('legalSources')
      .select('id')
      .where((eb) =>
        eb.or([eb('text', 'ilike', '%carona%'), eb(eb.cast('headingPath', 'text'), 'ilike', '%carona%')]),
      )
      .execute();
    expect(inText).toEqual([]);
    // "Carona" alone finds only indexed articles: this one and the Código Civil's transport by
    // courtesy (art. 736), the other sense of the word.
    const alone = await searchAs(cookieAna, 'carona');
    expect(alone.results.map((r) => r.sourceId).sort()).toEqual(['cc:736', 'lei-14133:86']);
    const body = await searchAs(cookieAna, 'carona em ata de registro de preços');
    expect(body.results[0]).toMatchObject({ sourceId: 'lei-14133:86', match: 'texto' });
    // Why it matched: the question's words it holds, and the index phrase that holds "carona".
    expect(body.results[0]?.matchedWords).toEqual(expect.arrayContaining(['carona', 'ata', 'registro']));
    expect(body.results[0]?.matchedPhrases).toContain('adesão à ata de registro de preços — carona');
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/search/sources/lei-14133:86',
      headers: { cookie: cookieAna },
    });
    const source = res.json();
    expect(source.text).toMatch(/^Art\. 86\. O órgão ou entidade gerenciadora deverá/);
    expect(source.subjects).toContain('adesão à ata de registro de preços — carona');
  });

  it('gives every STJ súmula in force the phrases of its own statement, and a cancelled one none', async () => {
    // STJ Súmula 83: "Não se conhece do recurso especial pela divergência, quando a orientação do
    // Tribunal se firmou no mesmo sentido da decisão recorrida."
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/search/sources/stj-sumula:83',
      headers: { cookie: cookieAna },
    });
    expect(res.json().subjects).toEqual(
      expect.arrayContaining(['divergência', 'sentido da decisão recorrida']),
    );
    const cancelled = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/search/sources/stj-sumula:421',
      headers: { cookie: cookieAna },
    });
    expect(cancelled.json().subjects).toEqual([]);
    // apps/api/lawbase/subjects/stj-sumula.json, written from the text of STJ Súmula 385.
    const indexed = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/search/sources/stj-sumula:385',
      headers: { cookie: cookieAna },
    });
    expect(indexed.json().subjects).toContain('negativação indevida com inscrição anterior legítima');
  });
});

describe('the STF súmulas, indexed by their own statements (release 11)', () => {
  it('gives an STF súmula in force the phrases of its statement, and a superseded one none', async () => {
    // STF Súmula 14: "Não é admissível, por ato administrativo, restringir, em razão da idade,
    // inscrição em concurso para cargo público." Súmula 3 is marked "(Superada)" in the source.
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/search/sources/stf-sumula:14',
      headers: { cookie: cookieAna },
    });
    expect(res.json().subjects).toEqual(expect.arrayContaining(['inscrição em concurso', 'cargo público']));
    const superseded = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/search/sources/stf-sumula:3',
      headers: { cookie: cookieAna },
    });
    expect(superseded.json().subjects).toEqual([]);
  });

  it('answers a plain question on an age limit in a concurso with an STF súmula in the top 3', async () => {
    // Answered by STF Súmula 14 (no age restriction by administrative act) and Súmula 683 (an age
    // limit only where the cargo's duties justify it, CF art. 7º, XXX), read in their texts.
    const body = await searchAs(cookieAna, 'edital pode limitar a idade para inscrição em concurso público?');
    const top3 = body.results.slice(0, 3).map((r) => r.sourceId);
    expect(
      top3.some((id) => id === 'stf-sumula:14' || id === 'stf-sumula:683'),
      top3.join(', '),
    ).toBe(true);
  });
});

describe('provisions in force first', () => {
  it('ranks the cancelled STJ Súmula 421 after the in-force provisions on fees of the Defensoria Pública', async () => {
    // Súmula 421 (cancelled): "Os honorários advocatícios não são devidos à Defensoria Pública
    // quando ela atua contra a pessoa jurídica de direito público à qual pertença"; CPC art. 85
    // (fees of the winning side) and art. 91 (costs of the Defensoria) are in force.
    const body = await searchAs(
      cookieAna,
      'honorários da Defensoria Pública quando atua contra o ente público a que pertence',
    );
    const ids = body.results.map((r) => r.sourceId);
    expect(ids).toContain('cpc:85');
    const cancelled = ids.indexOf('stj-sumula:421');
    if (cancelled >= 0) expect(cancelled).toBeGreaterThan(ids.indexOf('cpc:85'));
  });
});

describe('the full text of a result', () => {
  it('opens an article with its reference, headings and official page', async () => {
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/search/sources/cdc:49',
      headers: { cookie: cookieAna },
    });
    const source = res.json();
    expect(source.title).toBe('CDC, art. 49');
    expect(source.text).toMatch(/^Art\. 49\. O consumidor pode desistir do contrato, no prazo de 7 dias/);
    expect(source.url).toBe('https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm#art49');
    expect(source.headingPath.length).toBeGreaterThan(0);
  });

  it('opens the user own document for its owner only', async () => {
    const doc = await t.db
      .insertInto('documents')
      .values({ userId: ana, title: 'Notificação', content: 'Texto da notificação.', type: 'contract' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/api/platform/search/sources/${doc.id}`;
    const mine = await t.expectStatus(200, { method: 'GET', url, headers: { cookie: cookieAna } });
    expect(mine.json().text).toBe('Texto da notificação.');
    await t.expectStatus(404, { method: 'GET', url, headers: { cookie: cookieBruno } });
  });
});

describe('the user own documents', () => {
  it('never come before an equally relevant legal source, whichever way their ids sort', async () => {
    // A legal source without headings or caput (an admin import: no second-stage bonus) and two
    // documents that copy it word for word score exactly alike; the documents' fixed ids sort one
    // before and one after the source's id, so the tie is broken by the kind, not by the id.
    const title = 'Direito de arrependimento na compra fora do estabelecimento';
    const text =
      'O consumidor pode desistir do contrato, no prazo de 7 dias a contar de sua assinatura ou do ato de recebimento do produto ou serviço, sempre que a contratação ocorrer fora do estabelecimento comercial.';
    await t.db
      .insertInto('legalSources')
      .values({ id: 'b-nota-arrependimento', kind: 'doutrina', title, text, contentHash: 'teste' })
      .execute();
    const before = '00000000-0000-4000-8000-0000000000a1';
    const after = 'ffffffff-ffff-4fff-bfff-ffffffffffa2';
    await t.db
      .insertInto('documents')
      .values([
        { id: before, userId: ana, title, content: text, type: 'contract' },
        { id: after, userId: ana, title, content: text, type: 'contract' },
      ])
      .execute();
    expect(before < 'b-nota-arrependimento' && 'b-nota-arrependimento' < after).toBe(true);
    const body = await searchAs(cookieAna, 'consumidor desistir contrato fora do estabelecimento comercial');
    const at = (id: string) => body.results.findIndex((r) => r.sourceId === id);
    const source = body.results[at('b-nota-arrependimento')];
    expect(source?.kind).toBe('doutrina');
    for (const id of [before, after]) {
      expect(at(id)).toBeGreaterThan(at('b-nota-arrependimento'));
      // Equally relevant: the tie-break is what is tested.
      expect(body.results[at(id)]?.relevance).toBe(source?.relevance);
    }
  });

  it("put the user's document holding every word of the question before articles holding one (aluguel Zanzibar)", async () => {
    // The Lei do Inquilinato's articles on rent carry "aluguel" in their text, headings and subject
    // phrases, and the question names the act's subject (a hint); the receipt alone names Zanzibar
    // (as the browser test's DocGen receipt does, in its title and its text).
    const receipt = await t.db
      .insertInto('documents')
      .values({
        userId: ana,
        title: 'Recibo Zanzibar',
        content:
          'Recebi de Maria a quantia referente ao aluguel do apartamento da Rua Zanzibar, dando plena quitação.',
        type: 'contract',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = await searchAs(cookieAna, 'aluguel Zanzibar');
    expect(body.results[0]?.sourceId).toBe(receipt.id);
    expect(body.results.slice(1).some((r) => r.act === 'lei-8245-1991')).toBe(true);
  });

  it('finds "danos morais" for "dano moral" and marks the words of a question as written', async () => {
    const opinion = await t.db
      .insertInto('documents')
      .values({
        userId: ana,
        title: 'Parecer Xantipa',
        content: 'A cliente Xantipa pede reparação por danos morais e por lucros cessantes.',
        type: 'contract',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Singular and plural are one lexeme (migration 2026_11_25_0500): "moral" finds "morais".
    const singular = await searchAs(cookieAna, 'Xantipa dano moral');
    expect(singular.results[0]?.sourceId).toBe(opinion.id);
    // The excerpt is stemmed without that folding ("morais" → 'mor'): the question's own words
    // still mark it.
    const plural = await searchAs(cookieAna, 'Xantipa danos morais');
    const summary = plural.results.find((r) => r.sourceId === opinion.id)?.summary ?? '';
    expect(summary).toContain('<mark>danos</mark> <mark>morais</mark>');
  });
});
