import { describe, expect, it } from 'vitest';
import { onePerProvision } from './dedupe.ts';

const row = (kind: string, title: string, act: string | null, court: string | null = null) => ({
  kind,
  title,
  act,
  court,
});

describe('onePerProvision: at most one result per provision', () => {
  it('keeps the better-placed copy of an article held twice (base row and an administrator import)', () => {
    const rows = [
      row('legislacao', 'CLT, art. 477', 'decreto-lei-5452-1943'),
      row('legislacao', 'CLT, art. 478', 'decreto-lei-5452-1943'),
      row('legislacao', 'CLT, Art. 477', 'decreto-lei-5452-1943'),
      row('sumula', 'Súmula 54 do STJ', null, 'STJ'),
      row('sumula', 'Súmula 54 do STF', null, 'STF'),
    ];
    expect(onePerProvision(rows).map((r) => r.title)).toEqual([
      'CLT, art. 477',
      'CLT, art. 478',
      'Súmula 54 do STJ',
      'Súmula 54 do STF',
    ]);
  });

  it("never merges the user's own passages, and drops what was already shown first", () => {
    const own = [row('documento', 'Contrato', null), row('documento', 'Contrato', null)];
    expect(onePerProvision(own)).toHaveLength(2);
    const seen = new Set(['legislacao|decreto-lei-5452-1943|clt, art. 477']);
    expect(onePerProvision([row('legislacao', 'CLT, art. 477', 'decreto-lei-5452-1943')], seen)).toEqual([]);
  });
});
