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
});
