import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeDatajud, type FakeProcess, startFakeDatajud } from '../../../test/fakes/datajud.ts';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';

// The DataJud wiki's own example (TRF1, JEF Adj - Tefé), as legal-facts.json datajud.response_shape.
const NUMBER = '0000832-35.2018.4.01.3202';
const DIGITS = '00008323520184013202';
const TRF1_PROCESS: FakeProcess = {
  alias: 'api_publica_trf1',
  numeroProcesso: DIGITS,
  tribunal: 'TRF1',
  grau: 'JE',
  orgaoJulgador: 'JEF Adj - Tefé',
  movimentos: [
    {
      complementosTabelados: [
        {
          codigo: 2,
          valor: 1,
          nome: 'competência exclusiva',
          descricao: 'tipo_de_distribuicao_redistribuicao',
        },
      ],
      codigo: 26,
      nome: 'Distribuição',
      dataHora: '2018-10-30T14:06:24.000Z',
    },
    {
      codigo: 14732,
      nome: 'Conversão de Autos Físicos em Eletrônicos',
      dataHora: '2020-08-05T01:15:18.000Z',
    },
  ],
};

let fake: FakeDatajud;
let t: TestApp;
let cookie: string;
let id: string;

beforeAll(async () => {
  fake = await startFakeDatajud();
  // timeoutMs is not an environment setting; the test shortens it so the timeout case is quick.
  const datajud = { apiKey: 'chave-de-teste', baseUrl: fake.baseUrl, timeoutMs: 500 };
  t = await startTestApp({ datajud });
  await t.createUser({ username: 'ana' });
  cookie = await t.login('platform', 'ana');
  const res = await t.expectStatus(201, {
    method: 'POST',
    url: '/api/platform/monitor/add',
    headers: { cookie },
    payload: { processNumber: NUMBER, processTitle: 'JEF — concessão de benefício', tribunal: 'TRF1' },
  });
  id = res.json().id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'ok';
});

const refresh = async (monitorId = id) =>
  (
    await t.expectStatus(200, {
      method: 'POST',
      url: `/api/platform/monitor/${monitorId}/refresh`,
      headers: { cookie },
    })
  ).json();

/** What a failed refresh must leave untouched. */
async function storedData() {
  return t.db
    .selectFrom('monitors')
    .select(['movements', 'lastCheck', 'lastMovement', 'alerts', 'court', 'nextDeadline', 'syncedAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('refresh from DataJud', () => {
  it('first refresh: asks the tribunal index by the 20 digits with the APIKey header and stores the movements', async () => {
    fake.put(TRF1_PROCESS);
    const body = await refresh();
    expect(fake.requests.at(-1)).toMatchObject({
      alias: 'api_publica_trf1',
      authorization: 'APIKey chave-de-teste',
      numeroProcesso: DIGITS,
    });
    expect(body.refresh).toMatchObject({ outcome: 'updated', newMovements: 0 });
    expect(body.movements).toEqual([
      {
        date: '2020-08-05T01:15:18.000Z',
        description: 'Conversão de Autos Físicos em Eletrônicos',
        type: 'andamento',
        code: 14732,
      },
      {
        date: '2018-10-30T14:06:24.000Z',
        description: 'Distribuição (competência exclusiva)',
        type: 'distribuicao',
        code: 26,
      },
    ]);
    expect(body.lastMovement).toBe('2020-08-05T01:15:18.000Z');
    expect(body.lastCheck).toBe(t.clock.now.toISOString());
    expect(body.court).toBe('JEF Adj - Tefé');
    // The first sync is the baseline: nothing in it is news.
    expect(body.alerts).toEqual([]);
  });

  it('a refresh with new movements raises an alert for each', async () => {
    t.clock.now = new Date('2026-11-22T12:10:00Z');
    fake.put({
      ...TRF1_PROCESS,
      movimentos: [
        ...TRF1_PROCESS.movimentos,
        { codigo: 22, nome: 'Julgamento', dataHora: '2026-11-20T15:00:00.000Z' },
        { codigo: 12265, nome: 'Expedição de intimação', dataHora: '2026-11-21T10:00:00.000Z' },
      ],
    });
    const body = await refresh();
    expect(body.refresh).toMatchObject({ outcome: 'updated', newMovements: 2 });
    expect(body.movements.slice(0, 2).map((m: { description: string }) => m.description)).toEqual([
      'Expedição de intimação',
      'Julgamento',
    ]);
    expect(body.lastMovement).toBe('2026-11-21T10:00:00.000Z');
    expect(body.alerts).toEqual([
      expect.objectContaining({
        title: 'Nova movimentação',
        type: 'movimentacao',
        priority: 'high',
        message: 'Expedição de intimação',
      }),
      expect.objectContaining({
        title: 'Nova movimentação',
        type: 'movimentacao',
        priority: 'high',
        message: 'Julgamento',
      }),
    ]);
  });

  it('a refresh with nothing new changes nothing but the check time', async () => {
    t.clock.now = new Date('2026-11-22T12:20:00Z');
    const body = await refresh();
    expect(body.refresh).toMatchObject({ outcome: 'unchanged', newMovements: 0 });
    expect(body.alerts).toHaveLength(2);
    expect(body.lastCheck).toBe('2026-11-22T12:20:00.000Z');
  });

  for (const [mode, message] of [
    ['hang', /não respondeu em 1 s/],
    ['error500', /HTTP 503/],
    ['malformed', /não é JSON válido/],
    ['wrongShape', /formato inesperado/],
    // redirect: 'error': a redirect is never followed (the key must not travel elsewhere).
    ['redirect', /Não foi possível conectar/],
  ] as const) {
    it(`a DataJud failure (${mode}) leaves the stored data intact and reports it`, async () => {
      const before = await storedData();
      t.clock.now = new Date(t.clock.now.getTime() + 600_000);
      fake.mode = mode;
      const body = await refresh();
      expect(body.refresh.outcome).toBe('failed');
      expect(body.refresh.message).toMatch(message);
      expect(body.refresh.message).toMatch(/Os dados salvos foram mantidos/);
      expect(body.lastRefresh).toMatchObject({ status: 'failed', at: t.clock.now.toISOString() });
      expect(await storedData()).toEqual(before);
      // The lease was released: the next refresh runs.
      fake.mode = 'ok';
      expect((await refresh()).refresh.outcome).toBe('unchanged');
    });
  }

  it('a process absent from the index records the check and keeps nothing else', async () => {
    const res = await t.expectStatus(201, {
      method: 'POST',
      url: '/api/platform/monitor/add',
      headers: { cookie },
      payload: {
        processNumber: '0011421-85.2017.5.03.0000',
        processTitle: 'Ação rescisória',
        tribunal: 'TST',
      },
    });
    expect(res.json()).toMatchObject({ tribunal: 'TRT3', tribunalInformed: 'TST' });
    const body = await refresh(res.json().id);
    expect(fake.requests.at(-1)?.alias).toBe('api_publica_trt3');
    expect(body.refresh.outcome).toBe('not_found');
    expect(body.lastCheck).toBe(t.clock.now.toISOString());
    expect(body.movements).toEqual([]);
  });

  it('says the STF has no DataJud index instead of asking it', async () => {
    const res = await t.expectStatus(201, {
      method: 'POST',
      url: '/api/platform/monitor/add',
      headers: { cookie },
      payload: {
        processNumber: '0001234-30.2020.1.00.0000',
        processTitle: 'Reclamação constitucional',
        tribunal: 'STF',
      },
    });
    const asked = fake.requests.length;
    const body = await refresh(res.json().id);
    expect(body.refresh.outcome).toBe('unsupported');
    expect(body.refresh.message).toMatch(/STF não publica/);
    expect(fake.requests.length).toBe(asked);
  });

  it('never refreshes one monitor twice at once: a second refresh while one runs is a 409', async () => {
    fake.mode = 'hang';
    const first = t.app.inject({
      method: 'POST',
      url: `/api/platform/monitor/${id}/refresh`,
      headers: { cookie },
    });
    // Wait until the first one is talking to DataJud.
    const asked = fake.requests.length;
    for (let i = 0; i < 100 && fake.requests.length === asked; i++)
      await new Promise((r) => setTimeout(r, 10));
    const second = await t.expectStatus(409, {
      method: 'POST',
      url: `/api/platform/monitor/${id}/refresh`,
      headers: { cookie },
    });
    expect(second.json().message).toBe(
      'Este processo já está sendo atualizado. Tente novamente em instantes.',
    );
    expect((await first).json().refresh.outcome).toBe('failed');
  });
});
