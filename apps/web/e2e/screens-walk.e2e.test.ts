// The walk a lawyer does, at a phone's 390×844 in the light theme and a laptop's 1280×800 in the
// dark one: every field typed key by key, every button clicked twice. Predict and Strategy mark the
// fields they miss and bring their result into view with focus, as do the Validator, DocGen and Search; Strategy says its probability in
// words and lists no route of another kind of case; the 404 and the platform login have their
// <main>; the dashboard's chart has no tab stop without a name; axe finds no serious or critical
// violation on any result shown.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, seriousViolations, signInPlatform, startHarness, typeKeys } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN_PER_MINUTE = '1000';
  h = await startHarness();
});
afterAll(() => h?.stop());

const SETTINGS = [
  { name: 'phone, light theme', width: 390, height: 844, theme: 'light' },
  { name: 'laptop, dark theme', width: 1280, height: 800, theme: 'dark' },
] as const;

/** A context at the setting's size and theme; with axe, the CSP that forbids its inline script is bypassed. */
async function open(
  setting: (typeof SETTINGS)[number],
  { axe = true }: { axe?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await h.browser.newContext({
    viewport: { width: setting.width, height: setting.height },
    bypassCSP: axe,
  });
  await context.addInitScript((t) => localStorage.setItem('lexato-theme', t), setting.theme);
  const page = await context.newPage();
  return { context, page };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Clicked twice in a row, as an impatient person does: a double click, both clicks landing before
 * the page answers (two `click()` calls would wait for the button to be enabled again).
 */
async function clickTwice(page: Page, name: string) {
  await page.getByRole('button', { name }).dblclick();
}

/** The element has focus and sits inside the viewport, its top visible. */
async function focusedInView(page: Page, testId: string, title: string) {
  const card = page.getByTestId(testId).filter({ hasText: title }).first();
  await card.waitFor();
  await expect
    .poll(
      () =>
        card.evaluate(
          (el) =>
            // What holds the focus instead, should it not be the result.
            el === document.activeElement || (document.activeElement?.outerHTML.slice(0, 150) ?? 'nothing'),
        ),
      { timeout: 8000 },
    )
    .toBe(true);
  await expect
    .poll(
      () =>
        card.evaluate((el) => {
          const top = el.getBoundingClientRect().top;
          // A scroll to the element may stop a fraction of a pixel short (top -0.015625 seen).
          return top > -1 && top < window.innerHeight
            ? true
            : `top ${top} of ${window.innerHeight}, scrollY ${window.scrollY}`;
        }),
      { timeout: 8000 },
    )
    .toBe(true);
  return card;
}

async function fieldError(page: Page, name: string) {
  const field = page.getByRole('textbox', { name });
  expect(await field.getAttribute('aria-invalid'), name).toBe('true');
  // The message is on the field, named by it (aria-describedby), not only in a toast.
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    describedBy
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  expect(texts.join(' ').trim(), name).not.toBe('');
}

for (const setting of SETTINGS) {
  describe(`Predict and Strategy on a ${setting.name}`, () => {
    it('Predict marks the empty fields, then brings the new prediction into view with focus', async () => {
      const { context, page } = await open(setting);
      await signInPlatform(page, h.baseUrl, DEMO);
      await page.goto(`${h.baseUrl}/platform/predict`);
      await clickTwice(page, 'Gerar predição');
      for (const name of ['Título do caso', 'Descrição do caso']) await fieldError(page, name);
      expect(await page.locator('.mantine-Notification-root').count()).toBeLessThanOrEqual(1);

      const title = `Horas extras — ${setting.width}`;
      await typeKeys(page.getByRole('textbox', { name: 'Título do caso' }), title);
      await choose(page, 'Tipo de caso', 'Trabalhista');
      await typeKeys(
        page.getByRole('textbox', { name: 'Descrição do caso' }),
        'Dispensado sem justa causa em 10/09/2026, sem as horas extras; tenho cartões de ponto e testemunhas.',
      );
      await clickTwice(page, 'Gerar predição');
      await focusedInView(page, 'prediction-card', title);
      // One prediction for the double click, not two.
      expect(await page.getByTestId('prediction-card').filter({ hasText: title }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        setting.width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it('Strategy marks the empty fields, then shows a bank case in words, without the ANS', async () => {
      const { context, page } = await open(setting);
      await signInPlatform(page, h.baseUrl, DEMO);
      await page.goto(`${h.baseUrl}/platform/strategy`);
      await clickTwice(page, 'Analisar estratégias');
      for (const name of ['Título do caso', 'Descrição do caso', 'Resultado desejado'])
        await fieldError(page, name);

      const title = `Tarifas — Banco Beta ${setting.width}`;
      await typeKeys(page.getByRole('textbox', { name: 'Título do caso' }), title);
      await choose(page, 'Tipo de conflito', 'Consumidor');
      await typeKeys(
        page.getByRole('textbox', { name: 'Descrição do caso' }),
        'O banco debitou tarifas não contratadas da minha conta por um ano; tenho os extratos.',
      );
      await typeKeys(page.getByRole('textbox', { name: 'Resultado desejado' }), 'Reaver as tarifas');
      await typeKeys(page.getByRole('textbox', { name: 'Valor em disputa (R$, opcional)' }), '4.850,00');
      await clickTwice(page, 'Analisar estratégias');
      const card = await focusedInView(page, 'strategy-card', title);
      expect(await page.getByTestId('strategy-card').filter({ hasText: title }).count()).toBe(1);
      await card.getByText(/^Valor usado: R\$\s4\.850,00 — informado no formulário/).waitFor();
      const text = (await card.textContent()) ?? '';
      // A health-plan route in a bank case is no route at all (Lei 9.961/2000, art. 1º).
      expect(text).not.toContain('ANS');
      // The probability in a sentence, not "50 + fatores" nor "chance-base (45%) + 30%".
      await card
        .getByText(/^Probabilidade: \d+% de chance de (êxito|acordo)/)
        .first()
        .waitFor();
      expect(text).not.toMatch(/50 \+ fatores|chance-base/);
      expect(text).not.toMatch(/\w\((s|a|ões)\)/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        setting.width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it('Validator marks the empty fields, then brings the new validation into view with focus', async () => {
      const { context, page } = await open(setting);
      await signInPlatform(page, h.baseUrl, DEMO);
      await page.goto(`${h.baseUrl}/platform/validator`);
      await clickTwice(page, 'Validar citações');
      // Marked on the fields, not only in the toast (before: a toast alone).
      for (const name of ['Título', 'Conteúdo']) await fieldError(page, name);

      const title = `Parecer — ${setting.width}`;
      await typeKeys(page.getByRole('textbox', { name: 'Título' }), title);
      await typeKeys(
        page.getByRole('textbox', { name: 'Conteúdo' }),
        'Nos termos do art. 477 da CLT, as verbas rescisórias são devidas em dez dias.',
      );
      await clickTwice(page, 'Validar citações');
      await focusedInView(page, 'validation-result', title);
      // One validation for the double click, listed once, its count in words ("1 citação").
      const listed = page
        .getByRole('list', { name: 'Validações anteriores' })
        .getByText(title, { exact: true });
      await expect.poll(() => listed.count()).toBe(1);
      expect(await page.getByText(/citação\(ões\)/).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it('DocGen generates once for a double click and brings the new document into view, open, with focus', async () => {
      const { context, page } = await open(setting);
      await signInPlatform(page, h.baseUrl, DEMO);
      await page.goto(`${h.baseUrl}/platform/docgen`);
      await page.getByRole('button', { name: /Recibo de quitação/ }).click();
      const form = page.getByTestId('generate-form');
      const title = `Recibo Walk ${setting.width}`;
      await typeKeys(form.getByLabel('Título do documento'), title);
      await typeKeys(form.getByLabel('Credor (quem recebe)'), 'Joana Locadora');
      await typeKeys(form.getByLabel('Valor pago'), '4.850,00');
      await typeKeys(form.getByLabel('Data do pagamento'), '02/12/2026');
      await clickTwice(page, 'Gerar documento');
      const card = await focusedInView(page, 'generated-document', title);
      // The preview is open: 4.850,00 written as the receipt writes it.
      await card.getByText(/R\$ 4\.850,00 \(quatro mil/).waitFor();
      await page.getByTestId('generate-form').waitFor({ state: 'detached' });
      expect(await page.getByTestId('generated-document').filter({ hasText: title }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        setting.width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it('Search runs once for a double click and brings its results into view with focus', async () => {
      const { context, page } = await open(setting);
      await signInPlatform(page, h.baseUrl, DEMO);
      await page.goto(`${h.baseUrl}/platform/search`);
      const query = `multa por atraso das verbas rescisórias ${setting.width}`;
      await typeKeys(page.getByRole('textbox', { name: 'Consulta' }), query);
      await clickTwice(page, 'Pesquisar');
      await focusedInView(page, 'current-search', query);
      // One search in the history for the double click.
      const history = page.getByTestId('search-history').getByText(query, { exact: true });
      await expect.poll(() => history.count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        setting.width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it('the 404 and the platform login each have one <main> with the h1 in it', async () => {
      const { context, page } = await open(setting, { axe: false });
      for (const path of ['/nao/existe', '/platform/login']) {
        await page.goto(`${h.baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.getByRole('main').count(), path).toBe(1);
        expect(await page.getByRole('main').getByRole('heading', { level: 1 }).count(), path).toBe(1);
      }
      await context.close();
    });

    it('the platform login opens without a console error or a Chromium issue (Lighthouse best practices)', async () => {
      const { context, page } = await open(setting, { axe: false });
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      // Chromium's issues (Lighthouse: inspector-issues), a refused eval among them.
      const cdp = await context.newCDPSession(page);
      const issues: string[] = [];
      cdp.on('Audits.issueAdded', (e) => issues.push(JSON.stringify(e.issue)));
      await cdp.send('Audits.enable');
      await page.goto(`${h.baseUrl}/platform/login`);
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      await page.waitForLoadState('networkidle');
      // A wrong password: the form's schema parses the input and the server answers.
      await typeKeys(page.getByLabel('Usuário'), DEMO.username);
      await typeKeys(page.getByLabel('Senha'), 'senha-errada');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.locator('.mantine-Notification-root').first().waitFor();
      expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
      expect(issues).toEqual([]);
      await context.close();
    });

    it('the dashboard with data: every tab stop has a name', async () => {
      const { context, page } = await open(setting, { axe: false });
      await signInPlatform(page, h.baseUrl, DEMO);
      await page
        .getByText(/Horas extras — /)
        .first()
        .waitFor();
      // Charts are drawn after the page: wait for the SVG before walking the tab order.
      await page.locator('.recharts-surface').first().waitFor();
      const unnamed: string[] = [];
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const labelledBy = el.getAttribute('aria-labelledby');
          const name =
            el.getAttribute('aria-label') ||
            (labelledBy && document.getElementById(labelledBy)?.textContent) ||
            el.getAttribute('title') ||
            (el as HTMLInputElement).labels?.[0]?.textContent ||
            el.textContent;
          return { name: (name ?? '').trim(), html: el.outerHTML.slice(0, 120) };
        });
        if (stop && stop.name === '') unnamed.push(stop.html);
      }
      expect(unnamed).toEqual([]);
      await context.close();
    });
  });
}
