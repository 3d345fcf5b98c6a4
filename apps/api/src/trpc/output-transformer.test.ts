import fc from 'fast-check';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { serializeOutput } from './output-transformer.ts';

/** Keys superjson refuses to walk (a prototype-pollution guard) are tested on their own below. */
const key = fc.string().filter((k) => !['__proto__', 'constructor', 'prototype'].includes(k));

/** What procedures return: plain objects and arrays of strings, numbers, dates and undefined. */
const outputLike = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date({ noInvalidDate: true }),
  ),
  node: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('node'), { maxLength: 5 }),
    fc.dictionary(key, tie('node'), { maxKeys: 5 }),
  ),
})).node;

describe('serializeOutput', () => {
  it('writes exactly what superjson writes, for any value a procedure returns', () => {
    fc.assert(
      fc.property(outputLike, (value) => {
        expect(serializeOutput(value)).toEqual(superjson.serialize(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips through the web client’s superjson.deserialize', () => {
    fc.assert(
      fc.property(outputLike, (value) => {
        const wire = JSON.parse(JSON.stringify(serializeOutput(value)));
        expect(superjson.deserialize(wire)).toEqual(value);
      }),
      { numRuns: 1000 },
    );
  });

  it('marks dates and undefined by their superjson path, as a history list has them', () => {
    const created = new Date('2026-11-27T10:00:00.000Z');
    expect(serializeOutput([{ id: 'a', createdAt: created, note: undefined }])).toEqual({
      json: [{ id: 'a', createdAt: '2026-11-27T10:00:00.000Z', note: null }],
      meta: { values: { '0.createdAt': ['Date'], '0.note': ['undefined'] }, v: 1 },
    });
    expect(serializeOutput({ items: [1, 'x'] })).toEqual({ json: { items: [1, 'x'] } });
  });

  it('leaves every other value to superjson, with its own output', () => {
    const shared = { a: 1 };
    const awkward: unknown[] = [
      new Date('2026-01-01T00:00:00Z'),
      undefined,
      { n: Number.NaN },
      { n: Number.POSITIVE_INFINITY },
      { n: -0 },
      { big: 10n },
      { m: new Map([['k', new Date(0)]]) },
      { s: new Set([1]) },
      { r: /x/g },
      { 'a.b': new Date(0) },
      { 'a\\b': 1 },
      { '': new Date(0) },
      { d: new Date(Number.NaN) },
      { twice: [shared, shared] },
      Object.assign(Object.create(null), { a: new Date(0) }),
      // biome-ignore lint/suspicious/noSparseArray: a hole is what the case is about
      [1, , 3],
    ];
    for (const value of awkward) {
      expect(serializeOutput(value)).toEqual(superjson.serialize(value));
    }
  });

  it('refuses, as superjson does, the keys that could pollute a prototype', () => {
    for (const name of ['constructor', 'prototype']) {
      const value = { [name]: 1 };
      expect(() => superjson.serialize(value)).toThrow(/prototype pollution/);
      expect(() => serializeOutput(value)).toThrow(/prototype pollution/);
    }
  });
});
