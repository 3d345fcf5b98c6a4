// Text the database cannot take as sent, dealt with before any procedure sees the input:
// - U+0000: Postgres text and jsonb refuse it ("invalid byte sequence for encoding UTF8: 0x00",
//   a 500), so the request is refused with a 400;
// - a lone UTF-16 surrogate: jsonb refuses its \uXXXX escape, and PGlite miscounts its bytes,
//   truncating the text or failing the query; it becomes U+FFFD, which is what node-postgres
//   already sends for a text column;
// - in names and titles (DISPLAY_KEYS), bidi controls and zero-width characters are dropped:
//   invisible, they reorder or hide what an admin reads in a table ("Trojan Source",
//   CVE-2021-42574). Dropped before the schema runs, so its length rules see the visible text.

export const NUL_MESSAGE = 'Os dados enviados contêm um caractere nulo (U+0000), que não é aceito.';

/** Fields shown as a name or a title, wherever they sit in an input. */
const DISPLAY_KEYS = new Set(['name', 'company', 'title', 'caseTitle', 'documentTitle', 'processTitle']);

// Unicode UAX #9 bidi controls (ALM, LRM, RLM, LRE–RLO, LRI–PDI) and the zero-width characters
// (ZWSP, ZWNJ, ZWJ, word joiner, BOM).
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

export const withoutInvisible = (text: string) => text.replace(INVISIBLE, '');

/** Returned instead of the value when a string or key in it holds U+0000. */
export const HAS_NUL = Symbol('U+0000');

// With the u flag a surrogate pair is one code point, so \p{Cs} matches only lone halves (as in
// ingestion/extract.ts).
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

const isContainer = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
};

/**
 * A parsed JSON value ready to store: lone surrogates in its strings and keys replaced by U+FFFD
 * (arrays and plain objects are fixed in place), or HAS_NUL. Iterative and cycle-safe: a body can
 * nest 100,000 levels deep, and superjson input can share references.
 */
export function toStorableText(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? HAS_NUL : wellFormed(value);
  const seen = new Set<object>();
  const pending: Array<Record<string, unknown>> = [];
  const visit = (item: unknown) => {
    if (isContainer(item) && !seen.has(item)) {
      seen.add(item);
      pending.push(item);
    }
  };
  visit(value);
  for (let node = pending.pop(); node; node = pending.pop()) {
    for (const key of Object.keys(node)) {
      if (key.includes('\u0000')) return HAS_NUL;
      const item = node[key];
      if (typeof item === 'string') {
        if (item.includes('\u0000')) return HAS_NUL;
        const fixed = DISPLAY_KEYS.has(key) ? withoutInvisible(wellFormed(item)) : wellFormed(item);
        if (fixed !== item) node[key] = fixed;
      } else {
        visit(item);
      }
      const fixedKey = wellFormed(key);
      if (fixedKey !== key) {
        const moved = node[key];
        delete node[key];
        Object.defineProperty(node, fixedKey, {
          value: moved,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
  }
  return value;
}
