import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';
import { BLANK_LINE } from './engine/render.ts';

let t: TestApp;
let ana: string;
let bruno: string;
const PROCURACAO = '5f1c0d00-0000-4000-8000-000000000001';

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'ana' });
  await t.createUser({ username: 'bruno' });
  await t.createUser({ username: 'semcontrato', hasActiveContract: false });
  ana = await t.login('platform', 'ana');
  bruno = await t.login('platform', 'bruno');
});
afterAll(() => t.close());

const generate = (cookie: string, payload: Record<string, unknown>, status = 200) =>
  t.expectStatus(status, {
    method: 'POST',
    url: '/api/platform/docgen/generate',
    headers: { cookie },
    payload,
  });

describe('GET /api/platform/templates', () => {
  it('offers at least eight public templates for Brazilian practice, with typed fields', async () => {
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/templates',
      headers: { cookie: ana },
    });
    const templates = res.json() as Array<{
      name: string;
      isPublic: boolean;
      fields: Array<{ type: string }>;
    }>;
    const names = templates.map((tp) => tp.name);
    for (const expected of [
      'Procuração ad judicia et extra',
      'Contrato de honorários advocatícios',
      'Notificação extrajudicial',
      'Acordo extrajudicial',
      'Termo de confidencialidade (NDA)',
      'Distrato',
      'Declaração de hipossuficiência',
      'Recibo de quitação',
    ])
      expect(names).toContain(expected);
    expect(templates.every((tp) => tp.isPublic)).toBe(true);
    const types = new Set(templates.flatMap((tp) => tp.fields.map((f) => f.type)));
    for (const type of ['text', 'textarea', 'date', 'money', 'cpf', 'cnpj', 'cpf_cnpj'])
      expect(types).toContain(type);
  });
});

describe('POST /api/platform/docgen/generate', () => {
  it('fills a procuração: CPF formatted, date in full, blanks left as lines to fill by hand', async () => {
    const res = await generate(ana, {
      templateId: PROCURACAO,
      title: 'Procuração — Maria Souza',
      data: {
        outorgante_nome: 'Maria Souza',
        outorgante_cpf: '52998224725',
        advogado_nome: 'Dr. João Lima',
        advogado_oab: '123.456/SP',
        cidade: 'São Paulo',
        data_assinatura: '2026-11-22',
      },
    });
    const doc = res.json();
    expect(doc.title).toBe('Procuração — Maria Souza');
    expect(doc.content).toContain('OUTORGANTE: Maria Souza, ');
    expect(doc.content).toContain('CPF sob o nº 529.982.247-25');
    expect(doc.content).toContain('São Paulo, 22 de novembro de 2026.');
    expect(doc.content).toContain(`FINALIDADE ESPECÍFICA: ${BLANK_LINE}`);
    expect(doc.content).not.toMatch(/\{\{/);
  });

  it('writes amounts in words in the recibo', async () => {
    const res = await generate(ana, {
      templateId: '5f1c0d00-0000-4000-8000-000000000008',
      title: 'Recibo de honorários',
      data: { valor_pago: '1.000.001,01', devedor_documento: '11.222.333/0001-81' },
    });
    expect(res.json().content).toContain(
      'a importância de R$ 1.000.001,01 (um milhão e um reais e um centavo)',
    );
    expect(res.json().content).toContain('CPF/CNPJ nº 11.222.333/0001-81');
  });

  it('answers 400 naming the field when a CPF is wrong, and stores nothing', async () => {
    const res = await generate(
      ana,
      { templateId: PROCURACAO, title: 'Procuração inválida', data: { outorgante_cpf: '529.982.247-24' } },
      400,
    );
    expect(res.json()).toEqual({
      message: 'CPF inválido em "CPF do outorgante"',
      issues: [{ path: 'data.outorgante_cpf', message: 'CPF inválido em "CPF do outorgante"' }],
    });
    const list = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/generated-documents',
      headers: { cookie: ana },
    });
    expect(list.json().map((d: { title: string }) => d.title)).not.toContain('Procuração inválida');
  });

  it('requires a title of at least 3 characters', async () => {
    const res = await generate(ana, { templateId: PROCURACAO, title: 'ab', data: {} }, 400);
    expect(res.json().message).toBe('Título deve ter pelo menos 3 caracteres');
  });

  it('keeps only the values the template uses, and refuses more than 100 fields', async () => {
    const res = await generate(ana, {
      templateId: PROCURACAO,
      title: 'Procuração com extras',
      data: { outorgante_nome: 'Maria Souza', campo_que_nao_existe: 'dado pessoal alheio' },
    });
    expect(res.json().data).toEqual({ outorgante_nome: 'Maria Souza' });
    const tooMany = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`campo_${i}`, 'x']));
    const refused = await generate(ana, { templateId: PROCURACAO, title: 'Demais', data: tooMany }, 400);
    expect(refused.json().message).toBe('No máximo 100 campos');
  });

  it('needs an active contract to generate', async () => {
    const cookie = await t.login('platform', 'semcontrato');
    await generate(cookie, { templateId: PROCURACAO, title: 'Sem contrato', data: {} }, 403);
  });
});

describe('private templates', () => {
  let templateId: string;

  it('infers the fields of a user template from its {{campo}} placeholders, keeping edited labels and types', async () => {
    const res = await t.expectStatus(201, {
      method: 'POST',
      url: '/api/platform/templates',
      headers: { cookie: ana },
      payload: {
        name: 'Carta de cobrança',
        content:
          'Prezado {{devedor}}, consta em aberto {{valor_divida}} vencido em {{data_vencimento}}. {{observacoes}}',
        fields: [{ name: 'devedor', label: 'Nome do devedor', type: 'text' }],
      },
    });
    const template = res.json();
    templateId = template.id;
    expect(template.isPublic).toBe(false);
    expect(template.fields).toEqual([
      { name: 'devedor', label: 'Nome do devedor', type: 'text' },
      { name: 'valor_divida', label: 'Valor divida', type: 'money' },
      { name: 'data_vencimento', label: 'Data vencimento', type: 'date' },
      { name: 'observacoes', label: 'Observacoes', type: 'textarea' },
    ]);
  });

  it('keeps a private template from other users (404, not 403)', async () => {
    const list = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/templates',
      headers: { cookie: bruno },
    });
    expect(list.json().map((tp: { id: string }) => tp.id)).not.toContain(templateId);
    await generate(bruno, { templateId, title: 'Tentativa', data: {} }, 404);
    await t.expectStatus(404, {
      method: 'DELETE',
      url: `/api/platform/templates/${templateId}`,
      headers: { cookie: bruno },
    });
  });

  it('refuses a template name under 3 and content under 10 characters', async () => {
    const res = await t.expectStatus(400, {
      method: 'POST',
      url: '/api/platform/templates',
      headers: { cookie: ana },
      payload: { name: 'ab', content: 'curto' },
    });
    expect(res.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Nome deve ter pelo menos 3 caracteres',
      'Conteúdo deve ter pelo menos 10 caracteres',
    ]);
  });

  it('generates from it, lists it for its owner only, and refuses to delete a template in use', async () => {
    const doc = (
      await generate(ana, {
        templateId,
        title: 'Cobrança Pedro',
        data: { devedor: 'Pedro', valor_divida: '250' },
      })
    ).json();
    expect(doc.content).toBe(
      `Prezado Pedro, consta em aberto R$ 250,00 (duzentos e cinquenta reais) vencido em ${BLANK_LINE}. ${BLANK_LINE}`,
    );
    const mine = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/generated-documents',
      headers: { cookie: ana },
    });
    expect(mine.json()[0].id).toBe(doc.id);
    const theirs = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/generated-documents',
      headers: { cookie: bruno },
    });
    expect(theirs.json()).toEqual([]);
    await t.expectStatus(409, {
      method: 'DELETE',
      url: `/api/platform/templates/${templateId}`,
      headers: { cookie: ana },
    });
  });
});

describe('GET /api/platform/generated-documents/:id/docx', () => {
  it('downloads a Word file named after the title, for the owner only', async () => {
    const doc = (
      await generate(ana, { templateId: PROCURACAO, title: 'Procuração — Ação de cobrança', data: {} })
    ).json();
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: `/api/platform/generated-documents/${doc.id}/docx`,
      headers: { cookie: ana },
    });
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-disposition']).toContain('filename="Procuracao - Acao de cobranca.docx"');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Procuração — Ação de cobrança.docx')}`,
    );
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    await t.expectStatus(404, {
      method: 'GET',
      url: `/api/platform/generated-documents/${doc.id}/docx`,
      headers: { cookie: bruno },
    });
  });
});

// A template of `{{a}}` × 20,000 and a 20 KB value made a 381 MB row in 15 s.
describe('generation is bounded', () => {
  const createTemplate = (content: string, status: number) =>
    t.expectStatus(status, {
      method: 'POST',
      url: '/api/platform/templates',
      headers: { cookie: bruno },
      payload: { name: 'Modelo de teste', content },
    });

  /** A template written before the caps existed goes straight to the table. */
  const storedTemplate = async (content: string) =>
    (
      await t.db
        .insertInto('templates')
        .values({
          userId: await userId('bruno'),
          name: 'Modelo antigo',
          category: 'Personalizado',
          description: '',
          content,
          fields: JSON.stringify([{ name: 'texto', label: 'Texto', type: 'textarea' }]),
          isPublic: false,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const userId = async (username: string) =>
    (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow())
      .id;
  const countDocuments = async () =>
    Number(
      (
        await t.db
          .selectFrom('generatedDocuments')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('userId', '=', await userId('bruno'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a template with more than 1,000 placeholders, counting repeats', async () => {
    const res = await createTemplate('{{a}}'.repeat(20_000), 400);
    expect(res.json().message).toBe('O modelo deve ter no máximo 1.000 marcadores {{campo}}');
    await createTemplate('{{a}} '.repeat(1_000), 201);
  });

  it('refuses a template with more than 100 different fields', async () => {
    const names = Array.from({ length: 101 }, (_, i) => `{{campo_${i}}}`).join(' ');
    const res = await createTemplate(names, 400);
    expect(res.json().message).toBe('O modelo deve ter no máximo 100 campos diferentes');
  });

  it('refuses, with a 400 in Portuguese and no row, a document that would pass 1 MB', async () => {
    // 60 × (a 20,000-character ASCII value + a space) = 1,200,060 bytes > 1,000,000; 40 × = 800,040.
    const before = await countDocuments();
    const big = await storedTemplate('{{texto}} '.repeat(60));
    const res = await generate(
      bruno,
      { templateId: big, title: 'Grande', data: { texto: 'x'.repeat(20_000) } },
      400,
    );
    expect(res.json().message).toBe(
      'O documento gerado ficaria maior que 1 MB. Encurte os valores dos campos ou o modelo.',
    );
    expect(await countDocuments()).toBe(before);
    const fits = await storedTemplate('{{texto}} '.repeat(40));
    const ok = await generate(bruno, {
      templateId: fits,
      title: 'Cabe',
      data: { texto: 'x'.repeat(20_000) },
    });
    expect(ok.json().content).toHaveLength(40 * 20_001);
  });

  it('refuses values that together pass 200,000 characters', async () => {
    // 11 values of 20,000 characters = 220,000.
    const data = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`campo_${i}`, 'x'.repeat(20_000)]));
    const res = await generate(bruno, { templateId: PROCURACAO, title: 'Valores longos', data }, 400);
    expect(res.json().message).toBe('Os valores dos campos somam mais de 200.000 caracteres');
  });

  it('gives up early on the attack template of 20,000 repeats of one placeholder', async () => {
    const attack = await storedTemplate('{{texto}}'.repeat(20_000));
    await generate(bruno, { templateId: attack, title: 'Ataque', data: { texto: 'x'.repeat(20_000) } }, 400);
  });

  it('lists a preview of each text (20,000 characters) and serves the whole text as .txt', async () => {
    const id = await storedTemplate('Cláusula: {{texto}}');
    const body = 'ç'.repeat(20_000);
    const doc = (await generate(bruno, { templateId: id, title: 'Longo', data: { texto: body } })).json();
    // An old row of 3,000,000 characters, written before generation was capped.
    await t.db
      .updateTable('generatedDocuments')
      .set({ content: `Cláusula: ${'ç'.repeat(3_000_000)}` })
      .where('id', '=', doc.id)
      .execute();
    const list = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/generated-documents',
      headers: { cookie: bruno },
    });
    const item = list.json().find((d: { id: string }) => d.id === doc.id);
    expect(item.content).toHaveLength(20_000);
    expect(item.content.startsWith('Cláusula: ççç')).toBe(true);
    expect(item.contentTruncated).toBe(true);
    const txt = await t.expectStatus(200, {
      method: 'GET',
      url: `/api/platform/generated-documents/${doc.id}/txt`,
      headers: { cookie: bruno },
    });
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.headers['content-disposition']).toContain('filename="Longo.txt"');
    expect(txt.body).toHaveLength('Cláusula: '.length + 3_000_000);
    await t.expectStatus(404, {
      method: 'GET',
      url: `/api/platform/generated-documents/${doc.id}/txt`,
      headers: { cookie: ana },
    });
  });
});
