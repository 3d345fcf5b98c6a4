// Admin login and panel: redirect, login, contacts table, platform
// accounts, logout — in headless Chromium against the production build.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Harness, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  // Several logins per minute in this file; production's limit (10/min) is not under test here.
  process.env.RATE_LIMIT_LOGIN_PER_MINUTE = '1000';
  h = await startHarness();
});
afterAll(() => h?.stop());

async function signedIn(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await h.browser.newContext({ viewport: { width: 1440, height: 900 } });
  expect((await context.request.post(`${h.baseUrl}/api/auth/login`, { data: ADMIN })).ok()).toBe(true);
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}/admin`);
  await page.getByRole('tab', { name: 'Contatos' }).waitFor();
  return { context, page };
}

async function postContact(context: BrowserContext, contact: Record<string, string>) {
  const res = await context.request.post(`${h.baseUrl}/api/contacts`, { data: contact });
  expect(res.status()).toBe(201);
}

describe('admin', () => {
  it('sends a visitor without a session to /login, without asking for contacts', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (r) => calls.push(new URL(r.url()).pathname));
    await page.goto(`${h.baseUrl}/admin`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(calls).toContain('/api/auth/check');
    expect(calls.filter((p) => p.includes('contacts'))).toEqual([]);
    await context.close();
  });

  it('requires both login fields and rejects wrong credentials with the toast', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/login`);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Usuário é obrigatório').waitFor();
    await page.getByText('Senha é obrigatória').waitFor();

    await page.route('**/api/auth/login', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByLabel('Usuário').fill(ADMIN.username);
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const pending = page.getByRole('button', { name: 'Entrando...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    await page.getByText('Erro no login').waitFor();
    await page.getByText('Credenciais inválidas. Tente novamente.').waitFor();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await context.close();
  });

  it('logs in with a full navigation to /admin and welcomes the admin', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/login`);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByLabel('Usuário').fill(ADMIN.username);
    await page.getByLabel('Senha').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByText('Login realizado!').waitFor();
    await page.getByText('Bem-vindo ao painel administrativo').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBeUndefined();
    await context.close();
  });

  it('shows the empty state before any contact arrives', async () => {
    const { context, page } = await signedIn();
    await page.getByText('Nenhum contato ainda').waitFor();
    expect(await page.getByTestId('contacts-count').textContent()).toBe('0 contatos');
    await context.close();
  });

  it('lists contacts with the spec columns, clamped messages, short dates and the count badge', async () => {
    const { context, page } = await signedIn();
    await postContact(context, {
      name: 'Ana Prado',
      email: 'ana@prado.adv.br',
      company: 'Prado Advocacia',
      phone: '(21) 99876-1234',
      message: 'Quero conhecer o Analyser. '.repeat(20),
    });
    await page.reload();
    await page.getByTestId('contacts-table').waitFor();
    expect(await page.getByTestId('contacts-count').textContent()).toBe('1 contato');

    await postContact(context, {
      name: 'Bruno Reis',
      email: 'bruno@example.com',
      message: 'Sem empresa nem telefone.',
    });
    await page.reload();
    await page.getByTestId('contacts-table').waitFor();
    expect(await page.getByTestId('contacts-count').textContent()).toBe('2 contatos');

    const table = page.getByTestId('contacts-table');
    const headers = await table.locator('thead th').allTextContents();
    expect(headers.slice(0, 6)).toEqual(['Nome', 'E-mail', 'Empresa', 'Telefone', 'Mensagem', 'Data']);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    // Newest first.
    const bruno = await rows.nth(0).locator('td').allTextContents();
    expect(bruno.slice(0, 4)).toEqual(['Bruno Reis', 'bruno@example.com', '—', '—']);
    const ana = rows.nth(1).locator('td');
    expect(await ana.nth(2).textContent()).toBe('Prado Advocacia');
    expect(await ana.nth(5).textContent()).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    const message = ana.nth(4).locator('p, div').first();
    expect(await message.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');
    const box = await message.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(60);
    await context.close();
  });

  it('creates a platform account from a contact, prefilled, with the shared validation rules', async () => {
    const { context, page } = await signedIn();
    await page.getByRole('button', { name: 'Criar conta para Ana Prado' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.getByRole('tab', { name: 'Usuários' }).getAttribute('aria-selected')).toBe('true');
    expect(await dialog.getByLabel('Nome').inputValue()).toBe('Ana Prado');
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('ana@prado.adv.br');
    expect(await dialog.getByLabel('Empresa').inputValue()).toBe('Prado Advocacia');
    expect(await dialog.getByLabel('Usuário').inputValue()).toBe('ana');

    await dialog.getByLabel('Senha inicial').fill('curta');
    await dialog.getByRole('button', { name: 'Criar conta' }).click();
    await dialog.getByText('A senha deve ter pelo menos 8 caracteres').waitFor();
    await dialog.getByLabel('Usuário').fill('ana.prado');
    await dialog.getByLabel('Senha inicial').fill('senha-da-ana-123');
    await dialog.getByLabel('Contrato ativo').check();
    await dialog.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Conta criada').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('users-table').locator('tbody tr', { hasText: 'ana.prado' });
    expect(await row.textContent()).toContain('Ativo');

    const platform = await context.request.post(`${h.baseUrl}/api/platform/auth/login`, {
      data: { username: 'ana.prado', password: 'senha-da-ana-123' },
    });
    expect(platform.ok()).toBe(true);
    await context.close();
  });

  it('edits a platform account: contract off and disabled', async () => {
    const { context, page } = await signedIn();
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await page.getByRole('button', { name: 'Editar conta de Ana Prado' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Usuário').isDisabled()).toBe(true);
    await dialog.getByLabel('Contrato ativo').uncheck();
    await dialog.getByLabel('Conta desativada').check();
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Conta atualizada').waitFor();
    const row = page.getByTestId('users-table').locator('tbody tr', { hasText: 'ana.prado' });
    await expect.poll(() => row.textContent()).toContain('Desativada');
    expect(await row.textContent()).toContain('Sem contrato');
    await context.close();
  });

  it('creates an account from scratch and shows the server message on a duplicate', async () => {
    const { context, page } = await signedIn();
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await page.getByRole('button', { name: 'Nova conta' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Criar conta' }).click();
    await dialog.getByText('Usuário deve ter pelo menos 3 caracteres').waitFor();
    await dialog.getByText('Nome deve ter pelo menos 2 caracteres').waitFor();
    await dialog.getByText('Email inválido').waitFor();
    await dialog.getByLabel('Usuário').fill('ana.prado');
    await dialog.getByLabel('Nome').fill('Outra Ana');
    await dialog.getByLabel('E-mail').fill('outra@example.com');
    await dialog.getByLabel('Senha inicial').fill('uma-senha-longa');
    await dialog.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Este usuário já existe.').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });

  it('adds a court closure with its act, refuses a bad link in Portuguese, and removes it', async () => {
    const { context, page } = await signedIn();
    await page.getByRole('tab', { name: 'Fechamentos de tribunais' }).click();
    await page.getByText('Nenhum fechamento incluído').waitFor();
    await page.getByLabel('Tribunal').fill('TRT2');
    await page.getByLabel('Data').fill('13042026');
    await page.getByLabel('Motivo').fill('Suspensão do expediente');
    await page.getByLabel(/^Ato/).fill('Ato de teste nº 1/2026');
    await page.getByLabel('Link do ato').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Incluir fechamento' }).click();
    await page.getByText('Link do ato: use um endereço http:// ou https://', { exact: false }).waitFor();
    await page.getByLabel('Link do ato').fill('https://example.org/ato-de-teste-1-2026');
    await page.getByRole('button', { name: 'Incluir fechamento' }).click();
    await page.getByText('Fechamento incluído').waitFor();
    const table = page.getByTestId('closures-table');
    await table.getByText('13/04/2026').waitFor();
    const act = table.getByRole('link', { name: 'Ato de teste nº 1/2026' });
    expect(await act.getAttribute('href')).toBe('https://example.org/ato-de-teste-1-2026');
    await page.getByRole('button', { name: 'Retirar fechamento do TRT2 em 13/04/2026' }).click();
    await page.getByText('Nenhum fechamento incluído').waitFor();
    await context.close();
  });

  it('goes back to the site from the panel', async () => {
    const { context, page } = await signedIn();
    await page.getByRole('link', { name: 'Voltar ao site' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('logs out to /login with the toast, and /admin is closed again', async () => {
    const { context, page } = await signedIn();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText('Logout realizado').waitFor();
    await page.goto(`${h.baseUrl}/admin`);
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});

describe('a long contact message', () => {
  const LONG =
    'Somos um escritório de contencioso trabalhista com 40 advogados em três cidades. ' +
    'Precisamos calcular liquidações com os índices do ADC 58, acompanhar prazos em dias úteis e ' +
    'validar as citações das petições antes do protocolo. Última linha: FIM-DA-MENSAGEM-7Q.';

  for (const width of [1440, 375]) {
    it(`is read in full from the table at ${width} px`, async () => {
      const context = await h.browser.newContext({ viewport: { width, height: 800 } });
      expect((await context.request.post(`${h.baseUrl}/api/auth/login`, { data: ADMIN })).ok()).toBe(true);
      await postContact(context, {
        name: `Helena Duarte ${width}`,
        email: `helena.${width}@exemplo.com.br`,
        message: LONG,
      });
      const page = await context.newPage();
      await page.goto(`${h.baseUrl}/admin`);
      await page.getByRole('button', { name: `Ler mensagem completa de Helena Duarte ${width}` }).click();
      const message = page.getByTestId('contact-message');
      await message.waitFor();
      expect(await message.textContent()).toBe(LONG);
      expect(await message.isVisible()).toBe(true);
      await context.close();
    });
  }
});

describe('the panel on a phone (390×844)', () => {
  /** Every button of the element lies inside the 390 px viewport, none cut at the right. */
  async function buttonsInside(page: Page, testId: string) {
    const rights = await page
      .getByTestId(testId)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().right));
    expect(rights.length).toBeGreaterThan(0);
    for (const right of rights) expect(right).toBeLessThanOrEqual(390);
  }

  it('shows its h1, and both tables as cards with every action in reach, no sideways scroll', async () => {
    const context = await h.browser.newContext({ viewport: { width: 390, height: 844 } });
    expect((await context.request.post(`${h.baseUrl}/api/auth/login`, { data: ADMIN })).ok()).toBe(true);
    await postContact(context, {
      name: 'Rodrigo Fagundes Vasconcellos de Albuquerque',
      email: 'rodrigo.fagundes.vasconcellos.albuquerque@escritorio-muito-longo.adv.br',
      message: 'Quero conhecer o Lexato para o nosso escritório.',
    });
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/admin`);
    // Visible, not only in the accessibility tree (it used to be hidden below 768 px).
    await page
      .getByRole('heading', { level: 1, name: 'Painel administrativo' })
      .waitFor({ state: 'visible' });

    const contacts = page.getByTestId('contacts-table');
    await contacts.waitFor();
    const widthOf = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await widthOf()).toBeLessThanOrEqual(390);
    await buttonsInside(page, 'contacts-table');
    // The date is on screen beside its column's name even with the long e-mail.
    const date = contacts.locator('td[data-label="Data"]').first();
    expect(await date.isVisible()).toBe(true);
    expect((await date.boundingBox())?.x).toBeGreaterThanOrEqual(0);
    expect(
      ((await date.boundingBox())?.x ?? 0) + ((await date.boundingBox())?.width ?? 0),
    ).toBeLessThanOrEqual(390);

    await page.getByRole('tab', { name: 'Usuários' }).click();
    const users = page.getByTestId('users-table');
    await users.waitFor();
    expect(await widthOf()).toBeLessThanOrEqual(390);
    await buttonsInside(page, 'users-table');
    // Badges whole, not "SEM C…": the label's text is not cut by its own box.
    const cut = await users
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(cut).toEqual([]);
    await context.close();
  });
});
