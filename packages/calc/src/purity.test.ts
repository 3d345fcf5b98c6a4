import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The package's one rule (README): pure, no I/O. Index series come in as data (shipped, or passed
// by the caller); source files (not tests) import nothing that reaches the file system, the
// network or the process. The CLI is the one file allowed I/O; `today()` in dates.ts is the one
// clock read, the documented default reference date of a standalone call.
describe('purity', () => {
  const dir = new URL('.', import.meta.url).pathname;
  const sources = ['', 'indices', 'tables']
    .flatMap((sub) => readdirSync(join(dir, sub)).map((f) => join(sub, f)))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'cli.ts');

  it.each(sources)('%s does no I/O', (file) => {
    const code = readFileSync(join(dir, file), 'utf8').replace(
      'export function today(): Data {\n  const now = new Date();',
      '',
    );
    expect(code).not.toMatch(
      /from 'node:|require\(|\bfetch\(|process\.|Date\.now\(|new Date\(\)|Math\.random\(/,
    );
  });
});
