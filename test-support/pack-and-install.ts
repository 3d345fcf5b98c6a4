// The published package, not the source: build it, `pnpm pack` it, and install the tarball with
// npm into an empty folder, where a test uses it as another service would.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

export interface InstalledPackage {
  /** The consumer folder: run `node` here to import the installed package. */
  consumer: string;
  remove(): void;
}

export function packAndInstall(pkgDir: string): InstalledPackage {
  const label = basename(pkgDir);
  execFileSync('pnpm', ['run', 'build'], { cwd: pkgDir, stdio: 'pipe' });
  const packDir = mkdtempSync(join(tmpdir(), `lexato-${label}-pack-`));
  execFileSync('pnpm', ['pack', '--pack-destination', packDir], { cwd: pkgDir, stdio: 'pipe' });
  const tarball = join(packDir, readdirSync(packDir).find((f) => f.endsWith('.tgz')) ?? '');
  const consumer = mkdtempSync(join(tmpdir(), `lexato-${label}-consumer-`));
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  execFileSync('npm', ['install', tarball, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: consumer,
    stdio: 'pipe',
  });
  return {
    consumer,
    remove() {
      rmSync(consumer, { recursive: true, force: true });
      rmSync(packDir, { recursive: true, force: true });
    },
  };
}
