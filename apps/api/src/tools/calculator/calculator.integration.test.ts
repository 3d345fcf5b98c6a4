import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../../../test/fixtures/documents.ts';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';
import { type MultipartPart, multipartBody } from '../../../test/multipart.ts';
import { trpcHttp } from '../../../test/trpc-http.ts';

// Expected figures are those of @lexato/calc's own tests, each worked by hand there from the cited
// law or official series (packages/calc/README.md "Examples", one per type).
const EXAMPLES = [
  {
    // packages/calc/src/rescisao.test.ts 'dismissal without cause: 39 days of notice…'
    request: {
      type: 'rescisao',
      inputs: {
        salarioBruto: 3000,
        dataAdmissao: '2022-03-10',
        dataDesligamento: '2025-08-20',
        saldoFGTS: 10000,
      },
    },
    expected: {
      avisoPrevioValor: 3900,
      saldoSalario: 2000,
      decimoTerceiroProporcion: 2250,
      feriasProporcionais: 1750,
      tercoFeriasProporcionais: 583.33,
      multaFGTS: 4260.8,
      descontoINSS: 336.96,
      valorBrutoTotal: 10483.33,
      valorLiquido: 10146.37,
    },
  },
  {
    // packages/calc/src/salario-liquido.test.ts 'nets 6000 in March 2026 to 4973,39'
    request: { type: 'salario_liquido', inputs: { salarioBruto: 6000 }, referenceDate: '2026-03-01' },
    expected: { salarioLiquido: 4973.39 },
  },
  {
    // packages/calc/src/ferias.test.ts 'sells up to 1/3 as abono pecuniário…'
    request: { type: 'ferias', inputs: { salarioBruto: 3000, venderDias: 10 }, referenceDate: '2025-06-01' },
    expected: {
      valorFerias: 2000,
      tercoConstitucional: 666.67,
      valorVendaDias: 1333.33,
      descontoINSS: 217.23,
      totalLiquido: 3782.77,
    },
  },
  {
    // packages/calc/src/decimo-terceiro.test.ts (3000 in December 2025)
    request: { type: 'decimo_terceiro', inputs: { salarioBruto: 3000 }, referenceDate: '2025-12-01' },
    expected: { valorDecimoTerceiro: 3000, primeiraParcela: 1500, valorLiquido: 2722.76 },
  },
  {
    // packages/calc/src/correcao-monetaria.test.ts 'adds simple interest on the corrected value (1% × 12 on 1047,07 = 125,65)'
    request: {
      type: 'correcao_monetaria',
      inputs: {
        valorInicial: 1000,
        dataInicial: '2023-12-31',
        dataFinal: '2024-12-31',
        incluirJuros: true,
        convencao: 'pro_rata_die',
      },
    },
    expected: { valorCorrigido: 1047.07, juros: 125.65, valorFinal: 1172.72 },
  },
  {
    // packages/calc/src/horas-extras.test.ts (2200, 10 h at 50%)
    request: { type: 'horas_extras', inputs: { salarioBruto: 2200, horasExtras: 10 } },
    expected: {
      valorHoraNormal: 10,
      valorHoraExtra: 15,
      totalHorasExtras: 150,
      fgtsHorasExtras: 12,
      // DSR 150 ÷ 25 × 5 = 30 (Súmula 172 TST): 2200 + 150 + 30
      reflexoDSR: 30,
      totalComExtras: 2380,
    },
  },
  {
    // Filed before the due date, so no pre-judicial phase (ADC 58/59), pro rata die:
    // SELIC 0,83 × 16/31 + 0,79 + 0,91 + 0,87 × 29/31 = 2,942258% (16/05–29/08/2024);
    // IPCA 0,9998^(2/31) × 1,0044 × 1,0056 × 1,0039 × 1,0052^(20/31) (30/08–20/12/2024);
    // factor 1,02942258 × 1,01735… = 1,04728220 → 10.472,82; taxa legal 0,605306 × 2/31 +
    // 0,676227 + 0,704241 + 0,385874 + 0,171924 × 20/31 = 1,916313% → 200,69.
    request: {
      type: 'liquidacao_sentenca',
      inputs: {
        valorPrincipal: 10000,
        dataInicial: '2024-05-15',
        dataFinal: '2024-12-20',
        indiceCorrecao: 'AUTOMATICO',
        dataAjuizamento: '2024-05-10',
      },
    },
    expected: { valorCorrigido: 10472.82, jurosTotais: 200.69, valorComJuros: 10673.51 },
  },
] as const;

const URL = '/api/platform/calculations';

let t: TestApp;
let anaId: string;
let ana: string;
let bea: string;
let semContrato: string;

beforeAll(async () => {
  t = await startTestApp();
  anaId = await t.createUser({ username: 'ana' });
  await t.createUser({ username: 'bea' });
  await t.createUser({ username: 'semcontrato', hasActiveContract: false });
  ana = await t.login('platform', 'ana');
  bea = await t.login('platform', 'bea');
  semContrato = await t.login('platform', 'semcontrato');
});
afterAll(() => t.close());

const postMultipart = (cookie: string | undefined, parts: MultipartPart[]) => {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: URL,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
};
const dataPart = (value: unknown): MultipartPart => ({ name: 'data', value: JSON.stringify(value) });
const counts = async () => ({
  calculations: (await t.db.selectFrom('calculations').select('id').execute()).length,
  files: (await t.db.selectFrom('files').select('id').execute()).length,
});

describe('calculations through REST (multipart, as the screen sends them)', () => {
  for (const { request, expected } of EXAMPLES) {
    it(`computes and stores ${request.type} with the engine's documented figures`, async () => {
      const res = await postMultipart(ana, [dataPart({ ...request, title: `Exemplo ${request.type}` })]);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ type: request.type, title: `Exemplo ${request.type}`, results: expected });
      expect(body.results.memoria.length).toBeGreaterThan(0);
      const row = await t.db
        .selectFrom('calculations')
        .selectAll()
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(row.userId).toBe(anaId);
      expect(row.inputs).toMatchObject(request.inputs);
      expect(row.results).toMatchObject({ ...expected, memoria: body.results.memoria });
      expect(row.fileId).toBeNull();
    });
  }

  it('accepts a plain JSON body for API clients', async () => {
    const [example] = EXAMPLES;
    const res = await t.expectStatus(201, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: example.request,
    });
    expect(res.json().results).toMatchObject(example.expected);
  });

  it('computes culpa recíproca: half notice, 13th and vacation, FGTS fine 20% (CLT art. 484; Súmula 14 TST; Lei 8.036/1990 art. 18 §2º)', async () => {
    // packages/calc/src/rescisao.test.ts 'culpa recíproca halves…' (worked by hand there): notice
    // 39 days ÷ 2 → 1950; 13º 3000 × 9 ÷ 24 = 1125; férias 3000 × 7 ÷ 24 = 875; fine 20% of 10406.
    const [example] = EXAMPLES;
    const res = await t.expectStatus(201, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: { ...example.request, inputs: { ...example.request.inputs, tipoRescisao: 'culpa_reciproca' } },
    });
    expect(res.json().results).toMatchObject({
      avisoPrevioValor: 1950,
      decimoTerceiroProporcion: 1125,
      feriasProporcionais: 875,
      multaFGTS: 2081.2,
      valorLiquido: 6000.06,
    });
  });

  it('liquidação por verbas: summary by verba, and its stored JSON read back gives the same result', async () => {
    // packages/calc/src/liquidacao.test.ts 'liquidação por verbas' (worked by hand there): horas
    // extras 2.074,80 + indenização 520,70; FGTS 165,98; INSS 150,00.
    const request = {
      type: 'liquidacao_sentenca',
      inputs: {
        dataFinal: '2024-06-30',
        indiceCorrecao: 'SELIC',
        convencao: 'meses_cheios',
        verbas: [
          {
            descricao: 'Horas extras',
            valores: [
              { competencia: '2024-01', valor: 1000 },
              { competencia: '2024-02', valor: 1000 },
            ],
          },
          {
            descricao: 'Indenização',
            valorTotal: 500,
            competenciaInicial: '2024-01',
            incideFGTS: false,
            incideINSS: false,
            incideIR: false,
          },
        ],
      },
    };
    const res = await t.expectStatus(201, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: request,
    });
    const results = res.json().results;
    expect(results.verbas.map((v: { total: number }) => v.total)).toEqual([2074.8, 520.7]);
    expect(results.fgts.total).toBe(165.98);
    expect(results.descontoINSS).toBe(150);
    // Export: the stored calculation as JSON; import: the same JSON posted back.
    const detail = await t.expectStatus(200, {
      method: 'GET',
      url: `${URL}/${res.json().id}`,
      headers: { cookie: ana },
    });
    const { referenceDate, ...inputs } = detail.json().inputs;
    const again = await t.expectStatus(201, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: JSON.parse(JSON.stringify({ type: detail.json().type, inputs, referenceDate })),
    });
    expect(again.json().results.valorLiquido).toBe(results.valorLiquido);
    expect(again.json().results.verbas).toEqual(results.verbas);
    // Without verbas the single principal stays required, named by its label.
    const sem = await t.expectStatus(400, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: {
        type: 'liquidacao_sentenca',
        inputs: { dataFinal: '2024-06-30', dataInicial: '2024-01-01' },
      },
    });
    expect(sem.json().message).toContain('Valor principal: campo obrigatório');
  });

  it('cites the legal basis of every memo step', async () => {
    const res = await t.expectStatus(201, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: EXAMPLES[0].request,
    });
    const memoria = res.json().results.memoria as Array<{ passo: string; base: string }>;
    expect(memoria.every((m) => m.passo && m.base)).toBe(true);
    expect(memoria.some((m) => m.base.includes('Lei 12.506/2011'))).toBe(true);
  });

  it('names the calculation after its type and the day when no title is given', async () => {
    const res = await t.expectStatus(201, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: EXAMPLES[0].request,
    });
    expect(res.json().title).toBe('Rescisão — 22/11/2026');
  });

  it("picks the tables in force on the server's day when no reference date is given", async () => {
    // The clock is 2026-11-22: the 2026 tables, the same as the March-2026 example (4973,39).
    const res = await t.expectStatus(201, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: { type: 'salario_liquido', inputs: { salarioBruto: 6000 } },
    });
    expect(res.json().results).toMatchObject({ salarioLiquido: 4973.39, referenceDate: '2026-11-22' });
  });

  it('stores an attached PDF with its sha256 and links it to the calculation', async () => {
    const pdf = buildPdf([['Reclamação trabalhista — planilha de cálculos']]);
    const res = await postMultipart(ana, [
      dataPart(EXAMPLES[5].request),
      { name: 'file', filename: 'planilha.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.db
      .selectFrom('calculations as c')
      .innerJoin('files as f', 'f.id', 'c.fileId')
      .select(['f.sha256', 'f.mime', 'f.size', 'f.filename', 'f.userId'])
      .where('c.id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      sha256: createHash('sha256').update(pdf).digest('hex'),
      mime: 'application/pdf',
      size: pdf.length,
      filename: 'planilha.pdf',
      userId: anaId,
    });
    const detail = await t.expectStatus(200, {
      method: 'GET',
      url: `${URL}/${res.json().id}`,
      headers: { cookie: ana },
    });
    expect(detail.json().attachment).toEqual({
      filename: 'planilha.pdf',
      mime: 'application/pdf',
      size: pdf.length,
    });
  });

  it('ignores the empty file part a form sends when no file was chosen', async () => {
    const res = await postMultipart(ana, [
      dataPart(EXAMPLES[5].request),
      { name: 'file', filename: '', content: new Uint8Array(0) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().results.totalComExtras).toBe(2380);
  });
});

describe('calculations through tRPC', () => {
  for (const { request, expected } of EXAMPLES) {
    it(`computes ${request.type} with the engine's documented figures`, async () => {
      const res = await trpcHttp(t.app, 'mutation', 'calculations.create', request, bea);
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      const data = res.data as { id: string; results: Record<string, unknown>; createdAt: Date };
      expect(data.results).toMatchObject(expected);
      expect(data.createdAt).toBeInstanceOf(Date);
      const again = await trpcHttp(t.app, 'query', 'calculations.get', { id: data.id }, bea);
      expect((again.data as { results: unknown }).results).toEqual(data.results);
    });
  }
});

// calculations.create is one procedure: the multipart route reads the form and hands the data and
// the file to it as its input, as a tRPC client hands it the data; no file travels on the context.
describe('the calculation upload: one procedure over REST and tRPC', () => {
  const request = EXAMPLES[5].request;
  const note = Buffer.from('Horas extras de outubro, conforme cartões de ponto anexos.');
  const filePart: MultipartPart = {
    name: 'file',
    filename: 'notas.txt',
    content: note,
    contentType: 'text/plain',
  };
  const shown = (c: { type: string; title: string; results: unknown }) => ({
    type: c.type,
    title: c.title,
    results: c.results,
  });

  it('gives the same calculation over the form (with and without a file), a JSON body and tRPC', async () => {
    const withFile = await postMultipart(ana, [dataPart(request), filePart]);
    const form = await postMultipart(ana, [dataPart(request)]);
    const json = await t.app.inject({ method: 'POST', url: URL, payload: request, headers: { cookie: ana } });
    const trpc = await trpcHttp(t.app, 'mutation', 'calculations.create', request, ana);
    expect([withFile, form, json].map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(trpc.status, JSON.stringify(trpc.error)).toBe(200);
    const first = shown(withFile.json());
    // Súmula 172 TST: 2200 + 10 h × 15 + DSR 30 (the example's figures, worked above).
    expect(first.results).toMatchObject(EXAMPLES[5].expected);
    expect(shown(form.json())).toEqual(first);
    expect(shown(json.json())).toEqual(first);
    expect(shown(trpc.data as Parameters<typeof shown>[0])).toEqual(first);
    // Only the form with a file stored one, with the bytes sent.
    const files = await t.db
      .selectFrom('calculations as c')
      .leftJoin('files as f', 'f.id', 'c.fileId')
      .select(['c.id', 'f.size'])
      .where('c.id', 'in', [
        withFile.json().id,
        form.json().id,
        json.json().id,
        (trpc.data as { id: string }).id,
      ])
      .execute();
    const sizeOf = (id: string) => files.find((f) => f.id === id)?.size ?? null;
    expect(Number(sizeOf(withFile.json().id))).toBe(note.length);
    expect(sizeOf(form.json().id)).toBeNull();
    expect(sizeOf(json.json().id)).toBeNull();
  });

  it('takes a file only from the form: one in a JSON body or a tRPC input is refused with 400 and nothing is stored', async () => {
    const before = await counts();
    const smuggled = { ...request, file: { filename: 'notas.txt', bytes: note.toString('base64') } };
    const json = await t.expectStatus(400, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: smuggled,
    });
    const message = 'Envie o arquivo como multipart/form-data no campo file.';
    expect(json.json().message).toBe(message);
    const asBytes = { ...request, file: { filename: 'notas.txt', bytes: [...note] } };
    const trpc = await trpcHttp(t.app, 'mutation', 'calculations.create', asBytes, ana);
    expect(trpc.status).toBe(400);
    expect(trpc.error?.message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses the same data with the same message on the form with a file and on tRPC', async () => {
    const before = await counts();
    const bad = { type: 'horas_extras', inputs: { salarioBruto: 2200, horasExtras: 10.3 } };
    const form = await postMultipart(ana, [dataPart(bad), filePart]);
    const trpc = await trpcHttp(t.app, 'mutation', 'calculations.create', bad, ana);
    expect(form.statusCode).toBe(400);
    expect(trpc.status).toBe(400);
    expect(form.json().message).toBe('Horas extras no mês: use múltiplos de 0,5 hora');
    expect(trpc.error?.message).toBe(form.json().message);
    expect(await counts()).toEqual(before);
  });
});

describe('refusals', () => {
  it('answers 400 naming the field when the schema refuses an input', async () => {
    const before = await counts();
    const bad = { type: 'rescisao', inputs: { ...EXAMPLES[0].request.inputs, salarioBruto: -1 } };
    const rest = await t.expectStatus(400, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: bad,
    });
    expect(rest.json().message).toBe('Salário bruto: não pode ser negativo');
    const multipart = await postMultipart(ana, [dataPart(bad)]);
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().message).toBe('Salário bruto: não pode ser negativo');
    const trpc = await trpcHttp(t.app, 'mutation', 'calculations.create', bad, ana);
    expect(trpc.status).toBe(400);
    expect(trpc.error?.message).toBe('Salário bruto: não pode ser negativo');
    expect(await counts()).toEqual(before);
  });

  it("answers 400 with the engine's message when only the engine can tell (CalcError)", async () => {
    const before = await counts();
    // Less than a year of service has no vacation already due (CLT art. 130).
    const res = await t.expectStatus(400, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: {
        type: 'rescisao',
        inputs: {
          salarioBruto: 3000,
          dataAdmissao: '2025-03-10',
          dataDesligamento: '2025-08-20',
          saldoFGTS: 0,
          feriasVencidas: true,
        },
      },
    });
    expect(res.json().message).toBe(
      'Possui férias vencidas: não há período aquisitivo completo (menos de 12 meses)',
    );
    // A month beyond the shipped index series is named, never taken as zero.
    const gap = await t.expectStatus(400, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: {
        type: 'correcao_monetaria',
        inputs: { valorInicial: 1000, dataInicial: '2024-01-01', dataFinal: '2030-01-31' },
      },
    });
    expect(gap.json().message).toMatch(/Índice IPCA-E sem valor para 08\/2026/);
    // The screen offers the last end date it can compute.
    expect(gap.json().details).toEqual({
      campo: 'dataFinal',
      serie: 'IPCA-E',
      ultimoMes: '2026-07',
      ultimaDataCalculavel: '2026-07-31',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown type and AUTOMATICO without the filing date', async () => {
    const unknown = await t.expectStatus(400, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: { type: 'pensao', inputs: {} },
    });
    expect(unknown.json().message).toBe('Tipo de cálculo inválido');
    const { dataAjuizamento: _, ...semData } = EXAMPLES[6].request.inputs;
    const automatico = await t.expectStatus(400, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: { type: 'liquidacao_sentenca', inputs: semData },
    });
    expect(automatico.json().message).toMatch(/^Data de ajuizamento: obrigatória/);
  });

  it('refuses a multipart body without data, or with data that is not JSON', async () => {
    const missing = await postMultipart(ana, [{ name: 'title', value: 'x' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/campo data/);
    const notJson = await postMultipart(ana, [{ name: 'data', value: '{type:' }]);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/JSON/);
  });

  it('answers 413 for an attachment over 10 MB and writes nothing', async () => {
    const before = await counts();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
    const res = await postMultipart(ana, [
      dataPart(EXAMPLES[5].request),
      { name: 'file', filename: 'grande.txt', content: big, contentType: 'text/plain' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('O arquivo deve ter no máximo 10MB');
    expect(await counts()).toEqual(before);
  });

  it('checks the attachment by content and writes nothing when it does not match', async () => {
    const before = await counts();
    const fake = await postMultipart(ana, [
      dataPart(EXAMPLES[5].request),
      {
        name: 'file',
        filename: 'laudo.pdf',
        content: Buffer.from('apenas texto'),
        contentType: 'application/pdf',
      },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('O conteúdo do arquivo não corresponde à extensão .pdf');
    const exe = await postMultipart(ana, [
      dataPart(EXAMPLES[5].request),
      { name: 'file', filename: 'planilha.xlsx', content: Buffer.from('PK'), contentType: 'application/zip' },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('Formato não suportado. Envie PDF, DOCX ou TXT.');
    expect(await counts()).toEqual(before);
  });

  it('keeps the file out when the calculation is refused (one transaction)', async () => {
    const before = await counts();
    const res = await postMultipart(ana, [
      dataPart({ type: 'horas_extras', inputs: { salarioBruto: 2200, horasExtras: 10.3 } }),
      {
        name: 'file',
        filename: 'notas.txt',
        content: Buffer.from('Horas extras de outubro'),
        contentType: 'text/plain',
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Horas extras no mês: use múltiplos de 0,5 hora');
    expect(await counts()).toEqual(before);
  });
});

describe('access', () => {
  it('answers the authorization matrix probe (an empty JSON body) per caller', async () => {
    // test/authorization-matrix.integration.test.ts posts {} as every kind of caller.
    const probe = (cookie?: string) =>
      t.app.inject({ method: 'POST', url: URL, payload: {}, headers: cookie ? { cookie } : {} });
    expect((await probe()).statusCode).toBe(401);
    expect((await probe(semContrato)).statusCode).toBe(403);
    const withContract = await probe(ana);
    expect(withContract.statusCode).toBe(400);
    expect(withContract.json().message).toBe('Tipo de cálculo inválido');
  });

  it('answers 401 to a visitor without a session, on every surface', async () => {
    await t.expectStatus(401, { method: 'POST', url: URL, payload: EXAMPLES[0].request });
    expect((await postMultipart(undefined, [dataPart(EXAMPLES[0].request)])).statusCode).toBe(401);
    await t.expectStatus(401, { method: 'GET', url: URL });
    expect((await trpcHttp(t.app, 'mutation', 'calculations.create', EXAMPLES[0].request)).status).toBe(401);
    expect((await trpcHttp(t.app, 'query', 'calculations.list', undefined)).status).toBe(401);
  });

  it('answers 403 to an account without an active contract, which may still read its history', async () => {
    const before = await counts();
    const rest = await t.expectStatus(403, {
      method: 'POST',
      url: URL,
      headers: { cookie: semContrato },
      payload: EXAMPLES[0].request,
    });
    expect(rest.json().message).toBe('Sua conta não possui contrato ativo. Fale com nossa equipe comercial.');
    expect((await postMultipart(semContrato, [dataPart(EXAMPLES[0].request)])).statusCode).toBe(403);
    expect(
      (await trpcHttp(t.app, 'mutation', 'calculations.create', EXAMPLES[0].request, semContrato)).status,
    ).toBe(403);
    await t.expectStatus(200, { method: 'GET', url: URL, headers: { cookie: semContrato } });
    expect(await counts()).toEqual(before);
  });
});

describe('history', () => {
  it("lists the user's own calculations newest first, with id, title, type and createdAt", async () => {
    const user = await t.createUser({ username: 'carla' });
    const cookie = await t.login('platform', 'carla');
    await t.expectStatus(201, {
      method: 'POST',
      url: URL,
      headers: { cookie },
      payload: { ...EXAMPLES[5].request, title: 'Primeiro' },
    });
    // Inserted after the first one, so newer (created_at is the database's clock).
    await t.db
      .insertInto('calculations')
      .values({ userId: user, type: 'ferias', title: 'Segundo', inputs: '{}', results: '{}' })
      .execute();
    const res = await t.expectStatus(200, { method: 'GET', url: URL, headers: { cookie } });
    const items = res.json() as Array<Record<string, unknown>>;
    expect(items.map((i) => i.title)).toEqual(['Segundo', 'Primeiro']);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'title', 'type']);
    const viaTrpc = await trpcHttp(t.app, 'query', 'calculations.list', undefined, cookie);
    expect((viaTrpc.data as Array<{ title: string }>).map((i) => i.title)).toEqual(['Segundo', 'Primeiro']);
  });

  it('returns at most 50 items', async () => {
    const user = await t.createUser({ username: 'diego' });
    const cookie = await t.login('platform', 'diego');
    await t.db
      .insertInto('calculations')
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          userId: user,
          type: 'ferias',
          title: `Cálculo ${i}`,
          inputs: '{}',
        })),
      )
      .execute();
    const res = await t.expectStatus(200, { method: 'GET', url: URL, headers: { cookie } });
    expect(res.json()).toHaveLength(50);
  });

  it("never shows another user's calculations: foreign ids answer 404", async () => {
    const mine = await t.expectStatus(201, {
      method: 'POST',
      url: URL,
      headers: { cookie: ana },
      payload: EXAMPLES[5].request,
    });
    const id = mine.json().id as string;
    const beaList = (
      await t.expectStatus(200, { method: 'GET', url: URL, headers: { cookie: bea } })
    ).json() as Array<{
      id: string;
    }>;
    expect(beaList.some((i) => i.id === id)).toBe(false);
    const foreign = await t.expectStatus(404, {
      method: 'GET',
      url: `${URL}/${id}`,
      headers: { cookie: bea },
    });
    expect(foreign.json().message).toBe('Cálculo não encontrado.');
    expect((await trpcHttp(t.app, 'query', 'calculations.get', { id }, bea)).status).toBe(404);
    await t.expectStatus(404, {
      method: 'GET',
      url: `${URL}/7d0f4c1e-2b7a-4f4e-9a53-3c1e9f0b2a11`,
      headers: { cookie: ana },
    });
    await t.expectStatus(200, { method: 'GET', url: `${URL}/${id}`, headers: { cookie: ana } });
  });
});

// Like the uploads': the route's early quota check alone let parallel
// calculations with files pass the quota together; the insert re-checks it under the user's lock.
describe('the quota holds under parallel calculations with files', () => {
  it('stores exactly the files that fit when 20 calculations with attachments arrive at once', async () => {
    const cora = await t.createUser({ username: 'cora' });
    const quota = 500 * 1024 * 1024;
    const note = Buffer.from('Horas extras de outubro, conforme cartões de ponto anexos.');
    // Room for exactly five attachments: the sixth would pass the quota by one file's size.
    await t.db
      .insertInto('files')
      .values({
        userId: cora,
        filename: 'antigo.txt',
        mime: 'text/plain',
        size: quota - 5 * note.length,
        sha256: '0'.repeat(64),
        data: Buffer.from('x'),
      })
      .execute();
    const cookie = await t.login('platform', 'cora');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postMultipart(cookie, [
          dataPart({ type: 'horas_extras', inputs: { salarioBruto: 2200, horasExtras: 10 } }),
          { name: 'file', filename: `notas-${i}.txt`, content: note, contentType: 'text/plain' },
        ]),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 413)).toHaveLength(15);
    const used = await t.db
      .selectFrom('files')
      .select((e) => e.fn.sum<string>('size').as('bytes'))
      .where('userId', '=', cora)
      .executeTakeFirstOrThrow();
    expect(Number(used.bytes)).toBe(quota);
    const stored = await t.db.selectFrom('calculations').select('id').where('userId', '=', cora).execute();
    expect(stored).toHaveLength(5);
  });
});

// As the uploads: busboy throws a plain Error on a boundary over 252
// characters; RFC 2046 §5.1.1 allows 1 to 70.
describe('hostile multipart headers on the calculation form', () => {
  it('answers 400, not 500, to a boundary busboy cannot read (over 252 characters)', async () => {
    for (const length of [257, 5_000]) {
      const body = multipartBody([dataPart(EXAMPLES[0].request)], 'b'.repeat(length));
      const res = await t.app.inject({
        method: 'POST',
        url: URL,
        payload: body.payload,
        headers: { ...body.headers, cookie: ana },
      });
      expect(res.statusCode, `${length} → ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ message: 'Envio inválido. Preencha o formulário e tente novamente.' });
    }
  });
});
