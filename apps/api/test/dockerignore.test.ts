// The image is built with `COPY . .`: .dockerignore decides what it takes. Secrets (.env, where
// docker-compose.yml says to put them) and the embedded database (apps/api/data: contacts, password
// hashes) must stay out, while every file the build needs goes in. Matched with Docker's own rules
// (@balena/dockerignore, a port of Docker's implementation).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A CommonJS module (module.exports = factory) whose types declare an ES default export: loaded
// with require and typed here by the part this test uses.
interface Rules {
  add(rules: string): Rules;
  ignores(path: string): boolean;
}
const dockerignore = createRequire(import.meta.url)('@balena/dockerignore') as () => Rules;
const ROOT = resolve(import.meta.dirname, '../../..');
const rules = dockerignore().add(readFileSync(resolve(ROOT, '.dockerignore'), 'utf8'));
const taken = (path: string) => !rules.ignores(path);
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

describe('.dockerignore', () => {
  it.each([
    '.env',
    '.env.local',
    '.env.production',
    'apps/api/.env',
    'apps/web/.env.development',
    'data/pglite/PG_VERSION',
    'apps/api/data/base/1/1259',
    'node_modules/fastify/package.json',
    'apps/web/node_modules/.bin/vite',
    'apps/web/dist/index.html',
    'packages/calc/dist/index.js',
    '.turbo/cache/x',
    'apps/api/.test-logs-abc/app.ndjson',
    'server.log',
    '.git/config',
  ])('keeps %s out of the image', (path) => {
    expect(taken(path)).toBe(false);
  });

  it('keeps the example environment file, which holds no secret', () => {
    expect(taken('.env.example')).toBe(true);
  });

  it('takes every file of the repository the build needs (legal tables and web build scripts included)', () => {
    const tracked = git('ls-files');
    expect(tracked.length).toBeGreaterThan(100);
    expect(tracked.filter((path) => !taken(path))).toEqual([]);
    expect(taken('packages/legal/src/data/holidays.json')).toBe(true);
    expect(taken('apps/web/build/landing-prerender.ts')).toBe(true);
  });

  it('takes nothing git ignores in this checkout (installed packages, build output, local data)', () => {
    const ignored = git('ls-files', '--others', '--ignored', '--exclude-standard', '--directory');
    expect(ignored.filter((path) => taken(path.replace(/\/$/, '')))).toEqual([]);
  });
});
