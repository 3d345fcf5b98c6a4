// The registration of a contract in the CTPS to prove the time before the INSS does not lapse (CLT
// art. 11, § 1º); money asked for the same contract keeps the two years of CF art. 7º, XXIX.
import { expect, it } from 'vitest';
import { assessOn, periodLabels } from './testing.ts';

const assess = assessOn('trabalhista');
const labels = periodLabels;

it('does not bar the registration asked only to prove the time before the INSS', () => {
  const r = assess(
    'Trabalhei sem registro numa oficina de 2008 até 10/05/2012. Agora quero que a empresa anote a minha carteira de trabalho para contar o tempo na aposentadoria do INSS.',
  );
  expect(labels(r)).toContain('Anotação na CTPS para prova junto à Previdência: não prescreve');
  expect(r.factors.some((f) => f.weight === -45)).toBe(false);
});

it('bars the money asked for the same contract after two years (CF art. 7º, XXIX)', () => {
  // Last day 10/05/2012: two years to Saturday 10/05/2014, moved to Monday 12/05/2014.
  const r = assess(
    'Trabalhei sem registro numa oficina de 2008 até 10/05/2012. Quero que a empresa anote a minha carteira para a aposentadoria e pague as verbas rescisórias e o FGTS.',
  );
  expect(labels(r)[0]).toMatch(
    /^Prescrição \(CF art\. 7º, XXIX; Súmula 308, I, do TST\): prazo encerrado em 12\/05\/2014/,
  );
});
