// A 400,000-character hostile text (chained case-name prefixes, digits, dots,
// "art.") validated and analysed while /healthz keeps answering. Before the extractor's
// repetitions were bounded and the text engine moved to worker threads, the validation held the
// event loop for minutes and /healthz did not answer meanwhile. The latency bound here is a
// generous safety net; the figures are measured by bench/citations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';

const SIZE = 400_000;
const hostile = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
const TEXTS = {
  prefixes: hostile('AgRg no '),
  mixed: hostile('AgRg no AgInt nos EDcl no 1.1.1 art. 1. art. 12, § 1º, '),
  ojList: `Conforme a OJ ${hostile('1, ')}`.slice(0, SIZE),
};

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'ana' });
  cookie = await t.login('platform', 'ana');
});
afterAll(async () => {
  await t.close();
});

/** Runs `request` while asking /healthz every 20 ms; the slowest /healthz answer in ms. */
async function healthzWhile(request: Promise<{ statusCode: number; body: string }>) {
  let finished = false;
  let slowest = 0;
  const polling = (async () => {
    while (!finished) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const res = await request.finally(() => {
    finished = true;
  });
  await polling;
  return { res, slowest };
}

describe('hostile texts of 400,000 characters', () => {
  it.each(Object.entries(TEXTS))(
    'validates "%s" while /healthz answers',
    { timeout: 60_000 },
    async (_name, text) => {
      const { res, slowest } = await healthzWhile(
        t.app.inject({
          method: 'POST',
          url: '/api/platform/validator/validate',
          headers: { cookie },
          payload: { documentTitle: 'Texto hostil', documentContent: text },
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.parse(res.body).validationStatus).toBe('completed');
      expect(slowest).toBeLessThan(1_000);
    },
  );

  it('analyses a document of chained prefixes while /healthz answers', { timeout: 60_000 }, async () => {
    const created = await t.expectStatus(201, {
      method: 'POST',
      url: '/api/platform/documents',
      headers: { cookie },
      payload: { title: 'Documento hostil', content: TEXTS.prefixes, type: 'contract' },
    });
    const { res, slowest } = await healthzWhile(
      t.app.inject({
        method: 'POST',
        url: '/api/platform/analyser/analyze',
        headers: { cookie },
        payload: { documentId: JSON.parse(created.body).id },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(slowest).toBeLessThan(1_000);
  });
});
