import { createHash } from 'node:crypto';
import { createTestDb } from '@lexato/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';
import { importLegalSources } from './corpus.service.ts';
import { type LawbaseFiles, loadShippedLawbase, readShippedLawbase } from './lawbase.loader.ts';
import { coverage, findArticle, findSumula, findTema, lastArticle } from './lawbase.repository.ts';

const shipped = readShippedLawbase();

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}
function findNode(node: PlanNode | undefined, type: string): PlanNode | undefined {
  if (!node) return undefined;
  if (node['Node Type'] === type) return node;
  for (const child of node.Plans ?? []) {
    const found = findNode(child, type);
    if (found) return found;
  }
  return undefined;
}
const CLT = 'decreto-lei-5452-1943';

/** A smaller base made of some of the shipped rows, as another release would ship it. */
function release(release: number, keep: (id: string) => boolean): LawbaseFiles {
  const lines = shipped.ndjson
    .toString('utf8')
    .split('\n')
    .filter((l) => l && keep((JSON.parse(l) as { id: string }).id));
  const ndjson = Buffer.from(`${lines.join('\n')}\n`);
  return {
    manifest: {
      ...shipped.manifest,
      release,
      records: lines.length,
      sha256: createHash('sha256').update(ndjson).digest('hex'),
    },
    ndjson,
  };
}

describe('a fresh install with the shipped base loaded on start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ lawbase: { autoload: true } });
    await t.createUser({ username: 'ana' });
  }, 180_000);
  afterAll(() => t.close());

  it('answers a search with an article of an act nobody imported (Lei 9.099/1995 art. 3º)', async () => {
    const cookie = await t.login('platform', 'ana');
    const res = await t.expectStatus(200, {
      method: 'POST',
      url: '/api/platform/search',
      headers: { cookie },
      payload: { query: 'competência do juizado especial cível causas de menor complexidade', filters: {} },
    });
    const ids = (res.json() as { results: Array<{ sourceId: string }> }).results.map((r) => r.sourceId);
    expect(ids).toContain('lei-9099:3');
  });

  it('knows revoked articles and who revoked them (CLT art. 384 by the Reforma Trabalhista; CP art. 240 by Lei 11.106/2005)', async () => {
    expect(await findArticle(t.db, CLT, '384')).toMatchObject({
      status: 'revogado',
      revokedBy: 'Lei nº 13.467, de 2017',
      origin: 'lexato',
    });
    expect(await findArticle(t.db, 'decreto-lei-2848-1940', '240')).toMatchObject({
      status: 'revogado',
      revokedBy: 'Lei nº 11.106, de 2005',
    });
  });

  it('has lettered articles that exist and none that do not (CLT 477-A and 477-B, no 477-C)', async () => {
    expect((await findArticle(t.db, CLT, '477-a'))?.status).toBe('vigente');
    expect(await findArticle(t.db, CLT, '477-B')).toBeDefined();
    expect(await findArticle(t.db, CLT, '477-C')).toBeUndefined();
  });

  it('counts the last article of the acts from their own text (Lei 9.099: 97; Lei 14.133: 194; CC: 2.046)', async () => {
    expect(await lastArticle(t.db, 'lei-9099-1995')).toBe(97);
    expect(await lastArticle(t.db, 'lei-14133-2021')).toBe(194);
    expect(await lastArticle(t.db, 'lei-10406-2002')).toBe(2046);
    // CC arts. 1.620 a 1.629, revoked together by Lei 12.010/2009.
    expect(await findArticle(t.db, 'lei-10406-2002', '1.625')).toMatchObject({ status: 'revogado' });
  });

  it('keeps súmulas by court and temas with their thesis (STJ Súmula 603 cancelled in 2018; Tema 1076)', async () => {
    expect(await findSumula(t.db, 'STJ', 603)).toMatchObject({ status: 'cancelada' });
    expect((await findSumula(t.db, 'STF', 331))?.text).toMatch(
      /^É legítima a incidência do impôsto de transmissão/,
    );
    expect((await findTema(t.db, 1076))?.thesis).toMatch(
      /^i\) A fixação dos honorários por apreciação equitativa/,
    );
  });

  it('searches the base through its merged text index: a search reads a few pages, not a queue of new rows', async () => {
    // The load merges the index's pending list (refreshTermStats; migration 2026_11_25_0100).
    // Unmerged, the 10,736 rows' entries were queued in 460 pages that every search read in full.
    const plan = await sql<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>`
      explain (analyze, buffers, format json) select id from legal_sources
      where tsv @@ ${"'rescisor' | 'verb' & 'rescisor'"}::tsquery`.execute(t.db);
    const index = findNode(plan.rows[0]?.['QUERY PLAN'][0]?.Plan, 'Bitmap Index Scan');
    expect(index?.['Index Name']).toBe('legal_sources_tsv_idx');
    // 7 pages merged; 12 with a 256 kB pending list left unmerged; 460 with the default 4 MB.
    expect((index?.['Shared Hit Blocks'] ?? 0) + (index?.['Shared Read Blocks'] ?? 0)).toBeLessThan(10);
  });

  it('says what it covers: 24 acts, STF 1–736, 42 súmulas vinculantes up to 63, STJ 1–676, temas up to 1458', async () => {
    const c = await coverage(t.db);
    expect(c.release).toBe(shipped.manifest.release);
    expect(c.acts).toHaveLength(24);
    expect(c.acts.find((a) => a.act === CLT)).toMatchObject({ short: 'CLT', lastArticle: 922 });
    expect(c.sumulas).toEqual([
      { court: 'STF', count: 736, highest: 736 },
      // The súmulas vinculantes two transcriptions agree on (apps/api/lawbase/sources/).
      { court: 'STF-SV', count: 42, highest: 63 },
      { court: 'STJ', count: 676, highest: 676 },
    ]);
    expect(c.temas).toMatchObject({ court: 'STJ', highest: 1458 });
  });
});

describe('loadShippedLawbase', () => {
  const ids = new Set(['clt:384', 'clt:477', 'clt:477-A', 'lei-9099:3', 'stj-sumula:7', 'stj-tema:1076']);
  const small = release(shipped.manifest.release, (id) => ids.has(id));

  it('loads once: a second start with the same release changes nothing', async () => {
    const handle = await createTestDb();
    try {
      expect(await loadShippedLawbase(handle.db, small)).toMatchObject({ loaded: true, written: 6 });
      const before = await handle.db
        .selectFrom('legalSources')
        .select(['id', 'updatedAt'])
        .orderBy('id')
        .execute();
      expect(await loadShippedLawbase(handle.db, small)).toMatchObject({
        loaded: false,
        skipped: 'same-release',
      });
      const after = await handle.db
        .selectFrom('legalSources')
        .select(['id', 'updatedAt'])
        .orderBy('id')
        .execute();
      expect(after).toEqual(before);
    } finally {
      await handle.close();
    }
  });

  it("keeps the admin's own sources and the admin's newer text of a shipped article across a new release", async () => {
    const handle = await createTestDb();
    try {
      await loadShippedLawbase(handle.db, small);
      const newer =
        'Art. 477. Na extinção do contrato de trabalho, o empregador deverá proceder à anotação na Carteira de Trabalho (texto mais novo importado pelo administrador).';
      await importLegalSources(handle.db, [
        {
          id: 'parecer-interno-1',
          kind: 'doutrina',
          title: 'Parecer interno',
          text: 'Nosso parecer sobre férias.',
        },
        { id: 'clt:477', kind: 'legislacao', title: 'CLT, art. 477', text: newer },
      ]);
      const admin477 = await findArticle(handle.db, CLT, '477');
      expect(admin477).toMatchObject({ origin: 'admin', text: newer, status: 'vigente' });

      // Release + 1 still ships clt:477 (the admin's row must survive its upsert) and drops clt:477-A.
      const next = release(shipped.manifest.release + 1, (id) => ids.has(id) && id !== 'clt:477-A');
      expect(await loadShippedLawbase(handle.db, next)).toMatchObject({ loaded: true, deleted: 1 });
      expect((await findArticle(handle.db, CLT, '477'))?.text).toBe(newer);
      expect(await findArticle(handle.db, CLT, '477-A')).toBeUndefined();
      const own = await handle.db
        .selectFrom('legalSources')
        .select('origin')
        .where('id', '=', 'parecer-interno-1')
        .executeTakeFirst();
      expect(own?.origin).toBe('admin');
      expect(await coverage(handle.db)).toMatchObject({ release: shipped.manifest.release + 1 });
    } finally {
      await handle.close();
    }
  });

  it('leaves a newer release already loaded alone (an older build started against the same database)', async () => {
    const handle = await createTestDb();
    try {
      await loadShippedLawbase(
        handle.db,
        release(shipped.manifest.release + 1, (id) => ids.has(id)),
      );
      expect(await loadShippedLawbase(handle.db, small)).toMatchObject({
        loaded: false,
        skipped: 'newer-release-loaded',
      });
    } finally {
      await handle.close();
    }
  });
});
