import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDatajud, startFakeDatajud } from '../../api/test/fakes/datajud.ts';
import { DEMO, type Harness, seriousViolations, startHarness, typeKeys } from './harness.ts';

// The DataJud wiki's example process (TRF1), served by a fake DataJud on 127.0.0.1.
const NUMBER = '0000832-35.2018.4.01.3202';
const DIGITS = '00008323520184013202';
const BASE_MOVEMENTS = [
  { codigo: 26, nome: 'Distribuição', dataHora: '2018-10-30T14:06:24.000Z' },
  { codigo: 14732, nome: 'Conversão de Autos Físicos em Eletrônicos', dataHora: '2020-08-05T01:15:18.000Z' },
];

let fake: FakeDatajud;
let h: Harness;
let page: Page;

beforeAll(async () => {
  fake = await startFakeDatajud();
  fake.put({
    alias: 'api_publica_trf1',
    numeroProcesso: DIGITS,
    tribunal: 'TRF1',
    orgaoJulgador: 'JEF Adj - Tefé',
    movimentos: BASE_MOVEMENTS,
  });
  // The harness hands this process's environment to the server it starts; restored right after.
  const saved = { key: process.env.DATAJUD_API_KEY, url: process.env.DATAJUD_BASE_URL };
  process.env.DATAJUD_API_KEY = 'chave-e2e';
  process.env.DATAJUD_BASE_URL = fake.baseUrl;
  try {
    h = await startHarness();
  } finally {
    if (saved.key === undefined) delete process.env.DATAJUD_API_KEY;
    else process.env.DATAJUD_API_KEY = saved.key;
    if (saved.url === undefined) delete process.env.DATAJUD_BASE_URL;
    else process.env.DATAJUD_BASE_URL = saved.url;
  }
  // Axe is injected as an inline script, which the site's CSP rightly forbids.
  page = await (await h.browser.newContext({ bypassCSP: true })).newPage();
  await page.goto(`${h.baseUrl}/platform/login`);
  await page.getByLabel('Usuário').fill(DEMO.username);
  await page.getByLabel('Senha').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/platform\/dashboard$/);
});
afterAll(async () => {
  await page?.context().close();
  await h?.stop();
  await fake?.close();
});

async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** One toast at a time (the root's Notifications limit): close the shown one so the next appears at once. */
async function expectToast(title: string, message?: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: title });
  await toast.waitFor();
  if (message) expect(await toast.textContent()).toContain(message);
  await toast.locator('.mantine-Notification-closeButton').click();
  await toast.waitFor({ state: 'detached' });
}

const card = () => page.getByTestId('monitor-card').filter({ hasText: NUMBER });

describe('Monitor screen', () => {
  it('asks for the required fields, masks the number as typed and says which check digits it needs', async () => {
    await page.goto(`${h.baseUrl}/platform/monitor`);
    await page.getByText('Nenhum processo monitorado ainda. Adicione um pelo número CNJ.').waitFor();
    // No DJEN_BASE_URL for this server: the publications panel says the capture is off.
    await page
      .getByTestId('publications')
      .getByText(/Captura de publicações do DJEN desligada/)
      .waitFor();
    await page.getByRole('button', { name: 'Adicionar monitoramento' }).click();
    await expectToast('Campos Obrigatórios', 'Preencha todos os campos obrigatórios');
    const number = page.getByRole('textbox', { name: 'Número do processo' });
    // Typed digit by digit: the mask NNNNNNN-DD.AAAA.J.TR.OOOO appears as the digits come.
    await number.pressSequentially('00008323620184');
    expect(await number.inputValue()).toBe('0000832-36.2018.4');
    await number.pressSequentially('013202');
    expect(await number.inputValue()).toBe('0000832-36.2018.4.01.3202');
    // 0000832 2018 4 01 3202 00 mod 97 = 63 → DD = 98 − 63 = 35 (Res. CNJ 65/2008, Anexo VIII).
    await page.getByText(/dígitos verificadores 36 não conferem.*dá 35/).waitFor();
    // J=4, TR=01 name the TRF1: the field is filled and cannot be changed.
    const tribunal = page.getByRole('combobox', { name: 'Tribunal' });
    expect(await tribunal.inputValue()).toBe('TRF1');
    expect(await tribunal.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('textbox', { name: 'Título' }).pressSequentially('JEF — concessão de benefício');
    await page.getByRole('button', { name: 'Adicionar monitoramento' }).click();
    await page.getByText(/dígitos verificadores 36 não conferem/).waitFor();
    expect(await page.getByTestId('monitor-card').count()).toBe(0);
  });

  it('adds a monitor with the spec tribunal options and priorities', async () => {
    // Without a number the form offers exactly the tribunals of @lexato/schemas (MONITOR_TRIBUNALS).
    const number = page.getByRole('textbox', { name: 'Número do processo' });
    await number.fill('');
    await page.getByRole('combobox', { name: 'Tribunal' }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(['STJ', 'STF', 'TJ-SP', 'TJ-RJ', 'TJ-MG', 'TRF1', 'TRF2', 'TRF3', 'TST']);
    await page.keyboard.press('Escape');
    await number.pressSequentially(DIGITS);
    expect(await number.inputValue()).toBe(NUMBER);
    expect(await page.getByRole('combobox', { name: 'Tribunal' }).inputValue()).toBe('TRF1');
    await choose('Prioridade', 'Alta');
    await page.getByRole('button', { name: 'Adicionar monitoramento' }).click();
    await expectToast('Monitoramento Adicionado', NUMBER);
    await card().waitFor();
    expect(await card().textContent()).toMatch(/Ativo.*Prioridade Alta/);
  });

  it('refreshes from DataJud and shows the movements, then raises an alert for a new one', async () => {
    await card().getByRole('button', { name: 'Atualizar' }).click();
    await expectToast('Atualizado', '2 movimentações obtidas do DataJud.');
    await card().getByText('Conversão de Autos Físicos em Eletrônicos').waitFor();
    await card().getByText('JEF Adj - Tefé', { exact: false }).waitFor();
    expect(fake.requests.at(-1)).toMatchObject({
      alias: 'api_publica_trf1',
      authorization: 'APIKey chave-e2e',
    });

    fake.put({
      alias: 'api_publica_trf1',
      numeroProcesso: DIGITS,
      tribunal: 'TRF1',
      movimentos: [
        ...BASE_MOVEMENTS,
        { codigo: 22, nome: 'Julgamento', dataHora: '2026-11-20T15:00:00.000Z' },
      ],
    });
    await card().getByRole('button', { name: 'Atualizar' }).click();
    await expectToast('Atualizado', '1 nova movimentação.');
    await card().getByText('Nova movimentação').waitFor();
    await card().getByRole('listitem').filter({ hasText: 'Julgamento' }).waitFor();
  });

  it('keeps the stored movements when DataJud fails and says so', async () => {
    fake.mode = 'error500';
    await card().getByRole('button', { name: 'Atualizar' }).click();
    await expectToast('Não foi possível atualizar', 'HTTP 503');
    expect(await card().getByRole('listitem').count()).toBe(3);
    fake.mode = 'ok';
  });

  it('sets a deadline in dias úteis and shows why that date', async () => {
    // Deterministic whatever today is. The TRF1 counts on the federal calendar (the number's J=4):
    // 15 dias úteis from a DJEN availability on Thu 19/11/2026 — published Mon 23/11 (20/11,
    // Consciência Negra, skipped); 24, 25, 26, 27, 30/11, 01, 02, 03, 04, 07/12 (10), Tue 08/12 Dia da
    // Justiça skipped (Lei 5.010/1966, art. 62, IV), 09, 10, 11, 14, Tue 15/12/2026 (15).
    await card().getByRole('button', { name: 'Prazo' }).click();
    expect(await page.getByRole('combobox', { name: 'Calendário do juízo' }).inputValue()).toBe(
      'Justiça Federal (Lei 5.010/1966, art. 62)',
    );
    await typeKeys(page.getByRole('textbox', { name: 'Data da disponibilização' }), '19/11/2026');
    await page.getByRole('textbox', { name: 'Descrição' }).fill('Contestação');
    await page.getByRole('button', { name: 'Calcular e salvar' }).click();
    await expectToast('Prazo definido');
    await card().getByText('Contestação: 15/12/2026').waitFor();
    await card().getByRole('button', { name: 'Por que esta data?' }).click();
    // Fri 20/11 (holiday) and the weekend after it are one line of the trail.
    await card().getByText('20/11/2026 a 22/11/2026').waitFor();
    await card()
      .getByText(
        /3 dias pulados: 2 dias de fim de semana; Dia Nacional de Zumbi e da Consciência Negra \(20\/11\)/,
      )
      .waitFor();
    await card()
      .getByText(/08\/12\/2026 pulado durante a contagem: Dia da Justiça/)
      .waitFor();
    await card()
      .getByText(/Vencimento em 15\/12\/2026/)
      .waitFor();
    // The month view: December 2026 lists the deadline (months counted from today's, in Brasília).
    const now = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const steps = (2026 - Number(now.slice(0, 4))) * 12 + 12 - Number(now.slice(5, 7));
    const month = page.getByTestId('deadline-month');
    for (let i = 0; i < Math.abs(steps); i++) {
      await month.getByRole('button', { name: steps > 0 ? 'Próximo mês' : 'Mês anterior' }).click();
    }
    await month.getByText('dezembro de 2026').waitFor();
    expect(await month.getByTestId('month-deadline').textContent()).toContain(
      '15/12/2026Contestação — JEF — concessão de benefício (TRF1)',
    );
    // On a phone the month fits the screen width.
    await page.setViewportSize({ width: 390, height: 844 });
    await month.getByText('dezembro de 2026').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('counts a criminal deadline in continuous days, doubled for the Defensoria', async () => {
    // Intimação Tue 10/11/2026, 5 days × 2 (LC 80/1994) = 10 continuous days (CPP art. 798):
    // 11 … 20/11; Fri 20/11 is Consciência Negra, 21-22 weekend → Mon 23/11/2026 (§ 3º).
    await card().getByRole('button', { name: 'Prazo' }).click();
    await choose('Calendário do juízo', 'Criminal (CPP, art. 798: dias corridos)');
    await choose('Prazo em dobro', 'Defensoria Pública (CPC, art. 186)');
    await choose('Termo inicial', 'Outro evento (intimação pessoal, juntada, audiência…)');
    await page.getByRole('textbox', { name: 'Dias (corridos)' }).fill('5');
    await typeKeys(page.getByRole('textbox', { name: 'Data do evento' }), '10/11/2026');
    await page.getByRole('textbox', { name: 'Descrição' }).fill('');
    await page.getByRole('button', { name: 'Calcular e salvar' }).click();
    await expectToast('Prazo definido');
    await card().getByText('Prazo de 10 dias (em dobro): 23/11/2026').waitFor();
    await card().getByText('Calendário: Criminal (CPP, art. 798: dias corridos)').waitFor();
  });

  it('marks a deadline 3 days or fewer away as urgent', async () => {
    // Today's date in Brasília as a fixed deadline: due today (or on the next dia útil).
    const today = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    await card().getByRole('button', { name: 'Prazo' }).click();
    await page.getByText('Data fixa').click();
    await choose('Calendário do juízo', 'Justiça Estadual — cível (CPC, dias úteis)');
    await typeKeys(page.getByRole('textbox', { name: 'Data do prazo' }), today);
    await page.getByRole('button', { name: 'Calcular e salvar' }).click();
    await expectToast('Prazo definido');
    await card().getByText('Urgente', { exact: true }).waitFor();
    expect(await card().getByTestId('days-left').textContent()).toMatch(
      /^(Vence hoje|[1-3] dias? corridos? restantes?)$/,
    );
    await card().getByText('Prazo próximo').waitFor();
    // The screen with a monitor, its movements, a deadline and its alerts: nothing serious for axe,
    // measured once the deadline dialog has finished closing (mid-fade its title reads 1.2:1).
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'lexato-monitor-screen.png'), fullPage: true });
  });

  it('removes the monitor after confirmation', async () => {
    await card().getByRole('button', { name: 'Remover' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover processo monitorado?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await card().count()).toBe(1);
    await card().getByRole('button', { name: 'Remover' }).click();
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await expectToast('Removido');
    await page.getByText('Nenhum processo monitorado ainda. Adicione um pelo número CNJ.').waitFor();
  });
});
