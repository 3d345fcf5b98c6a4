// The building's defects claimed from the builder: reparation (the repair's cost, the loss) has the
// ten years of CC art. 205 from the defect's showing, with no decadência (STJ, REsp 1.819.058/SP;
// AgInt no AREsp 2.499.655/MS); the price back or its reduction keeps the 90 days of CDC art. 26, II.
import { expect, it } from 'vitest';
import { assessOn, periodLabels } from './testing.ts';

const assess = assessOn('consumidor');
const first = (r: ReturnType<typeof assess>) => periodLabels(r)[0];

const KEYS =
  'Recebi as chaves do apartamento novo da construtora em 10/02/2020. Em 15/03/2023 apareceram infiltrações e rachaduras nas paredes.';
const RULE = 'CC art. 205; STJ, REsp 1.819.058/SP';

it('gives reparation ten years from the defect, not the 90 days of CDC art. 26', () => {
  // Showed on 15/03/2023: ten years to Tuesday 15/03/2033.
  const text = `${KEYS} Quero que a construtora pague o conserto e indenize os prejuízos.`;
  expect(first(assess(text, '2026-11-29'))).toBe(`Dentro do prazo (${RULE}): ajuizar até 15/03/2033`);
  expect(first(assess(text, '2033-03-16'))).toBe(`Prescrição (${RULE}): prazo encerrado em 15/03/2033`);
});

it('keeps the 90 days for the reduction of the price (CDC art. 26, II and § 3º)', () => {
  // 15/03/2023 + 90 days = 13/06/2023.
  const hidden =
    'Recebi as chaves do apartamento novo da construtora em 10/02/2020. Em 15/03/2023 apareceram infiltrações no teto. Quero o abatimento do preço.';
  expect(first(assess(hidden, '2026-11-29'))).toBe(
    'Decadência (CDC art. 26, II e §3º): prazo encerrado em 13/06/2023',
  );
});

it('reads cracks that appeared years after the keys as a hidden defect (CDC art. 26, § 3º), not an apparent one', () => {
  // Apparent would run 90 days from the keys (10/02/2020); hidden, from the showing, 15/03/2023 + 90 = 13/06/2023.
  expect(first(assess(`${KEYS} Quero o abatimento do preço.`, '2026-11-29'))).toBe(
    'Decadência (CDC art. 26, II e §3º): prazo encerrado em 13/06/2023',
  );
});
