import { describe, expect, it } from 'vitest';
import { HAS_NUL, toStorableText } from './storable-text.ts';

// Right-to-left override, left-to-right isolate, pop directional isolate, zero-width space,
// zero-width joiner, word joiner, byte order mark (Unicode UAX #9 and the Cf category).
const RLO = '\u202E';
const LRI = '\u2066';
const PDI = '\u2069';
const ZWSP = '\u200B';
const ZWJ = '\u200D';
const WJ = '\u2060';
const BOM = '\uFEFF';

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

  it('strips bidi controls and zero-width characters from names and titles, at any depth', () => {
    const input = {
      name: `${RLO}Maria${ZWSP} Silva${BOM}`,
      company: `${LRI}Silva${PDI} Advogados${WJ}`,
      data: { name: `Jo${ZWJ}ão`, title: `${RLO}fdp.exe` },
      items: [{ caseTitle: `Caso${ZWSP}`, processTitle: `${BOM}Processo`, documentTitle: `${RLO}Doc` }],
    };
    expect(toStorableText(input)).toEqual({
      name: 'Maria Silva',
      company: 'Silva Advogados',
      data: { name: 'João', title: 'fdp.exe' },
      items: [{ caseTitle: 'Caso', processTitle: 'Processo', documentTitle: 'Doc' }],
    });
  });

  it('leaves other fields as sent: a password or a message keeps its characters', () => {
    const input = { password: `senha${ZWSP}${RLO}`, message: `Olá ${RLO}`, text: `a${ZWJ}b` };
    expect(toStorableText({ ...input })).toEqual(input);
  });
});
