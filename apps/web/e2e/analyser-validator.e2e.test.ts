import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, DEMO, type Harness, seriousViolations, startHarness, typeKeys } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  // More sign-ins in this file than production's limit (10/min), which is not under test here.
  process.env.RATE_LIMIT_LOGIN_PER_MINUTE = '1000';
  // The Validator and the Analyser check articles against the shipped knowledge base.
  h = await startHarness({ LAWBASE_AUTOLOAD: 'true' });
});
afterAll(() => h?.stop());

// Written for the test: a consumer contract with a 10% late fee (CDC art. 52 § 1º caps it at 2%).
const CONTRACT = [
  'CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS',
  'CONTRATADA: Escola Saber Ltda., CNPJ 12.345.678/0001-90, doravante FORNECEDOR. CONTRATANTE: Júlia Rocha, CPF 123.456.789-09, CONSUMIDOR.',
  'O objeto deste contrato é o curso de inglês, com duração de 12 meses.',
  'O preço total é de R$ 3.600,00, em 12 parcelas mensais.',
  'Em caso de atraso no pagamento, incidirá multa de 10% sobre a parcela vencida.',
  'A rescisão antecipada sujeita o CONSUMIDOR ao pagamento das parcelas vencidas.',
].join('\n');

const PETITION =
  'A ré sustenta que o art. 9999 da CLT garante estabilidade ao gerente, mas a CLT termina no art. 922. ' +
  'O prazo do art. 477 da CLT foi descumprido.';

async function login(page: Page, username: string, password: string) {
  await page.goto(`${h.baseUrl}/platform/login`);
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/platform\/dashboard$/);
}

describe('the paste-or-attach forms on a phone (390 px), typed key by key and clicked twice', () => {
  it('creates one document from a double click, after going to the attach tab and back', async () => {
    const page = await h.browser.newPage({ viewport: { width: 390, height: 844 } });
    await login(page, DEMO.username, DEMO.password);
    await page.goto(`${h.baseUrl}/platform/analyser`);
    await page.getByRole('tab', { name: 'Anexar arquivo' }).click();
    await page.getByRole('button', { name: 'Enviar arquivo' }).waitFor();
    await page.getByRole('tab', { name: 'Colar texto' }).click();
    await typeKeys(page.getByLabel('Título'), 'Contrato no celular');
    await typeKeys(
      page.getByLabel('Conteúdo'),
      'O objeto deste contrato é a limpeza mensal do escritório, por R$ 800,00.',
    );
    await page.getByRole('button', { name: 'Criar documento' }).dblclick();
    await page.getByText('Documento criado').first().waitFor();
    await page.getByRole('heading', { name: 'Contrato no celular' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('button', { name: /^Contrato no celular/ }).count()).toBe(1);
    await page.close();
  });

  it('validates once from a double click, the text typed key by key', async () => {
    const page = await h.browser.newPage({ viewport: { width: 390, height: 844 } });
    await login(page, DEMO.username, DEMO.password);
    await page.goto(`${h.baseUrl}/platform/validator`);
    await page.getByRole('tab', { name: 'Anexar arquivo' }).click();
    await page.getByRole('button', { name: 'Processar arquivo' }).waitFor();
    await page.getByRole('tab', { name: 'Colar texto' }).click();
    await typeKeys(page.getByLabel('Título'), 'Parecer no celular');
    await typeKeys(
      page.getByLabel('Conteúdo'),
      'O prazo do art. 477 da CLT foi descumprido pela empresa reclamada.',
    );
    await page.getByText('66 caracteres (mínimo 50)').waitFor();
    await page.getByRole('button', { name: 'Validar citações' }).dblclick();
    await page.getByText('Validação Concluída').first().waitFor();
    await page.waitForTimeout(500);
    expect(
      await page.getByRole('list', { name: 'Validações anteriores' }).getByText('Parecer no celular').count(),
    ).toBe(1);
    await page.close();
  });
});

describe('Analyser screen', () => {
  it('creates a document, selects it, clears the form, analyses it and shows the quoted clause', async () => {
    const page = await h.browser.newPage();
    await login(page, DEMO.username, DEMO.password);
    await page.goto(`${h.baseUrl}/platform/analyser`);
    await page.getByRole('heading', { name: 'Analyser' }).waitFor();

    const create = page.getByRole('button', { name: 'Criar documento' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Título').fill('Contrato do curso de inglês');
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Conteúdo').fill(CONTRACT);
    expect(await create.isDisabled()).toBe(false);
    await create.click();
    await page.getByText('Documento criado').waitFor();

    // The form clears and the new document is selected, pending.
    expect(await page.getByLabel('Título').inputValue()).toBe('');
    expect(await page.getByLabel('Conteúdo').inputValue()).toBe('');
    await page.getByRole('heading', { name: 'Contrato do curso de inglês' }).waitFor();
    const item = page.getByRole('button', { name: /^Contrato do curso de inglês/ });
    expect(await item.getAttribute('aria-pressed')).toBe('true');
    await item.getByText('Pendente').waitFor();

    await page.getByRole('button', { name: 'Analisar', exact: true }).click();
    await page.getByText('Análise concluída!').waitFor();
    await item.getByText('Analisado').waitFor();
    const result = page.getByLabel('Resultado da análise');
    await result
      .getByText('“Em caso de atraso no pagamento, incidirá multa de 10% sobre a parcela vencida.”')
      .waitFor();
    await result.getByText('Fundamento: CDC, art. 52, § 1º').waitFor();
    await page.close();
  });

  it("lists the citations it checked, with the Validator's statuses", async () => {
    const page = await h.browser.newPage();
    await login(page, DEMO.username, DEMO.password);
    await page.goto(`${h.baseUrl}/platform/analyser`);
    await page.getByLabel('Título').fill('Contrato com citações');
    // CDC art. 52 § 1º caps the late fee at 2%; the CDC has arts. 104-A to 104-C only (Lei 14.181/2021).
    await page
      .getByLabel('Conteúdo')
      .fill(`${CONTRACT}\nAplica-se o art. 52, § 1º, do CDC, e não o art. 104-D do CDC.`);
    await page.getByRole('button', { name: 'Criar documento' }).click();
    await page.getByRole('heading', { name: 'Contrato com citações' }).waitFor();
    await page.getByRole('button', { name: 'Analisar', exact: true }).click();
    await page.getByText('Análise concluída!').waitFor();
    const list = page.getByRole('list', { name: 'Citações conferidas' });
    await page.getByRole('heading', { name: 'Citações conferidas (2)' }).waitFor();
    const valid = list.getByRole('listitem').filter({ hasText: 'art. 52, § 1º, do CDC' });
    await valid.getByText('Válida', { exact: true }).waitFor();
    const invalid = list.getByRole('listitem').filter({ hasText: 'art. 104-D do CDC' });
    await invalid.getByText('Inválida', { exact: true }).waitFor();
    await invalid.getByText(/não existe/).waitFor();
    await page.close();
  });

  it('keeps upload disabled without a file, then uploads a .txt into a new selected pending document', async () => {
    const page = await h.browser.newPage();
    await login(page, DEMO.username, DEMO.password);
    await page.goto(`${h.baseUrl}/platform/analyser`);
    await page.getByRole('tab', { name: 'Anexar arquivo' }).click();
    await page.getByText('Formatos aceitos: .pdf, .docx, .txt — até 10 MB').waitFor();
    expect(await page.getByRole('button', { name: 'Enviar arquivo' }).isDisabled()).toBe(true);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'peticao-inicial.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(PETITION, 'utf8'),
    });
    await page.getByRole('button', { name: 'Enviar arquivo' }).click();
    await page.getByText('Arquivo processado!').waitFor();
    const item = page.getByRole('button', { name: /^peticao-inicial/ });
    await item.getByText('Pendente').waitFor();
    expect(await item.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('heading', { name: 'peticao-inicial' }).waitFor();
    // The form clears: no file, upload disabled again.
    expect(await page.getByRole('button', { name: 'Enviar arquivo' }).isDisabled()).toBe(true);
    await page.close();
  });

  it('shows the contract message under "Você não tem permissão" to a user without a contract', async () => {
    const page = await h.browser.newPage();
    const admin = await page.request.post(`${h.baseUrl}/api/auth/login`, { data: ADMIN });
    expect(admin.status()).toBe(200);
    const created = await page.request.post(`${h.baseUrl}/api/admin/users`, {
      data: {
        username: 'sem.contrato',
        name: 'Sem Contrato',
        email: 'sem.contrato@exemplo.com.br',
        password: 'senha-sem-contrato',
        hasActiveContract: false,
      },
    });
    expect(created.status()).toBe(201);
    await login(page, 'sem.contrato', 'senha-sem-contrato');
    await page.goto(`${h.baseUrl}/platform/analyser`);
    await page.getByLabel('Título').fill('Contrato qualquer');
    await page.getByLabel('Conteúdo').fill(CONTRACT);
    await page.getByRole('button', { name: 'Criar documento' }).click();
    await page.getByText('Você não tem permissão').waitFor();
    await page
      .getByText('Sua conta não possui contrato ativo. Fale com nossa equipe comercial.')
      .first()
      .waitFor();
    await page.close();
  });
});

describe('Validator screen', () => {
  it('enforces the 50-character rule, validates, colours the score and lists the history', async () => {
    const page = await h.browser.newPage();
    await login(page, DEMO.username, DEMO.password);
    await page.goto(`${h.baseUrl}/platform/validator`);
    await page.getByRole('heading', { name: 'O que é verificado' }).waitFor();
    await page.getByRole('link', { name: 'Decreto-Lei 5.452/1943 (CLT)' }).waitFor();
    await page.getByText(/Súmulas e Orientações Jurisprudenciais do TST/).waitFor();

    await page.getByLabel('Título').fill('Contestação');
    await page.getByLabel('Conteúdo').fill('art. 477 da CLT');
    await page.getByText('15 caracteres (mínimo 50)').waitFor();
    await page.getByRole('button', { name: 'Validar citações' }).click();
    await page.getByText('Campos Obrigatórios').waitFor();
    await page.getByText('Preencha o título e o conteúdo (mínimo 50 caracteres)').waitFor();

    await page.getByLabel('Conteúdo').fill(PETITION);
    await page.getByRole('button', { name: 'Validar citações' }).click();
    await page.getByText('Validação Concluída').waitFor();
    const result = page.getByLabel('Resultado da validação');
    await result.getByText('art. 9999 da CLT', { exact: true }).waitFor();
    await result.getByText('Inválida', { exact: true }).waitFor();
    await result.getByText('Não verificada', { exact: true }).waitFor();
    // art. 9999 invalid; the CLT named alone (the act exists) and art. 477 valid in the base;
    // 'art. 922' (no law named) not verified: 2 / 4 = 50% → red (< 60); a citation nothing could
    // confirm adds nothing.
    expect(await result.getByText('Válida', { exact: true }).count()).toBe(2);
    const badge = page.getByTestId('reliability-score');
    expect(await badge.textContent()).toBe('50% confiável');
    expect(await badge.getAttribute('style')).toContain('--mantine-color-red');
    await page.getByRole('list', { name: 'Validações anteriores' }).getByText('Contestação').waitFor();
    await page.close();
  });

  it('shows a vague reference as "Referência vaga" in orange, counted apart', async () => {
    const page = await h.browser.newPage();
    await login(page, DEMO.username, DEMO.password);
    await page.goto(`${h.baseUrl}/platform/validator`);
    await page.getByLabel('Título').fill('Peça com referência vaga');
    await page
      .getByLabel('Conteúdo')
      .fill('Conforme jurisprudência pacífica desta Corte, o pedido deve ser julgado procedente.');
    await page.getByRole('button', { name: 'Validar citações' }).click();
    await page.getByText('Validação Concluída').waitFor();
    const result = page.getByLabel('Resultado da validação');
    await result.getByText('jurisprudência pacífica desta Corte', { exact: true }).waitFor();
    const badge = result.getByText('Referência vaga', { exact: true });
    await badge.waitFor();
    expect(
      await badge
        .locator('xpath=ancestor-or-self::*[contains(@class,"Badge-root")][1]')
        .getAttribute('style'),
    ).toContain('--mantine-color-orange');
    await result.getByText('Referências vagas', { exact: true }).waitFor();
    // the one citation is vague: nothing confirmed, 0 %
    expect(await page.getByTestId('reliability-score').textContent()).toBe('0% confiável');
    await page.close();
  });

  it('shows the validate button after an upload only when the text has 50 characters', async () => {
    const page = await h.browser.newPage();
    await login(page, DEMO.username, DEMO.password);
    await page.goto(`${h.baseUrl}/platform/validator`);
    await page.getByRole('tab', { name: 'Anexar arquivo' }).click();
    expect(await page.getByRole('button', { name: 'Processar arquivo' }).isDisabled()).toBe(true);
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'curto.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('art. 477 da CLT.'),
    });
    await page.getByRole('button', { name: 'Processar arquivo' }).click();
    await page.getByText('Arquivo processado!').waitFor();
    expect(await page.getByRole('button', { name: 'Validar citações' }).count()).toBe(0);
    await input.setInputFiles({ name: 'peca.txt', mimeType: 'text/plain', buffer: Buffer.from(PETITION) });
    await page.getByRole('button', { name: 'Processar arquivo' }).click();
    await page.getByRole('button', { name: 'Validar citações' }).waitFor();
    await page.close();
  });
});

// The platform always shows the dark scheme (the root's MantineProvider forces it under /platform);
// the public site's two themes are checked in a11y.e2e.test.ts.
describe('axe-core with data on screen (after the tests above), desktop and phone', () => {
  for (const width of [1280, 390]) {
    it(`Analyser, Validator and dashboard at ${width} px`, async () => {
      const context = await h.browser.newContext({ bypassCSP: true, viewport: { width, height: 844 } });
      const page = await context.newPage();
      await login(page, DEMO.username, DEMO.password);
      const found: string[] = [];
      const check = async (where: string) => {
        for (const f of await seriousViolations(page))
          found.push(`${where}: ${f.id} ${f.targets.join(' | ')}`);
      };

      await page.waitForLoadState('networkidle');
      await check('dashboard');

      await page.goto(`${h.baseUrl}/platform/analyser`);
      const analysed = page.getByRole('button', { name: /^Contrato do curso de inglês/ });
      await analysed.getByText('Analisado').waitFor();
      await analysed.click();
      await page.getByLabel('Resultado da análise').waitFor();
      await page.waitForFunction(() => document.getAnimations().length === 0);
      await check('analyser');
      // The delete dialog, open.
      await page.getByRole('button', { name: 'Excluir Contrato do curso de inglês' }).click();
      await page.getByRole('dialog').waitFor();
      // Measured once the dialog has faded in (mid-fade colours are not what anyone reads): its
      // transition may start a frame after it appears, so its own opacity is what is waited for.
      await page.waitForFunction(
        () =>
          document.getAnimations().length === 0 &&
          [...document.querySelectorAll('.mantine-Modal-content')].every(
            (e) => getComputedStyle(e).opacity === '1',
          ),
      );
      await check('analyser, delete dialog');
      await page.keyboard.press('Escape');

      await page.goto(`${h.baseUrl}/platform/validator`);
      await page.getByLabel('Resultado da validação').waitFor();
      await page.getByRole('list', { name: 'Validações anteriores' }).waitFor();
      await check('validator');
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
