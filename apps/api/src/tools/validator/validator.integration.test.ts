import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDatajud, startFakeDatajud } from '../../../test/fakes/datajud.ts';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';
import { VALIDATION_FAILED, validateDocument } from './validator.service.ts';

let t: TestApp;
let fake: FakeDatajud;
let ana: string;
let bruno: string;

const PETICAO = [
  'Excelentíssimo Juízo, a reclamante foi dispensada sem receber as verbas no prazo do art. 477 da CLT.',
  'A ré invoca o art. 9999 da CLT e a Súmula 812 do STF, que não existem, e a Súmula 603 do STJ como vigente.',
  'O art. 412 do Código Civil dispõe: "O valor da cominação imposta na cláusula penal não pode exceder o da obrigação principal."',
  'Já o art. 413 do Código Civil diria que "o valor da cominação imposta na cláusula penal não pode exceder o da obrigação principal".',
  'No mandado de segurança nº 0000832-35.2018.4.01.3202, distribuído em 15/03/2017 à 3ª Vara Federal, houve liminar.',
].join('\n');

beforeAll(async () => {
  fake = await startFakeDatajud();
  fake.put({
    alias: 'api_publica_trf1',
    numeroProcesso: '00008323520184013202',
    tribunal: 'TRF1',
    orgaoJulgador: 'Juizado Especial Federal Adjunto de Tefé',
    movimentos: [{ codigo: 26, nome: 'Distribuição', dataHora: '2018-10-29T10:00:00.000Z' }],
  });
  // The shipped knowledge base, loaded as on a fresh install (apps/api/lawbase/).
  t = await startTestApp({
    datajud: { apiKey: 'chave-de-teste', baseUrl: fake.baseUrl, timeoutMs: 10_000 },
    lawbase: { autoload: true },
  });
  await t.createUser({ username: 'ana' });
  await t.createUser({ username: 'bruno' });
  await t.createUser({ username: 'semcontrato', hasActiveContract: false });
  ana = await t.login('platform', 'ana');
  bruno = await t.login('platform', 'bruno');
}, 120_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const validate = (cookie: string, payload: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/platform/validator/validate',
  headers: { cookie },
  payload,
});
type Detail = { citation: string; status: string; details: string; checks: string[] };
const detail = (body: { citationDetails: Detail[] }, citation: string) =>
  body.citationDetails.find((d) => d.citation === citation);

describe('POST /api/platform/validator/validate', () => {
  it('checks every citation, the quotes against the base and the CNJ number against DataJud', async () => {
    const res = await t.expectStatus(
      200,
      validate(ana, { documentTitle: 'Contestação', documentContent: PETICAO }),
    );
    const body = res.json();
    expect(body).toMatchObject({ documentTitle: 'Contestação', validationStatus: 'completed' });
    expect(detail(body, 'art. 477 da CLT')).toMatchObject({ status: 'valid', checks: ['base'] });
    expect(detail(body, 'art. 9999 da CLT')?.status).toBe('invalid');
    expect(detail(body, 'Súmula 812 do STF')?.status).toBe('invalid');
    expect(detail(body, 'Súmula 603 do STJ')?.status).toBe('suspicious');
    // CC art. 412: "O valor da cominação imposta na cláusula penal não pode exceder o da obrigação principal."
    expect(detail(body, 'art. 412 do Código Civil')).toMatchObject({ status: 'valid', checks: ['base'] });
    // CC art. 413: "A penalidade deve ser reduzida eqüitativamente pelo juiz…": the quote is art. 412's
    const misquote = detail(body, 'art. 413 do Código Civil');
    expect(misquote).toMatchObject({ status: 'suspicious', checks: ['base'] });
    expect(misquote?.details).toContain('A penalidade deve ser reduzida eqüitativamente pelo juiz');
    // the case class written before the number is part of the citation ('processo nº …', 'MS nº …')
    const cnj = body.citationDetails.find((d: Detail) => d.citation.includes('0000832-35.2018.4.01.3202'));
    expect(cnj).toMatchObject({ status: 'invalid', checks: ['datajud'] });
    expect(cnj?.details).toContain('Procedimento do Juizado Especial Cível');
    expect(fake.requests.at(-1)).toMatchObject({
      alias: 'api_publica_trf1',
      numeroProcesso: '00008323520184013202',
      authorization: 'APIKey chave-de-teste',
    });
    expect(body.totalCitations).toBe(body.citationDetails.length);
    expect(body.invalidCitations).toBe(3);
    expect(body.warnings[0]).toContain('Citação inválida');
  });

  // The examples against the shipped base: the expected statuses come from the texts.
  it.each([
    // CLT: after art. 477 only 477-A and 477-B were inserted (Lei 13.467/2017)
    [
      'O art. 477-C da CLT impõe multa adicional ao empregador.',
      'art. 477-C da CLT',
      'invalid',
      'não existe',
    ],
    [
      'Conforme o art. 611-C da CLT, a norma coletiva prevalece sempre.',
      'art. 611-C da CLT',
      'invalid',
      'não existe',
    ],
    [
      'O banco de horas anual está no art. 59-C da CLT, diz a ré.',
      'art. 59-C da CLT',
      'invalid',
      'não existe',
    ],
    // CDC: arts. 104-A to 104-C (Lei 14.181/2021)
    [
      'O art. 104-D do CDC prevê a audiência de conciliação global.',
      'art. 104-D do CDC',
      'invalid',
      'não existe',
    ],
    // CC: arts. 1.510-A to 1.510-E (Lei 13.465/2017)
    [
      'O art. 1.510-F do Código Civil regula a laje sobre laje.',
      'art. 1.510-F do Código Civil',
      'invalid',
      'não existe',
    ],
    // CLT art. 384: "(Revogado pela Lei nº 13.467, de 2017)"
    [
      'A empregada tem direito ao intervalo do art. 384 da CLT antes da hora extra.',
      'art. 384 da CLT',
      'suspicious',
      'Revogado pela Lei nº 13.467, de 2017',
    ],
    // CLT art. 58 § 3º: "(Revogado pela Lei nº 13.467, de 2017)"
    [
      'As horas in itinere são devidas nos termos do art. 58, § 3º, da CLT.',
      'art. 58, § 3º, da CLT',
      'suspicious',
      'Revogado pela Lei nº 13.467, de 2017',
    ],
    // CP art. 240 (adultério): "(Revogado pela Lei nº 11.106, de 2005)"
    [
      'A conduta configuraria o crime do art. 240 do Código Penal, diz a inicial.',
      'art. 240 do Código Penal',
      'suspicious',
      'Revogado pela Lei nº 11.106, de 2005',
    ],
    // CC art. 227: "(Revogado pela Lei nº 13.105, de 2015)"; its parágrafo único stays in force
    [
      'Pelo art. 227 do Código Civil, a prova só testemunhal não basta acima do limite.',
      'art. 227 do Código Civil',
      'suspicious',
      'foi revogado',
    ],
    [
      'Segundo o art. 227, parágrafo único, do Código Civil, a prova testemunhal é subsidiária.',
      'art. 227, parágrafo único, do Código Civil',
      'valid',
      'com parágrafo único',
    ],
    // Lei 9.099/1995 art. 3º: "O Juizado Especial Cível tem competência para conciliação…"
    [
      'Nos termos do art. 3º da Lei 9.099/95, a causa é de menor complexidade.',
      'art. 3º da Lei 9.099/95',
      'valid',
      'existe e está em vigor',
    ],
    // Lei 11.101/2005 art. 47: "A recuperação judicial tem por objetivo viabilizar a superação…"
    [
      'O art. 47 da Lei 11.101/2005 orienta a preservação da empresa em crise.',
      'art. 47 da Lei 11.101/2005',
      'valid',
      'existe e está em vigor',
    ],
    // Lei 14.133/2021 art. 75: "É dispensável a licitação:"
    [
      'A contratação direta seguiu o art. 75 da Lei 14.133/2021 em seus termos.',
      'art. 75 da Lei 14.133/2021',
      'valid',
      'existe e está em vigor',
    ],
    // CF art. 7º, XXIX: prescrição de cinco anos, até dois após a extinção do contrato
    [
      'A pretensão prescreve, como dispõe a Constituição Federal, em seu art. 7º, XXIX.',
      'Constituição Federal, em seu art. 7º, XXIX',
      'valid',
      'inciso XXIX',
    ],
    // TST súmulas 310 and 349 were cancelled, but the TST is not in the base
    [
      'A substituição processual é limitada, segundo a Súmula 310 do TST.',
      'Súmula 310 do TST',
      'unverified',
      'não verificada',
    ],
    [
      'O acordo de compensação em atividade insalubre vale (Súmula 349 do TST).',
      'Súmula 349 do TST',
      'unverified',
      'não verificada',
    ],
    // STJ Tema 1076: honorários por equidade vedados quando os valores são elevados
    [
      'Os honorários seguem o Tema 1.076 do STJ, como se sabe.',
      'Tema 1.076 do STJ',
      'valid',
      'apreciação equitativa',
    ],
    [
      'A tese foi fixada no Tema 9.999 do STJ, segundo a ré.',
      'Tema 9.999 do STJ',
      'invalid',
      'o último tema cadastrado é o 1.458',
    ],
  ])('%s → %s', async (text, citation, status, reason) => {
    const res = await t.expectStatus(200, validate(ana, { documentTitle: 'Exemplo', documentContent: text }));
    const d = detail(res.json(), citation);
    expect(d?.status, d?.details).toBe(status);
    expect(d?.details).toContain(reason);
  });

  it('stores the whole result as completed', async () => {
    const res = await t.expectStatus(
      200,
      validate(ana, {
        documentTitle: 'Parecer',
        documentContent: 'Nos termos do art. 477 da CLT, as verbas são devidas em dez dias.',
      }),
    );
    const row = await t.db
      .selectFrom('validators')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      validationStatus: 'completed',
      totalCitations: 1,
      validCitations: 1,
      reliabilityScore: 100,
    });
    expect(res.json().unverifiedCitations).toBe(0);
    expect((row.citationDetails as Detail[])[0]?.citation).toBe('art. 477 da CLT');
  });

  it("refuses content under 50 characters with the product's message", async () => {
    const res = await t.expectStatus(
      400,
      validate(ana, { documentTitle: 'Curto', documentContent: 'art. 477 da CLT' }),
    );
    expect(JSON.stringify(res.json())).toContain('Conteúdo muito curto para validação');
  });

  it('reports vague references as "incompleta", counted apart, on REST, in the stored row and on tRPC', async () => {
    const content =
      'Conforme jurisprudência pacífica desta Corte, e nos termos do art. 477 da CLT, as verbas são devidas.';
    const res = await t.expectStatus(
      200,
      validate(ana, { documentTitle: 'Peça vaga', documentContent: content }),
    );
    const body = res.json();
    // art. 477 CLT: valid in the shipped base; the vague reference adds nothing: 1 / 2 = 50 %
    expect(body).toMatchObject({
      totalCitations: 2,
      validCitations: 1,
      incompleteCitations: 1,
      reliabilityScore: 50,
    });
    expect(detail(body, 'jurisprudência pacífica desta Corte')).toMatchObject({ status: 'incomplete' });
    expect(detail(body, 'jurisprudência pacífica desta Corte')?.details).toContain(
      'referência vaga (sem número)',
    );
    const listed = await t.expectStatus(200, {
      method: 'GET',
      url: '/trpc/validator.list',
      headers: { cookie: ana },
    });
    const row = (listed.json().result.data.json as Array<{ id: string; incompleteCitations: number }>).find(
      (v) => v.id === body.id,
    );
    expect(row?.incompleteCitations).toBe(1);
  });

  it('answers 403 with the contract message without an active contract', async () => {
    const cookie = await t.login('platform', 'semcontrato');
    const res = await t.expectStatus(
      403,
      validate(cookie, { documentTitle: 'Peça', documentContent: PETICAO }),
    );
    expect(res.json().message).toBe('Sua conta não possui contrato ativo. Fale com nossa equipe comercial.');
  });

  it('keeps a citation "não verificada" and says DataJud failed when DataJud is down', async () => {
    fake.mode = 'error500';
    try {
      const res = await t.expectStatus(
        200,
        validate(ana, {
          documentTitle: 'Petição',
          documentContent: 'Cito o processo 0000832-35.2018.4.01.3202, em trâmite no juizado de Tefé.',
        }),
      );
      const body = res.json();
      expect(detail(body, '0000832-35.2018.4.01.3202')?.status).toBe('unverified');
      expect(
        body.warnings.some((w: string) => w.startsWith('Consulta ao DataJud: O DataJud respondeu com erro')),
      ).toBe(true);
    } finally {
      fake.mode = 'ok';
    }
  });
});

describe('validateDocument', () => {
  it('marks the row failed, with a message, when the checks cannot run', async () => {
    const user = await t.createUser({ username: 'falha' });
    const input = { documentTitle: 'Peça', documentContent: PETICAO };
    // An impossible clock makes the citation checker throw (RangeError).
    await expect(validateDocument(t.db, user, input, { today: '2026-13-45' })).rejects.toThrow(RangeError);
    const row = await t.db
      .selectFrom('validators')
      .select(['validationStatus', 'warnings', 'reliabilityScore'])
      .where('userId', '=', user)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      validationStatus: 'failed',
      warnings: [VALIDATION_FAILED],
      reliabilityScore: null,
    });
  });
});

describe('validator.coverage', () => {
  it('names what the base covers and what it does not', async () => {
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: '/trpc/validator.coverage',
      headers: { cookie: ana },
    });
    const coverage = res.json().result.data.json;
    expect(coverage.acts.map((a: { name: string }) => a.name)).toContain('Lei 9.099/1995');
    expect(coverage.acts.length).toBe(24);
    expect(coverage.temas.highest).toBe(1458);
    expect(coverage.notCovered).toContain('Súmulas e Orientações Jurisprudenciais do TST');
  });
});

describe('GET /api/platform/validators', () => {
  it('lists only the user own validations, newest first', async () => {
    const mine = (
      await t.expectStatus(200, { method: 'GET', url: '/api/platform/validators', headers: { cookie: ana } })
    ).json();
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((v: { validationStatus: string }) => v.validationStatus === 'completed')).toBe(true);
    const theirs = (
      await t.expectStatus(200, {
        method: 'GET',
        url: '/api/platform/validators',
        headers: { cookie: bruno },
      })
    ).json();
    expect(theirs).toEqual([]);
  });

  it('needs a session', async () => {
    await t.expectStatus(401, { method: 'GET', url: '/api/platform/validators' });
  });
});
