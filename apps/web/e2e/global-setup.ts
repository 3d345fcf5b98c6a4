// Builds the web app once per test run, in production mode, into a folder of this run's own
// (several runs on one machine must not rebuild each other's files mid-test).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    webDist: string;
  }
}

const webDir = resolve(import.meta.dirname, '..');

export default function setup(project: TestProject) {
  const existing = join(webDir, 'dist');
  if (process.env.LEXATO_SKIP_WEB_BUILD === '1' && existsSync(join(existing, 'index.html'))) {
    project.provide('webDist', existing);
    return;
  }
  const outDir = mkdtempSync(join(tmpdir(), 'lexato-web-'));
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--logLevel', 'error', '--emptyOutDir', '--outDir', outDir],
    {
      cwd: webDir,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would give React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  project.provide('webDist', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
