import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The API's layering rule (src/README.md): services, jobs and workers throw the kinds of
// errors.ts and never reach up into the transport; only trpc/, rest/ and the *.router.ts files
// may import tRPC. Checked on the import specifiers of every file under src/.
const SRC = resolve(import.meta.dirname, '../src');

/** Files outside trpc/, rest/ and the routers that are the edge by nature. */
const EDGE: Record<string, string> = {
  'app.ts': 'the composition root: registers the tRPC plugin and the REST routes',
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
