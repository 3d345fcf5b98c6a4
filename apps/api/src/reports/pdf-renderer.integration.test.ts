// Reports are drawn off the request thread, bounded per user and reused while the stored result
// is unchanged. Before this, every download drew the PDF on the event loop: 16 parallel downloads
// from one session held another user's /healthz 12 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';
import { AppError } from '../errors.ts';
import { PDF_MESSAGES, PdfRenderer } from './pdf-renderer.ts';
import { validationPdf } from './reports.service.ts';

let t: TestApp;
let anaId: string;
let beaId: string;
let anaValidation: string;
let beaValidation: string;
/** Five more of Ana's validations: five different reports. */
let anaMore: string[];
const renderers: PdfRenderer[] = [];
const renderer = (options: ConstructorParameters<typeof PdfRenderer>[0] = {}) => {
  const r = new PdfRenderer(options);
  renderers.push(r);
  return r;
};

async function validate(cookie: string, title: string): Promise<string> {
  const res = await t.expectStatus(200, {
    method: 'POST',
    url: '/api/platform/validator/validate',
    headers: { cookie },
    payload: {
      documentTitle: title,
      documentContent: 'Nos termos do art. 129 da CLT, o empregado tem direito a férias.',
    },
  });
  return res.json().id;
}

beforeAll(async () => {
  t = await startTestApp();
  anaId = await t.createUser({ username: 'ana' });
  beaId = await t.createUser({ username: 'bea' });
  const ana = await t.login('platform', 'ana');
  anaValidation = await validate(ana, 'Petição de Ana');
  anaMore = [];
  for (let i = 1; i <= 5; i++) anaMore.push(await validate(ana, `Parecer ${i} de Ana`));
  beaValidation = await validate(await t.login('platform', 'bea'), 'Petição de Bea');
});
afterAll(async () => {
  await Promise.all(renderers.map((r) => r.close()));
  await t.close();
});

describe('PDF reports off the request thread', () => {
  it('draws a report once and serves the same bytes again while the stored result is unchanged', async () => {
    const r = renderer();
    const first = await validationPdf(t.db, anaId, anaValidation, t.clock.now, r);
    const again = await validationPdf(t.db, anaId, anaValidation, new Date('2026-12-01T12:00:00Z'), r);
    expect(r.drawn).toBe(1);
    expect(again.data.equals(first.data)).toBe(true);
    expect(first.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The stored result changes: the next download is drawn anew.
    await t.db
      .updateTable('validators')
      .set({ documentTitle: 'Petição de Ana (revista)' })
      .where('id', '=', anaValidation)
      .execute();
    const changed = await validationPdf(t.db, anaId, anaValidation, t.clock.now, r);
    expect(r.drawn).toBe(2);
    expect(changed.data.equals(first.data)).toBe(false);
  });

  it("refuses one user's reports beyond their share with 429 and Retry-After, and draws another user's meanwhile", async () => {
    const r = renderer({ perUser: { running: 1, waiting: 1 } });
    const burst = anaMore.map((id) => validationPdf(t.db, anaId, id, t.clock.now, r));
    const other = validationPdf(t.db, beaId, beaValidation, t.clock.now, r);
    const settled = await Promise.allSettled(burst);
    await expect(other).resolves.toMatchObject({ contentType: 'application/pdf' });
    const refused = settled.filter((s) => s.status === 'rejected');
    expect(refused).toHaveLength(5 - 2);
    for (const s of refused) {
      const error = s.reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.kind).toBe('too_many');
      expect(error.message).toBe(PDF_MESSAGES.userBusy);
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
    }
  });

  it('draws a report once for all the downloads of it that arrive while it is being drawn', async () => {
    // A double click, or 16 tabs: one drawing, every download answered, none refused.
    const r = renderer({ perUser: { running: 1, waiting: 1 } });
    const downloads = await Promise.all(
      Array.from({ length: 16 }, () => validationPdf(t.db, anaId, anaValidation, t.clock.now, r)),
    );
    expect(r.drawn).toBe(1);
    for (const d of downloads) expect(d.data.equals(downloads[0]?.data ?? Buffer.alloc(0))).toBe(true);
  });

  it('answers a report past its time limit with a Portuguese 503, and the next one is drawn by a fresh worker', async () => {
    const slow = renderer({ timeoutMs: 1 });
    const failure = await validationPdf(t.db, anaId, anaValidation, t.clock.now, slow).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).kind).toBe('unavailable');
    expect((failure as AppError).message).toBe(PDF_MESSAGES.timeout);
  });

  it("never serves another user's report from the cache", async () => {
    const r = renderer();
    await validationPdf(t.db, anaId, anaValidation, t.clock.now, r);
    await expect(validationPdf(t.db, beaId, anaValidation, t.clock.now, r)).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
