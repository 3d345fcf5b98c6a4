// A product that failed and then caused a damage: the damage runs five years (CDC art. 27), the claim
// for the defect itself 90 days for a durable good from the day it showed (art. 26, II and § 3º).
// Periods counted as CC art. 132 counts them (start day excluded; a weekend end moved on).
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

const FRIDGE =
  'Comprei uma geladeira em 05/01/2026 e tenho a nota fiscal. Em 10/03/2026 ela parou de gelar. Em 12/03/2026 o compressor pegou fogo e queimou os armários da cozinha; quero o dinheiro de volta e o conserto dos armários.';
const assess = (filing: string, description = FRIDGE) =>
  assessCase({
    caseType: 'consumidor',
    description,
    today: '2026-11-22',
    comparables: [],
    dates: { dataAjuizamento: filing },
  });
const lapse = (r: ReturnType<typeof assess>) =>
  r.factors.find((f) => /Decadência do pedido pelo vício/.test(f.label));

describe('the defect beside the accident (CDC arts. 26 and 27)', () => {
  it('reports the refund lapsed the day after the 90 days, the damages still in time', () => {
    // 10/03/2026 + 90 days = 08/06/2026, a Monday.
    expect(lapse(assess('2026-06-08'))).toBeUndefined();
    const r = assess('2026-06-09');
    expect(lapse(r)?.label).toContain('CDC art. 26, II e §3º');
    expect(lapse(r)?.label).toContain('08/06/2026');
    expect(lapse(r)?.weight).toBe(-8);
    expect(r.factors.some((f) => f.label.startsWith('Dentro do prazo (CDC art. 27)'))).toBe(true);
    expect(r.probability).toBeGreaterThan(10);
  });

  it('weighs nothing when the description asks only for the damages', () => {
    const damages = FRIDGE.replace('o dinheiro de volta e o conserto', 'o conserto');
    expect(lapse(assess('2026-06-09', damages))?.weight).toBe(0);
  });
});
