import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The package's one rule (README): pure, no I/O. Source files (not tests) may import nothing that
// reaches the file system, the network, the clock or the process.
describe('purity', () => {
  const dir = new URL('.', import.meta.url).pathname;
  const sources = ['', 'data', 'lawbase']
    .flatMap((sub) => readdirSync(join(dir, sub)).map((f) => join(sub, f)))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it.each(sources)('%s does no I/O and reads no clock', (file) => {
    const code = readFileSync(join(dir, file), 'utf8');
    expect(code).not.toMatch(
      /from 'node:|require\(|\bfetch\(|process\.|Date\.now\(|new Date\(\)|Math\.random\(/,
    );
  });
});
