import { createHash } from 'node:crypto';
import type pg from 'pg';

// Each distinct SQL text becomes a server-side prepared statement on the connection, so
// PostgreSQL parses and plans it once instead of on every call (measured in BENCH.md: 3.7× the
// req/s of the search POST, about 1.2× that of the session check + list route). The number per
// connection is capped because statements built with variable-length lists have many texts, and
// each one holds backend memory.
export const MAX_NAMED_STATEMENTS_PER_CONNECTION = 500;

const DML = /^\s*(select|insert|update|delete|with)\b/i;

type Query = (text: unknown, values?: unknown) => Promise<unknown>;

// Query texts repeat (the app has a few hundred), so their names are remembered.
const names = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 5_000;

export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < MAX_REMEMBERED_NAMES) names.set(text, name);
  }
  return name;
}

/** Makes the client run parameterised DML as named (prepared) statements. */
export function prepareStatementsOn(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const named = new Set<string>();
  const prepared: Query = (text, values) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || !DML.test(text)) {
      return query(text, values);
    }
    const name = statementName(text);
    if (!named.has(name)) {
      if (named.size >= MAX_NAMED_STATEMENTS_PER_CONNECTION) return query(text, values);
      named.add(name);
    }
    return query({ name, text, values });
  };
  (client as unknown as { query: Query }).query = prepared;
}
