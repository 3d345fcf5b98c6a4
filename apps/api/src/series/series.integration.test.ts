import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSgs, startFakeSgs } from '../../test/fakes/sgs.ts';
import { startTestApp, type TestApp } from '../../test/helpers.ts';
import { trpcHttp } from '../../test/trpc-http.ts';
import { type SeriesRefreshJob, startSeriesRefresh } from '../jobs/series-refresh.ts';
import { refreshSeries } from './series.refresh.ts';

const databaseUrl = process.env.DATABASE_URL;
const CALCULATIONS = '/api/platform/calculations';

// The fake SGS serves IPCA-E (10764) from 07/2025. Up to 06/2026 it serves the shipped figures
// (IBGE); 07/2026 and 08–10/2026 are THE FAKE'S OWN figures, chosen for the test (not official):
// 07/2026 0.10 (the shipped, derived 0.06 is "revised"), 08/2026 0.14, 09/2026 0.48, 10/2026 0.18.
const IPCA_E_SERVIDO: Record<string, string> = {
  '2025-07': '0.33',
  '2025-08': '-0.14',
  '2025-09': '0.48',
  '2025-10': '0.18',
  '2025-11': '0.20',
  '2025-12': '0.25',
  '2026-01': '0.20',
  '2026-02': '0.84',
  '2026-03': '0.44',
  '2026-04': '0.89',
  '2026-05': '0.62',
  '2026-06': '0.41',
  '2026-07': '0.10',
  '2026-08': '0.14',
  '2026-09': '0.48',
  '2026-10': '0.18',
};

const correcao = {
  type: 'correcao_monetaria',
  inputs: {
    valorInicial: 1000,
    dataInicial: '2026-06-30',
    dataFinal: '2026-10-31',
    indice: 'IPCA-E',
    convencao: 'pro_rata_die',
  },
};

let fake: FakeSgs;
let t: TestApp;
let ana: string;
let admin: string;

beforeAll(async () => {
  fake = await startFakeSgs();
  fake.series.set(10764, new Map(Object.entries(IPCA_E_SERVIDO)));
  t = await startTestApp({
    sgs: { baseUrl: fake.baseUrl, timeoutMs: 500, refresh: true, cron: '30 12 * * *', everyMinutes: 1440 },
  });
  await t.createUser({ username: 'ana' });
  await t.createUser({ username: 'chefe', role: 'admin' });
  ana = await t.login('platform', 'ana');
  admin = await t.login('admin', 'chefe');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const row = (series: string, month: string) =>
  t.db
    .selectFrom('indexSeriesMonths')
    .select(['percent', 'derived', 'source', 'fetchedAt'])
    .where('series', '=', series)
    .where('month', '=', month)
    .executeTakeFirst();

describe('index series kept current from the Banco Central SGS (local fake server)', () => {
  it('job → table → a calculation that now reaches the new month (and a revised month replaces ours)', async () => {
    // Before: the shipped IPCA-E ends in 07/2026 — a 400 naming the series and the last end date.
    const before = await t.expectStatus(400, {
      method: 'POST',
      url: CALCULATIONS,
      headers: { cookie: ana },
      payload: correcao,
    });
    expect(before.json().message).toMatch(
      /^Índice IPCA-E sem valor para 08\/2026: .* vai de 01\/2015 a 07\/2026/,
    );
    expect(before.json().details).toMatchObject({
      serie: 'IPCA-E',
      ultimoMes: '2026-07',
      ultimaDataCalculavel: '2026-07-31',
    });

    let job: SeriesRefreshJob | undefined;
    try {
      job = await startSeriesRefresh(t.app.deps, { everyMs: 3_600_000 });
      await job.refreshNow();
    } finally {
      await job?.stop();
    }
    // Asked from twelve months before the last shipped month, to catch revisions.
    expect(fake.requests.find((r) => r.code === 10764)).toMatchObject({
      dataInicial: '01/07/2025',
      dataFinal: '22/11/2026',
    });
    const host = new URL(fake.baseUrl).host;
    expect(await row('IPCA-E', '2026-10')).toMatchObject({
      percent: '0.18',
      derived: false,
      source: `BCB SGS 10764 (${host})`,
    });
    expect(await row('IPCA-E', '2026-07')).toMatchObject({ percent: '0.1', derived: false });
    // A month the source confirmed unchanged keeps its provenance.
    expect((await row('IPCA-E', '2026-02'))?.source).toMatch(
      /^Banco Central do Brasil, SGS 10764 \(série distribuída com a Lexato\)$/,
    );

    // After: 1000 × 1,0010 × 1,0014 × 1,0048 × 1,0018 = 1009,0259 → 1009,03 (Jul–Oct/2026, whole months)
    const after = await t.expectStatus(201, {
      method: 'POST',
      url: CALCULATIONS,
      headers: { cookie: ana },
      payload: correcao,
    });
    const results = after.json().results;
    expect(results.valorCorrigido).toBe(1009.03);
    const fonte = results.memoria.find((m: { passo: string }) => m.passo.startsWith('Série IPCA-E'));
    expect(fonte.passo).toBe('Série IPCA-E (BCB SGS 10764): 01/2015 a 10/2026, obtida em 22/11/2026');
    // 03–06/2026 were derived figures (the shipped README); the source confirmed them, so they now
    // carry the source's provenance and are no longer marked derived.
    expect(fonte.base).toContain(`BCB SGS 10764 (${host}) (03/2026 a 10/2026)`);
    expect(await row('IPCA-E', '2026-03')).toMatchObject({ percent: '0.44', derived: false });
  });

  it('a series that times out, answers 5xx or sends bad JSON is reported and left as it was; the others refresh', async () => {
    fake.mode.set(433, 'hang');
    fake.mode.set(188, 'error503');
    fake.mode.set(4390, 'malformed');
    fake.series.set(29543, new Map([['2026-09', '0.612345']]));
    const ipcaAntes = await t.db
      .selectFrom('indexSeriesMonths')
      .select('month')
      .where('series', '=', 'IPCA')
      .execute();
    const reports = await refreshSeries({
      db: t.db,
      now: () => t.clock.now,
      sgs: { baseUrl: fake.baseUrl, timeoutMs: 300 },
    });
    const by = Object.fromEntries(reports.map((r) => [r.serie, r]));
    expect(by.IPCA).toMatchObject({ ok: false, erro: 'O Banco Central (SGS 433) não respondeu em 0,3 s.' });
    expect(by.INPC).toMatchObject({
      ok: false,
      erro: 'O Banco Central (SGS 188) respondeu com erro (HTTP 503).',
    });
    expect(by.SELIC).toMatchObject({ ok: false, erro: 'Resposta do SGS 4390 não é JSON válido.' });
    expect(by.TAXA_LEGAL).toMatchObject({ ok: true, novos: ['2026-09'] });
    const ipcaDepois = await t.db
      .selectFrom('indexSeriesMonths')
      .select('month')
      .where('series', '=', 'IPCA')
      .execute();
    expect(ipcaDepois).toHaveLength(ipcaAntes.length);
    fake.mode.clear();
  });

  it('the CDI is not shipped: a correção by it is a 400 naming the series and its SGS code; the FGV series run', async () => {
    const porCdi = {
      type: 'correcao_monetaria',
      inputs: { valorInicial: 1000, dataInicial: '2024-01-01', dataFinal: '2024-12-31', indice: 'CDI' },
    };
    const semCdi = await t.expectStatus(400, {
      method: 'POST',
      url: CALCULATIONS,
      headers: { cookie: ana },
      payload: porCdi,
    });
    expect(semCdi.json().message).toBe(
      'Índice CDI sem valor para 01/2024: a série (BCB SGS 4391) não está carregada.',
    );
    expect(semCdi.json().details).toMatchObject({ serie: 'CDI' });
    // IGP-M is shipped (FGV IBRE via BCB SGS 189): 2024's twelve months 0,07; −0,52; −0,47; 0,31;
    // 0,89; 0,81; 0,61; 0,29; 0,62; 1,52; 1,30; 0,94 compound to 1,06536174: 1.000 → 1.065,36.
    const porIgpm = await t.expectStatus(201, {
      method: 'POST',
      url: CALCULATIONS,
      headers: { cookie: ana },
      payload: { ...porCdi, inputs: { ...porCdi.inputs, indice: 'IGP-M' } },
    });
    expect(porIgpm.json().results).toMatchObject({ valorCorrigido: 1065.36 });
  });

  it('an admin uploads the TR as CSV, and only then is the ADC 58 pre-judicial phase computed', async () => {
    const liquidacao = {
      type: 'liquidacao_sentenca',
      inputs: {
        valorPrincipal: 20_000,
        dataInicial: '2023-02-28',
        dataFinal: '2023-10-31',
        indiceCorrecao: 'AUTOMATICO',
        dataAjuizamento: '2023-11-20',
      },
    };
    const semTr = await t.expectStatus(400, {
      method: 'POST',
      url: CALCULATIONS,
      headers: { cookie: ana },
      payload: liquidacao,
    });
    expect(semTr.json().message).toMatch(
      /TRD \(Lei 8\.177\/1991 art\. 39, caput\) e a TR ainda não foi carregada/,
    );
    expect(semTr.json().details).toMatchObject({ serie: 'TR' });

    const gap = await trpcHttp(
      t.app,
      'mutation',
      'indexSeries.upload',
      { serie: 'TR', csv: 'mes,percentual\n2023-01,0.15\n2023-03,0.15' },
      admin,
    );
    expect(gap.status).toBe(400);
    expect(gap.error?.message).toBe(
      'CSV inválido: falta o mês seguinte a 2023-01 (uma lacuna nunca vale zero).',
    );
    const naoAdmin = await trpcHttp(
      t.app,
      'mutation',
      'indexSeries.upload',
      { serie: 'TR', csv: '2023-01,0.15' },
      ana,
    );
    expect(naoAdmin.status).toBe(401);

    // An ILLUSTRATIVE TR of 0,15% a month (not the official series), as in packages/calc's test.
    const csv = [
      'mes,percentual',
      ...Array.from({ length: 12 }, (_, i) => `2023-${String(i + 1).padStart(2, '0')},0.15`),
    ].join('\n');
    const up = await trpcHttp(t.app, 'mutation', 'indexSeries.upload', { serie: 'TR', csv }, admin);
    expect(up.status).toBe(200);
    expect((up.data as { novos: string[] }).novos).toHaveLength(12);
    const lista = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/admin/indices',
      headers: { cookie: admin },
    });
    expect(lista.json()).toContainEqual(
      expect.objectContaining({ serie: 'TR', codigoSGS: 7811, inicio: '2023-01', fim: '2023-12' }),
    );

    // IPCA-E Mar–Oct/2023 → 20.521,37; TRD 8 × 0,15% = 1,2% → 246,26 (worked in liquidacao.test.ts)
    const comTr = await t.expectStatus(201, {
      method: 'POST',
      url: CALCULATIONS,
      headers: { cookie: ana },
      payload: liquidacao,
    });
    expect(comTr.json().results).toMatchObject({ valorCorrigido: 20_521.37, jurosTotais: 246.26 });
    const fonte = comTr.json().results.memoria.find((m: { passo: string }) => m.passo.startsWith('Série TR'));
    expect(fonte.base).toMatch(/^CSV importado por chefe em 2026-11-22 \(01\/2023 a 12\/2023\)$/);
  });
});

describe.runIf(databaseUrl)('on PostgreSQL: the refresh is a pg-boss job', () => {
  const bossSchema = `boss_series_${randomBytes(4).toString('hex')}`;
  let job: SeriesRefreshJob | undefined;
  afterAll(async () => {
    await job?.stop();
    await sql`drop schema if exists ${sql.id(bossSchema)} cascade`.execute(t.db);
  });

  it('runs the queued refresh and writes the new month', async () => {
    fake.series.set(188, new Map([['2026-02', '0.52']]));
    const done = new Promise<void>((resolve) => {
      void startSeriesRefresh(t.app.deps, {
        connectionString: databaseUrl,
        schema: bossSchema,
        pollingIntervalSeconds: 0.5,
        onRefresh: () => resolve(),
      }).then(async (started) => {
        job = started;
        await started.refreshNow();
      });
    });
    await done;
    expect(await row('INPC', '2026-02')).toMatchObject({ percent: '0.52' });
  }, 60_000);
});
