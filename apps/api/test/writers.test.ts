import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// One writer per table: every INSERT, UPDATE and DELETE of a table lives in one module (its
// repository), so "who changes this table?" has one answer and a reader finds every write in one
// file. Other modules read freely and call that module to write.

const SRC = new URL('../src/', import.meta.url).pathname;

/** Kysely's writing builders and the raw SQL forms, inside sql`...` templates. */
const BUILDER = /\.\s*(insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(\s*([^)]*?)\s*\)/g;
const RAW = /\b(?:insert\s+into|delete\s+from|update|truncate(?:\s+table)?)\s+("?[a-z_]+"?)(\s+set\b)?/gi;
const SQL_TEMPLATE = /\bsql(?:<[^>]*>)?`([^`]*)`/g;

const camel = (name: string) =>
  name.replace(/"/g, '').replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** The tables a source writes: `'files as f'` → files; snake_case raw SQL → camelCase. */
export function writtenTables(code: string): string[] {
  const tables: string[] = [];
  for (const [, , arg = ''] of code.matchAll(BUILDER)) {
    const literal = /^['"]([A-Za-z_]+)(?:\s+as\s+\w+)?['"]$/.exec(arg);
    // A table named by a variable cannot be checked: name it literally.
    tables.push(literal?.[1] ?? `<not a literal: ${arg}>`);
  }
  for (const [, template = ''] of code.matchAll(SQL_TEMPLATE)) {
    for (const match of template.matchAll(RAW)) {
      const [whole, name = ''] = match;
      // `update` names a table only when `set` follows it.
      if (/^update/i.test(whole) && !match[2]) continue;
      tables.push(camel(name));
    }
  }
  return tables;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Tables written by a second module on purpose, each with its reason. Keep it short: a new entry
 * needs a reason a reviewer accepts, not "it was easier".
 */
const SECOND_WRITERS: Record<string, { module: string; why: string }[]> = {};

function writersByTable(): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  for (const file of sources(SRC)) {
    const module = relative(SRC, file);
    for (const table of writtenTables(readFileSync(file, 'utf8'))) {
      const set = writers.get(table) ?? new Set<string>();
      set.add(module);
      writers.set(table, set);
    }
  }
  return writers;
}

describe('one writer per table', () => {
  const writers = writersByTable();

  it('finds the writes it is meant to find (the scanner is not blind)', () => {
    expect(
      writtenTables(`
        db.insertInto('files').values(x);
        trx
          .updateTable('monitors as m')
          .set({});
        await db.deleteFrom("sessions").execute();
        await sql\`insert into legal_source_terms (lexeme) select 1\`.execute(db);
        await sql<number>\`update lawbase_state set x = 1\`.execute(db);
        // an update of the list, delete from the screen: comments and plain strings are no writes
        db.insertInto(table);
      `),
    ).toEqual([
      'files',
      'monitors',
      'sessions',
      '<not a literal: table>',
      'legalSourceTerms',
      'lawbaseState',
    ]);
    expect(writers.get('documents')).toBeDefined();
  });

  it('writes every table from one module (or an explained second one)', () => {
    const offenders = [...writers]
      .map(([table, modules]) => {
        const allowed = new Set((SECOND_WRITERS[table] ?? []).map((w) => w.module));
        return { table, modules: [...modules].sort(), extra: [...modules].filter((m) => !allowed.has(m)) };
      })
      .filter(({ extra }) => extra.length > 1)
      .map(({ table, modules }) => `${table}: ${modules.join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it('names every written table literally', () => {
    expect([...writers.keys()].filter((t) => t.startsWith('<'))).toEqual([]);
  });

  it('keeps no stale allow-list entry', () => {
    const stale = Object.entries(SECOND_WRITERS).flatMap(([table, entries]) =>
      entries.filter((w) => !writers.get(table)?.has(w.module)).map((w) => `${table}: ${w.module}`),
    );
    expect(stale).toEqual([]);
  });
});
