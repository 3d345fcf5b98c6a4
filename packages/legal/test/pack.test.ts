// The published package, not the source (test-support/pack-and-install.ts).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InstalledPackage, packAndInstall } from '../../../test-support/pack-and-install.ts';

const pkgDir = resolve(import.meta.dirname, '..');
let installed: InstalledPackage;
let consumer: string;

beforeAll(() => {
  installed = packAndInstall(pkgDir);
  consumer = installed.consumer;
}, 180_000);
afterAll(() => installed.remove());

describe('@lexato/legal as an installed package', () => {
  it('imports from the ESM build and checks CNJ numbers (Res. CNJ 65/2008 check digits)', () => {
    // A TJSP number published in a 2021 bulletin (the CNJ examples set, `cnj-examples.json`), and the same
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
