import { formatCnj } from '@lexato/legal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';

// Court closures from the admin panel, counted by the monitor's deadlines. The act below is a test
// fixture (no such act exists); the shipped TJSP calendar (Provimento CSM 2.813/2025) closes no day
// between 13/07 and 24/07/2026.

let t: TestApp;
let admin: string;
let ana: string;
let monitorId: string;

// A day without expediente by the court's act (CPC art. 216): skipped wherever it falls.
const CLOSURE = {
  court: 'TJ-SP',
  date: '2026-07-16',
  kind: 'fechado',
  name: 'Suspensão do expediente',
  act: 'Ato de teste nº 1/2026',
  actUrl: 'https://example.org/ato-de-teste-1-2026',
};

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'chefe', role: 'admin' });
  await t.createUser({ username: 'ana' });
  admin = await t.login('admin', 'chefe');
  ana = await t.login('platform', 'ana');
  const number = formatCnj({
    sequential: '1000456',
    year: '2026',
    segment: '8',
    tribunal: '26',
    origin: '0100',
  });
  const res = await t.expectStatus(201, {
    method: 'POST',
    url: '/api/platform/monitor/add',
    headers: { cookie: ana },
    payload: { processNumber: number, processTitle: 'Apelação — TJ-SP', tribunal: 'TJ-SP' },
  });
  monitorId = res.json().id;
});
afterAll(() => t.close());

const setDeadline = () =>
  t.expectStatus(200, {
    method: 'POST',
    url: `/api/platform/monitor/${monitorId}/deadline`,
    headers: { cookie: ana },
    payload: { businessDays: 5, from: '2026-07-13', rule: 'djen' },
  });
const getMonitor = () =>
  t.expectStatus(200, { method: 'GET', url: `/api/platform/monitor/${monitorId}`, headers: { cookie: ana } });
const addClosure = (payload: Record<string, unknown>, status = 201, cookie = admin) =>
  t.expectStatus(status, { method: 'POST', url: '/api/admin/court-closures', headers: { cookie }, payload });

describe('a closure added by the admin moves a deadline on that court (CPC arts. 216 and 224)', () => {
  let closureId: string;

  it('without it: DJEN Mon 13/07/2026, 5 dias úteis on TJ-SP → Tue 21/07', async () => {
    // Available Mon 13/07; published Tue 14/07 (Lei 11.419/2006, art. 4º, § 3º); the count starts
    // Wed 15/07: 15 (1), 16 (2), 17 (3), Mon 20 (4), Tue 21/07 (5).
    expect((await setDeadline()).json().deadlineDate).toBe('2026-07-21');
  });

  it('a closure on Thu 16/07 added by the admin recounts it to Wed 22/07 and tells the user', async () => {
    // 15 (1), Thu 16/07 without expediente by the act, 17 (2), 20 (3), 21 (4), Wed 22/07 (5).
    const res = await addClosure(CLOSURE);
    expect(res.json()).toMatchObject({
      closure: { court: 'TJSP', date: '2026-07-16', kind: 'fechado', act: 'Ato de teste nº 1/2026' },
      recounted: 1,
    });
    closureId = res.json().closure.id;
    const m = (await getMonitor()).json();
    expect(m.deadlineDate).toBe('2026-07-22');
    const skipped = m.deadlineTrail.find(
      (s: { date: string; kind: string }) => s.date === '2026-07-16' && s.kind === 'pulado',
    );
    expect(skipped.basis).toContain('Ato de teste nº 1/2026');
    expect(skipped.basis).toContain('https://example.org/ato-de-teste-1-2026');
    const recounted = m.alerts.find((a: { title: string }) => a.title === 'Prazo recontado');
    expect(recounted.message).toContain('de 21/07/2026 para 22/07/2026');
    expect(recounted.message).toContain('Ato de teste nº 1/2026');
  });

  it('a deadline set after the closure counts it too', async () => {
    expect((await setDeadline()).json().deadlineDate).toBe('2026-07-22');
  });

  it('the list shows it; a second closure of the same court and day is a 409', async () => {
    const list = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/admin/court-closures',
      headers: { cookie: admin },
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ id: closureId, court: 'TJSP', date: '2026-07-16' }),
    ]);
    const dup = await addClosure({ ...CLOSURE, court: 'tjsp', name: 'Outro motivo' }, 409);
    expect(dup.json().message).toBe('Já há um fechamento deste tribunal nesta data.');
  });

  it('removing it brings the deadline back to 21/07', async () => {
    const res = await t.expectStatus(200, {
      method: 'DELETE',
      url: `/api/admin/court-closures/${closureId}`,
      headers: { cookie: admin },
    });
    expect(res.json().recounted).toBe(1);
    expect((await getMonitor()).json().deadlineDate).toBe('2026-07-21');
    await t.expectStatus(404, {
      method: 'DELETE',
      url: `/api/admin/court-closures/${closureId}`,
      headers: { cookie: admin },
    });
  });

  it('the system unavailable on the due day (Tue 21/07) pushes it to Wed 22/07 (CPC art. 224, § 1º)', async () => {
    const res = await addClosure({
      ...CLOSURE,
      date: '2026-07-21',
      kind: 'parcial',
      name: 'Indisponibilidade do sistema',
    });
    expect(res.json().recounted).toBe(1);
    expect((await getMonitor()).json().deadlineDate).toBe('2026-07-22');
  });
});

describe('the dias úteis left count the closures too', () => {
  it('a fixed date Fri 04/12/2026 seen on Sun 22/11: 10 dias úteis left, 9 with a closure on Wed 02/12', async () => {
    // The test clock is Sun 22/11/2026. TJ-SP's act closes no day from 23/11 to 04/12: 23-27/11 (5),
    // 30/11 (6), 01/12 (7), 02/12 (8), 03/12 (9), 04/12 (10). Closing 02/12 leaves 9.
    const set = await t.expectStatus(200, {
      method: 'POST',
      url: `/api/platform/monitor/${monitorId}/deadline`,
      headers: { cookie: ana },
      payload: { date: '2026-12-04' },
    });
    expect(set.json()).toMatchObject({ deadlineDate: '2026-12-04', businessDaysLeft: 10 });
    await addClosure({ ...CLOSURE, date: '2026-12-02' });
    const m = (await getMonitor()).json();
    expect(m).toMatchObject({ deadlineDate: '2026-12-04', businessDaysLeft: 9 });
    const list = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/monitors',
      headers: { cookie: ana },
    });
    expect(list.json()[0]).toMatchObject({ id: monitorId, businessDaysLeft: 9 });
  });

  it('the refresh reply counts the closure too: 9 dias úteis left, not the shipped acts’ 10', async () => {
    // Same count as above, by hand: 23-27/11, 30/11, 01/12, 03/12 and 04/12 (02/12 closed) = 9.
    // No DataJud source in the test app: the refresh answers 'no_source' with the monitor.
    const res = await t.expectStatus(200, {
      method: 'POST',
      url: `/api/platform/monitor/${monitorId}/refresh`,
      headers: { cookie: ana },
    });
    expect(res.json()).toMatchObject({ deadlineDate: '2026-12-04', businessDaysLeft: 9 });
  });
});

describe('only an admin, and only good input', () => {
  it('refuses a platform user and an anonymous caller (no admin session)', async () => {
    await addClosure({ ...CLOSURE, date: '2026-07-17' }, 401, ana);
    await t.expectStatus(401, { method: 'GET', url: '/api/admin/court-closures', headers: { cookie: ana } });
    await t.expectStatus(401, { method: 'GET', url: '/api/admin/court-closures' });
  });

  it.each([
    [{ court: 'TJXX' }, 'Tribunal: sigla desconhecida'],
    [{ date: '2026-02-30' }, 'Data do fechamento: data inválida, esse dia não existe no calendário'],
    [{ kind: 'total' }, "Tipo: use 'fechado' ou 'parcial'"],
    [{ act: '' }, 'Ato: pelo menos 3 caracteres'],
    [{ actUrl: 'javascript:alert(1)' }, 'Link do ato: use um endereço http:// ou https://'],
  ])('refuses %j with 400 and a Portuguese message', async (change, message) => {
    const res = await addClosure({ ...CLOSURE, date: '2026-07-20', ...change }, 400);
    expect(JSON.stringify(res.json())).toContain(message);
  });
});
