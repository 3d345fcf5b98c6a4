import { describe, expect, it } from 'vitest';
import { HAS_NUL, toStorableText } from './storable-text.ts';

describe('toStorableText', () => {
  it('refuses U+0000 in strings and keys at any depth', () => {
    expect(toStorableText('texto\u0000')).toBe(HAS_NUL);
    expect(toStorableText({ a: [{ b: 'ok' }, { c: ['x\u0000'] }] })).toBe(HAS_NUL);
    expect(toStorableText(JSON.parse('{"da\\u0000dos":1}'))).toBe(HAS_NUL);
    expect(toStorableText(JSON.parse('{"__proto__":{"a":"\\u0000"}}'))).toBe(HAS_NUL);
  });

  it('replaces lone surrogates by U+FFFD and keeps pairs, other controls and emoji', () => {
    expect(toStorableText('\uDC00\uDFFFtexto\uD800')).toBe('\uFFFD\uFFFDtexto\uFFFD');
    const value = JSON.parse('{"a":["\\ud83d\\ude00 ok","x\\udc00"],"k\\ud800":"\\u0001\\u202e"}');
    expect(toStorableText(value)).toEqual({ a: ['😀 ok', 'x\uFFFD'], 'k\uFFFD': '\u0001\u202e' });
  });

  it('leaves non-JSON values alone and survives shared and circular references', () => {
    const date = new Date(0);
    expect(toStorableText(date)).toBe(date);
    expect(toStorableText(undefined)).toBe(undefined);
    const shared: Record<string, unknown> = { t: '\uD800' };
    shared.self = shared;
    expect(toStorableText({ a: shared, b: shared })).toEqual({ a: shared, b: shared });
    expect(shared.t).toBe('\uFFFD');
  });

  it('walks 100,000 levels of nesting without overflowing the stack', () => {
    const depth = 100_000;
    expect(toStorableText(JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`))).toBe(HAS_NUL);
  });
});
