// The OpenAPI document of every /api/... path: the REST rows (path, access, summary) and the
// schemas each procedure declares, read from its public `meta` (trpc/init.ts writes `.input()`
// and `.output()` there). app.ts hands in the lookup, so nothing here imports the app router.
import { z } from 'zod';
import type { ProcedureMeta } from '../trpc/init.ts';
import type { Access, RawRoute, RestRoute } from './route.ts';
import { rawRoutes, restRoutes } from './routes.ts';

const errorSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'Mensagem em português para o usuário' },
    issues: {
      type: 'array',
      items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
  required: ['message'],
};

const security: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  admin: [{ adminSession: [] }],
  platform: [{ platformSession: [] }],
  contract: [{ platformSession: [] }],
};

export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** A procedure's `meta` by its dotted path (`monitor.add`); undefined for an unknown path. */
export type MetaLookup = (path: string) => ProcedureMeta | undefined;

export function toSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
}

/**
 * A response as REST sends it: JSON.stringify writes a Date as its ISO string (Date#toJSON), so a
 * z.date() of the output schema is documented as a date-time string.
 */
function toResponseSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === 'date')
        Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  });
  return json;
}

/**
 * The JSON Schema of a route's response, from its procedure's output. A route that reshapes the
 * result (`respond`: a file download, a page sent as items plus headers) documents none.
 */
export function responseSchema(route: RestRoute, metaOf: MetaLookup): Record<string, unknown> | undefined {
  if (route.respond) return undefined;
  const output = metaOf(route.procedurePath)?.output;
  return output ? toResponseSchema(output) : undefined;
}

/** The JSON Schema of a route's request body, from its procedure's input. */
export function bodySchema(route: RestRoute, metaOf: MetaLookup): Record<string, unknown> | undefined {
  const mode = route.body ?? (route.method === 'POST' || route.method === 'PATCH' ? 'input' : 'none');
  if (mode === 'none') return undefined;
  const input = metaOf(route.procedurePath)?.input;
  if (!input) return undefined;
  if (mode === 'input') return toSchema(input);
  const shape = (input as unknown as { shape?: Record<string, z.ZodType> }).shape;
  return shape?.data ? toSchema(shape.data) : undefined;
}

function errorResponses(access: Access) {
  const ref = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  return {
    '400': { description: 'Dados inválidos', ...ref },
    ...(access === 'public' ? {} : { '401': { description: 'Sem sessão válida', ...ref } }),
    ...(access === 'contract' ? { '403': { description: 'Conta sem contrato ativo', ...ref } } : {}),
    '429': { description: 'Muitas requisições', ...ref },
    '500': { description: 'Erro interno (sem detalhes)', ...ref },
  };
}

function operation(route: RestRoute | RawRoute, metaOf: MetaLookup) {
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  }));
  const isRest = 'procedurePath' in route;
  const query = isRest
    ? (route.query ?? []).map((q) => ({
        name: q.name,
        in: 'query',
        description: q.description,
        schema: q.schema,
      }))
    : [];
  const body = isRest
    ? bodySchema(route, metaOf)
    : route.requestBody
      ? { contentType: route.requestBody.contentType, schema: route.requestBody.schema }
      : undefined;
  const response = isRest ? responseSchema(route, metaOf) : undefined;
  const requestBody =
    body && 'contentType' in body
      ? { required: true, content: { [String(body.contentType)]: { schema: body.schema } } }
      : body
        ? { required: true, content: { 'application/json': { schema: body } } }
        : undefined;
  return {
    summary: route.summary,
    ...(isRest ? { operationId: route.procedurePath } : {}),
    'x-access': route.access,
    security: security[route.access],
    ...(params.length + query.length > 0 ? { parameters: [...params, ...query] } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String((isRest && route.status) || 200)]: {
        description: 'Sucesso',
        content: { 'application/json': response ? { schema: response } : {} },
      },
      ...errorResponses(route.access),
    },
  };
}

/** OpenAPI 3.1 for every documented /api/... path, built from the procedures' own zod schemas. */
export function buildOpenApiDocument(
  metaOf: MetaLookup,
  routes: RestRoute[] = restRoutes,
  raw: RawRoute[] = rawRoutes,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...routes, ...raw]) {
    const key = openApiPath(route.path);
    paths[key] ??= {};
    paths[key][route.method.toLowerCase()] = operation(route, metaOf);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lexato API',
      version: '0.1.0',
      description:
        'API REST da Lexato. Os mesmos procedimentos estão disponíveis em /trpc (tRPC, superjson). ' +
        'Autenticação por cookie de sessão: lexato_admin (área administrativa) e lexato_platform (plataforma); ' +
        'com COOKIE_SECURE os nomes levam o prefixo __Host-. Requisições que alteram dados vindas de outra origem são recusadas.',
    },
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        adminSession: { type: 'apiKey', in: 'cookie', name: 'lexato_admin' },
        platformSession: { type: 'apiKey', in: 'cookie', name: 'lexato_platform' },
      },
    },
    paths,
  };
}
