import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, startHarness, typeKeys } from './harness.ts';

let h: Harness;
let page: Page;

beforeAll(async () => {
  // Search answers cited articles from the shipped knowledge base.
  h = await startHarness({ LAWBASE_AUTOLOAD: 'true' });
  page = await h.browser.newPage({ acceptDownloads: true });
  await page.goto(`${h.baseUrl}/platform/login`);
  await page.getByLabel('Usuário').fill(DEMO.username);
  await page.getByLabel('Senha').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/platform\/dashboard$/);
}, 180_000);
afterAll(async () => {
  await page?.close();
  await h?.stop();
});

describe('DocGen', () => {
  it('marks an amount it cannot read and an invalid CPF under their fields', async () => {
    await page.goto(`${h.baseUrl}/platform/docgen`);
    await page.getByRole('button', { name: /Recibo de quitação/ }).click();
    const form = page.getByTestId('generate-form');
    await form.getByLabel('Título do documento').fill('Recibo com erros');
    // 123.456.789: its check digits are 0 and 9 (Receita Federal's modulo-11 rule), not 0 and 0.
    const cpf = form.getByLabel('CPF ou CNPJ do credor');
    await typeKeys(cpf, '123.456.789-00');
    const amount = form.getByLabel('Valor pago');
    await typeKeys(amount, '4.85');
    await form.getByRole('button', { name: 'Gerar documento' }).click();
    await form.getByText('Valor inválido: use o formato 4.850,00').waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await typeKeys(amount, '4.850');
    expect(await amount.inputValue()).toBe('4.850,00');
    await form.getByRole('button', { name: 'Gerar documento' }).click();
    await form.getByText('CPF ou CNPJ inválido em "CPF ou CNPJ do credor"').waitFor();
    expect(await cpf.getAttribute('aria-invalid')).toBe('true');
    expect(await amount.getAttribute('aria-invalid')).not.toBe('true');
    await form.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('requires a title, generates from a public template and downloads it as text named after the title', async () => {
    await page.goto(`${h.baseUrl}/platform/docgen`);
    await page.getByRole('button', { name: /Recibo de quitação/ }).click();
    const form = page.getByTestId('generate-form');
    await form.getByRole('button', { name: 'Gerar documento' }).click();
    await page.getByText('Informe o título do documento.').waitFor();
    await form.getByLabel('Título do documento').fill('Recibo Zanzibar');
    await form.getByLabel('Credor (quem recebe)').fill('Joana Locadora');
    await typeKeys(form.getByLabel('Valor pago'), '1.500,00');
    await typeKeys(form.getByLabel('Data do pagamento'), '22/11/2026');
    await form.getByLabel('Referente a').fill('aluguel do apartamento da Rua Zanzibar');
    await form.getByRole('button', { name: 'Gerar documento' }).click();
    await page.getByText('Documento gerado!').waitFor();
    // A successful generation clears the selection.
    await page.getByTestId('generate-form').waitFor({ state: 'detached' });

    const card = page.getByTestId('generated-document').filter({ hasText: 'Recibo Zanzibar' });
    // The document just generated opens its own preview.
    await card.getByRole('button', { name: 'Ocultar' }).waitFor();
    await card.getByText(/R\$ 1\.500,00 \(mil e quinhentos reais\)/).waitFor();
    await card
      .getByText(/22 de novembro de 2026/)
      .first()
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Baixar .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Recibo Zanzibar.txt');
    const path = await download.path();
    expect(readFileSync(path, 'utf8')).toContain('RECIBO DE QUITAÇÃO');
    const docx = card.getByRole('link', { name: 'Baixar .docx' });
    expect(await docx.getAttribute('href')).toMatch(
      /^\/api\/platform\/generated-documents\/[0-9a-f-]{36}\/docx$/,
    );
  });

  it('shows the server message when a CPF is invalid, in a toast and under the field', async () => {
    await page.getByRole('button', { name: /Procuração ad judicia/ }).click();
    const form = page.getByTestId('generate-form');
    await form.getByLabel('Título do documento').fill('Procuração com CPF errado');
    const cpf = form.getByLabel('CPF do outorgante');
    await typeKeys(cpf, '529.982.247-24');
    await form.getByRole('button', { name: 'Gerar documento' }).click();
    await page.getByText('Não foi possível gerar o documento').waitFor();
    await form.getByText('CPF inválido em "CPF do outorgante"').waitFor();
    expect(await cpf.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Search', () => {
  it('checks the query, searches the user own documents with highlighted summaries and keeps the history', async () => {
    await page.goto(`${h.baseUrl}/platform/search`);
    await page.getByText('Nenhuma pesquisa ainda. Faça sua primeira consulta acima.').waitFor();
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByText('Digite o que deseja pesquisar.').waitFor();
    await page.getByLabel('Consulta').fill('ab');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByText('Consulta deve ter pelo menos 3 caracteres').waitFor();

    await page.getByLabel('Consulta').fill('aluguel Zanzibar');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByText('Pesquisa concluída!').waitFor();
    const result = page.getByTestId('current-search').getByTestId('search-result').first();
    await result.getByText('1. Recibo Zanzibar').waitFor();
    await result.getByText('Documento gerado').waitFor();
    expect(await result.locator('mark').allTextContents()).toEqual(expect.arrayContaining(['Zanzibar']));
    await page.getByTestId('search-history').getByText('aluguel Zanzibar').waitFor();

    // A second search, its button clicked twice in a row: one toast, about this search, saying
    // the count the results show.
    // The page records the most toasts it ever holds at once, replaced ones still leaving included.
    await page.evaluate(() => {
      const w = window as unknown as { maxToasts: number };
      w.maxToasts = document.querySelectorAll('.mantine-Notification-root').length;
      new MutationObserver(() => {
        const n = document.querySelectorAll('.mantine-Notification-root').length;
        w.maxToasts = Math.max(w.maxToasts, n);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByLabel('Consulta').fill('recibo Zanzibar');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByRole('button', { name: /Pesquisar|Pesquisando/ }).click();
    const toasts = page.locator('.mantine-Notification-root');
    await toasts.filter({ hasText: '“recibo Zanzibar”' }).waitFor();
    // Let any replaced toast's exit transition run its course before reading the record.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { maxToasts: number }).maxToasts)).toBe(1);
    expect(await toasts.count()).toBe(1);
    const shown = await page.getByTestId('current-search').getByTestId('search-result').count();
    // The badge says how many results the page holds, and of how many when there are more.
    const badge = (await page.getByTestId('search-result-count').textContent()) ?? '';
    expect(badge).toMatch(new RegExp(`^(${shown} resultados?|1–${shown} de \\d+ resultados)$`));
    expect(await toasts.textContent()).toContain(`${badge} para “recibo Zanzibar”`);
  });

  it('answers a cited article first, opens its full text with the Planalto link, and explains the figures', async () => {
    await page.getByLabel('Consulta').fill('art. 477 da CLT');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByTestId('search-provision').getByText('art. 477 da CLT: encontrado na base').waitFor();
    const first = page.getByTestId('current-search').getByTestId('search-result').first();
    await first.getByText('1. CLT, art. 477').waitFor();
    await first.getByText('Citado na busca').waitFor();
    await page.getByTestId('current-search').getByTestId('relevance-note').waitFor();
    const open = first.getByRole('button', { name: 'Ler texto integral' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^Art\. 477\. Na extinção do contrato de trabalho/).waitFor();
    // The subject index's phrases, marked as editorial (apps/api/lawbase/subjects/clt.json).
    const subjects = dialog.getByTestId('source-subjects');
    await subjects.waitFor();
    const listed = await subjects.textContent();
    expect(listed).toMatch(/^Assuntos no índice remissivo do Lexato \(não é texto de lei\): /);
    expect(listed).toContain('multa por atraso no pagamento da rescisão');
    const link = dialog.getByRole('link', { name: 'Texto oficial no Planalto' });
    // The article's anchor on the Planalto page.
    expect(await link.getAttribute('href')).toBe(
      'https://www.planalto.gov.br/ccivil_03/decreto-lei/del5452.htm#art477',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('says which kind each result is and why it matched, and opens "Tema 1.076" as written by the STJ', async () => {
    // No text of the base says "carona": only the subject index of Lei 14.133 (art. 86) does.
    await page.getByLabel('Consulta').fill('carona em ata de registro de preços');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const first = page.getByTestId('current-search').getByTestId('search-result').first();
    await first.getByText('1. Lei 14.133/2021, art. 86').waitFor();
    expect(await first.getByTestId('result-kind').textContent()).toBe('Artigo');
    const why = (await first.getByTestId('why-matched').textContent()) ?? '';
    expect(why).toMatch(/^Palavras encontradas: .*carona/);
    expect(why).toMatch(/Índice remissivo: .*“adesão à ata de registro de preços — carona”/);
    // At most one result per provision.
    const titles = await page
      .getByTestId('current-search')
      .getByTestId('search-result')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('p')?.textContent?.replace(/^\d+\.\s*/, '')));
    expect(titles.length).toBeGreaterThan(1);
    expect(new Set(titles).size).toBe(titles.length);

    await page.getByLabel('Consulta').fill('Tema 1.076 STJ');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const tema = page.getByTestId('current-search').getByTestId('search-result').first();
    await tema.getByText('Citado na busca').waitFor();
    expect(await tema.getByTestId('result-kind').textContent()).toBe('Tema repetitivo');
    expect(await tema.textContent()).toMatch(/Tema 1\.?076/);
  });

  it('says a súmula of a court outside the base is not there, with no stand-in', async () => {
    await page.getByLabel('Consulta').fill('Súmula 331 do TST');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByTestId('search-provision').getByText('Súmula 331 do TST: não está na base').waitFor();
    expect(await page.getByTestId('current-search').getByText('Súmula 331 do STF').count()).toBe(0);
  });

  it('says so when nothing is found and suggests a broader query', async () => {
    await page.getByLabel('Consulta').fill('"xilofone quântico"');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByText('Nenhum resultado encontrado', { exact: true }).waitFor();
    await page
      .getByText(/retire as aspas/)
      .first()
      .waitFor();
  });
});
