import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// src/rest/README.md: rest/ is the only place that registers HTTP routes. This reads every source
// file of apps/api/src outside rest/ and fails on any route registration it finds there.

const SRC = join(import.meta.dirname, '../src');

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
/** Plugins that add routes of their own when registered. */
const ROUTE_PLUGINS = new Set([
  '@fastify/static',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@fastify/http-proxy',
  '@fastify/websocket',
  '@trpc/server/adapters/fastify',
]);

/** The registrations outside rest/ that are not API paths, each with the reason it stays. */
const ALLOWED: Array<{ file: string; call: string; why: string }> = [
  {
    file: 'app.ts',
    call: 'register(fastifyTRPCPlugin)',
    why: "/trpc is tRPC's own transport, mounted by buildApp beside rest/ (the adapter calls the same procedures)",
  },
  {
    file: 'http/static.ts',
    call: 'register(fastifyStatic)',
    why: 'the built web app: files and the SPA fallback, not an API path',
  },
  { file: 'http/static.ts', call: "get('/')", why: "the web app's prerendered landing page" },
];

const isFunction = (node: ts.Node) => ts.isArrowFunction(node) || ts.isFunctionExpression(node);
const isPath = (node: ts.Node | undefined) =>
  node !== undefined &&
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
  node.getText().slice(1).startsWith('/');

/** The route registrations in one file's text, as `verb('path')`, `route({…})` or `register(plugin)`. */
function routeRegistrations(code: string): string[] {
  const source = ts.createSourceFile('file.ts', code, ts.ScriptTarget.Latest, true);
  const pluginNames = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!ROUTE_PLUGINS.has(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (clause?.name) pluginNames.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const b of bindings.elements) pluginNames.add(b.name.text);
  }
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const [first] = node.arguments;
      // `app.post('/x', …)`, or `scope.post(SOME_PATH, handler)`: a Map's get or delete takes one
      // argument and no handler.
      if (
        VERBS.has(name) &&
        (isPath(first) || (node.arguments.length >= 2 && node.arguments.some(isFunction)))
      ) {
        found.push(`${name}(${first?.getText() ?? ''})`);
      }
      if (name === 'route' && first && ts.isObjectLiteralExpression(first)) found.push('route({…})');
      // `register(plugin)` or `register(plugin<AppRouter>)`.
      const plugin = first && ts.isExpressionWithTypeArguments(first) ? first.expression : first;
      if (name === 'register' && plugin && ts.isIdentifier(plugin) && pluginNames.has(plugin.text)) {
        found.push(`register(${plugin.text})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the HTTP edge', () => {
  it('registers routes only in src/rest/ (and the allowed, non-API exceptions)', () => {
    const outside = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((file) => !file.startsWith('rest/'));
    expect(outside.length).toBeGreaterThan(100);
    const stray = outside.flatMap((file) =>
      routeRegistrations(readFileSync(join(SRC, file), 'utf8'))
        .filter((call) => !ALLOWED.some((a) => a.file === file && a.call === call))
        .map((call) => `${file}: ${call}`),
    );
    expect(stray).toEqual([]);
  });

  it('keeps each allowed exception real (a stale entry would hide nothing)', () => {
    for (const { file, call } of ALLOWED) {
      expect(routeRegistrations(readFileSync(join(SRC, file), 'utf8')), file).toContain(call);
    }
  });

  it('finds the ways a route gets registered, and not a Map look-up', () => {
    const code = `
      import fastifyStatic from '@fastify/static';
      export async function tool(app, scope, cache) {
        app.post('/api/platform/tool', async () => ({}));
        app.get(\`/api/\${area}\`, handler);
        scope.post(TOOL_PATH, { onRequest: guard }, async (req, reply) => reply.send());
        app.route({ method: 'GET', url: '/x', handler });
        await app.register(fastifyStatic, { root: '/tmp' });
        cache.get(key);
        cache.delete(key);
        url.searchParams.get('q');
        await Promise.all([a, b]);
        await app.register(cookie);
      }`;
    const found = routeRegistrations(code);
    expect(found[1]).toMatch(/^get\(`\/api\//);
    expect(found.filter((_, i) => i !== 1)).toEqual([
      "post('/api/platform/tool')",
      'post(TOOL_PATH)',
      'route({…})',
      'register(fastifyStatic)',
    ]);
  });
});
