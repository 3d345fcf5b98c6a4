import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, signInPlatform, startHarness, typeKeys } from './harness.ts';

// Deleting a saved record from its list on a phone (390×844), as a person does: the row's trash
// icon names the record, a dialog asks first, Cancelar keeps it, Excluir deletes it, the list
// reloads and a toast says so. This is what the storage-full message asks users to do.
let h: Harness;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  context = await h.browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  await signInPlatform(page, h.baseUrl, DEMO);
});
afterAll(async () => {
  await context?.close();
  await h?.stop();
});

/** The page never scrolls sideways: nothing wider than the 390 px viewport. */
async function noSidewaysScroll(p: Page) {
  const width = await p.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

/** Opens the row's delete dialog by clicking its trash icon; returns the dialog. */
async function openDelete(p: Page, title: string) {
  await p.getByRole('button', { name: `Excluir ${title}` }).click();
  const dialog = p.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

describe('Delete buttons on each history', () => {
  it('Analyser: Cancelar keeps the document, Excluir deletes it and the list says so', async () => {
    await page.goto(`${h.baseUrl}/platform/analyser`);
    for (const title of ['Contrato que fica', 'Contrato que sai']) {
      await page.getByLabel('Título').fill(title);
      await page.getByLabel('Conteúdo').fill('CONTRATO DE LOCAÇÃO. O aluguel mensal é de R$ 1.200,00.');
      await page.getByRole('button', { name: 'Criar documento' }).click();
      await page
        .getByRole('button', { name: new RegExp(title) })
        .first()
        .waitFor();
    }
    const list = page.getByRole('list', { name: 'Documentos registrados' });
    expect(await list.getByRole('listitem').count()).toBe(2);
    await noSidewaysScroll(page);

    let dialog = await openDelete(page, 'Contrato que sai');
    await dialog.getByText('Esta ação exclui “Contrato que sai” definitivamente').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(2);

    dialog = await openDelete(page, 'Contrato que sai');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Documento excluído').waitFor();
    await list.getByText('Contrato que sai').waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Contrato que fica'),
    ]);
    // The deleted document is gone from the server too, not only from the screen.
    await page.reload();
    await list.getByText('Contrato que fica').waitFor();
    expect(await list.getByText('Contrato que sai').count()).toBe(0);
  });

  it('Analyser: the dialog works from the keyboard (Enter on the icon, Tab to Excluir)', async () => {
    await page.goto(`${h.baseUrl}/platform/analyser`);
    const icon = page.getByRole('button', { name: 'Excluir Contrato que fica' });
    await icon.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Escape closes without deleting.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Documentos registrados' }).getByText('Contrato que fica').waitFor();
  });

  it('Calculator: deletes a calculation from the history and its result card goes too', async () => {
    await page.goto(`${h.baseUrl}/platform/calculator`);
    await page.getByRole('tab', { name: 'Férias' }).click();
    const form = page.getByRole('tabpanel');
    await typeKeys(form.getByLabel('Salário bruto'), '3.000,00');
    await typeKeys(form.getByLabel('Data de referência'), '01/06/2025');
    await form.getByLabel('Título (opcional)').fill('Férias da Ana');
    await form.getByRole('button', { name: 'Calcular' }).click();
    await page.getByRole('region', { name: 'Resultado — Férias' }).waitFor();
    await noSidewaysScroll(page);

    const dialog = await openDelete(page, 'Férias da Ana');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Cálculo excluído').waitFor();
    await page.getByRole('button', { name: 'Abrir Férias da Ana' }).waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Resultado — Férias' }).waitFor({ state: 'detached' });
  });

  it('DocGen: deletes a generated document', async () => {
    await page.goto(`${h.baseUrl}/platform/docgen`);
    await page.getByRole('button', { name: /Recibo de quitação/ }).click();
    const form = page.getByTestId('generate-form');
    await form.getByLabel('Título do documento').fill('Recibo para excluir');
    await form.getByLabel('Credor (quem recebe)').fill('Joana Locadora');
    await typeKeys(form.getByLabel('Valor pago'), '1.500,00');
    await typeKeys(form.getByLabel('Data do pagamento'), '22/11/2026');
    await form.getByLabel('Referente a').fill('aluguel de novembro');
    await form.getByRole('button', { name: 'Gerar documento' }).click();
    const card = page.getByTestId('generated-document').filter({ hasText: 'Recibo para excluir' });
    await card.waitFor();
    await noSidewaysScroll(page);

    const dialog = await openDelete(page, 'Recibo para excluir');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Documento excluído').waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByText('Nenhum documento gerado ainda.').waitFor();
  });
});
