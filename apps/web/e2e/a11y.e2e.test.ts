// Accessibility of the public site and the admin screens: axe-core in light and dark themes,
// and the main journeys done with the keyboard alone.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  DEMO,
  type Harness,
  PLATFORM_SCREENS,
  seriousViolations,
  signInPlatform,
  startHarness,
} from './harness.ts';

let h: Harness;

beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN_PER_MINUTE = '1000';
  h = await startHarness();
});
afterAll(() => h?.stop());

async function themedContext(theme: 'light' | 'dark', width = 1440): Promise<BrowserContext> {
  // Axe is injected as an inline script, which the site's CSP rightly forbids.
  const context = await h.browser.newContext({ bypassCSP: true, viewport: { width, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('lexato-theme', t), theme);
  return context;
}

const PUBLIC_PAGES = ['/', '/privacidade', '/termos', '/lgpd', '/login'];

describe('axe-core: no serious or critical violation', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of PUBLIC_PAGES) {
      it(`${path} in the ${theme} theme`, async () => {
        const context = await themedContext(theme);
        const page = await context.newPage();
        await page.goto(`${h.baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (path !== '/login') await page.getByRole('contentinfo').waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(theme);
        if (path === '/') await page.locator('#faq button[aria-expanded]').first().click();
        await page.waitForTimeout(400);
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    }

    it(`/admin (contacts and accounts) in the ${theme} theme`, async () => {
      const context = await themedContext(theme);
      const api = context.request;
      expect((await api.post(`${h.baseUrl}/api/auth/login`, { data: ADMIN })).ok()).toBe(true);
      await api.post(`${h.baseUrl}/api/contacts`, {
        data: {
          name: 'Carla Dias',
          email: 'carla@example.com',
          message: 'Mensagem de teste de acessibilidade.',
        },
      });
      const page = await context.newPage();
      await page.goto(`${h.baseUrl}/admin`);
      await page.getByTestId('contacts-table').waitFor();
      await page.waitForTimeout(300);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Criar conta para Carla Dias' }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

async function tabUntil(
  page: Page,
  matches: (el: { text: string; label: string | null }) => boolean,
  max = 60,
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim() ?? '',
      label: document.activeElement?.getAttribute('aria-label') ?? null,
    }));
    if (matches(el)) return;
  }
  throw new Error('focus never reached the expected element');
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('axe-core: after the contact form is sent, and on every platform screen', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`/ with the confirmation toast in the ${theme} theme`, async () => {
      const context = await themedContext(theme);
      const page = await context.newPage();
      await page.goto(`${h.baseUrl}/#contato`);
      await page.waitForLoadState('networkidle');
      const form = page.getByRole('form', { name: 'Formulário de contato' });
      await form.getByLabel('Nome').fill('Marina Prado');
      await form.getByLabel('E-mail').fill('marina.prado@exemplo.com.br');
      await form.getByLabel('Empresa ou escritório').fill('Prado Advogados');
      await form
        .getByLabel('Mensagem')
        .fill('Gostaríamos de conhecer a plataforma para o nosso contencioso.');
      await form.getByRole('button', { name: 'Enviar mensagem' }).click();
      const toast = page.locator('.mantine-Notification-root').first();
      await toast.waitFor();
      expect(await toast.getByRole('button', { name: 'Fechar notificação' }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('every platform screen in the dark theme', async () => {
    const context = await themedContext('dark', 1280);
    const page = await context.newPage();
    await signInPlatform(page, h.baseUrl, DEMO);
    const found: string[] = [];
    for (const path of PLATFORM_SCREENS) {
      await page.goto(`${h.baseUrl}${path}`);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      for (const f of await seriousViolations(page))
        found.push(`${path}: ${f.id} (${f.help}) ${f.targets.join(', ')}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});

describe('keyboard alone', () => {
  it('skips to the content, follows a header anchor and works the FAQ', async () => {
    const page = await h.browser.newPage();
    await page.goto(`${h.baseUrl}/`);
    await page.getByRole('contentinfo').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pular para o conteúdo');
    await page.keyboard.press('Enter');
    expect(await activeId(page)).toBe('conteudo');

    await tabUntil(page, (el) => el.text === 'FAQ');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page)).toBe('faq');
    await tabUntil(page, (el) => el.text.startsWith('O que é a Lexato'));
    await page.keyboard.press('Enter');
    const first = page.locator('#faq button[aria-expanded]').first();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('switches the theme and sends the contact form', async () => {
    const page = await h.browser.newPage();
    await page.goto(`${h.baseUrl}/`);
    await page.getByRole('contentinfo').waitFor();
    await tabUntil(page, (el) => el.label === 'Ativar tema escuro');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);

    await tabUntil(page, (el) => el.text === 'Contato');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page)).toBe('contato');
    const typeInto = async (name: string, value: string) => {
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Tab');
        if ((await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)) === name)
          break;
      }
      await page.keyboard.type(value);
    };
    await typeInto('name', 'Teclado Silva');
    await typeInto('email', 'teclado@example.com');
    await typeInto('message', 'Mensagem enviada só com o teclado.');
    await tabUntil(page, (el) => el.text === 'Enviar mensagem');
    await page.keyboard.press('Enter');
    await page.getByText('Mensagem enviada!').waitFor();
    await page.close();
  });

  it('opens and uses the mobile menu', async () => {
    const context = await h.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/`);
    await page.getByRole('contentinfo').waitFor();
    await tabUntil(page, (el) => el.label === 'Abrir menu');
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Menu' }).waitFor();
    await tabUntil(page, (el) => el.text === 'Contato');
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Menu' }).waitFor({ state: 'detached' });
    await expect.poll(() => activeId(page)).toBe('contato');
    await context.close();
  });

  it('signs in to the admin panel and out again', async () => {
    const page = await h.browser.newPage();
    await page.goto(`${h.baseUrl}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.tagName)) !== 'INPUT'; i++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(ADMIN.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin$/);
    await page.getByRole('tab', { name: 'Contatos' }).waitFor();
    await tabUntil(page, (el) => el.text === 'Sair');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login$/);
    await page.close();
  });
});
