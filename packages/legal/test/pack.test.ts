// The published package, not the source: build, `pnpm pack`, install the tarball into an empty
// folder with npm, and import it there as another service would.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pkgDir = resolve(import.meta.dirname, '..');
let consumer: string;
let packDir: string;

beforeAll(() => {
  execFileSync('pnpm', ['run', 'build'], { cwd: pkgDir, stdio: 'pipe' });
  packDir = mkdtempSync(join(tmpdir(), 'lexato-legal-pack-'));
  execFileSync('pnpm', ['pack', '--pack-destination', packDir], { cwd: pkgDir, stdio: 'pipe' });
  const tarball = join(packDir, readdirSync(packDir).find((f) => f.endsWith('.tgz')) ?? '');
  consumer = mkdtempSync(join(tmpdir(), 'lexato-legal-consumer-'));
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  execFileSync('npm', ['install', tarball, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: consumer,
    stdio: 'pipe',
  });
}, 180_000);
afterAll(() => {
  rmSync(consumer, { recursive: true, force: true });
  rmSync(packDir, { recursive: true, force: true });
});

describe('@lexato/legal as an installed package', () => {
  it('imports from the ESM build and checks CNJ numbers (Res. CNJ 65/2008 check digits)', () => {
    // A TJSP number published in a 2021 bulletin (../shared/data/cnj-examples.json), and the same
    // number with one check digit changed.
    const script = `import { isValidCnj, tribunalFromCnj } from '@lexato/legal';
      console.log(JSON.stringify([isValidCnj('2021437-34.2021.8.26.0000'), isValidCnj('2021437-35.2021.8.26.0000'),
        tribunalFromCnj('2021437-34.2021.8.26.0000')?.datajudAlias]));`;
    const out = execFileSync('node', ['--input-type=module', '-e', script], {
      cwd: consumer,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual([true, false, 'api_publica_tjsp']);
  });

  it('ships type declarations and no TypeScript sources', () => {
    const files = readdirSync(join(consumer, 'node_modules/@lexato/legal/dist'));
    expect(files).toContain('index.d.ts');
    expect(files.some((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toBe(false);
  });
});
