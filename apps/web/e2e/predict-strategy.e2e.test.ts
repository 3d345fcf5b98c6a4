import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, startHarness, typeKeys } from './harness.ts';

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await h.browser.newPage();
  await page.goto(`${h.baseUrl}/platform/login`);
  await page.getByLabel('Usuário').fill(DEMO.username);
  await page.getByLabel('Senha').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/platform\/dashboard$/);
});
afterAll(async () => {
  await page?.close();
  await h?.stop();
});

async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('Predict screen', () => {
  it('asks for all three fields before calling the server', async () => {
    await page.goto(`${h.baseUrl}/platform/predict`);
    await page.getByRole('button', { name: 'Gerar predição' }).click();
    await page.getByRole('button', { name: 'Gerar predição' }).click();
    await page.getByText('Campos Obrigatórios').waitFor();
    for (const name of ['Título do caso', 'Descrição do caso']) {
      expect(await page.getByRole('textbox', { name }).getAttribute('aria-invalid'), name).toBe('true');
    }
    expect(await page.locator('.mantine-Notification-root').count()).toBe(1);
  });

  it('explains a prediction factor by factor and says it rests on no comparable record', async () => {
    await page.getByRole('textbox', { name: 'Título do caso' }).fill('Horas extras — Metalúrgica Alfa');
    await choose('Tipo de caso', 'Trabalhista');
    await page
      .getByRole('textbox', { name: 'Descrição do caso' })
      .fill(
        'Fui dispensado sem justa causa em 10/09/2026. Fazia horas extras sem pagamento; tenho cartões de ponto e duas testemunhas. Valor estimado R$ 38.000,00.',
      );
    await page.getByRole('button', { name: 'Gerar predição' }).click();
    const card = page.getByTestId('prediction-card').first();
    await card.waitFor();
    await card.getByText('Prova testemunhal').waitFor();
    // The new prediction is brought into view and takes focus, for the eye and the screen reader.
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await card.isVisible()).toBe(true);
    const box = await card.boundingBox();
    expect(box && box.y < 800).toBe(true);
    // Dismissed 10/09/2026, no admission date: 30 days of notice are part of the contract (CLT
    // art. 487, § 1º), which ends on 10/10/2026; + 2 years = 10/10/2028, a Tuesday.
    await card
      .getByText('Dentro do prazo (CF art. 7º, XXIX; Súmula 308, I, do TST): ajuizar até 10/10/2028')
      .waitFor();
    expect(await card.getByTestId('based-on').textContent()).toMatch(/Nenhum registro comparável/);
    await card.getByText(/^Nenhum caso semelhante registrado/).waitFor();
  });

  it('shows the factors as cards on a 390 px phone, readable without sideways scrolling', async () => {
    const phone = await h.browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(`${h.baseUrl}/platform/predict`);
    const card = phone.getByTestId('prediction-card').first();
    const factors = card.getByRole('table', { name: 'Fatores da predição' });
    await factors.waitFor();
    // Each cell on its own line under its column's name, inside the card's width.
    await factors.getByText('Prova testemunhal').waitFor();
    const widths = await card.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const label = await factors
      .locator('td[data-label="Fundamento"]')
      .first()
      .evaluate((el) => getComputedStyle(el, '::before').content);
    expect(label).toBe('"Fundamento"');
    await phone.close();
  });

  it('records the real outcome and then shows the Brier score', async () => {
    const card = page.getByTestId('prediction-card').first();
    await card.getByRole('combobox', { name: 'Resultado real' }).click();
    await page.getByRole('option', { name: 'Favorável', exact: true }).click();
    await page.getByText('Resultado registrado', { exact: true }).waitFor();
    const calibration = page.getByTestId('calibration');
    await calibration.waitFor();
    expect(await calibration.textContent()).toMatch(/1 resultado registrado: Brier \d,\d{3}/);
  });

  it('takes the dates of the form and caps a barred labour claim at 10 % with the dates', async () => {
    await page
      .getByRole('textbox', { name: 'Título do caso' })
      .fill('Horas extras — Transportadora Rota Sul');
    await choose('Tipo de caso', 'Trabalhista');
    await page
      .getByRole('textbox', { name: 'Descrição do caso' })
      .fill(
        'Motorista dispensado sem justa causa, sem as horas extras. Tenho cartões de ponto e testemunhas. Pedidos de R$ 48.000,00.',
      );
    await typeKeys(page.getByLabel('Fim do contrato (opcional)'), '10/03/2019');
    await typeKeys(page.getByLabel('Data de ajuizamento (opcional)'), '15/08/2025');
    await page.getByRole('button', { name: 'Gerar predição' }).click();
    const card = page.getByTestId('prediction-card').first();
    await card.getByText('Horas extras — Transportadora Rota Sul').waitFor();
    // CF art. 7º, XXIX: two years from 10/03/2019 ran out on 10/03/2021.
    await card
      .getByText(/Prescrição \(CF art\. 7º, XXIX; Súmula 308, I, do TST\): prazo encerrado em 10\/03\/2021/)
      .first()
      .waitFor();
    expect(await card.textContent()).toContain('10%');
  });
});

describe('Strategy screen', () => {
  it('asks for the four required fields', async () => {
    await page.goto(`${h.baseUrl}/platform/strategy`);
    await page.getByRole('button', { name: 'Analisar estratégias' }).click();
    await page.getByText('Campos Obrigatórios').waitFor();
    expect(await page.getByRole('textbox', { name: 'Título do caso' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('shows the server message when the description is under 30 characters', async () => {
    await page.getByRole('textbox', { name: 'Título do caso' }).fill('Cobrança indevida');
    await choose('Tipo de conflito', 'Consumidor');
    await page.getByRole('textbox', { name: 'Descrição do caso' }).fill('Cobrança indevida.');
    await page.getByRole('textbox', { name: 'Resultado desejado' }).fill('Cancelar a cobrança indevida');
    await page.getByRole('button', { name: 'Analisar estratégias' }).click();
    await page.getByText('Erro ao analisar estratégia').waitFor();
    await page.getByText('Descrição deve ter pelo menos 30 caracteres').first().waitFor();
  });

  it('analyses a consumer conflict: ranked routes, arbitration excluded, plan and risks tabs', async () => {
    await page
      .getByRole('textbox', { name: 'Descrição do caso' })
      .fill(
        'Contrato de adesão de telefonia. A operadora cobrou R$ 6.000,00 por serviços não contratados em 01/10/2026. Tenho faturas e protocolos.',
      );
    await choose('Prazo', 'Rápido (1 a 3 meses)');
    await page.getByRole('button', { name: 'Analisar estratégias' }).click();
    await page.getByText('Análise Concluída').waitFor();
    const card = page.getByTestId('strategy-card').first();
    await card.getByText('Vias não cabíveis neste caso').waitFor();
    await card.getByText(/CDC art\. 51, VII/).waitFor();
    await card.getByText(/Litigar × acordo/).waitFor();
    await card.getByText(/^Valor usado: R\$\s6\.000,00 — extraído da descrição/).waitFor();
    await card.getByRole('tab', { name: 'Plano de Ação' }).click();
    await card
      .getByText(/Registrar a reclamação|Reunir documentos e provas/)
      .first()
      .waitFor();
    await card.getByRole('tab', { name: 'Riscos' }).click();
    await card.getByText('via recomendada:').first().waitFor();
  });

  it('uses the amount in dispute typed key by key the Brazilian way (15.000,00, not 15)', async () => {
    await page.goto(`${h.baseUrl}/platform/strategy`);
    await page.getByRole('textbox', { name: 'Título do caso' }).fill('Cobrança indevida — Banco Beta');
    await choose('Tipo de conflito', 'Consumidor');
    await page
      .getByRole('textbox', { name: 'Descrição do caso' })
      .fill('O banco debitou tarifas não contratadas da minha conta por um ano; tenho os extratos.');
    await page.getByRole('textbox', { name: 'Resultado desejado' }).fill('Reaver as tarifas cobradas');
    const amount = page.getByRole('textbox', { name: 'Valor em disputa (R$, opcional)' });
    await typeKeys(amount, '15.000,00');
    expect(await amount.inputValue()).toBe('15.000,00');
    await page.getByRole('button', { name: 'Analisar estratégias' }).click();
    const card = page.getByTestId('strategy-card').first();
    await card.getByText('Cobrança indevida — Banco Beta').waitFor();
    // The new analysis is brought into view and takes focus.
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    await card.getByText(/^Valor usado: R\$\s15\.000,00 — informado no formulário/).waitFor();
  });

  it('on a 390 px phone, a claim against the municipality typed key by key and sent twice: one analysis, the Juizado da Fazenda Pública, the JEC excluded', async () => {
    const phone = await h.browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(`${h.baseUrl}/platform/strategy`);
    const cards = phone.getByTestId('strategy-card');
    await typeKeys(phone.getByRole('textbox', { name: 'Título do caso' }), 'Queda em buraco — Prefeitura');
    await phone.getByRole('combobox', { name: 'Tipo de conflito' }).click();
    await phone.getByRole('option', { name: 'Cível', exact: true }).click();
    await typeKeys(
      phone.getByRole('textbox', { name: 'Descrição do caso' }),
      'Em 15/03/2025 caí num buraco sem sinalização na rua e fraturei o punho. Quero processar a prefeitura.',
    );
    await typeKeys(phone.getByRole('textbox', { name: 'Resultado desejado' }), 'Indenização');
    await typeKeys(phone.getByRole('textbox', { name: 'Valor em disputa (R$, opcional)' }), '20.000,00');
    await phone.getByRole('button', { name: 'Analisar estratégias' }).dblclick();
    const card = cards.first();
    await card.getByText('Queda em buraco — Prefeitura').waitFor();
    await card
      .getByText(/Juizado Especial da Fazenda Pública/)
      .first()
      .waitFor();
    expect(await card.textContent()).toContain('Lei 9.099/1995, art. 8º');
    // The second click sends nothing: one analysis of this case, whatever the list held before.
    await phone.waitForTimeout(500);
    expect(await cards.filter({ hasText: 'Queda em buraco — Prefeitura' }).count()).toBe(1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });

  it('marks the required fields it misses and an amount it cannot read', async () => {
    await page.goto(`${h.baseUrl}/platform/strategy`);
    const amount = page.getByRole('textbox', { name: 'Valor em disputa (R$, opcional)' });
    await typeKeys(amount, '15.00');
    await page.getByRole('button', { name: 'Analisar estratégias' }).click();
    for (const name of ['Título do caso', 'Descrição do caso', 'Resultado desejado']) {
      expect(await page.getByRole('textbox', { name }).getAttribute('aria-invalid'), name).toBe('true');
    }
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Valor inválido: use o formato 4.850,00').waitFor();
    expect(await amount.inputValue()).toBe('15.00');
  });
});
