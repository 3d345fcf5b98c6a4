// Runs once around the whole API suite: every test app logs to .test-logs/, and at the end the
// captured logs are searched for what must never be logged (LGPD data minimisation, ASVS 16.2.5).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    logDir: string;
  }
}

const FORBIDDEN: Array<[string, RegExp]> = [
  ['a test password', /senha-de-teste-123|senha-forte-2026|nova-senha-segura|admin-senha-e2e/],
  ['a session cookie', /(lexato_admin|lexato_platform)=[A-Za-z0-9_-]{20,}/],
  ['an argon2 hash', /\$argon2id\$/],
  ['a CPF', /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/],
  ['a CNPJ', /\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/],
  ['a contact message body', /Gostaria de conhecer a plataforma|Quero uma demonstração/],
];

export default function setup(project: TestProject) {
  // One folder per run, so runs side by side on one machine never mix their logs.
  const logDir = mkdtempSync(join(resolve(import.meta.dirname, '..'), '.test-logs-'));
  project.provide('logDir', logDir);
  return function teardown() {
    const files = readdirSync(logDir);
    const problems: string[] = [];
    let lines = 0;
    for (const file of files) {
      const text = readFileSync(join(logDir, file), 'utf8');
      lines += text.split('\n').length - 1;
      for (const [what, pattern] of FORBIDDEN) {
        if (pattern.test(text)) problems.push(`${file}: ${what}`);
      }
    }
    // A run of unit tests alone starts no app and captures nothing; the full suite captures
    // every request of every integration test.
    console.info(`log check: ${lines} lines from ${files.length} app(s) searched`);
    if (problems.length > 0)
      throw new Error(`Logs hold data that must never be logged:\n${problems.join('\n')}`);
    rmSync(logDir, { recursive: true, force: true });
  };
}
