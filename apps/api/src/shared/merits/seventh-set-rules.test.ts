// The rules written after the seventh unseen Predict set, at their edges. Texts in the lawbase: CLT
// arts. 62, II and parágrafo único, 459, § 1º, 483, d, and 818, II; CDC arts. 26 and 49; CC arts. 205
// and 206, § 5º, I.
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

type Input = Parameters<typeof assessCase>[0];
const assess = (caseType: Input['caseType'], description: string) =>
  assessCase({ caseType, description, today: '2026-11-29', comparables: [], dates: {} });
const factor = (r: ReturnType<typeof assess>, label: RegExp) => r.factors.find((f) => label.test(f.label));

describe('a manager asking for overtime (CLT art. 62, II and parágrafo único)', () => {
  const manager = (bonus: string) =>
    assess(
      'trabalhista',
      `Sou gerente geral da filial${bonus}. Trabalho 10 horas por dia e quero receber horas extras. Tenho os cartões de ponto.`,
    );

  it('is outside the hours rules with a bonus of 40 %, and inside with 39 %', () => {
    expect(factor(manager(' e recebo gratificação de função de 40% do salário'), /^Gerente/)?.weight).toBe(
      -25,
    );
    const below = factor(manager(' e recebo gratificação de função de 39% do salário'), /^Gerente/);
    expect(below?.label).toBe(
      'Gerente com gratificação de 39%: abaixo de 40%, o controle de jornada se aplica',
    );
    expect(below?.weight).toBe(0);
  });

  it('weighs less when only the powers are told, and not at all for a title alone', () => {
    expect(factor(manager(', com poderes para admitir e demitir'), /^Gerente/)?.weight).toBe(-15);
    expect(factor(manager(''), /^Gerente/)).toBeUndefined();
  });
});

describe('wages unpaid (CLT arts. 459, § 1º, and 483, d)', () => {
  it('weighs for the worker and names the rules', () => {
    const r = assess(
      'trabalhista',
      'Estou há dois meses sem receber salário. Tenho os holerites e os extratos do banco sem os depósitos.',
    );
    const f = factor(r, /^Salários não pagos/);
    expect(f?.weight).toBe(20);
    expect(f?.basis).toContain('CLT art. 459, §1º');
    expect(f?.basis).toContain('art. 483, d');
  });

  it('counts once when the termination pay is also unpaid', () => {
    const r = assess(
      'trabalhista',
      'Fiquei três meses sem receber salário e, quando fui dispensado, não me pagaram as verbas rescisórias. Tenho os holerites.',
    );
    expect(r.factors.filter((f) => f.weight === 20 && /não pag/i.test(f.label))).toHaveLength(1);
  });
});

describe('regret of a purchase (CDC art. 49)', () => {
  const REGRET = /^Arrependimento de compra feita na loja/;
  it('weighs against a purchase in the shop of a product without defect', () => {
    const r = assess(
      'consumidor',
      'Comprei uma mesa na loja física e me arrependi. A mesa não tem nenhum defeito. A loja não aceita devolver.',
    );
    expect(factor(r, REGRET)?.weight).toBe(-25);
    expect(r.factors.some((f) => f.label.includes('CDC art. 26'))).toBe(false);
  });

  it('leaves a purchase made online, or a defective product, alone', () => {
    expect(
      factor(
        assess('consumidor', 'Comprei uma mesa pela internet e me arrependi. A mesa não tem nenhum defeito.'),
        REGRET,
      ),
    ).toBeUndefined();
    expect(
      factor(
        assess('consumidor', 'Comprei uma mesa na loja física e me arrependi: ela veio com defeito no pé.'),
        REGRET,
      ),
    ).toBeUndefined();
  });
});

describe('readings of the limitation periods', () => {
  it('holds the two years while "ainda estou trabalhando" (CF art. 7º, XXIX)', () => {
    const r = assess(
      'trabalhista',
      'Ainda estou trabalhando na empresa e nunca recebi o adicional noturno. Tenho os holerites.',
    );
    expect(r.factors.some((f) => f.label.startsWith('Contrato de trabalho em vigor'))).toBe(true);
  });

  it('reads a loan without a receipt under CC art. 205, not the written debt of art. 206, § 5º, I', () => {
    // Lent on 10/03/2025 with no term: due 30 days later (CC art. 592, II), 09/04/2025; ten years
    // (CC art. 205) run to 09/04/2035, a Monday.
    const r = assess(
      'civil',
      'Emprestei R$ 4.000,00 em dinheiro a um conhecido em 10/03/2025. Não tenho recibo. Ele não devolveu.',
    );
    expect(r.factors.find((f) => f.kind === 'prescricao')?.label).toBe(
      'Dentro do prazo (CC art. 205): ajuizar até 09/04/2035',
    );
  });
});
