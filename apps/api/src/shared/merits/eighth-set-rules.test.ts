// The rules the eighth unseen set showed missing, tried on other words than the set's, with their
// limits at the edge: the accident stability told with the employer as the subject (Lei 8.213/1991,
// art. 118), the repair's thirty days counted from a dated hand-over (CDC art. 18, § 1º; in
// binding.test.ts), support fixed and unpaid (CPC art. 528; Súmula 309 do STJ), a rise of support
// with and without a change (CC art. 1.699) and abandonment told by the worker (CLT art. 482, i).
import { describe, expect, it } from 'vitest';
import { ABANDONMENT_DAYS } from './adverse-rules.ts';
import { assessOn, type CaseType } from './testing.ts';

const assess = (caseType: CaseType, description: string) => assessOn(caseType)(description);
const factor = (r: ReturnType<typeof assess>, label: string) =>
  r.factors.find((f) => f.label.startsWith(label));

describe('a dismissal within twelve months of the accident benefit (Lei 8.213/1991, art. 118)', () => {
  // The benefit ended on 10/01/2025: twelve months run to 10/01/2026 (CC art. 132, § 3º).
  const text = (day: string) =>
    `Sofri acidente de trabalho e recebi auxílio-doença acidentário até 10/01/2025, quando tive alta do INSS e voltei. Em ${day} a empresa me dispensou sem justa causa. Tenho a CAT.`;

  it('weighs on the last day of the twelve months and not the day after', () => {
    expect(
      factor(assess('trabalhista', text('10/01/2026')), 'Dispensa na estabilidade acidentária')?.weight,
    ).toBe(20);
    expect(
      factor(assess('trabalhista', text('11/01/2026')), 'Dispensa na estabilidade acidentária'),
    ).toBeUndefined();
  });
});

describe('support fixed by a court and unpaid (CPC art. 528; Súmula 309 do STJ)', () => {
  it('weighs the title, not the duty to support, and names the rite', () => {
    const r = assess(
      'familia',
      'A pensão da minha filha de 3 anos foi fixada em acordo homologado pelo juiz. O pai parou de pagar há dois meses.',
    );
    const fixed = factor(r, 'Alimentos fixados e não pagos');
    expect(fixed?.weight).toBe(25);
    expect(fixed?.basis).toContain('CPC art. 528');
    expect(factor(r, 'Alimentos para filho menor')).toBeUndefined();
  });

  it('leaves support never fixed to the duty of the parents (CF art. 229)', () => {
    const r = assess(
      'familia',
      'O pai da minha filha de 3 anos nunca pagou pensão e não existe nenhum processo.',
    );
    expect(factor(r, 'Alimentos fixados e não pagos')).toBeUndefined();
    expect(factor(r, 'Alimentos para filho menor')?.weight).toBe(20);
  });
});

describe('a rise of support (CC art. 1.699)', () => {
  it('weighs for it with a change told, against it with none, and never as the duty to support', () => {
    const up = assess(
      'familia',
      'Quero majorar os alimentos do meu filho de 10 anos: o pai foi promovido e meu filho entrou na escola particular.',
    );
    expect(factor(up, 'Majoração de alimentos: mudança')?.weight).toBe(10);
    const same = assess(
      'familia',
      'Quero aumentar a pensão do meu filho de 10 anos. Nada mudou desde o acordo, mas acho o valor baixo.',
    );
    expect(factor(same, 'Majoração de alimentos sem mudança')?.weight).toBe(-20);
    expect(factor(up, 'Alimentos para filho menor')).toBeUndefined();
    expect(factor(same, 'Alimentos para filho menor')).toBeUndefined();
  });
});

describe('abandonment told by the worker (CLT art. 482, i)', () => {
  const text = (days: number, why: string) =>
    `Fui mandado embora por justa causa. Faltei ${days} dias seguidos ${why}. Quero reverter a justa causa e receber as verbas.`;

  it(`weighs against from ${ABANDONMENT_DAYS} days of absence not justified, not at ${ABANDONMENT_DAYS - 1}`, () => {
    expect(factor(assess('trabalhista', text(30, 'sem avisar ninguém')), 'Abandono de emprego')?.weight).toBe(
      -20,
    );
    expect(
      factor(assess('trabalhista', text(29, 'sem avisar ninguém')), 'Abandono de emprego'),
    ).toBeUndefined();
  });

  it('is silent when the absences were justified', () => {
    expect(
      factor(
        assess('trabalhista', text(45, 'com atestado médico entregue à empresa')),
        'Abandono de emprego',
      ),
    ).toBeUndefined();
  });
});
