// Four periods read wrong when probed with descriptions as users write them (each failing on the
// previous code); every count worked by hand in its comment. Texts in the lawbase: CC arts. 178, 197,
// 206, § 2º; CLT art. 487, § 1º; Lei 12.506/2011 (and LC 150/2015, art. 23, § 1º, for the domestic
// worker); CF art. 7º, XXIX.
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

type Input = Parameters<typeof assessCase>[0];
const assess = (caseType: Input['caseType'], description: string, dataAjuizamento?: string) =>
  assessCase({
    caseType,
    description,
    today: '2026-11-29',
    comparables: [],
    dates: dataAjuizamento ? { dataAjuizamento } : {},
  });
const labels = (r: ReturnType<typeof assess>) =>
  r.factors.filter((f) => f.kind === 'prescricao').map((f) => f.label);

describe('support between former spouses (CC art. 206, § 2º)', () => {
  // Unpaid since March 2023, claimed today (29/11/2026): each instalment prescribes two years after it
  // falls due, so those of March 2023 are lost and the later ones stay; "não temos filhos" is no child.
  const r = assess(
    'familia',
    'Meu ex-marido deixou de pagar a pensão que o juiz fixou para mim, ex-esposa, em março de 2023. Não temos filhos. Quero cobrar as parcelas atrasadas.',
  );

  it('runs between former spouses with no child, and keeps the instalments of the last two years', () => {
    expect(labels(r)).not.toContain(
      'Alimentos devidos a filho: a prescrição não corre durante o poder familiar',
    );
    expect(labels(r)).toContain('Prestações vencidas em 31/03/2023 prescritas (CC art. 206, §2º)');
    expect(r.probability).toBeGreaterThan(10);
  });
});

describe('the notice of a dismissal told by the length of service (Lei 12.506/2011)', () => {
  // Dismissed on 20/11/2024 after 6 whole years: 30 + 3 × 6 = 48 days of notice, so the contract ends
  // on 07/01/2025 (CLT art. 487, § 1º), and the two years run to 07/01/2027, a Thursday.
  const domestic = (served: string) =>
    assess(
      'trabalhista',
      `Sou empregada doméstica, fui dispensada em 20/11/2024 sem justa causa${served}. Nunca recebi as férias.`,
    );

  it('projects 48 days for six years of service', () => {
    expect(labels(domestic(' depois de 6 anos'))).toContain(
      'Dentro do prazo (CF art. 7º, XXIX; Súmula 308, I, do TST): ajuizar até 07/01/2027',
    );
  });

  it('keeps the 30 days, the safe reading, when the length of service is not told', () => {
    // 20/11/2024 + 30 = 20/12/2024; + 2 years = 20/12/2026, a Sunday: Monday 21/12/2026.
    expect(labels(domestic(''))).toContain(
      'Dentro do prazo (CF art. 7º, XXIX; Súmula 308, I, do TST): ajuizar até 21/12/2026',
    );
  });
});

describe('annulment for coação (CC art. 178, I)', () => {
  it('never counts the four years from the signature, which may come before the coação ceased', () => {
    const r = assess(
      'civil',
      'Fui coagido a assinar a venda da minha casa em 05/03/2022, com ameaças de morte. Quero anular o negócio.',
    );
    expect(labels(r)).toEqual([]);
    expect(r.factors.find((f) => f.label.startsWith('Prazo de decadência não verificado'))?.label).toBe(
      'Prazo de decadência não verificado: falta a data da cessação da coação',
    );
  });

  it('counts them from the day the threats ceased', () => {
    // Ceased on 10/01/2023: four years run to 10/01/2027, a Sunday, so Monday 11/01/2027.
    const r = assess(
      'civil',
      'Fui coagido a assinar a venda da minha casa em 05/03/2022, com ameaças de morte. As ameaças cessaram em 10/01/2023, quando ele foi preso. Quero anular o negócio.',
    );
    expect(labels(r)).toContain('Dentro do prazo (CC art. 178, I): ajuizar até 11/01/2027');
  });
});
