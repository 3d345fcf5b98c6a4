import { MAX_TEMPLATE_FIELDS, placeholderNames } from '@lexato/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';

// The petição inicial cível (CPC art. 319), the reclamação trabalhista (CLT art. 840 §1º) and the
// contestação (CPC arts. 335-342) as public DocGen templates. Each requirement below is read
// from the article itself, not from the template's own field list.
let t: TestApp;
let ana: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'ana' });
  ana = await t.login('platform', 'ana');
});
afterAll(() => t.close());

const CIVEL = '5f1c0d00-0000-4000-8000-000000000101';
const TRABALHISTA = '5f1c0d00-0000-4000-8000-000000000102';
const CONTESTACAO = '5f1c0d00-0000-4000-8000-000000000103';

const generate = async (templateId: string, data: Record<string, string>) =>
  (
    await t.expectStatus(200, {
      method: 'POST',
      url: '/api/platform/docgen/generate',
      headers: { cookie: ana },
      payload: { templateId, title: 'Peça de teste', data },
    })
  ).json().content as string;

describe('petition templates', () => {
  it('are public, listed under Petições, each field used by the text and within the caps', async () => {
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/templates',
      headers: { cookie: ana },
    });
    const listed = res.json() as Array<{
      id: string;
      category: string;
      isPublic: boolean;
      content: string;
      fields: Array<{ name: string }>;
    }>;
    for (const id of [CIVEL, TRABALHISTA, CONTESTACAO]) {
      const tpl = listed.find((x) => x.id === id);
      expect(tpl).toMatchObject({ category: 'Petições', isPublic: true });
      if (!tpl) continue;
      const names = placeholderNames(tpl.content);
      expect(names.sort()).toEqual(tpl.fields.map((x) => x.name).sort());
      expect(names.length).toBeLessThanOrEqual(MAX_TEMPLATE_FIELDS);
      expect(tpl.content.match(/\{\{/g)?.length ?? 0).toBeLessThanOrEqual(1000);
    }
  });

  it('petição inicial cível carries each item of CPC art. 319, CPF formatted and the value in words', async () => {
    const text = await generate(CIVEL, {
      juizo: '2ª Vara Cível da Comarca de Campinas/SP',
      autor_nome: 'Maria Souza',
      autor_documento: '52998224725',
      autor_email: 'maria@exemplo.com.br',
      reu_nome: 'Loja Exemplo Ltda.',
      reu_documento: '11222333000181',
      valor_causa: '10.000,00',
      opcao_audiencia: 'opta pela realização de',
      data_assinatura: '2026-11-24',
    });
    expect(text).toContain('AO JUÍZO DA 2ª Vara Cível da Comarca de Campinas/SP'); // I, o juízo
    expect(text).toContain(
      'inscrito(a) no CPF/CNPJ sob o nº 529.982.247-25, endereço eletrônico maria@exemplo.com.br',
    ); // II
    expect(text).toContain('11.222.333/0001-81'); // II, o réu
    expect(text).toContain('DOS FATOS'); // III
    expect(text).toContain('DOS FUNDAMENTOS JURÍDICOS'); // III
    expect(text).toContain('DOS PEDIDOS'); // IV
    expect(text).toContain('R$ 10.000,00 (dez mil reais)'); // V
    expect(text).toContain('DAS PROVAS'); // VI
    expect(text).toContain('o autor opta pela realização de audiência de conciliação ou de mediação'); // VII
    expect(text).toContain('24 de novembro de 2026');
  });

  it('reclamação trabalhista follows CLT art. 840 §1º: juízo, parties, facts, priced requests, date and signature', async () => {
    const text = await generate(TRABALHISTA, {
      vara_trabalho: '5ª Vara do Trabalho de São Paulo/SP',
      reclamante_documento: '52998224725',
      reclamada_documento: '11222333000181',
      pedidos: 'a) aviso prévio indenizado de 33 dias — R$ 3.300,00',
      valor_causa: '3.300,00',
      advogado_nome: 'Dr. João Lima',
      data_assinatura: '2026-11-24',
    });
    expect(text).toContain('AO JUÍZO DA 5ª Vara do Trabalho de São Paulo/SP');
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('11.222.333/0001-81');
    expect(text).toContain('BREVE EXPOSIÇÃO DOS FATOS');
    expect(text).toContain('certos, determinados e com a indicação de seu valor');
    expect(text).toContain('a) aviso prévio indenizado de 33 dias — R$ 3.300,00');
    expect(text).toContain('R$ 3.300,00 (três mil e trezentos reais)');
    expect(text).toMatch(/24 de novembro de 2026\.\s+_+\s+Dr\. João Lima/);
  });

  it('contestação has the preliminares of CPC art. 337 before the specific denial of each fact (art. 341) and the proofs (art. 336)', async () => {
    const text = await generate(CONTESTACAO, { numero_processo: '0001234-56.2026.8.26.0114' });
    const order = [
      'DAS PRELIMINARES (art. 337 do CPC)',
      'IMPUGNAÇÃO ESPECÍFICA DOS FATOS (art. 341 do CPC)',
      'DAS PROVAS',
    ];
    const positions = order.map((heading) => text.indexOf(heading));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('Processo nº 0001234-56.2026.8.26.0114');
  });
});
