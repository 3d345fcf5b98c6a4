// Five settled rules a probe with users' descriptions found unread (each failing on the previous
// code). Texts in the lawbase: CF art. 226, § 6º (EC 66/2010); CDC art. 49; Lei 9.656/1998, art. 10,
// § 13 (Lei 14.454/2022); Lei 8.213/1991, art. 118; CLT art. 224.
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

type Input = Parameters<typeof assessCase>[0];
const assess = (caseType: Input['caseType'], description: string) =>
  assessCase({ caseType, description, today: '2026-11-29', comparables: [], dates: {} });
const factor = (r: ReturnType<typeof assess>, label: RegExp) => r.factors.find((f) => label.test(f.label));

describe('divorce needs only one spouse’s will (CF art. 226, § 6º)', () => {
  it('weighs for the one who asks it, against the other spouse’s refusal', () => {
    const r = assess(
      'familia',
      'Quero me divorciar do meu marido; estamos separados há 1 ano e ele não aceita o divórcio. Temos um filho de 10 anos.',
    );
    expect(factor(r, /^Divórcio: basta a vontade/)?.weight).toBe(30);
    expect(factor(r, /^Divórcio/)?.basis).toContain('CF art. 226, § 6º');
  });

  it('weighs against the one who resists it', () => {
    const r = assess(
      'familia',
      'Meu marido entrou com o divórcio, mas eu não quero me divorciar. Casamos em 2010.',
    );
    expect(factor(r, /^Divórcio pedido pelo outro cônjuge/)?.weight).toBe(-30);
  });
});

describe('regret of a purchase at a distance (CDC art. 49)', () => {
  const tv = (told: string) =>
    assess(
      'consumidor',
      `Comprei uma TV pela internet em 01/11/2026, recebi em 05/11/2026 e me arrependi. Pedi a devolução em ${told} e a loja recusou.`,
    );
  it('counts seven days from the receipt: told on the 7th day it weighs for the consumer, on the 8th against', () => {
    // Received 05/11/2026: the 7th day is 12/11/2026.
    expect(factor(tv('12/11/2026'), /^Arrependimento exercido em 7 dias/)?.weight).toBe(20);
    expect(factor(tv('13/11/2026'), /^Arrependimento comunicado 8 dias depois/)?.weight).toBe(-20);
  });
});

describe('a treatment the doctor prescribed, refused by the health plan (Lei 9.656/1998, art. 10, § 13)', () => {
  it('weighs for the patient, and leaves a refusal for a waiting period to its own rule', () => {
    const prescribed = assess(
      'consumidor',
      'O plano de saúde negou em 10/10/2026 a terapia ABA para o autismo do meu filho, prescrita pelo médico. Tenho o laudo e a negativa por escrito.',
    );
    expect(factor(prescribed, /^Tratamento prescrito pelo médico negado/)?.weight).toBe(15);
    const waiting = assess(
      'consumidor',
      'O plano de saúde negou a cirurgia prescrita pelo médico alegando carência de 180 dias. Tenho a negativa.',
    );
    expect(factor(waiting, /^Tratamento prescrito pelo médico negado/)).toBeUndefined();
  });
});

describe('the accident stability (Lei 8.213/1991, art. 118)', () => {
  const accident = (fired: string) =>
    assess(
      'trabalhista',
      `Sofri um acidente de trabalho em 10/03/2024, fiquei afastado pelo INSS com auxílio-doença acidentário até 10/06/2024 e fui demitido sem justa causa em ${fired}. Tenho a CAT e os laudos.`,
    );
  it('holds for twelve months after the benefit ends: dismissed on 10/06/2025 within, on 11/06/2025 out', () => {
    expect(factor(accident('10/06/2025'), /^Dispensa na estabilidade acidentária/)?.weight).toBe(20);
    expect(factor(accident('11/06/2025'), /^Dispensa na estabilidade acidentária/)).toBeUndefined();
  });
});

describe('the bank employee’s six hours (CLT art. 224)', () => {
  it('weighs for the clerk and not for a manager with a trust post', () => {
    const clerk = assess(
      'trabalhista',
      'Trabalho como bancária há 5 anos, com jornada de 8 horas por dia, e nunca recebi horas extras além da 6ª hora. Não tenho cargo de confiança.',
    );
    expect(factor(clerk, /^Bancário: jornada de 6 horas/)?.weight).toBe(15);
    const manager = assess(
      'trabalhista',
      'Sou bancário, gerente geral da agência com cargo de confiança, e trabalho 10 horas por dia. Quero horas extras.',
    );
    expect(factor(manager, /^Bancário: jornada de 6 horas/)).toBeUndefined();
  });
});
