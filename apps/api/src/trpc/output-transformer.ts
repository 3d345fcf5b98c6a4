import superjson from 'superjson';

/**
 * The transformer of procedure outputs: superjson's wire format (the web client decodes it with
 * superjson), written in one pass for what procedures return — plain objects, dense arrays,
 * strings, finite numbers, booleans, null, `undefined` and valid dates. superjson's general
 * walker costs about as much as the rest of a list request (bench/load/results-cpu.md); any
 * other value (Map, Set, bigint, NaN, -0, a class instance, an object met twice, a key superjson
 * escapes or refuses) is handed to superjson itself, so the output is always superjson's.
 */
type Annotation = 'Date' | 'undefined';
type SerializedValues = Record<string, [Annotation]>;

/** Thrown inside the walk when superjson must take over. */
const FALLBACK = Symbol('fallback');

/** Keys superjson's paths escape (`.` and `\`), the empty key, and those it refuses to walk into. */
const UNSAFE_KEY = /[.\\]|^(?:__proto__|constructor|prototype)?$/;

function walk(value: unknown, path: string, values: SerializedValues, seen: Set<object>): unknown {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value) || Object.is(value, -0)) throw FALLBACK;
      return value;
    case 'undefined':
      if (path === '') throw FALLBACK;
      values[path] = ['undefined'];
      return null;
    case 'object':
      break;
    default:
      throw FALLBACK;
  }
  if (value instanceof Date) {
    if (path === '' || Number.isNaN(value.getTime())) throw FALLBACK;
    values[path] = ['Date'];
    return value.toISOString();
  }
  if (seen.has(value)) throw FALLBACK; // superjson records shared references
  seen.add(value);
  const prefix = path === '' ? '' : `${path}.`;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) throw FALLBACK;
      out[i] = walk(value[i], prefix + i, values, seen);
    }
    return out;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) throw FALLBACK;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (UNSAFE_KEY.test(key)) throw FALLBACK;
    out[key] = walk((value as Record<string, unknown>)[key], prefix + key, values, seen);
  }
  return out;
}

export function serializeOutput(value: unknown): ReturnType<typeof superjson.serialize> {
  const values: SerializedValues = {};
  let json: unknown;
  try {
    json = walk(value, '', values, new Set());
  } catch (error) {
    if (error === FALLBACK) return superjson.serialize(value);
    throw error;
  }
  for (const _ in values) {
    return { json: json as never, meta: { values, v: 1 } };
  }
  return { json: json as never };
}

/** For `initTRPC.create({ transformer })`: inputs decoded by superjson, outputs as above. */
export const transformer = {
  input: superjson,
  output: { serialize: serializeOutput, deserialize: superjson.deserialize.bind(superjson) },
};
