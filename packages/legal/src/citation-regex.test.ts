import { describe, expect, it } from 'vitest';
import { expandCaseGroups } from './citation-regex.ts';

describe('expandCaseGroups', () => {
  it('spells the letters of a case-insensitive group in both cases, accented ones too', () => {
    expect(expandCaseGroups('(?i:súm)')).toBe('(?:[sS][úÚ][mM])');
    expect(new RegExp(expandCaseGroups('(?i:jurisprudência)')).test('JURISPRUDÊNCIA')).toBe(true);
  });

  it('adds the other case to classes and ranges inside the group, and leaves the rest as written', () => {
    expect(expandCaseGroups('(?i:[çc]x)')).toBe('(?:[çcÇC][xX])');
    expect(expandCaseGroups('(?i:[a-zà-ú])')).toBe('(?:[a-zà-úA-ZÀ-Ú])');
    expect(expandCaseGroups('[a-z](?i:a)B')).toBe('[a-z](?:[aA])B');
  });

  it('copies escapes, group syntax and quantifiers untouched', () => {
    expect(expandCaseGroups(String.raw`(?i:a\s+\.b{1,3})`)).toBe(String.raw`(?:[aA]\s+\.[bB]{1,3})`);
    expect(expandCaseGroups('(?<name>(?<!x)(?i:a))')).toBe('(?<name>(?<!x)(?:[aA]))');
    expect(expandCaseGroups(String.raw`(?i:\p{L}a)`)).toBe(String.raw`(?:\p{L}[aA])`);
  });
});
