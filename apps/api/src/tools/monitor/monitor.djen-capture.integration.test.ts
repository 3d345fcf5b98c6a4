import { formatCnj } from '@lexato/legal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDjen, type FakeDjenItem, startFakeDjen } from '../../../test/fakes/djen.ts';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';
import { trpcHttp } from '../../../test/trpc-http.ts';
import { startDjenCapture } from '../../jobs/djen-capture.ts';

// The DJEN capture end to end against the local fake: by OAB number and by monitored case, stored
// once, tied to the monitor, with the deadline it starts proposed on the court's calendar.
// The test clock is 22/11/2026 12:00 UTC; the window is the 7 days before (DJEN_LOOKBACK_DAYS).
const TRT2 = formatCnj({ sequential: '1000456', year: '2026', segment: '5', tribunal: '02', origin: '0001' });
const OTHER = formatCnj({
  sequential: '1000789',
  year: '2026',
  segment: '8',
  tribunal: '26',
  origin: '0100',
});
const digits = (n: string) => n.replace(/\D/g, '');

const communication = (
  hash: string,
  processNumber: string,
  over: Partial<FakeDjenItem> = {},
): FakeDjenItem => ({
  hash,
  data_disponibilizacao: '2026-11-19',
  siglaTribunal: 'TRT2',
  tipoComunicacao: 'Intimação',
  nomeOrgao: '1ª Vara do Trabalho de São Paulo',
  texto: 'Fica a parte intimada para, querendo, interpor recurso.',
  numero_processo: digits(processNumber),
  destinatarios: [{ nome: 'Empresa X', polo: 'P' }],
  ...over,
});

let fake: FakeDjen;
let t: TestApp;
let cookie: string;
let monitorId: string;

beforeAll(async () => {
  fake = await startFakeDjen();
  t = await startTestApp({
    djen: { baseUrl: fake.baseUrl, timeoutMs: 1000, everyMinutes: 60, lookbackDays: 7 },
  });
  await t.createUser({ username: 'djen' });
  cookie = await t.login('platform', 'djen');
  const added = await t.expectStatus(201, {
    method: 'POST',
    url: '/api/platform/monitor/add',
    headers: { cookie },
    payload: { processNumber: TRT2, processTitle: 'Reclamação — Empresa X', tribunal: 'TST' },
  });
  monitorId = added.json().id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = async (kind: 'query' | 'mutation', path: string, input?: unknown) => {
  const res = await trpcHttp(t.app, kind, path, input, cookie);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data as {
    enabled: boolean;
    message: string;
    lastCapture: { status: string; message: string } | null;
    oabNumbers: Array<{ number: string; uf: string }>;
    items: Array<{
      id: string;
      processNumber: string;
      monitorId: string | null;
      availableOn: string;
      proposal: unknown;
      status: string;
    }>;
  };
};

describe('DJEN capture', () => {
  it('stores what the OAB number and the monitored case find, once, tied to the monitor', async () => {
    fake.put(communication('h-case', TRT2));
    fake.put(communication('h-oab', OTHER, { siglaTribunal: 'TJSP', oab: { number: '123456', uf: 'SP' } }));
    // Outside the 7-day window (15/11 to 22/11): not asked for.
    fake.put(communication('h-old', TRT2, { data_disponibilizacao: '2026-11-01' }));
    await call('mutation', 'monitor.setOab', { numbers: [{ number: '0123456', uf: 'SP' }] });
    const first = await call('mutation', 'monitor.capture');
    expect(first.oabNumbers).toEqual([{ number: '123456', uf: 'SP' }]);
    expect(first.lastCapture).toMatchObject({
      status: 'ok',
      message: expect.stringContaining('2 novas comunicações do DJEN'),
    });
    expect(first.items.map((i) => i.processNumber).sort()).toEqual([OTHER, TRT2].sort());
    const matched = first.items.find((i) => i.processNumber === TRT2);
    expect(matched?.monitorId).toBe(monitorId);
    // The deadline it starts: a DJEN count from the availability date on the TRT2's labour
    // calendar; the number of days is the user's to confirm. Available Thu 19/11/2026; Fri 20/11 is
    // the Dia Nacional de Zumbi e da Consciência Negra (Lei 14.759/2023), 21-22/11 a weekend: it
    // counts as published on Mon 23/11 (CPC art. 224, § 2º).
    expect(matched?.proposal).toEqual({
      rule: 'djen',
      from: '2026-11-19',
      publishedOn: '2026-11-23',
      calendar: 'trabalhista',
      court: 'TRT2',
    });
    expect(first.items.find((i) => i.processNumber === OTHER)?.proposal).toBeNull();
    expect(fake.requests.some((q) => q.get('numeroProcesso') === digits(TRT2))).toBe(true);
    expect(fake.requests[0]?.get('dataDisponibilizacaoInicio')).toBe('2026-11-15');

    const again = await call('mutation', 'monitor.capture');
    expect(again.lastCapture?.message).toContain('0 novas comunicações do DJEN');
    expect(again.items).toHaveLength(2);
  });

  it('a failing DJEN (5xx, bad JSON, timeout) stores nothing and says so', async () => {
    fake.put(communication('h-new', TRT2, { data_disponibilizacao: '2026-11-20' }));
    for (const [mode, message] of [
      ['error500', 'HTTP 503'],
      ['malformed', 'não é JSON válido'],
      ['hang', 'não respondeu em 1 s'],
    ] as const) {
      fake.mode = mode;
      const res = await call('mutation', 'monitor.capture');
      expect(res.lastCapture).toMatchObject({ status: 'failed', message: expect.stringContaining(message) });
      expect(res.items).toHaveLength(2);
    }
    fake.mode = 'ok';
  });

  it('the background job captures for every user with something to search', async () => {
    const job = startDjenCapture(t.app.deps);
    expect(job).not.toBeNull();
    await job?.runNow();
    await job?.stop();
    const res = await call('query', 'monitor.publications');
    expect(res.items.map((i) => i.availableOn)).toContain('2026-11-20');
  });

  it('the background job captures nothing for a user whose storage budget is full, and says so', async () => {
    fake.put(communication('h-full', TRT2, { data_disponibilizacao: '2026-11-21' }));
    // The user's rows (a monitor, captured publications) already take more than 1 byte.
    const full = { ...t.app.deps, config: { ...t.app.deps.config, storage: { budgetBytes: 1 } } };
    const outcomes: string[] = [];
    const job = startDjenCapture(full, { onCapture: (_user, outcome) => outcomes.push(outcome.status) });
    await job?.runNow();
    await job?.stop();
    expect(outcomes).toEqual(['full']);
    const res = await call('query', 'monitor.publications');
    expect(res.items.map((i) => i.availableOn)).not.toContain('2026-11-21');
    expect(res.lastCapture).toMatchObject({
      status: 'full',
      message: expect.stringContaining('Seu espaço de armazenamento está cheio'),
    });
    // With room again, the next run stores it.
    const roomy = startDjenCapture(t.app.deps);
    await roomy?.runNow();
    await roomy?.stop();
    expect((await call('query', 'monitor.publications')).items.map((i) => i.availableOn)).toContain(
      '2026-11-21',
    );
  });

  it('marks a communication as used for a deadline; a foreign or unknown id is a 404', async () => {
    const { items } = await call('query', 'monitor.publications');
    const id = items[0]?.id;
    const done = await trpcHttp(
      t.app,
      'mutation',
      'monitor.setPublicationStatus',
      { id, status: 'prazo-definido' },
      cookie,
    );
    expect(done.data).toEqual({ id, status: 'prazo-definido' });
    const unknown = await trpcHttp(
      t.app,
      'mutation',
      'monitor.setPublicationStatus',
      { id: '00000000-0000-4000-8000-000000000000', status: 'descartada' },
      cookie,
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses an OAB number that is not digits with a Portuguese message', async () => {
    const res = await trpcHttp(
      t.app,
      'mutation',
      'monitor.setOab',
      { numbers: [{ number: '12A', uf: 'SP' }] },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(res.error?.message).toContain('Número da OAB inválido');
  });
});

describe('without a configured DJEN source', () => {
  it('says the capture is off, as DataJud does without its key', async () => {
    const off = await startTestApp();
    try {
      await off.createUser({ username: 'semdjen' });
      const c = await off.login('platform', 'semdjen');
      const res = await trpcHttp(off.app, 'query', 'monitor.publications', undefined, c);
      expect(res.data).toMatchObject({ enabled: false, message: expect.stringContaining('desligada') });
      expect(startDjenCapture(off.app.deps)).toBeNull();
    } finally {
      await off.close();
    }
  });
});
