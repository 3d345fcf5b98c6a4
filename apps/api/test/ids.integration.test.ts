// Every procedure that takes a row id validates it one way (idSchema of @lexato/schemas, the
// `format: uuid` of the OpenAPI document): a malformed id is a 400 naming the id field before any
// lookup; a well-formed id passes the schema and is the service's to find (404 when unknown or
// another user's, tested in each tool's own file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appRouter } from '../src/app-router.ts';
import { startTestApp, type TestApp } from './helpers.ts';
import { trpcHttp } from './trpc-http.ts';

// Written by hand, not read from the router: a new procedure that takes an id must be added here.
const ID_TAKING: Record<string, string[]> = {
  'contacts.export': ['id'],
  'contacts.delete': ['id'],
  'adminUsers.update': ['id'],
  'courtClosures.remove': ['id'],
  'analyser.analyze': ['documentId'],
  'analyser.deleteDocument': ['id'],
  'validator.remove': ['id'],
  'calculations.remove': ['id'],
  'calculations.get': ['id'],
  'monitor.get': ['id'],
  'monitor.refresh': ['id'],
  'monitor.remove': ['id'],
  'monitor.setStatus': ['id'],
  'monitor.setDeadline': ['id'],
  'monitor.clearDeadline': ['id'],
  'monitor.setPublicationStatus': ['id'],
  'predict.recordOutcome': ['id'],
  'strategy.analyze': ['linkedPredictionId', 'linkedSearchId'],
  'docgen.deleteTemplate': ['id'],
  'docgen.deleteDocument': ['id'],
  'docgen.generate': ['templateId'],
  'docgen.text': ['id'],
  'docgen.docx': ['id'],
  'reports.calculationPdf': ['id'],
  'reports.validationPdf': ['id'],
  'reports.analysisPdf': ['id'],
};

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: z.ZodType[];
}

// tRPC keeps the procedures flat by dotted path ('monitor.get') at run time.
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;

/** Input fields named like a row id (`id`, `…Id`) of every procedure, read from the router. */
function idFieldsOfRouter(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, procedure] of Object.entries(procedures)) {
    let schema = procedure._def.inputs[0] as { shape?: Record<string, unknown>; unwrap?: () => unknown };
    if (!schema) continue;
    if (!schema.shape && schema.unwrap) schema = schema.unwrap() as typeof schema;
    const keys = Object.keys(schema.shape ?? {}).filter((k) => k === 'id' || k.endsWith('Id'));
    // Search sources are corpus ids as well as document ids ('lei-8078-1990', a uuid): not row ids.
    if (keys.length > 0 && path !== 'search.source') out[path] = keys;
  }
  return out;
}

let t: TestApp;
let admin: string;
let ana: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'chefe', role: 'admin' });
  await t.createUser({ username: 'ana' });
  admin = await t.login('admin', 'chefe');
  ana = await t.login('platform', 'ana');
});
afterAll(() => t.close());

const cookieFor = (path: string) => (/^(contacts|adminUsers|courtClosures)\./.test(path) ? admin : ana);

describe('row ids', () => {
  it('are the fields the router takes as ids, every one listed above', () => {
    expect(idFieldsOfRouter()).toEqual(ID_TAKING);
  });

  const cases = Object.entries(ID_TAKING).flatMap(([path, keys]) => keys.map((key) => [path, key] as const));
  it.each(cases)(
    '%s refuses a malformed %s with a 400 naming it, and takes a well-formed one',
    async (path, key) => {
      const kind = procedures[path]?._def.type === 'query' ? 'query' : 'mutation';
      const issuesAt = async (value: string) => {
        const res = await t.app.inject({
          method: kind === 'query' ? 'GET' : 'POST',
          url:
            kind === 'query'
              ? `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: { [key]: value } }))}`
              : `/trpc/${path}`,
          headers: { cookie: cookieFor(path), 'content-type': 'application/json' },
          ...(kind === 'query' ? {} : { payload: JSON.stringify({ json: { [key]: value } }) }),
        });
        const error = res.json().error?.json as
          | { data: { httpStatus: number; issues: Array<{ path: string; message: string }> | null } }
          | undefined;
        return { status: res.statusCode, issues: (error?.data.issues ?? []).filter((i) => i.path === key) };
      };
      for (const malformed of ['nao-e-um-id', '1e309', `${'0'.repeat(8)}-0000-4000-8000-00000000000`]) {
        const refused = await issuesAt(malformed);
        expect(refused.status, `${path} ${malformed}`).toBe(400);
        expect(refused.issues, `${path} ${malformed}`).toHaveLength(1);
      }
      const unknown = await issuesAt('00000000-0000-4000-8000-000000000000');
      expect(unknown.issues, path).toEqual([]);
      expect([400, 404], path).toContain(unknown.status);
    },
  );
});

// The tRPC path the web app uses answers the same.
it('answers a malformed id on the tRPC path with the Portuguese message', async () => {
  const res = await trpcHttp(t.app, 'query', 'calculations.get', { id: 'nao-e-um-id' }, ana);
  expect(res.status).toBe(400);
  expect(res.error?.message).toBe('Identificador inválido');
});
