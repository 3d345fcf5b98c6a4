// The heir left out of the partilha: ten years from the death (CC arts. 205, 1.784 and 1.824), not
// from the day the filiation was recognised, which neither stops nor suspends them (Tema 1.200 do
// STJ, whose thesis is in the lawbase). Counted by CC art. 132: the day of the death excluded, the
// end on the same day of the tenth year.
import { describe, expect, it } from 'vitest';
import { assessOn, type CaseType, periodLabels } from './testing.ts';

const assess = (description: string, dataAjuizamento: string, caseType: CaseType = 'familia') =>
  assessOn(caseType)(description, dataAjuizamento);
const labels = periodLabels;

const HEIR = 'CC arts. 205 e 1.824; Tema 1.200 do STJ';
// Death on Thursday 10/05/2012: ten years to Tuesday 10/05/2022.
const TEXT =
  'Meu pai morreu em 10/05/2012 e eu, filha fora do casamento, só fui reconhecida como filha em 20/03/2024. Meus irmãos já dividiram a herança e quero a minha parte da herança.';

describe('petição de herança', () => {
  it('is in time on the last day of the tenth year after the death and barred the day after', () => {
    expect(labels(assess(TEXT, '2022-05-10'))).toEqual([`Dentro do prazo (${HEIR}): ajuizar até 10/05/2022`]);
    expect(labels(assess(TEXT, '2022-05-11'))[0]).toBe(`Prescrição (${HEIR}): prazo encerrado em 10/05/2022`);
  });

  it('does not count from the recognition of the filiation (Tema 1.200 do STJ)', () => {
    // From 20/03/2024 it would run to 2034; from the death it ended in 2022.
    expect(labels(assess(TEXT, '2026-11-29'))[0]).toBe(`Prescrição (${HEIR}): prazo encerrado em 10/05/2022`);
  });

  it('reads the same whether the user picked família or cível', () => {
    expect(labels(assess(TEXT, '2026-11-29', 'civil'))[0]).toBe(
      `Prescrição (${HEIR}): prazo encerrado em 10/05/2022`,
    );
  });

  it('asks for the day of the death rather than count from another date', () => {
    const r = assess(
      'Fui reconhecido como filho em 20/03/2024 e quero a minha parte da herança.',
      '2026-11-29',
    );
    expect(r.factors.find((f) => f.label.startsWith('Prazo de prescrição não verificado'))?.basis).toContain(
      'abertura da sucessão',
    );
  });
});
