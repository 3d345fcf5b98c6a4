// Hostile JSON for test/hostile-input.integration.test.ts: fixed cases (wrong types, numbers that
// JSON.stringify cannot write, 5,000-level nesting, own `__proto__` keys, unicode edge cases) and
// fast-check generators of the same kinds, plus a plausible sample body read from a JSON Schema.
import fc from 'fast-check';

/** JSON text placed verbatim where a value goes (1e309, -0, deep nesting, malformed text). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** The JSON text of a value, keeping every own key as written (so `__proto__` stays a real key). */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .map((key) => `${JSON.stringify(key)}:${jsonText(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An object whose entries are all own properties, `__proto__` and `constructor` included. */
export function ownObject(entries: Array<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** Property names the payloads try to plant on Object.prototype; none may appear there. */
export const POLLUTION_KEYS = ['polluted', 'isAdmin', 'role', 'hasActiveContract', 'userId'];

const pollution = '{"polluted":"sim","isAdmin":true,"role":"admin","hasActiveContract":true,"userId":"x"}';
/** Keys that reach a prototype when an object is merged naively, each with its payload. */
export const PROTO_KEYS: Array<[string, RawJson]> = [
  ['__proto__', new RawJson(pollution)],
  ['constructor', new RawJson(`{"prototype":${pollution}}`)],
  ['prototype', new RawJson(pollution)],
];
const protoObjects = Object.fromEntries(
  PROTO_KEYS.map(([key, value]) => [`${key}Object`, ownObject([[key, value]])]),
);

const DEPTH = 5000;
export const DEEP_ARRAY = new RawJson(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`);
export const DEEP_OBJECT = new RawJson(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`);

/** Just under the 1 MiB body limit once quoted, so it reaches the schema. */
export const HUGE_STRING = 'a'.repeat(1_000_000);

export const HOSTILE_STRINGS: Record<string, string> = {
  empty: '',
  whitespace: ' \t\n\r\u00A0\u3000 ',
  nul: 'texto\u0000oculto',
  controls: Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)).join(''),
  loneHighSurrogate: 'texto\uD800',
  loneLowSurrogate: '\uDC00\uDFFFtexto\uD800',
  rtlOverride: '\u202Eadmin\u202C\u200F\u061C',
  combining: `a${'\u0301'.repeat(5000)}`,
  emoji: '👨‍👩‍👧‍👦🇧🇷🏳️‍⚧️'.repeat(50),
  zeroWidth: '\u200B\u200C\u200D\u2060\uFEFF'.repeat(40_000),
  bom: '\uFEFFtexto',
  nonCharacters: '\uFFFE\uFFFF\u{10FFFF}\u{E0001}',
  logInjection: 'linha\r\n{"level":60,"msg":"forjado"}',
  sql: "'; drop table users; --",
  html: '<script>alert(1)</script>',
  path: '../../../../etc/passwd',
  template: '{{constructor.constructor("return process")()}}',
  protoText: '__proto__',
  badDate: '2026-02-30',
  huge: HUGE_STRING,
};

/** Text where a number or a date is due. */
export const NUMERIC_TEXTS: Record<string, string> = {
  nan: 'NaN',
  infinity: '-Infinity',
  negativeZero: '-0',
  overflow: '1e309',
  hex: '0x10',
};

/** Values of every JSON type, numbers JSON.stringify cannot write, nesting and prototype keys. */
export const WRONG_TYPES: Record<string, unknown> = {
  null: null,
  true: true,
  zero: 0,
  negativeZero: new RawJson('-0'),
  overflow: new RawJson('1e309'),
  negativeOverflow: new RawJson('-1e309'),
  underflow: new RawJson('1e-400'),
  hugeInteger: new RawJson('123456789012345678901234567890123456789'),
  unsafeInteger: new RawJson('9007199254740993'),
  fraction: 0.5,
  emptyArray: [],
  emptyObject: {},
  deepArray: DEEP_ARRAY,
  deepObject: DEEP_OBJECT,
  ...protoObjects,
};

/** Bodies that are not JSON at all (or not what JSON.parse accepts). */
export const MALFORMED_BODIES: Record<string, string | Buffer> = {
  empty: '',
  unclosed: '{',
  trailingComma: '[1,]',
  twoDocuments: '{"a":1}{"b":2}',
  singleQuotes: "{'a':1}",
  byteOrderMark: '\uFEFF{}',
  badEscape: '{"a":"\\u00"}',
  nanLiteral: '{"a":NaN}',
  invalidUtf8: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
  utf16: Buffer.from('{"a":"b"}', 'utf16le'),
  nulBytes: Buffer.from('{"a"\u0000:1}'),
};

/** Content types a JSON endpoint must refuse or read safely. */
export const CONTENT_TYPES: Record<string, string | undefined> = {
  none: undefined,
  textPlain: 'text/plain',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data; boundary=----lexato',
  xml: 'application/xml',
  utf16Charset: 'application/json; charset=utf-16le',
  tabBeforeParameters: 'application/json\t; charset=utf-8',
  leadingSpace: ' application/json',
  upperCase: 'APPLICATION/JSON',
  empty: '',
};

const nastyChar = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\uD800',
    '\uDFFF',
    '\u202E',
    '\u200F',
    '\u200B',
    '\uFEFF',
    '\u0301',
    '\uFFFF',
    '\r\n',
    '"',
    '\\',
    '%',
    '{{',
    '}}',
    "'",
    '__proto__',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: nastyChar, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...Object.values(HOSTILE_STRINGS)) },
);

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'polluted', 'toString', 'valueOf', ''),
  fc.string({ unit: nastyChar, maxLength: 8 }),
);

const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(...Object.values(WRONG_TYPES).filter((v) => v instanceof RawJson && /^-?\d/.test(v.text))),
);

const hostileLeaf = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(DEEP_ARRAY, DEEP_OBJECT, ...Object.values(protoObjects)),
);

/** Any JSON value, built from hostile leaves and keys (own `__proto__` keys included). */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{
  value: unknown;
  array: unknown[];
  object: Record<string, unknown>;
}>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, hostileLeaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map(ownObject),
})).value;

/** The plausible body with some fields replaced by hostile values and hostile keys added. */
export function mutatedBody(sample: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(sample);
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileKey) : hostileKey;
  return fc
    .array(fc.tuple(key, fc.oneof(hostileValue, fc.jsonValue(), fc.anything())), {
      minLength: 1,
      maxLength: 4,
    })
    .map((changes) => ownObject([...Object.entries(sample), ...changes]));
}

/** Anything a client could send as a body: random JSON of any shape, or a mutated valid body. */
export function hostileBody(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(hostileValue, fc.jsonValue(), fc.anything(), mutatedBody(sample));
}

/** Query strings with invalid UTF-8, bad escapes, nested and repeated keys. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('limit', 'cursor', 'input', 'batch', '__proto__[polluted]'), hostileKey),
      fc.oneof(
        hostileString,
        fc.uint8Array({ maxLength: 12 }).map((bytes) => Buffer.from(bytes)),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&'));

/** Percent-encodes every byte: text as UTF-8 (a lone surrogate as U+FFFD), bytes as they are. */
export function percentEncode(value: string | Uint8Array): string {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  return [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

type JsonSchema = Record<string, unknown>;

const SAMPLE_TEXT = 'Texto de exemplo para o teste de entradas hostis, com tamanho suficiente.';
const PATTERN_CANDIDATES = ['2026-11-20', 'usuario.exemplo', 'campo_exemplo', 'Texto'];

/** Real ids by field name (`id`, `templateId`…); `default` for any other uuid. */
export type SampleIds = Record<string, string> & { default: string };

/** A value the schema most likely accepts, so a hostile field is the only thing wrong. */
export function sampleFromSchema(schema: JsonSchema | undefined, ids: SampleIds, field = ''): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branches = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as JsonSchema[] | undefined;
  if (branches) return sampleFromSchema(branches.find((b) => b.type !== 'null') ?? branches[0], ids, field);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const entries = Object.entries(properties).map(([k, s]): [string, unknown] => [
        k,
        sampleFromSchema(s, ids, k),
      ]);
      return Object.fromEntries(entries.filter(([, v]) => v !== undefined));
    }
    case 'string':
      return Object.hasOwn(ids, field) ? String(ids[field]) : sampleString(schema, ids);
    case 'number':
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return typeof schema.maximum === 'number' ? Math.min(min, schema.maximum) : min;
    }
    case 'boolean':
      return false;
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: min }, () => sampleFromSchema(schema.items as JsonSchema, ids, field));
    }
    case 'null':
      return null;
    default:
      return undefined;
  }
}

function sampleString(schema: JsonSchema, ids: SampleIds): string {
  if (schema.format === 'email') return 'pessoa@exemplo.com.br';
  if (schema.format === 'uri') return 'https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm';
  if (schema.format === 'uuid') return ids.default;
  if (schema.format === 'date') return '2026-11-20';
  if (schema.format === 'date-time') return '2026-11-20T12:00:00.000Z';
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = PATTERN_CANDIDATES.find((c) => pattern.test(c));
    if (found) return found;
  }
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
  // Short: a search for a long sample costs every accepted request a full-text query of ten words.
  const length = Math.max(min, Math.min(max, 20));
  return SAMPLE_TEXT.repeat(Math.ceil(length / SAMPLE_TEXT.length)).slice(0, length);
}
