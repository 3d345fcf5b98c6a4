import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { INTERNAL_MESSAGE } from '../http/errors.ts';
import { IngestionError } from '../ingestion/errors.ts';
import { answer, publicUploadError } from './reply.ts';

/** An app whose one route answers `call` through `answer`, with the log lines it writes. */
async function answering(call: () => Promise<unknown>, options: Parameters<typeof answer>[3] = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({ logger: { level: 'info', stream } });
  app.post('/x', (req, reply) => answer(req, reply, call, options));
  await app.ready();
  const res = await app.inject({ method: 'POST', url: '/x' });
  await app.close();
  const logged = lines.filter((l) => !['incoming request', 'request completed'].includes(String(l.msg)));
  return { status: res.statusCode, body: res.json() as unknown, logged };
}

const logLine = (l: Record<string, unknown>) => ({ level: l.level, msg: l.msg });

describe('answer: the one reply path of the REST routes', () => {
  it('sends the result with the route status', async () => {
    const ok = await answering(async () => ({ id: 1 }), { status: 201 });
    expect(ok).toEqual({ status: 201, body: { id: 1 }, logged: [] });
  });

  it('sends a refusal with the status of its kind (http/errors.ts) and logs nothing', async () => {
    const refused = await answering(async () => {
      throw new AppError('not_found', 'Cálculo não encontrado.');
    });
    expect(refused).toEqual({ status: 404, body: { message: 'Cálculo não encontrado.' }, logged: [] });
  });

  it('sends a 503 with its message and logs it as a warning, whichever error class carries it', async () => {
    const app = await answering(async () => {
      throw new AppError('unavailable', 'Tente novamente em instantes.');
    });
    const upload = await answering(
      async () => {
        throw new IngestionError(503, 'Tente novamente em instantes.');
      },
      { toPublic: publicUploadError },
    );
    for (const res of [app, upload]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'Tente novamente em instantes.' });
      expect(res.logged.map(logLine)).toEqual([{ level: 40, msg: 'procedure failed' }]);
    }
  });

  it('hides a failure behind the generic 500 and logs it as an error', async () => {
    const failed = await answering(async () => {
      throw new Error('connection terminated: password=segredo');
    });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: INTERNAL_MESSAGE });
    expect(failed.logged.map(logLine)).toEqual([{ level: 50, msg: 'procedure failed' }]);
  });
});

describe('publicUploadError', () => {
  it("maps the app's refusals through the one table, as every other path", () => {
    expect(publicUploadError(new IngestionError(415, 'Formato não suportado.'))).toEqual({
      status: 415,
      message: 'Formato não suportado.',
    });
    expect(publicUploadError(new AppError('too_large', 'Grande demais.'))).toEqual({
      status: 413,
      message: 'Grande demais.',
    });
  });
});
