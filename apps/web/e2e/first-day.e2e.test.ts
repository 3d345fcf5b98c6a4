// A lawyer's first day on the platform, at the two widths people use (375 px phone, 1280 px
// laptop): nothing a screen shows may be cut off, and what it says must be Portuguese.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  DEMO,
  type Harness,
  PLATFORM_SCREENS,
  signInPlatform,
  startHarness,
  typeKeys,
} from './harness.ts';

let h: Harness;

/** A CNJ number with valid check digits (TJSP agravo published in its Boletim, fev/2021). */
const CNJ_TJSP = '2021437-34.2021.8.26.0000';

async function loggedIn(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await h.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInPlatform(page, h.baseUrl, DEMO);
  return { context, page };
}

/** Badge and button labels whose text does not fit their box (Mantine cuts them with "…"). */
async function truncatedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-label, .mantine-Button-label')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.textContent ?? ''} (${el.scrollWidth}px in ${el.clientWidth}px)`),
  );
}

beforeAll(async () => {
  // A dozen sign-ins in this file; the production login limit is not under test here.
  process.env.RATE_LIMIT_LOGIN_PER_MINUTE = '1000';
  h = await startHarness();
  // Rows that the dashboard and the tools show as badges: a prediction, a monitored case with a
  // deadline, a contract waiting for analysis.
  const { context, page } = await loggedIn(1280);
  const post = (path: string, data: unknown) =>
    page.request.post(`${h.baseUrl}${path}`, { data, headers: { origin: h.baseUrl } });
  const predicted = await post('/api/platform/predict', {
    caseTitle: 'Horas extras — Metalúrgica Alfa',
    caseType: 'trabalhista',
    description:
      'Dispensado sem justa causa em 10/09/2026, fazia horas extras sem pagamento; tenho cartões de ponto e duas testemunhas.',
  });
  expect(predicted.ok()).toBe(true);
  const added = await post('/api/platform/monitor/add', {
    processNumber: CNJ_TJSP,
    processTitle: 'Agravo — Construtora Beta',
    tribunal: 'TJ-SP',
    priority: 'high',
  });
  expect(added.ok()).toBe(true);
  const monitor = (await added.json()) as { id: string };
  const deadline = await post(`/api/platform/monitor/${monitor.id}/deadline`, { date: '2099-12-14' });
  expect(deadline.ok()).toBe(true);
  const document = await post('/api/platform/documents', {
    title: 'Contrato de prestação de serviços',
    content:
      'CLÁUSULA 1ª. O CONTRATADO prestará serviços de consultoria ao CONTRATANTE pelo prazo de 12 meses.',
    type: 'contract',
  });
  expect(document.ok()).toBe(true);
  await context.close();
});
afterAll(async () => {
  await h?.stop();
});

describe.each([375, 1280])('at %i px', (width) => {
  it('cuts off no badge or button on any platform screen', async () => {
    const { context, page } = await loggedIn(width);
    const cut: string[] = [];
    for (const path of PLATFORM_SCREENS) {
      await page.goto(`${h.baseUrl}${path}`);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      for (const label of await truncatedLabels(page)) cut.push(`${path}: ${label}`);
    }
    await context.close();
    expect(cut).toEqual([]);
  });

  it('cuts off nothing in the landing header and its mobile menu', async () => {
    const context = await h.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/`);
    const menu = page.getByRole('button', { name: 'Abrir menu' });
    await page.waitForLoadState('networkidle'); // hydrated: the burger answers clicks
    if (width < 992) await menu.click(); // Mantine's md breakpoint (62em)
    await page.getByRole('link', { name: 'Acessar Plataforma' }).last().waitFor();
    const cut = await truncatedLabels(page);
    await context.close();
    expect(cut).toEqual([]);
  });
});

describe('feedback a careful user expects', () => {
  const NO_CONTRACT = { username: 'sem.contrato', password: 'senha-sem-contrato' };

  async function choose(page: Page, label: string, option: string) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  beforeAll(async () => {
    const context = await h.browser.newContext();
    const admin = await context.request.post(`${h.baseUrl}/api/auth/login`, { data: ADMIN });
    expect(admin.ok()).toBe(true);
    const created = await context.request.post(`${h.baseUrl}/api/admin/users`, {
      data: {
        ...NO_CONTRACT,
        name: 'Sem Contrato',
        email: 'sem.contrato@exemplo.com.br',
        hasActiveContract: false,
      },
      headers: { origin: h.baseUrl },
    });
    expect(created.status()).toBe(201);
    await context.close();
  });

  it('tells a user without a contract on the dashboard, and titles every refused action "Você não tem permissão"', async () => {
    const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInPlatform(page, h.baseUrl, NO_CONTRACT);
    await page.getByTestId('no-contract-notice').waitFor();

    const refused = async () => {
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Você não tem permissão' });
      await toast.waitFor();
      await toast.locator('.mantine-Notification-closeButton').click();
      await toast.waitFor({ state: 'detached' });
    };

    await page.goto(`${h.baseUrl}/platform/search`);
    await page.getByRole('textbox', { name: 'Consulta' }).fill('rescisão indireta');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await refused();

    await page.goto(`${h.baseUrl}/platform/predict`);
    await page.getByRole('textbox', { name: 'Título do caso' }).fill('Horas extras — Alfa');
    await choose(page, 'Tipo de caso', 'Trabalhista');
    await page
      .getByRole('textbox', { name: 'Descrição do caso' })
      .fill('Fazia horas extras sem pagamento; tenho cartões de ponto e duas testemunhas.');
    await page.getByRole('button', { name: 'Gerar predição' }).click();
    await refused();

    await page.goto(`${h.baseUrl}/platform/monitor`);
    await page.getByRole('textbox', { name: 'Número do processo' }).fill(CNJ_TJSP);
    await page.getByRole('textbox', { name: 'Título' }).fill('Agravo — Construtora Beta');
    // The number names the court (J=8, TR=26): the Tribunal field is filled and read-only.
    expect(await page.getByRole('combobox', { name: 'Tribunal' }).inputValue()).toBe('TJ-SP');
    await page.getByRole('button', { name: 'Adicionar monitoramento' }).click();
    await refused();

    await page.goto(`${h.baseUrl}/platform/strategy`);
    await page.getByRole('textbox', { name: 'Título do caso' }).fill('Cobrança indevida — Telefonia');
    await choose(page, 'Tipo de conflito', 'Consumidor');
    await page
      .getByRole('textbox', { name: 'Descrição do caso' })
      .fill('A operadora cobrou R$ 6.000,00 por serviços não contratados; tenho faturas e protocolos.');
    await page
      .getByRole('textbox', { name: 'Resultado desejado' })
      .fill('Cancelar a cobrança e receber em dobro');
    await page.getByRole('button', { name: 'Analisar estratégias' }).click();
    await refused();

    await page.goto(`${h.baseUrl}/platform/docgen`);
    await page.getByRole('button', { name: /Recibo de quitação/ }).click();
    const form = page.getByTestId('generate-form');
    await form.getByLabel('Título do documento').fill('Recibo Zanzibar');
    await form.getByLabel('Credor (quem recebe)').fill('Joana Locadora');
    await typeKeys(form.getByLabel('Valor pago'), '1.500,00');
    await typeKeys(form.getByLabel('Data do pagamento'), '22/11/2026');
    await form.getByLabel('Referente a').fill('aluguel do apartamento');
    await form.getByRole('button', { name: 'Gerar documento' }).click();
    await refused();
    await context.close();
  });

  it('shows a too-short document title as a field error, not as a failure toast', async () => {
    const { context, page } = await loggedIn(1280);
    await page.goto(`${h.baseUrl}/platform/analyser`);
    await page.getByLabel('Título').fill('Ct');
    await page.getByLabel('Conteúdo').fill('CLÁUSULA 1ª. O objeto deste contrato é a prestação de serviços.');
    await page.getByRole('button', { name: 'Criar documento' }).click();
    await page.getByText('Título deve ter pelo menos 3 caracteres').waitFor();
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await context.close();
  });

  it('drops the failed-login toast once the next login succeeds', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/platform/login`);
    await page.getByLabel('Usuário').fill(DEMO.username);
    await page.getByLabel('Senha').fill('senha-errada-123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Erro ao acessar' }).waitFor();
    await page.getByLabel('Senha').fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/platform\/dashboard$/);
    await page.getByText('Bem-vindo ao Lexato!').waitFor();
    expect(await page.getByText('Erro ao acessar').count()).toBe(0);
    await context.close();
  });

  it('sends a signed-in user who opens the login page to the dashboard', async () => {
    const { context, page } = await loggedIn(1280);
    await page.goto(`${h.baseUrl}/platform/login`);
    await page.waitForURL(/\/platform\/dashboard$/);
    await context.close();
  });
});

describe('small things a careful user sees', () => {
  it('downloads the .txt of a generated document under its accented title', async () => {
    const { context, page } = await loggedIn(1280);
    const generated = await page.request.post(`${h.baseUrl}/api/platform/docgen/generate`, {
      headers: { origin: h.baseUrl },
      data: { templateId: await reciboTemplateId(page), title: 'Procuração — Ana Sá', data: RECIBO_DATA },
    });
    expect(generated.ok()).toBe(true);
    await page.goto(`${h.baseUrl}/platform/docgen`);
    const card = page.getByTestId('generated-document').filter({ hasText: 'Procuração — Ana Sá' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Baixar .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Procuração — Ana Sá.txt');
    await context.close();
  });

  it('shows no placeholder CNPJ and keeps the CEP on one line at 375 px', async () => {
    const context = await h.browser.newContext({ viewport: { width: 375, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/`);
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    expect(await footer.textContent()).not.toContain('00.000.000/0001-00');
    for (const cep of await page.getByText(/^CEP \d{5}-\d{3}$/).all()) {
      // On one line: all of the CEP's boxes share one top edge.
      const tops = await cep.evaluate((el) => [...el.getClientRects()].map((r) => Math.round(r.top)));
      expect(new Set(tops).size).toBe(1);
    }
    expect(await page.getByText(/^CEP \d{5}-\d{3}$/).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('refuses a negative Strategy budget under its field instead of turning it into 0', async () => {
    const { context, page } = await loggedIn(1280);
    await page.goto(`${h.baseUrl}/platform/strategy`);
    await page.getByRole('textbox', { name: 'Título do caso' }).fill('Cobrança indevida — Telefonia');
    await page.getByRole('combobox', { name: 'Tipo de conflito' }).click();
    await page.getByRole('option', { name: 'Consumidor', exact: true }).click();
    await page
      .getByRole('textbox', { name: 'Descrição do caso' })
      .fill('A operadora cobrou R$ 6.000,00 por serviços não contratados; tenho faturas e protocolos.');
    await page.getByRole('textbox', { name: 'Resultado desejado' }).fill('Cancelar a cobrança indevida');
    const budget = page.getByRole('textbox', { name: 'Orçamento (R$)' });
    await typeKeys(budget, '-500');
    await page.getByRole('button', { name: 'Analisar estratégias' }).click();
    await page.getByText('O valor não pode ser negativo').waitFor();
    expect(await budget.inputValue()).toBe('-500');
    expect(await page.getByTestId('strategy-card').count()).toBe(0);
    await context.close();
  });

  it('shows the real total of searches and reaches the older ones', async () => {
    const { context, page } = await loggedIn(375);
    for (let n = 1; n <= 21; n++) {
      const res = await page.request.post(`${h.baseUrl}/api/platform/search`, {
        headers: { origin: h.baseUrl },
        data: { query: `rescisão indireta ${n}` },
      });
      expect(res.ok()).toBe(true);
    }
    await page.goto(`${h.baseUrl}/platform/search`);
    await page.getByTestId('search-history-total').getByText('21 pesquisas').waitFor();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.getByTestId('search-history').getByText('rescisão indireta 1', { exact: true }).waitFor();
    await context.close();
  });

  it('answers an unknown path with a Portuguese heading and the two English lines', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/nao-existe`);
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    await page.getByText('Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await context.close();
  });
});

const RECIBO_DATA = {
  credor_nome: 'Joana Locadora',
  valor_pago: '1500.00',
  data_pagamento: '2026-11-22',
  referente: 'aluguel do apartamento',
};

async function reciboTemplateId(page: Page): Promise<string> {
  const res = await page.request.get(`${h.baseUrl}/api/platform/templates`);
  const templates = (await res.json()) as Array<{ id: string; name: string }>;
  const recibo = templates.find((t) => t.name.startsWith('Recibo de quitação'));
  if (!recibo) throw new Error('template Recibo de quitação not found');
  return recibo.id;
}

describe('dates as dd/mm/aaaa whatever the browser language', () => {
  it('types, shows and sends Predict dates as dd/mm/aaaa in an English-language browser', async () => {
    const context = await h.browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/platform/login`);
    await page.getByLabel('Usuário').fill(DEMO.username);
    await page.getByLabel('Senha').fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/platform\/dashboard$/);
    await page.goto(`${h.baseUrl}/platform/predict`);
    const end = page.getByLabel('Fim do contrato (opcional)');
    expect(await end.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await end.pressSequentially('10032019');
    expect(await end.inputValue()).toBe('10/03/2019');
    const filed = page.getByLabel('Data de ajuizamento (opcional)');
    await filed.pressSequentially('30022025');
    await filed.blur();
    await page.getByText('Data inválida: use dd/mm/aaaa').waitFor();
    await context.close();
  });
});
