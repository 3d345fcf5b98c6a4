// The landing page (sections, behaviour, toasts) in headless Chromium against the production build.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Harness, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

async function open(
  width = 1440,
  path = '/',
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await h.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${h.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The sections below the hero mount one transition after the first paint.
  await page.getByRole('contentinfo').waitFor();
  return { context, page, errors };
}

/** Top of a section relative to the viewport: it sits just under the fixed header once scrolled to. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((i) => Math.round(document.getElementById(i)?.getBoundingClientRect().top ?? -9999), id);

async function expectScrolledTo(page: Page, id: string) {
  await expect.poll(() => sectionTop(page, id), { timeout: 5000 }).toBeGreaterThanOrEqual(-2);
  await expect.poll(() => sectionTop(page, id), { timeout: 5000 }).toBeLessThanOrEqual(80);
}

describe('landing page', () => {
  it('renders every section in order, without errors', async () => {
    const { context, page, errors } = await open();
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll('main > section[id]')].map((s) => s.id),
    );
    expect(ids).toEqual([
      'inicio',
      'servicos',
      'solucoes-detalhadas',
      'casos-sucesso',
      'sobre',
      'seguranca',
      'recursos-ia',
      'equipe',
      'depoimentos',
      'faq',
      'contato',
    ]);
    expect(await page.locator('#servicos h3').count()).toBe(6);
    expect(await page.locator('#solucoes-detalhadas h3').count()).toBe(4);
    expect(await page.locator('#solucoes-detalhadas li').count()).toBeGreaterThanOrEqual(12);
    expect(await page.locator('#sobre h3').allTextContents()).toEqual([
      'Missão',
      'Visão',
      'Excelência',
      'Parceria',
    ]);
    expect(await page.locator('#recursos-ia h3').count()).toBe(4);
    expect(await page.locator('#depoimentos figure').count()).toBe(4);
    for (const rating of await page.locator('#depoimentos [data-testid="rating"]').all()) {
      expect(await rating.locator('svg').count()).toBe(5);
      expect(await rating.textContent()).toContain('5 de 5 estrelas');
    }
    expect(await page.title()).toMatch(/^Lexato/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('states the marketing figures and every security claim of the landing copy', async () => {
    const { context, page } = await open();
    const text = (await page.locator('main').textContent()) ?? '';
    for (const claim of [
      '95%',
      '100%',
      'até 95%',
      '90% menos erros',
      'não treinam IA',
      'Retenção zero',
      'Criptografia em trânsito e em repouso',
      'Testes de segurança periódicos',
      'Conformidade total com a LGPD',
      '50',
      '20 h → 25 min',
      '19 h',
    ]) {
      expect(text).toContain(claim);
    }
    await context.close();
  });

  it('shows the hero dashboard mockup with the static sample figures', async () => {
    const { context, page } = await open();
    const mockup = (await page.getByTestId('dashboard-mockup').textContent()) ?? '';
    for (const figure of [
      '1.247',
      '+12%',
      '23',
      '48 h',
      '87%',
      '92%',
      '78%',
      '65%',
      'R$ 485.200',
      '1.840 h',
      '3.456',
    ]) {
      expect(mockup).toContain(figure);
    }
    expect(mockup).toContain('Próximas audiências');
    await context.close();
  });

  it('wires the hero actions: contato, servicos and the WhatsApp link in a new tab', async () => {
    const { context, page } = await open();
    await page.getByRole('link', { name: 'Começar Agora' }).click();
    await expectScrolledTo(page, 'contato');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Conheça as Soluções' }).click();
    await expectScrolledTo(page, 'servicos');
    const meeting = page.getByRole('link', { name: /Agende uma reunião/ });
    expect(await meeting.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d{10,15}$/);
    expect(await meeting.getAttribute('target')).toBe('_blank');
    expect(await meeting.getAttribute('rel')).toBe('noopener noreferrer');
    await context.close();
  });

  it('turns the fixed header translucent with a blur only past 20 px of scroll', async () => {
    const { context, page } = await open();
    const header = page.locator('header');
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await page.evaluate(() => window.scrollTo({ top: 20, behavior: 'instant' }));
    await page.waitForTimeout(100);
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await page.evaluate(() => window.scrollTo({ top: 21, behavior: 'instant' }));
    await expect.poll(() => header.getAttribute('data-scrolled')).not.toBeNull();
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBeNull();
    await context.close();
  });

  it('scrolls smoothly to each header anchor and sends Acessar Plataforma to /platform/login', async () => {
    const { context, page } = await open();
    const nav = page.getByRole('navigation', { name: 'Seções da página' });
    const links = {
      Soluções: 'solucoes-detalhadas',
      Casos: 'casos-sucesso',
      Equipe: 'equipe',
      FAQ: 'faq',
      Contato: 'contato',
    };
    for (const [label, id] of Object.entries(links)) {
      const link = nav.getByRole('link', { name: label, exact: true });
      expect(await link.getAttribute('href')).toBe(`#${id}`);
      await link.click();
      await expectScrolledTo(page, id);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('banner').getByRole('link', { name: 'Fale Conosco' }).click();
    await expectScrolledTo(page, 'contato');
    await page.getByRole('banner').getByRole('link', { name: 'Acessar Plataforma' }).click();
    await page.waitForURL(/\/platform\/login$/);
    await context.close();
  });

  it('lands on the section named in the address when opened with a hash', async () => {
    const { context, page } = await open(1440, '/#faq');
    await expectScrolledTo(page, 'faq');
    await context.close();
  });

  it('keeps the theme choice under lexato-theme across a reload', async () => {
    const { context, page } = await open();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lexato-theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('contentinfo').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
    await page.getByRole('button', { name: 'Ativar tema claro' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('lexato-theme'))).toBe('light');
    await context.close();
  });

  it('shows the prerendered page, in the saved theme, before any of its JavaScript runs', async () => {
    for (const [theme, body] of [
      // --mantine-color-body of Mantine's default theme: white, and dark-7 (#242424).
      ['light', 'rgb(255, 255, 255)'],
      ['dark', 'rgb(36, 36, 36)'],
    ] as const) {
      const context = await h.browser.newContext({ viewport: { width: 375, height: 800 } });
      await context.addInitScript((t) => localStorage.setItem('lexato-theme', t), theme);
      await context.route('**/assets/*.js', (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${h.baseUrl}/`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Menos horas/);
      expect(await page.getByRole('link', { name: 'Começar Agora' }).getAttribute('href')).toBe('#contato');
      expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(theme);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(body);
      await context.close();
    }
  });

  it('serves its title, description, Open Graph tags and canonical link in the HTML itself', async () => {
    // What crawlers and link previews that run no JavaScript read.
    const html = await (await fetch(`${h.baseUrl}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Lexato — Automação jurídica com inteligência artificial</title>');
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toMatch(/<meta property="og:title" content="Lexato — Automação jurídica/);
    expect(head).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/og-image\.png"/);
    expect(head).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/"/);
    expect(head).toMatch(
      /<script type="application\/ld\+json"[^>]*>\{"@context":"https:\/\/schema\.org","@type":"Organization"/,
    );
  });

  it('hydrates the prerendered page instead of rendering it again', async () => {
    const context = await h.browser.newContext();
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('h1');
      }),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${h.baseUrl}/`);
    await page.getByRole('contentinfo').waitFor();
    const sameHeading = await page.evaluate(
      () =>
        (window as unknown as { prerendered: Element | null }).prerendered === document.querySelector('h1'),
    );
    expect(sameHeading).toBe(true);
    // unhead adopts the prerendered head tags instead of adding copies.
    const counts = await page.evaluate(() => ({
      titles: document.querySelectorAll('title').length,
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      ogTitles: document.querySelectorAll('meta[property="og:title"]').length,
      canonicals: document.querySelectorAll('link[rel="canonical"]').length,
      organizations: [...document.querySelectorAll('script[type="application/ld+json"]')].filter((s) =>
        s.textContent?.includes('"Organization"'),
      ).length,
    }));
    expect(counts).toEqual({ titles: 1, descriptions: 1, ogTitles: 1, canonicals: 1, organizations: 1 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the mobile menu at 375 px and closes it after a link is chosen', async () => {
    const { context, page } = await open(375);
    expect(await page.getByRole('navigation', { name: 'Seções da página' }).isVisible()).toBe(false);
    const burger = page.getByRole('button', { name: 'Abrir menu' });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Soluções',
      'Casos',
      'Equipe',
      'FAQ',
      'Contato',
      'Fale Conosco',
      'Acessar Plataforma',
    ]);
    expect(await page.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await menu.getByRole('link', { name: 'Equipe' }).click();
    await menu.waitFor({ state: 'detached' });
    await expectScrolledTo(page, 'equipe');
    await context.close();
  });

  it('lays out without horizontal scrolling at 375 px and 1440 px', async () => {
    for (const width of [375, 1440]) {
      const { context, page } = await open(width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `overflow at ${width}px`).toBeLessThanOrEqual(0);
      await context.close();
    }
  });

  it('shows the team with photo or initials, role, bio, education and expertise', async () => {
    const { context, page } = await open();
    const cards = page.getByTestId('team-card');
    expect(await cards.count()).toBe(2);
    const featured = cards.nth(0);
    await featured.locator('img').waitFor();
    expect(await featured.textContent()).toContain('Fundadora');
    expect(await featured.textContent()).toContain('Formação');
    expect(await featured.textContent()).toContain('Especialidade');
    const side = cards.nth(1);
    expect(await side.locator('img').count()).toBe(0);
    expect(await side.textContent()).toContain('RM');
    expect(await side.textContent()).toContain('Cofundador e CTO');
    await context.close();
  });

  it('runs the FAQ as a single-open, collapsible accordion with a link to contato', async () => {
    const { context, page } = await open();
    const faq = page.locator('#faq');
    expect(await faq.getByRole('heading', { level: 2 }).textContent()).toBe('Perguntas Frequentes');
    const controls = faq.locator('button[aria-expanded]');
    expect(await controls.count()).toBe(10);
    const expanded = () => controls.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')));
    expect((await expanded()).filter((v) => v === 'true')).toHaveLength(0);
    await controls.nth(0).click();
    await expect.poll(expanded).toEqual(['true', ...Array(9).fill('false')]);
    await controls.nth(3).click();
    await expect.poll(expanded).toEqual(['false', 'false', 'false', 'true', ...Array(6).fill('false')]);
    await controls.nth(3).click();
    await expect.poll(expanded).toEqual(Array(10).fill('false'));
    expect(await faq.textContent()).toContain('Não encontrou a resposta');
    await faq.getByRole('link', { name: 'Entre em contato conosco →' }).click();
    await expectScrolledTo(page, 'contato');
    await context.close();
  });

  it('puts FAQPage JSON-LD in the head while the FAQ is mounted and removes it after', async () => {
    const { context, page } = await open();
    const faqJsonLd = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll('script[type="application/ld+json"]')]
          .map((s) => JSON.parse(s.textContent ?? '{}'))
          .filter((d) => d['@type'] === 'FAQPage'),
      );
    const [data] = await faqJsonLd();
    expect(data.mainEntity).toHaveLength(10);
    expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
    await page.waitForURL(/\/termos$/);
    await page.getByRole('heading', { name: 'Termos de Uso' }).waitFor();
    await expect.poll(faqJsonLd).toEqual([]);
    await page.goBack();
    await page.locator('#faq').waitFor();
    await expect.poll(async () => (await faqJsonLd()).length).toBe(1);
    await context.close();
  });

  it('validates the contact form with the messages of the shared schema', async () => {
    const { context, page } = await open();
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await form.getByText('Nome deve ter pelo menos 2 caracteres').waitFor();
    await form.getByText('Informe o e-mail').waitFor();
    await form.getByText('Mensagem deve ter pelo menos 10 caracteres').waitFor();
    expect(await form.getByLabel('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');
    await form.getByLabel('Nome').fill('A');
    await form.getByLabel('E-mail').fill('nao-e-email');
    await form.getByLabel('Mensagem').fill('curta');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await form.getByText('Nome deve ter pelo menos 2 caracteres').waitFor();
    await form.getByText('Email inválido').waitFor();
    await form.getByText('Mensagem deve ter pelo menos 10 caracteres').waitFor();
    await context.close();
  });

  it('sends a contact, shows the success toast, resets the form and stores the message', async () => {
    const { context, page } = await open();
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByLabel('Nome').fill('Maria Souza');
    await form.getByLabel('E-mail').fill('maria@escritorio.com.br');
    await form.getByLabel('Empresa ou escritório').fill('Souza Advocacia');
    await form.getByLabel('Telefone').fill('(11) 91234-5678');
    await form.getByLabel('Mensagem').fill('Gostaria de uma demonstração para a minha equipe.');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Mensagem enviada!').waitFor();
    await page.getByText('Entraremos em contato em breve.').waitFor();
    for (const label of ['Nome', 'E-mail', 'Empresa ou escritório', 'Telefone', 'Mensagem']) {
      expect(await form.getByLabel(label).inputValue()).toBe('');
    }
    const api = context.request;
    expect((await api.post(`${h.baseUrl}/api/auth/login`, { data: ADMIN })).ok()).toBe(true);
    const stored = (await (await api.get(`${h.baseUrl}/api/contacts?limit=5`)).json()) as { email: string }[];
    expect(stored.map((c) => c.email)).toContain('maria@escritorio.com.br');
    await context.close();
  });

  it('answers a bot that fills the hidden field as if sent, and stores nothing', async () => {
    const { context, page } = await open();
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByLabel('Nome').fill('Robô Spam');
    await form.getByLabel('E-mail').fill('robo@spam.example');
    await form.getByLabel('Mensagem').fill('Compre seguidores baratos agora mesmo.');
    // People never see the field: it is off-screen and out of the accessibility tree.
    const honeypot = form.locator('input[name="website"]');
    expect(await honeypot.isVisible()).toBe(true);
    expect(await honeypot.evaluate((el) => el.getBoundingClientRect().right < 0)).toBe(true);
    expect(await form.getByRole('textbox', { name: 'Site' }).count()).toBe(0);
    await honeypot.fill('https://spam.example', { force: true });
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Mensagem enviada!').waitFor();
    const api = context.request;
    expect((await api.post(`${h.baseUrl}/api/auth/login`, { data: ADMIN })).ok()).toBe(true);
    const stored = (await (await api.get(`${h.baseUrl}/api/contacts?limit=50`)).json()) as {
      email: string;
    }[];
    expect(stored.map((c) => c.email)).not.toContain('robo@spam.example');
    await context.close();
  });

  it('shows the failure toast when the contact cannot be sent, keeping what was typed', async () => {
    const { context, page } = await open();
    await page.route('**/api/contacts', (route) => route.fulfill({ status: 500, body: 'falhou' }));
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByLabel('Nome').fill('João Lima');
    await form.getByLabel('E-mail').fill('joao@example.com');
    await form.getByLabel('Mensagem').fill('Mensagem que não chega ao servidor.');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Erro ao enviar').waitFor();
    await page.getByText('Tente novamente mais tarde.').waitFor();
    expect(await form.getByLabel('Nome').inputValue()).toBe('João Lima');
    await context.close();
  });

  it('shows the 24 h promise, the WhatsApp number and the address next to the form', async () => {
    const { context, page } = await open();
    const contato = page.locator('#contato');
    expect(await contato.textContent()).toContain('24 horas');
    const whatsapp = contato.getByRole('link', { name: /\+55/ });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(await whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await contato.locator('address').textContent()).toMatch(/CEP \d{5}-\d{3}/);
    await context.close();
  });

  it('links the footer to the sections, the legal pages and, from the brand, to /admin', async () => {
    const { context, page } = await open();
    const footer = page.getByRole('contentinfo');
    const sections = footer.getByRole('navigation', { name: 'Seções' }).getByRole('link');
    expect(await sections.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual([
      '#servicos',
      '#sobre',
      '#equipe',
      '#depoimentos',
      '#contato',
    ]);
    await footer.getByRole('link', { name: 'Depoimentos' }).click();
    await expectScrolledTo(page, 'depoimentos');
    const legal = footer.getByRole('navigation', { name: 'Documentos legais' }).getByRole('link');
    expect(await legal.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual([
      '/privacidade',
      '/termos',
      '/lgpd',
    ]);
    await footer.getByRole('link', { name: 'Lexato — área administrativa' }).click();
    // Not signed in: /admin sends the visitor on to /login.
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});
