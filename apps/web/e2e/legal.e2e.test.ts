// The legal pages (privacy, terms, LGPD) and the 404 page, in headless Chromium.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

const PAGES = [
  {
    path: '/privacidade',
    title: 'Política de Privacidade',
    crumb: 'Privacidade',
    mustSay: ['15 dias úteis', 'art. 7º', 'art. 18', 'nunca são usados para treinar', 'encarregado'],
  },
  {
    path: '/termos',
    title: 'Termos de Uso',
    crumb: 'Termos',
    mustSay: [
      '30 dias',
      'final do período já pago',
      'órgãos públicos autorizados',
      'escritórios de advocacia',
    ],
  },
  {
    path: '/lgpd',
    title: 'LGPD — Lei Geral de Proteção de Dados',
    crumb: 'LGPD',
    mustSay: ['15 dias úteis', 'Portabilidade', 'Revogação do consentimento', 'Legítimo interesse', 'ANPD'],
  },
] as const;

const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: [...document.head.querySelectorAll('meta[name="description"]')].map((m) =>
      m.getAttribute('content'),
    ),
    keywords: document.head.querySelector('meta[name="keywords"]')?.getAttribute('content'),
    canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) =>
      l.getAttribute('href'),
    ),
    jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? '{}'),
    ),
  }));

describe('legal pages', () => {
  for (const doc of PAGES) {
    it(`${doc.path} has its own head tags, breadcrumb and text`, async () => {
      const page = await h.browser.newPage();
      const res = await page.goto(`${h.baseUrl}${doc.path}`);
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: doc.title }).waitFor();
      const tags = await head(page);
      expect(tags.title).toBe(`${doc.title} — Lexato`);
      expect(tags.description).toHaveLength(1);
      expect(tags.description[0]?.length).toBeGreaterThan(50);
      expect(tags.keywords).toBeTruthy();
      expect(tags.canonical).toHaveLength(1);
      expect(tags.canonical[0]).toMatch(new RegExp(`^https?://[^/]+${doc.path}$`));
      const [ld] = tags.jsonLd;
      expect(tags.jsonLd).toHaveLength(1);
      expect(ld).toMatchObject({ '@type': 'WebPage', name: doc.title, inLanguage: 'pt-BR' });
      expect(ld.breadcrumb.itemListElement).toHaveLength(2);

      const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
      expect(await crumbs.getByRole('link', { name: 'Início' }).getAttribute('href')).toBe('/');
      expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(doc.crumb);
      const text = (await page.locator('main').textContent()) ?? '';
      for (const phrase of doc.mustSay) expect(text).toContain(phrase);
      await page.close();
    });
  }

  it('goes back to where the visitor came from, or home on a direct visit', async () => {
    const page = await h.browser.newPage();
    await page.goto(`${h.baseUrl}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'LGPD' }).click();
    await page.waitForURL(/\/lgpd$/);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('#faq').waitFor();

    await page.goto(`${h.baseUrl}/termos`);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  it('links the legal pages to each other', async () => {
    const page = await h.browser.newPage();
    await page.goto(`${h.baseUrl}/privacidade`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
    await page.getByRole('heading', { level: 1, name: 'Termos de Uso' }).waitFor();
    expect((await head(page)).title).toBe('Termos de Uso — Lexato');
    await page.close();
  });

  it('answers an unknown path with the 404 page', async () => {
    const page = await h.browser.newPage();
    const res = await page.goto(`${h.baseUrl}/pagina-que-nao-existe`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await page.close();
  });
});
