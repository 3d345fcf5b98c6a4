import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/app-router.ts';
import { buildOpenApiDocument as buildWith, openApiPath } from '../src/rest/openapi.ts';
import { rawRoutes, restRoutes } from '../src/rest/routes.ts';
import { procedureMetaAt } from '../src/trpc/init.ts';
import { startTestApp, type TestApp } from './helpers.ts';

type TrpcDef = { inputs: unknown[]; output?: unknown };

const buildOpenApiDocument = () => buildWith((path) => procedureMetaAt(appRouter, path));

// The committed document is the contract other teams code against: a change to a route or to
// a procedure's zod schema must show up here as a reviewed diff (UPDATE_OPENAPI=1 rewrites it).
const committedPath = resolve(import.meta.dirname, '../openapi.json');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('is served at /api/openapi.json as OpenAPI 3.1', async () => {
    const res = await t.expectStatus(200, { method: 'GET', url: '/api/openapi.json' });
    expect(res.json().openapi).toBe('3.1.0');
  });

  it('documents every /api route the server registers', async () => {
    const doc = (await t.expectStatus(200, { method: 'GET', url: '/api/openapi.json' })).json();
    const undocumented = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .filter((r) => !['/api/openapi.json', '/api/docs'].includes(r.url))
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
  });

  it('takes request bodies from the procedures own zod schemas', () => {
    const doc = buildOpenApiDocument();
    const contact = doc.paths['/api/contacts']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(contact.requestBody.content['application/json']?.schema.required).toEqual([
      'name',
      'email',
      'message',
    ]);
  });

  it("takes response bodies from the procedures' output schemas, dates as ISO strings", () => {
    const doc = buildOpenApiDocument();
    const me = doc.paths['/api/platform/auth/me']?.get as {
      responses: Record<string, { content: Record<string, { schema?: { required?: string[] } }> }>;
    };
    expect(me.responses['200']?.content['application/json']?.schema?.required).toEqual([
      'id',
      'name',
      'username',
      'email',
      'company',
      'hasActiveContract',
    ]);
    const created = doc.paths['/api/platform/documents']?.post as {
      responses: Record<
        string,
        { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
      >;
    };
    expect(created.responses['201']?.content['application/json']?.schema?.properties?.createdAt).toEqual({
      type: 'string',
      format: 'date-time',
    });
  });

  it('matches the committed openapi.json (no silent drift)', () => {
    const current = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(committedPath, current);
    expect(readFileSync(committedPath, 'utf8')).toBe(current);
  });

  it("reads each row's schemas from its procedure's public meta, the same ones tRPC checks", () => {
    for (const route of restRoutes) {
      const meta = procedureMetaAt(appRouter, route.procedurePath);
      // Test-only look at tRPC's internals: the meta must hold what the procedure validates with.
      const procedures = appRouter._def.procedures as unknown as Record<
        string,
        { _def: TrpcDef } | undefined
      >;
      const def = procedures[route.procedurePath]?._def;
      expect(meta?.output, route.procedurePath).toBeDefined();
      expect(meta?.output, route.procedurePath).toBe(def?.output);
      expect(meta?.input, route.procedurePath).toBe(def?.inputs[0]);
    }
  });

  it('has a readable documentation page without scripts', async () => {
    const res = await t.expectStatus(200, { method: 'GET', url: '/api/docs' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toMatch(/<script/i);
    for (const route of [...restRoutes, ...rawRoutes]) expect(res.body).toContain(openApiPath(route.path));
  });
});
