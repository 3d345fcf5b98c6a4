// A consumer's claim for a contract the supplier broke: CDC art. 27 reaches the damage of a defective
// product or service (arts. 12-14), while the STJ's Corte Especial reads the damage of a contract
// broken under the ten years of CC art. 205 (EREsp 1.281.594/SP). Between the two readings the
// engine says the period is uncertain, and never bars the claim while the longer one runs.
import { expect, it } from 'vitest';
import { assessOn, periodLabels } from './testing.ts';

const assess = assessOn('consumidor');
const labels = periodLabels;

it('a shop that broke the contract: uncertain between five years and ten, not barred', () => {
  // Paid on 10/03/2020: five years to Monday 10/03/2025; ten to Sunday 10/03/2030, moved to Monday 11/03/2030.
  const r = assess(
    'A loja descumpriu o contrato e não entregou os móveis planejados que paguei em 10/03/2020. Quero indenização.',
  );
  expect(labels(r)).toEqual([
    'Prescrição incerta (CDC art. 27 ou CC art. 205; STJ, EREsp 1.281.594/SP): pelo primeiro, terminou em 10/03/2025; pelo segundo, termina em 11/03/2030',
  ]);
  expect(r.factors.find((f) => f.label.startsWith('Prescrição incerta'))?.weight).toBe(-10);
  expect(r.probability).toBeGreaterThan(10);
});

it('a negativação with no contract broken stays under CDC art. 27 and is barred', () => {
  const r = assess('Em 10/03/2020 fui negativado indevidamente pelo banco. Quero danos morais.');
  expect(labels(r)[0]).toBe('Prescrição (CDC art. 27): prazo encerrado em 10/03/2025');
});
