import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The API's layering rules (src/README.md, src/tools/README.md): services, jobs and workers throw
// the kinds of errors.ts and never reach up into the transport; only trpc/, rest/ and the
// *.router.ts files may import tRPC; and no tool imports another tool's folder (what two tools
// share lives below them: shared/, workers/, clients/, corpus/). Checked on the import specifiers
// of every file under src/.
const SRC = resolve(import.meta.dirname, '../src');

/** Files outside trpc/, rest/ and the routers that are the edge by nature. */
const EDGE: Record<string, string> = {
  'app.ts': 'the composition root: registers the tRPC plugin and the REST routes',
  'app-router.ts': "joins every feature's router into the one tRPC router (tRPC's router())",
  'index.ts': "the package's public surface: re-exports the AppRouter type for typed clients",
  'http/errors.ts': 'the one mapper of errors to HTTP statuses and tRPC codes (reads TRPCError)',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
}

const SPECIFIER = /(?:\bfrom|\bimport|\brequire)\s*\(?\s*['"]([^'"]+)['"]/g;

/** The tRPC modules a file imports: `@trpc/…` packages or anything under src/trpc/. */
function trpcImports(file: string, code: string): string[] {
  return [...code.matchAll(SPECIFIER)]
    .map((m) => m[1] ?? '')
    .filter((spec) => {
      if (spec.startsWith('@trpc/')) return true;
      if (!spec.startsWith('.')) return false;
      return relative(SRC, resolve(SRC, dirname(file), spec)).startsWith('trpc/');
    });
}

/** A test beside a file may import what the file itself may (errors.test.ts beside errors.ts). */
const subjectOf = (file: string) => file.replace(/(\.integration)?\.test\.ts$/, '.ts');

const mayImportTrpc = (file: string) => {
  const subject = subjectOf(file);
  return (
    subject.startsWith('trpc/') ||
    subject.startsWith('rest/') ||
    subject.endsWith('.router.ts') ||
    subject in EDGE
  );
};

describe('the core does not depend on the transport', () => {
  const files = sourceFiles(SRC);

  it('finds the source tree', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('reads both kinds of tRPC import', () => {
    expect(
      trpcImports('tools/x/x.service.ts', "import { notFound } from '../../trpc/init.ts';"),
    ).toHaveLength(1);
    expect(trpcImports('jobs/a.ts', "import { TRPCError } from '@trpc/server';")).toHaveLength(1);
    expect(trpcImports('jobs/a.ts', "import { AppError } from '../errors.ts';")).toHaveLength(0);
  });

  it.each(files.filter((f) => !mayImportTrpc(f)))('%s imports nothing from tRPC', (file) => {
    expect(trpcImports(file, readFileSync(join(SRC, file), 'utf8'))).toEqual([]);
  });
});

// app-router.ts joins every feature's router, so it sits at the top beside app.ts: a file in a
// folder below that imported it at run time would close a loop (the router imports that folder).
// The REST rows name procedures through the router's type, an `import type` that leaves no
// import behind when the code runs; the caller itself is handed in by app.ts.
const APP_ROUTER = 'app-router.ts';

/** The run-time imports of app-router.ts a file makes (`import type` ones are erased). */
function appRouterImports(file: string, code: string): string[] {
  return [...code.matchAll(/^import\s+(type\s+)?[^;]*?from\s+['"]([^'"]+)['"]/gms)]
    .filter((m) => !m[1] && (m[2] ?? '').startsWith('.'))
    .map((m) => relative(SRC, resolve(SRC, dirname(file), m[2] ?? '')))
    .filter((target) => target === APP_ROUTER);
}

describe('no folder below imports the app router', () => {
  const below = sourceFiles(SRC).filter((f) => f.includes('/'));

  it('sees a run-time import and lets a type-only one pass', () => {
    const code =
      "import { createCaller } from '../app-router.ts';\nimport type { AppRouter } from '../app-router.ts';";
    expect(appRouterImports('rest/x.ts', code)).toEqual([APP_ROUTER]);
    expect(appRouterImports('rest/x.ts', "import type { X } from '../app-router.ts';")).toEqual([]);
    expect(appRouterImports('tools/a/b.ts', "import { appRouter } from '../../app-router.ts';")).toEqual([
      APP_ROUTER,
    ]);
  });

  it('keeps app-router.ts beside app.ts', () => {
    expect(existsSync(join(SRC, APP_ROUTER))).toBe(true);
    expect(existsSync(join(SRC, 'app.ts'))).toBe(true);
  });

  it.each(below)('%s does not import app-router.ts', (file) => {
    expect(appRouterImports(file, readFileSync(join(SRC, file), 'utf8'))).toEqual([]);
  });
});

/** A specifier a file loads: static and dynamic imports, require, and worker entries (`new URL`). */
const LOADED = /(?:\bfrom|\bimport|\brequire|\bnew URL)\s*\(?\s*['"]([^'"]+)['"]/g;

/** The files of other tools that `file` (under tools/<name>/) loads, as paths under src/. */
function crossToolImports(file: string, code: string): string[] {
  const [top, tool] = file.split('/');
  if (top !== 'tools' || !tool) return [];
  return [...code.matchAll(LOADED)]
    .map((m) => m[1] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => relative(SRC, resolve(SRC, dirname(file), spec)))
    .filter((target) => {
      const [targetTop, targetTool, ...rest] = target.split('/');
      return targetTop === 'tools' && rest.length > 0 && targetTool !== tool;
    });
}

describe('each tool in its own room', () => {
  const files = sourceFiles(SRC);
  const toolFiles = files.filter((f) => f.startsWith('tools/') && f.split('/').length > 2);

  it('finds the tools', () => {
    expect(new Set(toolFiles.map((f) => f.split('/')[1])).size).toBeGreaterThanOrEqual(8);
  });

  it("reads every kind of cross-tool import, and not a tool's own files nor shared code", () => {
    const file = 'tools/strategy/strategy.engine.ts';
    expect(crossToolImports(file, "import { assessCase } from '../predict/predict.engine.ts';")).toEqual([
      'tools/predict/predict.engine.ts',
    ]);
    expect(crossToolImports(file, "const m = await import('../../tools/predict/x.ts');")).toEqual([
      'tools/predict/x.ts',
    ]);
    expect(
      crossToolImports(
        'tools/validator/a.ts',
        "new URL('../analyser/text-engine.worker.ts', import.meta.url)",
      ),
    ).toEqual(['tools/analyser/text-engine.worker.ts']);
    expect(
      crossToolImports(
        'tools/analyser/engine/a.ts',
        "import { x } from '../../validator/validator.engine.ts';",
      ),
    ).toEqual(['tools/validator/validator.engine.ts']);
    expect(crossToolImports(file, "import { planFor } from './action-plans.ts';")).toEqual([]);
    expect(crossToolImports(file, "import { fold } from '../../shared/case-text.ts';")).toEqual([]);
    expect(crossToolImports('jobs/a.ts', "import { x } from '../tools/monitor/monitor.refresh.ts';")).toEqual(
      [],
    );
  });

  it.each(toolFiles)('%s imports nothing from another tool', (file) => {
    expect(crossToolImports(file, readFileSync(join(SRC, file), 'utf8'))).toEqual([]);
  });
});

describe('every tool has the same shape', () => {
  const tools = readdirSync(join(SRC, 'tools'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

  it.each(tools)('tools/%s has its router, service and repository', (tool) => {
    const missingParts = ['router', 'service', 'repository'].filter(
      (part) => !existsSync(join(SRC, 'tools', tool, `${tool}.${part}.ts`)),
    );
    expect(missingParts).toEqual([]);
  });
});

// The pure part of each tool sits in its `engine/` folder: rules, tables and calculations that read
// their input and return a value, with the clock and the outside services handed in. Nothing there
// reaches the database, a service or repository, the HTTP server or the transport.
const IMPURE: { what: string; matches: (spec: string, target: string) => boolean }[] = [
  {
    what: 'the database',
    matches: (spec) => /^(@lexato\/db|kysely|pg|@electric-sql\/pglite)(\/|$)/.test(spec),
  },
  { what: 'a service or repository', matches: (_, target) => /\.(service|repository)\.ts$/.test(target) },
  { what: 'Fastify', matches: (spec) => /^(fastify|@fastify\/)/.test(spec) },
  {
    what: 'tRPC',
    matches: (spec, target) => spec.startsWith('@trpc/') || target.startsWith('trpc/'),
  },
];

/** What `file` (an engine file) loads that an engine may not, as "specifier (what)". */
function impureImports(file: string, code: string): string[] {
  return [...code.matchAll(LOADED)]
    .map((m) => m[1] ?? '')
    .flatMap((spec) => {
      const target = spec.startsWith('.') ? relative(SRC, resolve(SRC, dirname(file), spec)) : '';
      const rule = IMPURE.find((r) => r.matches(spec, target));
      return rule ? [`${spec} (${rule.what})`] : [];
    });
}

describe('every tool keeps its pure logic in engine/', () => {
  const tools = readdirSync(join(SRC, 'tools'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const engineFiles = sourceFiles(SRC).filter((f) => /^tools\/[^/]+\/engine\//.test(f));

  it('reads every kind of impure import, and lets pure ones pass', () => {
    const file = 'tools/strategy/engine/plan.ts';
    expect(impureImports(file, "import type { Db } from '@lexato/db';")).toEqual([
      '@lexato/db (the database)',
    ]);
    expect(impureImports(file, "import { sql } from 'kysely';")).toEqual(['kysely (the database)']);
    expect(impureImports(file, "import { x } from '../strategy.service.ts';")).toEqual([
      '../strategy.service.ts (a service or repository)',
    ]);
    expect(impureImports(file, "import { f } from '../../../ingestion/files.repository.ts';")).toEqual([
      '../../../ingestion/files.repository.ts (a service or repository)',
    ]);
    expect(impureImports(file, "import type { FastifyInstance } from 'fastify';")).toEqual([
      'fastify (Fastify)',
    ]);
    expect(impureImports(file, "import { TRPCError } from '@trpc/server';")).toEqual(['@trpc/server (tRPC)']);
    expect(impureImports(file, "import { notFound } from '../../../trpc/init.ts';")).toEqual([
      '../../../trpc/init.ts (tRPC)',
    ]);
    expect(impureImports(file, "import { readFact } from '@lexato/legal';")).toEqual([]);
    expect(impureImports(file, "import { fold } from '../../../shared/case-text.ts';")).toEqual([]);
    expect(impureImports(file, "import { planFor } from './action-plans.ts';")).toEqual([]);
  });

  it.each(tools)('tools/%s has an engine/ folder with code in it', (tool) => {
    const code = engineFiles.filter((f) => f.startsWith(`tools/${tool}/engine/`) && !f.endsWith('.test.ts'));
    expect(code.length).toBeGreaterThan(0);
  });

  it.each(engineFiles)('%s loads no database, service, Fastify or tRPC', (file) => {
    expect(impureImports(file, readFileSync(join(SRC, file), 'utf8'))).toEqual([]);
  });
});
