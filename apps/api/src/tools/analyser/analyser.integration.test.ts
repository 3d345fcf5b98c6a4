import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABUSIVE_CONSUMER_CONTRACT, DEFECTIVE_FILING } from '../../../test/fixtures/legal-documents.ts';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';
import type { AiProvider } from '../../ai/types.ts';
import { analyzeDocument } from './analyser.service.ts';

let t: TestApp;
let ana: string;
let anaId: string;
let bruno: string;

beforeAll(async () => {
  t = await startTestApp();
  anaId = await t.createUser({ username: 'ana' });
  await t.createUser({ username: 'bruno' });
  await t.createUser({ username: 'semcontrato', hasActiveContract: false });
  ana = await t.login('platform', 'ana');
  bruno = await t.login('platform', 'bruno');
});
afterAll(() => t.close());

const post = (cookie: string, url: string, payload: unknown) => ({
  method: 'POST' as const,
  url,
  headers: { cookie },
  payload: payload as Record<string, unknown>,
});
const get = (cookie: string, url: string) => ({ method: 'GET' as const, url, headers: { cookie } });

async function createDoc(cookie: string, content = ABUSIVE_CONSUMER_CONTRACT, type = 'contract') {
  const res = await t.expectStatus(
    201,
    post(cookie, '/api/platform/documents', {
      title: 'Contrato da academia',
      content,
      type,
      status: 'pending',
    }),
  );
  return res.json() as { id: string; status: string };
}

describe('POST /api/platform/documents', () => {
  it('creates a pending document, ignoring any other status the client sends', async () => {
    const res = await t.expectStatus(
      201,
      post(ana, '/api/platform/documents', {
        title: 'Petição inicial',
        content: DEFECTIVE_FILING,
        type: 'lawsuit',
        status: 'analyzed',
      }),
    );
    expect(res.json()).toMatchObject({ title: 'Petição inicial', type: 'lawsuit', status: 'pending' });
  });

  it("refuses short content with the product's message", async () => {
    const res = await t.expectStatus(
      400,
      post(ana, '/api/platform/documents', { title: 'Curto', content: 'abc', type: 'contract' }),
    );
    expect(JSON.stringify(res.json())).toContain('Conteúdo muito curto');
  });

  it('refuses a title under 3 characters and an unknown type', async () => {
    const res = await t.expectStatus(
      400,
      post(ana, '/api/platform/documents', { title: 'ab', content: 'conteúdo suficiente', type: 'memo' }),
    );
    const text = JSON.stringify(res.json());
    expect(text).toContain('Título deve ter pelo menos 3 caracteres');
    expect(text).toContain('Tipo de documento inválido');
  });

  it('answers 403 with the contract message to a user without an active contract', async () => {
    const cookie = await t.login('platform', 'semcontrato');
    const res = await t.expectStatus(
      403,
      post(cookie, '/api/platform/documents', {
        title: 'Contrato',
        content: ABUSIVE_CONSUMER_CONTRACT,
        type: 'contract',
      }),
    );
    expect(res.json().message).toBe('Sua conta não possui contrato ativo. Fale com nossa equipe comercial.');
    // …but can still read.
    await t.expectStatus(200, get(cookie, '/api/platform/documents'));
  });

  it('needs a session', async () => {
    await t.expectStatus(401, { method: 'GET', url: '/api/platform/documents' });
  });
});

describe('POST /api/platform/analyser/analyze', () => {
  it('analyses a contract, stores the analysis and marks the document analyzed', async () => {
    const doc = await createDoc(ana);
    const res = await t.expectStatus(
      200,
      post(ana, '/api/platform/analyser/analyze', { documentId: doc.id }),
    );
    const analysis = res.json();
    expect(analysis).toMatchObject({ documentId: doc.id, score: 0, riskLevel: 'alto', aiNotice: null });
    const lateFee = analysis.findings.find(
      (f: { legalBasis: string }) => f.legalBasis === 'CDC, art. 52, § 1º',
    );
    expect(lateFee.clause).toContain('multa moratória de 10% (dez por cento)');
    expect(analysis.suggestions.length).toBeGreaterThan(0);

    const docs = (await t.expectStatus(200, get(ana, '/api/platform/documents'))).json();
    expect(docs.find((d: { id: string }) => d.id === doc.id).status).toBe('analyzed');
    const analyses = (await t.expectStatus(200, get(ana, '/api/platform/analyses'))).json();
    expect(analyses.filter((a: { documentId: string }) => a.documentId === doc.id)).toHaveLength(1);
  });

  it('replaces the analysis when the document is analysed again', async () => {
    const doc = await createDoc(ana);
    const first = (
      await t.expectStatus(200, post(ana, '/api/platform/analyser/analyze', { documentId: doc.id }))
    ).json();
    const second = (
      await t.expectStatus(200, post(ana, '/api/platform/analyser/analyze', { documentId: doc.id }))
    ).json();
    expect(second.id).not.toBe(first.id);
    const rows = await t.db.selectFrom('analyses').select('id').where('documentId', '=', doc.id).execute();
    expect(rows.map((r) => r.id)).toEqual([second.id]);
  });

  it('answers 404 for a document of another user, and never shows it to them', async () => {
    const doc = await createDoc(ana);
    const res = await t.expectStatus(
      404,
      post(bruno, '/api/platform/analyser/analyze', { documentId: doc.id }),
    );
    expect(res.json().message).toBe('Documento não encontrado.');
    expect((await t.expectStatus(200, get(bruno, '/api/platform/documents'))).json()).toEqual([]);
    expect((await t.expectStatus(200, get(bruno, '/api/platform/analyses'))).json()).toEqual([]);
    const stored = await t.db
      .selectFrom('documents')
      .select('status')
      .where('id', '=', doc.id)
      .executeTakeFirst();
    expect(stored?.status).toBe('pending');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await t.expectStatus(
      404,
      post(ana, '/api/platform/analyser/analyze', { documentId: '00000000-0000-4000-8000-000000000000' }),
    );
    await t.expectStatus(400, post(ana, '/api/platform/analyser/analyze', { documentId: 'abc' }));
  });

  it('is reachable through tRPC with the same result shape', async () => {
    const doc = await createDoc(ana, DEFECTIVE_FILING, 'lawsuit');
    const res = await t.expectStatus(200, {
      method: 'POST',
      url: '/trpc/analyser.analyze',
      headers: { cookie: ana, 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { documentId: doc.id } }),
    });
    const analysis = res.json().result.data.json;
    expect(analysis.findings.map((f: { clause: string | null }) => f.clause)).toContain('art. 9999 da CLT');
  });
});

describe('analyzeDocument with a model', () => {
  const model = (answer: unknown): AiProvider => ({
    kind: 'openai',
    async structured() {
      return { ok: true, value: answer as never };
    },
  });

  it('merges the model summary and its findings whose clause is in the document, dropping invented quotes', async () => {
    const doc = await t.db
      .insertInto('documents')
      .values({ userId: anaId, title: 'Academia', content: ABUSIVE_CONSUMER_CONTRACT, type: 'contract' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ai = model({
      summary: 'Contrato de academia com várias cláusulas abusivas.',
      findings: [
        {
          type: 'risk',
          clause: 'nem por objetos   deixados nos ARMÁRIOS',
          severity: 'média',
          description: 'Guarda de objetos: o fornecedor responde pelo depósito.',
          recommendation: 'Preveja a guarda dos armários.',
          legalBasis: 'CC, art. 629',
        },
        {
          type: 'risk',
          clause: 'O consumidor renuncia ao direito de arrependimento previsto em lei.',
          severity: 'alta',
          description: 'Cláusula inventada.',
          recommendation: '—',
          legalBasis: 'CDC, art. 49',
        },
      ],
    });
    const r = await analyzeDocument(t.db, anaId, doc.id, { now: t.clock.now, ai });
    expect(r.summary).toContain('Resumo da IA: Contrato de academia com várias cláusulas abusivas.');
    const fromModel = r.findings.filter((f) => f.source === 'ia');
    expect(fromModel).toHaveLength(1);
    // The document's own words, not the model's spacing and case.
    expect(fromModel[0]?.clause).toBe('nem por objetos deixados nos armários');
    expect(r.findings.some((f) => f.legalBasis === 'CDC, art. 49')).toBe(false);
  });

  it('keeps the engine result and says why when the model fails', async () => {
    const doc = await t.db
      .insertInto('documents')
      .values({ userId: anaId, title: 'Petição', content: DEFECTIVE_FILING, type: 'lawsuit' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const failing: AiProvider = {
      kind: 'openai',
      async structured() {
        return {
          ok: false,
          reason: 'timeout',
          message: 'A IA não respondeu a tempo; resultado do mecanismo interno.',
        };
      },
    };
    const r = await analyzeDocument(t.db, anaId, doc.id, { now: t.clock.now, ai: failing });
    expect(r.aiNotice).toBe('A IA não respondeu a tempo; resultado do mecanismo interno.');
    expect(r.findings.every((f) => f.source === 'motor')).toBe(true);
  });
});

describe('POST /api/platform/analyser/analyze: the relation between the parties', () => {
  it('says which relation it read and from which words, and takes the user’s correction', async () => {
    const doc = await createDoc(ana);
    const read = await t.expectStatus(
      200,
      post(ana, '/api/platform/analyser/analyze', { documentId: doc.id }),
    );
    const body = read.json() as { relation: { value: string; source: string; facts: string[] } };
    expect(body.relation).toMatchObject({ value: 'consumo', source: 'documento' });
    expect(body.relation.facts.length).toBeGreaterThan(0);
    const set = await t.expectStatus(
      200,
      post(ana, '/api/platform/analyser/analyze', { documentId: doc.id, relation: 'empresarial' }),
    );
    expect(set.json()).toMatchObject({ relation: { value: 'empresarial', source: 'usuario', facts: [] } });
  });

  it('refuses an unknown relation with a Portuguese message', async () => {
    const doc = await createDoc(ana);
    const res = await t.expectStatus(
      400,
      post(ana, '/api/platform/analyser/analyze', { documentId: doc.id, relation: 'feudal' }),
    );
    expect((res.json() as { message: string }).message).toContain('Relação inválida');
  });
});
