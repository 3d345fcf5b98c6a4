// Benchmarks write their results as Markdown files in the repository, which Biome checks: each is
// written through Biome's formatter, so a bench run leaves `pnpm test` passing.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const biome = resolve(import.meta.dirname, '../node_modules/.bin/biome');

/** Writes `text` to `path` and formats it as the repository's Biome settings do. */
export function writeMarkdown(path: string | URL, text: string): void {
  const file = typeof path === 'string' ? path : fileURLToPath(path);
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
  execFileSync(biome, ['format', '--write', file], { stdio: 'ignore' });
}
