import { formatCnj } from '@lexato/legal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';

// Real CNJ numbers cited in public decisions; check digits by Res. CNJ 65/2008 Anexo VIII.
const TJSP = '2021437-34.2021.8.26.0000';
const TJRJ = '0058967-77.2016.8.19.0000';
const TRF1 = '0000832-35.2018.4.01.3202';
const WRONG_DIGITS = '2021437-35.2021.8.26.0000'; // correct DD = 34

let t: TestApp;
let ana: string;
let bruno: string;
let semContrato: string;

beforeAll(async () => {
  // No DATAJUD_API_KEY: the refresh records the check time and says no source is set.
  t = await startTestApp({
    datajud: { apiKey: undefined, baseUrl: 'http://127.0.0.1:9', timeoutMs: 10_000 },
  });
  await t.createUser({ username: 'ana' });
  await t.createUser({ username: 'bruno' });
  await t.createUser({ username: 'semcontrato', hasActiveContract: false });
  ana = await t.login('platform', 'ana');
  bruno = await t.login('platform', 'bruno');
  semContrato = await t.login('platform', 'semcontrato');
});
afterAll(() => t.close());

const add = (cookie: string, payload: Record<string, unknown>, status = 201) =>
  t.expectStatus(status, { method: 'POST', url: '/api/platform/monitor/add', headers: { cookie }, payload });

describe('POST /api/platform/monitor/add', () => {
  it('stores the number formatted, derives the tribunal from it and starts active with normal priority', async () => {
    const res = await add(ana, {
      processNumber: '20214373420218260000',
      processTitle: 'Agravo de instrumento — locação',
      tribunal: 'TJ-SP',
    });
    expect(res.json()).toMatchObject({
      processNumber: TJSP,
      tribunal: 'TJ-SP',
      tribunalInformed: null,
      status: 'active',
      priority: 'normal',
      lastCheck: null,
      movements: [],
      alerts: [],
      nextDeadline: null,
    });
  });

  it('refuses a CNJ number whose check digits are wrong with a 400 naming the reason', async () => {
    const res = await add(
      ana,
      { processNumber: WRONG_DIGITS, processTitle: 'Processo errado', tribunal: 'TJ-SP' },
      400,
    );
    // 2021437 2021 8 26 0000 00 mod 97 = 64 → DD = 98 − 64 = 34 (Res. CNJ 65/2008, Anexo VIII).
    const body = res.json();
    expect(body.message).toMatch(/^Número do processo inválido: dígitos verificadores 35 não conferem/);
    expect(body.message).toContain('dá 34');
  });

  it('answers the schema messages for a short number, a missing tribunal and an unknown priority', async () => {
    const short = await add(ana, { processNumber: '123', processTitle: 'Título ok', tribunal: 'TJ-SP' }, 400);
    expect(short.json().message).toBe('Número do processo inválido');
    const noTribunal = await add(ana, { processNumber: TRF1, processTitle: 'Título ok', tribunal: '' }, 400);
    expect(noTribunal.json().message).toBe('Tribunal é obrigatório');
    const badPriority = await add(
      ana,
      { processNumber: TRF1, processTitle: 'Título ok', tribunal: 'TRF1', priority: 'urgent' },
      400,
    );
    expect(badPriority.json().message).toBe('Prioridade inválida');
  });

  it('takes the tribunal the number names (CNJ J=8, TR=19: TJ-RJ) over a contradicting choice, with no standing alert', async () => {
    const res = await add(ana, {
      processNumber: TJRJ,
      processTitle: 'Ação de cobrança',
      tribunal: 'TJ-SP',
      priority: 'high',
    });
    const monitor = res.json();
    expect(monitor.tribunal).toBe('TJ-RJ');
    expect(monitor.tribunalInformed).toBe('TJ-SP');
    expect(monitor.priority).toBe('high');
    expect(monitor.alerts).toEqual([]);
  });

  it('refuses the same number twice politely, however it is typed', async () => {
    const res = await add(
      ana,
      { processNumber: ' 20214373420218260000 ', processTitle: 'De novo', tribunal: 'TJ-SP' },
      409,
    );
    expect(res.json().message).toBe('Este processo já está sendo monitorado.');
    // Another user may monitor the same process.
    await add(bruno, { processNumber: TJSP, processTitle: 'O mesmo processo', tribunal: 'TJ-SP' });
  });

  it('needs an active contract to add and a session to list', async () => {
    const res = await add(
      semContrato,
      { processNumber: TRF1, processTitle: 'Sem contrato', tribunal: 'TRF1' },
      403,
    );
    expect(res.json().message).toBe('Sua conta não possui contrato ativo. Fale com nossa equipe comercial.');
    await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/monitors',
      headers: { cookie: semContrato },
    });
    await t.expectStatus(401, { method: 'GET', url: '/api/platform/monitors' });
  });

  it("dates the filing-year check by São Paulo's calendar day, not UTC's", async () => {
    // A 2026 TJSP number (check digits by Res. CNJ 65/2008) added at 01:30 UTC on 01/01/2026,
    // which is still 31/12/2025 (22:30) in São Paulo: a number filed "next year" is refused
    // (validateCnj with today), and accepted once the year has turned there, at 03:00 UTC.
    const filedIn2026 = formatCnj({
      sequential: '0004321',
      year: '2026',
      segment: '8',
      tribunal: '26',
      origin: '0100',
    });
    await t.createUser({ username: 'carla' });
    const before = t.clock.now;
    try {
      t.clock.now = new Date('2026-01-01T01:30:00Z');
      const lateEvening = await t.login('platform', 'carla');
      await add(
        lateEvening,
        { processNumber: filedIn2026, processTitle: 'Ajuizado em 2026', tribunal: 'TJ-SP' },
        400,
      );
      t.clock.now = new Date('2026-01-01T03:00:00Z');
      const newYear = await t.login('platform', 'carla');
      await add(newYear, { processNumber: filedIn2026, processTitle: 'Ajuizado em 2026', tribunal: 'TJ-SP' });
    } finally {
      t.clock.now = before;
    }
  });
});

describe('GET /api/platform/monitors', () => {
  it('lists only the user own monitors', async () => {
    const mine = (
      await t.expectStatus(200, { method: 'GET', url: '/api/platform/monitors', headers: { cookie: ana } })
    ).json();
    expect(mine.map((m: { processNumber: string }) => m.processNumber).sort()).toEqual([TJRJ, TJSP].sort());
    const his = (
      await t.expectStatus(200, { method: 'GET', url: '/api/platform/monitors', headers: { cookie: bruno } })
    ).json();
    expect(his.map((m: { processTitle: string }) => m.processTitle)).toEqual(['O mesmo processo']);
  });
});

describe('refresh and delete', () => {
  const idOf = async (cookie: string, processNumber: string): Promise<string> => {
    const list = (
      await t.expectStatus(200, { method: 'GET', url: '/api/platform/monitors', headers: { cookie } })
    ).json();
    return list.find((m: { processNumber: string }) => m.processNumber === processNumber).id;
  };

  it('without a DataJud key records the check time and says no source is configured', async () => {
    const id = await idOf(ana, TJSP);
    const res = await t.expectStatus(200, {
      method: 'POST',
      url: `/api/platform/monitor/${id}/refresh`,
      headers: { cookie: ana },
    });
    const body = res.json();
    expect(body.lastCheck).toBe(t.clock.now.toISOString());
    expect(body.refresh).toEqual({
      outcome: 'no_source',
      message: expect.stringMatching(/^A consulta de andamentos ao DataJud \(CNJ\) não está habilitada/),
      newMovements: 0,
    });
    expect(body.movements).toEqual([]);
  });

  it('answers 404 for a foreign id and an unknown id, and 400 for a malformed one', async () => {
    const anas = await idOf(ana, TJSP);
    await t.expectStatus(404, {
      method: 'POST',
      url: `/api/platform/monitor/${anas}/refresh`,
      headers: { cookie: bruno },
    });
    await t.expectStatus(404, {
      method: 'DELETE',
      url: `/api/platform/monitor/${anas}`,
      headers: { cookie: bruno },
    });
    await t.expectStatus(404, {
      method: 'POST',
      url: '/api/platform/monitor/00000000-0000-4000-8000-000000000000/refresh',
      headers: { cookie: ana },
    });
    const malformed = await t.expectStatus(400, {
      method: 'DELETE',
      url: '/api/platform/monitor/nao-e-um-id',
      headers: { cookie: ana },
    });
    expect(malformed.json().message).toBe('Identificador inválido');
  });

  it('deletes a monitor, after which refresh and delete answer 404', async () => {
    const id = await idOf(bruno, TJSP);
    const res = await t.expectStatus(200, {
      method: 'DELETE',
      url: `/api/platform/monitor/${id}`,
      headers: { cookie: bruno },
    });
    expect(res.json()).toEqual({ id, removed: true });
    await t.expectStatus(404, {
      method: 'POST',
      url: `/api/platform/monitor/${id}/refresh`,
      headers: { cookie: bruno },
    });
    await t.expectStatus(404, {
      method: 'DELETE',
      url: `/api/platform/monitor/${id}`,
      headers: { cookie: bruno },
    });
  });
});

describe('deadlines', () => {
  let id: string;
  beforeAll(async () => {
    const res = await add(ana, {
      processNumber: TRF1,
      processTitle: 'JEF — concessão de benefício',
      tribunal: 'TRF1',
    });
    id = res.json().id;
  });
  const deadline = (payload: Record<string, unknown>, status = 200) =>
    t.expectStatus(status, {
      method: 'POST',
      url: `/api/platform/monitor/${id}/deadline`,
      headers: { cookie: ana },
      payload,
    });

  it('counts 15 dias úteis from a DJEN availability on the TRF1 calendar the number decides (Lei 5.010/1966, art. 62)', async () => {
    // J=4, TR=01: TRF1, federal calendar by default. Available Thu 19/11/2026 → published on the next
    // dia útil: Fri 20/11 is a national holiday (Lei 14.759/2023), so Mon 23/11; the count starts
    // Tue 24/11: 24 (1), 25 (2), 26 (3), 27 (4), 30 (5), 01/12 (6), 02 (7), 03 (8), 04 (9), 07 (10),
    // Tue 08/12 Dia da Justiça (art. 62, IV) skipped, 09 (11), 10 (12), 11 (13), 14 (14), Tue 15/12 (15).
    const res = await deadline({ businessDays: 15, from: '2026-11-19', rule: 'djen' });
    const m = res.json();
    expect(m.deadlineDate).toBe('2026-12-15');
    expect(m.nextDeadline).toBe('2026-12-16T02:59:59.999Z'); // 23:59:59.999 in Brasília
    expect(m.deadlineDescription).toBe('Prazo de 15 dias úteis');
    expect(m.courtCalendar).toBe('justica-federal');
    expect(m.deadlineRule).toEqual({
      kind: 'dias-uteis',
      businessDays: 15,
      from: '2026-11-19',
      rule: 'djen',
      dueDate: '2026-12-15',
      calendar: 'justica-federal',
      court: 'TRF1',
    });
    const pulado = (date: string) =>
      m.deadlineTrail.some((s: { date: string; kind: string }) => s.date === date && s.kind === 'pulado');
    expect(pulado('2026-11-20')).toBe(true);
    expect(pulado('2026-12-08')).toBe(true);
    // No 2026 act of the TRF1 is registered: the trail says so.
    expect(
      m.deadlineTrail.some((s: { description: string }) => s.description.includes('TRF1 para 2026')),
    ).toBe(true);
    expect(m.daysLeft).toBe(23); // Sun 22/11 → Tue 15/12 in São Paulo
    // Dias úteis left on the TRF1 calendar: 23-27/11 (5), 30/11-04/12 (10), 07/12 (11), 08/12 closed,
    // 09-11/12 (14), 14 and 15/12 (16).
    expect(m.businessDaysLeft).toBe(16);
    expect(m.urgent).toBe(false);
  });

  it("counts on TJ-SP's own closures: DJEN 07/07/2026, 5 dias úteis → 17/07 (Provimento CSM 2.813/2025)", async () => {
    // Published Wed 08/07; Thu 09/07 (Data Magna) and Fri 10/07 closed by the act; 13 (1), 14 (2),
    // 15 (3), 16 (4), Fri 17/07 (5).
    // A TJSP number (J=8, TR=26) built with its check digits; only the court matters here.
    const number = formatCnj({
      sequential: '1000123',
      year: '2026',
      segment: '8',
      tribunal: '26',
      origin: '0100',
    });
    const tj = (
      await add(ana, { processNumber: number, processTitle: 'Agravo — TJ-SP', tribunal: 'TJ-SP' })
    ).json();
    const res = await t.expectStatus(200, {
      method: 'POST',
      url: `/api/platform/monitor/${tj.id}/deadline`,
      headers: { cookie: ana },
      payload: { businessDays: 5, from: '2026-07-07', rule: 'djen' },
    });
    expect(res.json().deadlineDate).toBe('2026-07-17');
    expect(res.json().deadlineRule).toMatchObject({ calendar: 'forense', court: 'TJSP' });
    await t.expectStatus(200, {
      method: 'DELETE',
      url: `/api/platform/monitor/${tj.id}`,
      headers: { cookie: ana },
    });
  });

  it('moves a date that is not a dia útil to the next one and says why (CPC art. 224 § 1º)', async () => {
    const m = (await deadline({ date: '2026-11-28', description: 'Réplica' })).json();
    expect(m.deadlineDate).toBe('2026-11-30');
    expect(m.deadlineDescription).toBe('Réplica');
    expect(m.deadlineTrail.at(-1)).toMatchObject({ kind: 'vencimento', basis: 'CPC, art. 224, § 1º' });
  });

  it('marks a deadline 3 days away urgent, raises its alert and feeds the dashboard', async () => {
    // Now: Sun 22/11/2026 09:00 in São Paulo. Wed 25/11 is 3 calendar days away.
    const m = (await deadline({ date: '2026-11-25' })).json();
    expect(m.daysLeft).toBe(3);
    expect(m.urgent).toBe(true);
    expect(m.alerts[0]).toMatchObject({ type: 'prazo', title: 'Prazo próximo', priority: 'high' });
    const stats = (
      await t.expectStatus(200, {
        method: 'GET',
        url: '/api/platform/dashboard/stats',
        headers: { cookie: ana },
      })
    ).json();
    expect(stats.upcomingHearings[0]).toMatchObject({ id, nextDeadline: '2026-11-26T02:59:59.999Z' });
  });

  it('counts days left on São Paulo calendar dates: 26/11 seen on 24/11 at any hour is 2 days', async () => {
    // Due Thu 26/11/2026 (a dia útil). Seen Tue 24/11 at 00:30 and at 23:30 in São Paulo (UTC-3):
    // 24 → 25 → 26 is 2 calendar days however many hours remain.
    // Sessions expire, so each moment of the clock logs in again.
    const seenAt = async (instant: string) => {
      t.clock.now = new Date(instant);
      const cookie = await t.login('platform', 'ana');
      const res = await t.expectStatus(200, {
        method: 'GET',
        url: `/api/platform/monitor/${id}`,
        headers: { cookie },
      });
      return res.json();
    };
    const before = t.clock.now;
    try {
      await deadline({ date: '2026-11-26' });
      for (const instant of ['2026-11-24T03:30:00Z', '2026-11-25T02:30:00Z']) {
        const m = await seenAt(instant);
        expect(m.daysLeft).toBe(2);
        expect(m.alerts[0].message).toBe('Faltam 2 dias: o prazo vence em 26/11/2026.');
      }
      // On the due day itself, in the evening: 0 days, "Vence hoje"; the next morning it has passed.
      expect((await seenAt('2026-11-26T23:00:00Z')).daysLeft).toBe(0);
      expect((await seenAt('2026-11-27T11:00:00Z')).daysLeft).toBe(-1);
    } finally {
      t.clock.now = before;
    }
  });

  it('refuses a year outside 1900–2100 with the field named, instead of counting from 1926', async () => {
    // '0026-03-02' was read by Date.UTC as 1926-03-02 and the deadline stored as 1926-03-23.
    const res = await deadline({ businessDays: 15, from: '0026-03-02', rule: 'djen' }, 400);
    expect(res.json().message).toBe(
      'Data do evento: data inválida, use uma data entre 01/01/1900 e 31/12/2100',
    );
    expect((await deadline({ date: '2101-01-01' }, 400)).json().message).toBe(
      'Data do prazo: data inválida, use uma data entre 01/01/1900 e 31/12/2100',
    );
  });

  it('refuses an impossible date and a request with neither form', async () => {
    expect((await deadline({ date: '2026-02-30' }, 400)).json().message).toMatch(/inválida/);
    expect((await deadline({}, 400)).json().message).toBe(
      'Informe a data do prazo ou o número de dias úteis a partir de um evento',
    );
    expect((await deadline({ businessDays: 5 }, 400)).json().message).toBe('Data do evento é obrigatória');
    expect((await deadline({ date: '2026-12-01', doubleTime: 'fazenda-publica' }, 400)).json().message).toBe(
      'Prazo em dobro só se aplica a um prazo contado em dias',
    );
    expect(
      (await deadline({ businessDays: 5, from: '2026-12-01', recessExempt: true }, 400)).json().message,
    ).toMatch(/CPP, art\. 798-A/);
    // CPC art. 229 § 2º and OJ 310 SBDI-1 TST: no double time for litisconsortes in a labour case.
    const labour = { businessDays: 8, from: '2026-12-01', calendar: 'trabalhista' };
    expect(
      (await deadline({ ...labour, doubleTime: 'litisconsortes-autos-fisicos' }, 400)).json().message,
    ).toMatch(/OJ 310/);
  });

  it('clears the deadline', async () => {
    const res = await t.expectStatus(200, {
      method: 'DELETE',
      url: `/api/platform/monitor/${id}/deadline`,
      headers: { cookie: ana },
    });
    expect(res.json()).toMatchObject({
      nextDeadline: null,
      deadlineTrail: [],
      daysLeft: null,
      urgent: false,
    });
  });

  it('archives and reactivates a monitor (active ↔ archived)', async () => {
    const url = `/api/platform/monitor/${id}/status`;
    const archived = await t.expectStatus(200, {
      method: 'POST',
      url,
      headers: { cookie: ana },
      payload: { status: 'archived' },
    });
    expect(archived.json().status).toBe('archived');
    const stats = (
      await t.expectStatus(200, {
        method: 'GET',
        url: '/api/platform/dashboard/stats',
        headers: { cookie: ana },
      })
    ).json();
    expect(stats.activeMonitors).toBe(stats.totalMonitors - 1);
    await t.expectStatus(200, {
      method: 'POST',
      url,
      headers: { cookie: ana },
      payload: { status: 'active' },
    });
  });
});
