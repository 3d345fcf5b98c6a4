import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, buildPdf, deflatedRepeat } from '../../test/fixtures/documents.ts';
import { startTestApp, type TestApp } from '../../test/helpers.ts';
import { type MultipartPart, multipartBody } from '../../test/multipart.ts';

let t: TestApp;
let anaId: string;
let beaId: string;
let ana: string;
let bea: string;
let semContrato: string;

beforeAll(async () => {
  t = await startTestApp();
  anaId = await t.createUser({ username: 'ana' });
  beaId = await t.createUser({ username: 'bea' });
  await t.createUser({ username: 'semcontrato', hasActiveContract: false });
  ana = await t.login('platform', 'ana');
  bea = await t.login('platform', 'bea');
  semContrato = await t.login('platform', 'semcontrato');
});
afterAll(() => t.close());

const DOC_URL = '/api/platform/upload/document';
const VALIDATOR_URL = '/api/platform/upload/validator';

const post = (url: string, cookie: string | undefined, parts: MultipartPart[]) => {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
};
const fileParts = (filename: string, content: Uint8Array, docType = 'contract'): MultipartPart[] => [
  { name: 'docType', value: docType },
  { name: 'file', filename, content },
];
const counts = async () => ({
  files: Number(
    (
      await t.db
        .selectFrom('files')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  ),
  documents: Number(
    (
      await t.db
        .selectFrom('documents')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  ),
});

describe('access', () => {
  it('answers 401 to an anonymous upload', async () => {
    const res = await post(DOC_URL, undefined, fileParts('a.txt', Buffer.from('texto')));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sessão expirada ou inexistente. Faça login novamente.' });
    expect((await post(VALIDATOR_URL, undefined, fileParts('a.txt', Buffer.from('texto')))).statusCode).toBe(
      401,
    );
  });

  it('answers 403 without an active contract, before looking at the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: DOC_URL,
      payload: 'isto nem é multipart',
      headers: { 'content-type': 'text/plain', cookie: semContrato },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Sua conta não possui contrato ativo. Fale com nossa equipe comercial.',
    });
  });

  it('refuses an admin-area cookie', async () => {
    const res = await post(
      DOC_URL,
      ana.replace('lexato_platform', 'lexato_admin'),
      fileParts('a.txt', Buffer.from('x')),
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/platform/upload/document', () => {
  it('stores the file and a pending document with the extracted text (201)', async () => {
    const pdf = buildPdf([['CONTRATO DE PRESTAÇÃO DE SERVIÇOS', 'Cláusula 1ª - Do objeto.']]);
    const res = await post(DOC_URL, ana, fileParts('Contrato Prestação.pdf', pdf, 'contract'));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id', 'status', 'title', 'type']);
    expect(body).toMatchObject({ title: 'Contrato Prestação', type: 'contract', status: 'pending' });

    const doc = await t.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(doc.userId).toBe(anaId);
    expect(doc.content).toContain('CONTRATO DE PRESTAÇÃO DE SERVIÇOS');
    const file = await t.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', String(doc.fileId))
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({
      userId: anaId,
      filename: 'Contrato Prestação.pdf',
      mime: 'application/pdf',
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
    expect(Buffer.from(file.data).equals(pdf)).toBe(true);
  });

  it('accepts a DOCX as a lawsuit, whatever order the fields come in', async () => {
    const docx = buildDocx(['Petição inicial', 'Ação de cobrança.']);
    const res = await post(DOC_URL, ana, [
      { name: 'file', filename: 'peticao.docx', content: docx },
      { name: 'docType', value: 'lawsuit' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title: 'peticao', type: 'lawsuit' });
  });

  it('stores a path-traversal filename as a plain display name', async () => {
    const res = await post(DOC_URL, ana, fileParts('../../etc/passwd.txt', Buffer.from('conteúdo inocente')));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().title).toBe('passwd');
    const doc = await t.db
      .selectFrom('documents')
      .select('fileId')
      .where('id', '=', res.json().id)
      .executeTakeFirst();
    const file = await t.db
      .selectFrom('files')
      .select('filename')
      .where('id', '=', String(doc?.fileId))
      .executeTakeFirst();
    expect(file?.filename).toBe('passwd.txt');
  });

  it('trims the title to 200 characters', async () => {
    const res = await post(DOC_URL, ana, fileParts(`${'a'.repeat(240)}.txt`, Buffer.from('texto')));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().title).toBe('a'.repeat(200));
  });

  it('refuses a docType other than contract or lawsuit, and a missing file', async () => {
    const before = await counts();
    const bad = await post(DOC_URL, ana, fileParts('a.txt', Buffer.from('x'), 'outro'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Tipo de documento inválido. Use "contract" (contrato) ou "lawsuit" (petição ou processo).',
    });
    const none = await post(DOC_URL, ana, [{ name: 'docType', value: 'contract' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'Nenhum arquivo enviado.' });
    expect(await counts()).toEqual(before);
  });
});

describe('refusals leave no rows', () => {
  it('answers 413 to a file of 10 MB + 1 byte', async () => {
    const before = await counts();
    const res = await post(DOC_URL, ana, fileParts('grande.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 0x61)));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'O arquivo deve ter no máximo 10MB' });
    expect(await counts()).toEqual(before);
  });

  it('answers 400 to a zip bomb DOCX', async () => {
    const before = await counts();
    const bomb = await deflatedRepeat(200 * 1024 * 1024);
    const docx = buildDocx(['x'], {
      extraEntries: [{ name: 'word/media/bomba.xml', deflated: bomb, declaredSize: 1_000 }],
    });
    const res = await post(DOC_URL, ana, fileParts('bomba.docx', docx));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Arquivo DOCX inválido ou compactado de forma suspeita.' });
    expect(await counts()).toEqual(before);
  });

  it('answers 400 to content that does not match the extension, and 415 to other formats', async () => {
    const before = await counts();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const wrong = await post(DOC_URL, ana, fileParts('contrato.pdf', png));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'O conteúdo do arquivo não corresponde à extensão .pdf' });
    const zip = await post(DOC_URL, ana, fileParts('contrato.pdf', buildDocx(['x'])));
    expect(zip.json()).toEqual({ message: 'O conteúdo do arquivo não corresponde à extensão .pdf' });
    const xlsx = await post(DOC_URL, ana, fileParts('planilha.xlsx', png));
    expect(xlsx.statusCode).toBe(415);
    expect(xlsx.json()).toEqual({ message: 'Formato não suportado. Envie PDF, DOCX ou TXT.' });
    expect(await counts()).toEqual(before);
  });

  it('answers 400 to malformed multipart bodies and keeps serving', async () => {
    const before = await counts();
    const valid = multipartBody(fileParts('a.txt', Buffer.from('texto válido')));
    const cases: { payload: Buffer | string; contentType: string }[] = [
      {
        payload: valid.payload.subarray(0, valid.payload.length - 30),
        contentType: valid.headers['content-type'],
      },
      { payload: valid.payload, contentType: 'multipart/form-data' },
      { payload: 'lixo sem delimitador', contentType: valid.headers['content-type'] },
      { payload: valid.payload, contentType: 'multipart/form-data; boundary=outro' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: DOC_URL,
        payload: c.payload,
        headers: { 'content-type': c.contentType, cookie: ana },
      });
      expect(res.statusCode, `${c.contentType} → ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ message: 'Envio inválido. Selecione o arquivo e tente novamente.' });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: DOC_URL,
      payload: { file: 'x' },
      headers: { cookie: ana },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: 'Envie o arquivo como multipart/form-data.' });
    expect(await counts()).toEqual(before);
  });

  it('never answers 5xx to a truncated or corrupted multipart body (property)', async () => {
    const valid = multipartBody(fileParts('a.txt', Buffer.from('Cláusula primeira.')));
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: valid.payload.length }),
        fc.array(fc.tuple(fc.nat({ max: valid.payload.length - 1 }), fc.integer({ min: 0, max: 255 })), {
          maxLength: 4,
        }),
        async (cut, flips) => {
          const payload = Buffer.from(valid.payload.subarray(0, cut));
          for (const [at, byte] of flips) if (at < payload.length) payload[at] = byte;
          const res = await t.app.inject({
            method: 'POST',
            url: VALIDATOR_URL,
            payload,
            headers: { ...valid.headers, cookie: bea },
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { seed: 20261122, numRuns: 60 },
    );
    await t.db.deleteFrom('files').where('userId', '=', beaId).execute();
  });

  it('answers 400 when two files are sent', async () => {
    const res = await post(VALIDATOR_URL, ana, [
      { name: 'file', filename: 'a.txt', content: Buffer.from('um') },
      { name: 'file', filename: 'b.txt', content: Buffer.from('dois') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Envie apenas um arquivo por vez.' });
  });
});

describe('POST /api/platform/upload/validator', () => {
  it('answers the title and the text, and stores only the file', async () => {
    const before = await counts();
    const res = await post(VALIDATOR_URL, ana, [
      { name: 'file', filename: 'parecer.txt', content: Buffer.from('Conforme o art. 5º da CF/88.') },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ title: 'parecer', content: 'Conforme o art. 5º da CF/88.' });
    expect(await counts()).toEqual({ files: before.files + 1, documents: before.documents });
  });
});

describe('per-user isolation and quota', () => {
  it('keeps each user’s files and documents to that user', async () => {
    const res = await post(DOC_URL, bea, fileParts('da-bea.txt', Buffer.from('só da Bea')));
    expect(res.statusCode, res.body).toBe(201);
    const beaDocs = await t.db
      .selectFrom('documents')
      .select(['title', 'userId'])
      .where('userId', '=', beaId)
      .execute();
    expect(beaDocs).toEqual([{ title: 'da-bea', userId: beaId }]);
    const beaFiles = await t.db.selectFrom('files').select('filename').where('userId', '=', beaId).execute();
    expect(beaFiles).toEqual([{ filename: 'da-bea.txt' }]);
    const anaDocs = await t.db.selectFrom('documents').select('title').where('userId', '=', anaId).execute();
    expect(anaDocs.map((d) => d.title)).not.toContain('da-bea');
    // Every document points at a file of its own owner.
    const crossed = await t.db
      .selectFrom('documents')
      .innerJoin('files', 'files.id', 'documents.fileId')
      .select('documents.id')
      .whereRef('files.userId', '!=', 'documents.userId')
      .execute();
    expect(crossed).toEqual([]);
  });

  const fillQuota = (userId: string, rows: number, size: number) =>
    t.db
      .insertInto('files')
      .values(
        Array.from({ length: rows }, (_, i) => ({
          userId,
          filename: `antigo-${i}.txt`,
          mime: 'text/plain',
          size,
          sha256: '0'.repeat(64),
          data: Buffer.from('x'),
        })),
      )
      .execute();

  it('refuses uploads past 200 files per user (400), without affecting another user', async () => {
    const used = await t.db.selectFrom('files').select('id').where('userId', '=', anaId).execute();
    await fillQuota(anaId, 200 - used.length, 1);
    const before = await counts();
    const res = await post(VALIDATOR_URL, ana, [
      { name: 'file', filename: 'extra.txt', content: Buffer.from('x') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Você atingiu o limite de 200 arquivos enviados. Fale com nossa equipe para ampliar o limite.',
    );
    expect(await counts()).toEqual(before);
    const other = await post(VALIDATOR_URL, bea, [
      { name: 'file', filename: 'ok.txt', content: Buffer.from('x') },
    ]);
    expect(other.statusCode).toBe(200);
  });

  it('refuses an upload that would pass 500 MB per user (413)', async () => {
    const carla = await t.createUser({ username: 'carla' });
    await fillQuota(carla, 1, 500 * 1024 * 1024 - 4);
    const cookie = await t.login('platform', 'carla');
    const before = await counts();
    const res = await post(VALIDATOR_URL, cookie, [
      { name: 'file', filename: 'a.txt', content: Buffer.from('cinco') },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'Você atingiu o limite de 500 MB em arquivos enviados. Fale com nossa equipe para ampliar o limite.',
    );
    expect(await counts()).toEqual(before);
    const small = await post(VALIDATOR_URL, cookie, [
      { name: 'file', filename: 'b.txt', content: Buffer.from('quat') },
    ]);
    expect(small.statusCode).toBe(200);
  });
});

// A 10 MB .txt became a 10,485,760-character document.
describe('the document-length cap of pasted text applies to uploaded text', () => {
  const TOO_LONG = 'Conteúdo muito longo (máximo de 400.000 caracteres)';

  it('refuses a TXT whose text passes 400,000 characters, storing nothing, and takes one of exactly 400,000', async () => {
    const before = await counts();
    for (const url of [DOC_URL, VALIDATOR_URL]) {
      const res = await post(url, bea, fileParts('longo.txt', Buffer.from('a'.repeat(400_001))));
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json()).toEqual({ message: TOO_LONG });
    }
    expect(await counts()).toEqual(before);
    const fits = await post(DOC_URL, bea, fileParts('no-limite.txt', Buffer.from('a'.repeat(400_000))));
    expect(fits.statusCode).toBe(201);
    await t.db.deleteFrom('documents').where('userId', '=', beaId).where('title', '=', 'no-limite').execute();
  });

  it('counts characters, not bytes: 200,000 "ç" (400,000 bytes of UTF-8) fit', async () => {
    const res = await post(VALIDATOR_URL, bea, fileParts('cedilhas.txt', Buffer.from('ç'.repeat(200_000))));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json().content).toHaveLength(200_000);
  });

  it('refuses a DOCX whose extracted text passes the cap', async () => {
    const before = await counts();
    const docx = buildDocx(Array.from({ length: 41 }, () => 'x'.repeat(10_000)));
    const res = await post(DOC_URL, bea, fileParts('longo.docx', docx));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.json()).toEqual({ message: TOO_LONG });
    expect(await counts()).toEqual(before);
  });
});

// A boundary of more than 256 characters answered 500.
describe('hostile multipart headers', () => {
  it('answers 400 to a boundary longer than 256 characters (RFC 2046 §5.1.1 allows 70)', async () => {
    const longest = multipartBody(fileParts('a.txt', Buffer.from('texto válido')), 'b'.repeat(70));
    const accepted = await t.app.inject({
      method: 'POST',
      url: VALIDATOR_URL,
      payload: longest.payload,
      headers: { ...longest.headers, cookie: bea },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    for (const length of [71, 257, 1_000, 70_000]) {
      const body = multipartBody(fileParts('a.txt', Buffer.from('texto válido')), 'b'.repeat(length));
      const res = await t.app.inject({
        method: 'POST',
        url: VALIDATOR_URL,
        payload: body.payload,
        headers: { ...body.headers, cookie: bea },
      });
      expect(res.statusCode, `${length} → ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ message: 'Envio inválido. Selecione o arquivo e tente novamente.' });
    }
  });
});

// 40 parallel uploads stored 513 MB against a 500 MB quota.
describe('the quota holds under parallel uploads', () => {
  it('stores exactly the uploads that fit when 20 arrive at once', async () => {
    const dora = await t.createUser({ username: 'dora' });
    const quota = 500 * 1024 * 1024;
    // DOCX, so that each upload spends time in the parse worker between the check and the insert.
    const docx = buildDocx(['Cláusula primeira. As partes acordam o que segue.']);
    // Room for exactly five of them: the sixth would pass the quota by one file's size.
    await t.db
      .insertInto('files')
      .values({
        userId: dora,
        filename: 'antigo.txt',
        mime: 'text/plain',
        size: quota - 5 * docx.length,
        sha256: '0'.repeat(64),
        data: Buffer.from('x'),
      })
      .execute();
    const cookie = await t.login('platform', 'dora');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 2 ? DOC_URL : VALIDATOR_URL, cookie, fileParts(`p${i}.docx`, docx)),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 413)).toHaveLength(15);
    const used = await t.db
      .selectFrom('files')
      .select((e) => e.fn.sum<string>('size').as('bytes'))
      .where('userId', '=', dora)
      .executeTakeFirstOrThrow();
    expect(Number(used.bytes)).toBe(quota);
  });
});
