// The published package, not the source (test-support/pack-and-install.ts): import and the CLI.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InstalledPackage, packAndInstall } from '../../../test-support/pack-and-install.ts';
import { calcularSalarioLiquido, calculate } from '../src/index.ts';

const pkgDir = resolve(import.meta.dirname, '..');
const request = {
  type: 'salario_liquido',
  inputs: { salarioBruto: 6000, dependentes: 1, outrosDescontos: 0, adicionais: 0 },
  referenceDate: '2026-03-01',
} as const;
let installed: InstalledPackage;
let consumer: string;

beforeAll(() => {
  installed = packAndInstall(pkgDir);
  consumer = installed.consumer;
}, 180_000);
afterAll(() => installed.remove());

describe('@lexato/calc as an installed package', () => {
  it('imports from the ESM build and computes what the source computes', () => {
    const script = `import { calculate } from '@lexato/calc'; console.log(JSON.stringify(calculate(${JSON.stringify(request)})));`;
    const out = execFileSync('node', ['--input-type=module', '-e', script], {
      cwd: consumer,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(calculate(request))));
  });

  it('ships type declarations and no TypeScript sources', () => {
    const files = readdirSync(join(consumer, 'node_modules/@lexato/calc/dist'));
    expect(files).toContain('index.d.ts');
    expect(files.some((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toBe(false);
  });

  it('runs the CLI: JSON in, JSON out, exit 2 with the message on bad input', () => {
    const bin = join(consumer, 'node_modules/.bin/lexato-calc');
    const ok = spawnSync(bin, { input: JSON.stringify(request), encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).salarioLiquido).toBe(
      calcularSalarioLiquido(request.inputs, request.referenceDate).salarioLiquido,
    );
    const bad = spawnSync(bin, {
      input: JSON.stringify({ type: 'salario_liquido', inputs: { salarioBruto: -1 } }),
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^Salário bruto: /);
  });
});
