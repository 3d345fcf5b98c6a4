import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

describe('platform access', () => {
  it('redirects a visitor without a session from a tool screen to the login', async () => {
    const page = await h.browser.newPage();
    await page.goto(`${h.baseUrl}/platform/dashboard`);
    await page.waitForURL(/\/platform\/login$/);
    await page.goto(`${h.baseUrl}/platform/calculator`);
    await page.waitForURL(/\/platform\/login$/);
    await page.close();
  });

  it('shows the spec messages and an error toast on bad credentials', async () => {
    const page = await h.browser.newPage();
    await page.goto(`${h.baseUrl}/platform/login`);
    await page.getByLabel('Usuário').fill('ab');
    await page.getByLabel('Senha').fill('x');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Usuário deve ter pelo menos 3 caracteres').waitFor();
    await page.getByText('Senha deve ter pelo menos 3 caracteres').waitFor();
    await page.getByLabel('Usuário').fill(DEMO.username);
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Erro ao acessar').waitFor();
    await page.getByText('Usuário ou senha inválidos.').waitFor();
    expect(page.url()).toMatch(/\/platform\/login$/);
    await page.close();
  });

  it('logs in to an empty dashboard in the dark theme, then logs out to the site', async () => {
    const page = await h.browser.newPage();
    await page.goto(`${h.baseUrl}/platform/login`);
    expect(
      await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
    ).toBe('dark');
    await page.getByLabel('Usuário').fill(DEMO.username);
    await page.getByLabel('Senha').fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/platform\/dashboard$/);
    await page.getByText('Bem-vindo ao Lexato!').waitFor();
    await page.getByText('Nenhuma predição ainda. Use o Predict para avaliar um caso.').waitFor();
    await page.getByText('Nenhum prazo cadastrado. Acompanhe processos no Monitor.').waitFor();
    expect(await page.getByText('Taxa de sucesso (últimos 12 meses)').isVisible()).toBe(true);
    // The tool grid leads to each tool, and each tool leads back.
    await page.getByRole('link', { name: /Calculadora/ }).click();
    await page.waitForURL(/\/platform\/calculator$/);
    await page.getByRole('link', { name: 'Voltar ao Dashboard' }).click();
    await page.waitForURL(/\/platform\/dashboard$/);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${h.baseUrl}/`);
    await page.goto(`${h.baseUrl}/platform/dashboard`);
    await page.waitForURL(/\/platform\/login$/);
    await page.close();
  });

  it('shows the user own predictions and deadlines on the dashboard', async () => {
    const context = await h.browser.newContext();
    const api = context.request;
    expect((await api.post(`${h.baseUrl}/api/platform/auth/login`, { data: DEMO })).ok()).toBe(true);
    const prediction = await api.post(`${h.baseUrl}/api/platform/predict`, {
      data: {
        caseTitle: 'Reclamação de horas extras',
        caseType: 'trabalhista',
        description: 'Empregado com cartões de ponto e duas testemunhas pede horas extras não pagas.',
      },
    });
    expect(prediction.ok(), await prediction.text()).toBe(true);
    const { probability } = (await prediction.json()) as { probability: number };
    const monitor = await api.post(`${h.baseUrl}/api/platform/monitor/add`, {
      data: {
        processNumber: '2021437-34.2021.8.26.0000',
        processTitle: 'Ação de cobrança da Construtora',
        tribunal: 'TJ-SP',
        priority: 'high',
      },
    });
    expect(monitor.ok(), await monitor.text()).toBe(true);
    const { id } = (await monitor.json()) as { id: string };
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const deadline = await api.post(`${h.baseUrl}/api/platform/monitor/${id}/deadline`, {
      data: { date: inTenDays },
    });
    expect(deadline.ok(), await deadline.text()).toBe(true);

    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/platform/dashboard`);
    await page.getByText('Reclamação de horas extras').waitFor();
    await page.getByText(`${probability}%`).first().waitFor();
    await page.getByText('Ação de cobrança da Construtora').waitFor();
    await page.getByText('2021437-34.2021.8.26.0000').waitFor();
    expect(await page.getByText('Nenhuma predição ainda. Use o Predict para avaliar um caso.').count()).toBe(
      0,
    );
    await context.close();
  });
});
