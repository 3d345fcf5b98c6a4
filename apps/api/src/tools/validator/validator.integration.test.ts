import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';
import { type FakeDatajud, startFakeDatajud } from '../monitor/fake-datajud.ts';
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
  t = await startTestApp({ datajud: { apiKey: 'chave-de-teste', baseUrl: fake.baseUrl, timeoutMs: 10_000 } });
  await t.createUser({ username: 'ana' });
  await t.createUser({ username: 'bruno' });
  await t.createUser({ username: 'semcontrato', hasActiveContract: false });
  ana = await t.login('platform', 'ana');
  bruno = await t.login('platform', 'bruno');
  // Two articles of the Código Civil as the corpus import writes them (official-corpus.ts).
  await t.db
    .insertInto('legalSources')
    .values([
      {
        id: 'cc:412',
        kind: 'legislacao',
        title: 'Código Civil, art. 412',
        text: 'O valor da cominação imposta na cláusula penal não pode exceder o da obrigação principal.',
        reference: 'Lei 10.406/2002, art. 412',
        contentHash: 'teste-412',
      },
      {
        id: 'cc:413',
        kind: 'legislacao',
        title: 'Código Civil, art. 413',
        text: 'A penalidade deve ser reduzida eqüitativamente pelo juiz se a obrigação principal tiver sido cumprida em parte, ou se o montante da penalidade for manifestamente excessivo, tendo-se em vista a natureza e a finalidade do negócio.',
        reference: 'Lei 10.406/2002, art. 413',
        contentHash: 'teste-413',
      },
    ])
    .execute();
});
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
  it('checks every citation, the quotes against the corpus and the CNJ number against DataJud', async () => {
    const res = await t.expectStatus(
      200,
      validate(ana, { documentTitle: 'Contestação', documentContent: PETICAO }),
    );
    const body = res.json();
    expect(body).toMatchObject({ documentTitle: 'Contestação', validationStatus: 'completed' });
    expect(detail(body, 'art. 477 da CLT')?.status).toBe('valid');
    expect(detail(body, 'art. 9999 da CLT')?.status).toBe('invalid');
    expect(detail(body, 'Súmula 812 do STF')?.status).toBe('invalid');
    expect(detail(body, 'Súmula 603 do STJ')?.status).toBe('invalid');
    expect(detail(body, 'art. 412 do Código Civil')).toMatchObject({ status: 'valid', checks: ['corpus'] });
    expect(detail(body, 'art. 413 do Código Civil')).toMatchObject({ status: 'invalid', checks: ['corpus'] });
    expect(detail(body, 'art. 413 do Código Civil')?.details).toContain(
      'o trecho é de Código Civil, art. 412',
    );
    const cnj = detail(body, '0000832-35.2018.4.01.3202');
    expect(cnj).toMatchObject({ status: 'invalid', checks: ['datajud'] });
    expect(cnj?.details).toContain('Procedimento do Juizado Especial Cível');
    expect(fake.requests.at(-1)).toMatchObject({
      alias: 'api_publica_trf1',
      numeroProcesso: '00008323520184013202',
      authorization: 'APIKey chave-de-teste',
    });
    expect(body.totalCitations).toBe(body.citationDetails.length);
    expect(body.invalidCitations).toBe(5);
    expect(body.reliabilityScore).toBe(
      Math.round((100 * (body.validCitations + 0.5 * body.suspiciousCitations)) / body.totalCitations),
    );
    expect(body.warnings[0]).toContain('Citação inválida');
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
    expect((row.citationDetails as Detail[])[0]?.citation).toBe('art. 477 da CLT');
  });

  it('refuses content under 50 characters with the spec message (§5)', async () => {
    const res = await t.expectStatus(
      400,
      validate(ana, { documentTitle: 'Curto', documentContent: 'art. 477 da CLT' }),
    );
    expect(JSON.stringify(res.json())).toContain('Conteúdo muito curto para validação');
  });

  it('answers 403 with the contract message without an active contract', async () => {
    const cookie = await t.login('platform', 'semcontrato');
    const res = await t.expectStatus(
      403,
      validate(cookie, { documentTitle: 'Peça', documentContent: PETICAO }),
    );
    expect(res.json().message).toBe('Sua conta não possui contrato ativo. Fale com nossa equipe comercial.');
  });

  it('keeps a citation valid and says DataJud failed when DataJud is down', async () => {
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
      expect(detail(body, '0000832-35.2018.4.01.3202')?.status).toBe('valid');
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
