// Six periods read wrong when probed with descriptions as users write them (each failing on the
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

describe('the victim of a transport company’s bus is a consumer (CDC arts. 17 and 27)', () => {
  it('has five years, not the three of CC art. 206, § 3º, V', () => {
    // Run over on 15/09/2022: five years run to 15/09/2027, a Wednesday; three would have ended in 2025.
    const r = assess(
      'civil',
      'Fui atropelado por um ônibus da empresa Viação Sul em 15/09/2022, quando atravessava na faixa. Fiquei 3 meses sem trabalhar. Tenho o boletim, laudos e testemunhas.',
    );
    expect(labels(r)).toContain('Dentro do prazo (CDC arts. 17 e 27): ajuizar até 15/09/2027');
    expect(r.probability).toBeGreaterThan(10);
  });

  it('leaves an accident between two private cars under CC art. 206, § 3º, V', () => {
    const r = assess(
      'civil',
      'Um carro particular bateu no meu em 15/09/2022. Quero indenização pelos danos.',
    );
    expect(labels(r).join(' ')).toContain('CC art. 206, §3º, V');
  });
});

describe('support owed to a child who is of age runs (CC arts. 1.635, III, and 206, § 2º)', () => {
  it('is not held by the poder familiar once the child is 18, and every instalment since the stop is claimed', () => {
    const r = assess(
      'familia',
      'Meu filho de 20 anos está na faculdade e o pai parou de pagar a pensão quando ele fez 18 anos, em 2024, sem pedir exoneração na Justiça. Quero cobrar.',
    );
    expect(labels(r)).not.toContain(
      'Alimentos devidos a filho: a prescrição não corre durante o poder familiar',
    );
    // The instalments keep falling due to the filing (today, 29/11/2026): two years more, 29/11/2028.
    expect(labels(r)).toContain('Dentro do prazo (CC art. 206, §2º): ajuizar até 29/11/2028');
  });
});
