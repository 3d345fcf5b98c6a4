import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, signInPlatform, startHarness } from './harness.ts';

// The session ending while a screen is open (here: its cookie gone, as after the server's expiry):
// the next call answers 401 and the platform says so once, with the way back to the login.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

const NOTICE = 'Sua sessão expirou. Faça login novamente';

describe('a session that expires while a screen is open', () => {
  it('a refused tRPC mutation shows the notice with a link to the login; signing in again clears it', async () => {
    const context = await h.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInPlatform(page, h.baseUrl, DEMO);
    await page.goto(`${h.baseUrl}/platform/analyser`);
    await page.getByRole('heading', { name: 'Analyser' }).waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(0);

    await context.clearCookies();
    await page.getByLabel('Título').fill('Contrato sem sessão');
    await page.getByLabel('Conteúdo').fill('CONTRATO DE LOCAÇÃO. O aluguel mensal é de R$ 1.200,00.');
    await page.getByRole('button', { name: 'Criar documento' }).click();
    const notice = page.getByRole('alert').filter({ hasText: NOTICE });
    await notice.waitFor();
    expect(await notice.isVisible()).toBe(true);
    // What was typed stays on screen.
    expect(await page.getByLabel('Título').inputValue()).toBe('Contrato sem sessão');

    await notice.getByRole('link', { name: 'Fazer login' }).click();
    await page.waitForURL(/\/platform\/login$/);
    await page.getByLabel('Usuário').fill(DEMO.username);
    await page.getByLabel('Senha').fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/platform\/dashboard$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(0);
    await context.close();
  });

  it('a list query answered 401 shows it too, once', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await signInPlatform(page, h.baseUrl, DEMO);
    // The dashboard fully loaded first, so that none of its own calls is the one refused.
    const toValidator = page.locator('a[href="/platform/validator"]').first();
    await toValidator.waitFor();
    await page.waitForLoadState('networkidle');
    await context.clearCookies();
    // The route guard remembers the session; the Validator's history call is the first to be refused.
    await toValidator.click();
    await page.getByText(NOTICE).waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(1);
    await context.close();
  });

  it('a refused REST upload (multipart) shows it too', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await signInPlatform(page, h.baseUrl, DEMO);
    await page.goto(`${h.baseUrl}/platform/analyser`);
    await page.getByRole('heading', { name: 'Analyser' }).waitFor();
    await page.getByRole('tab', { name: 'Anexar arquivo' }).click();
    await context.clearCookies();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'contrato.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('CONTRATO DE LOCAÇÃO. O aluguel mensal é de R$ 1.200,00, pago até o dia 5.'),
    });
    await page.getByRole('button', { name: 'Enviar arquivo' }).click();
    await page.getByText(NOTICE).waitFor();
    await context.close();
  });
});
