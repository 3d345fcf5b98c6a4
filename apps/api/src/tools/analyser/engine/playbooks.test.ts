// Playbooks by contract type: hand-written contracts (fixtures/documents.ts) with the problems a
// lawyer lists before reading the output, each expected with its rule; clean clauses stay unflagged;
// each numeric limit at its edge. Rules read in the lawbase: CDC arts. 49, 51, 52; LGPD arts. 6º-8º;
// CC arts. 20, 122, 473, 598; CPC art. 784, III; Lei 8.245/1991 arts. 4º, 37, 45, 51;
// Lei 14.905/2024 art. 3º, I (no usury between legal entities).
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { B2B, EMPLOYMENT, GYM, LEASE } from './fixtures/documents.ts';
import { analyseRules } from './index.ts';

const findings = (text: string) => analyseRules(text, 'contract') as AnalysisFinding[];
/** The bases of the findings that quote a clause holding `words`. */
const basesOn = (list: AnalysisFinding[], words: string) =>
  list.filter((f) => f.clause?.includes(words)).map((f) => f.legalBasis);
const clauseOf = (text: string, words: string) => {
  const line = text.split('\n').find((l) => l.includes(words));
  if (!line) throw new Error(words);
  return line.replace(/^CLÁUSULA \S+ /, '');
};

describe('consumer adhesion playbook (gym)', () => {
  const list = findings(GYM);
  it.each([
    ['renuncia ao direito de arrependimento', 'CDC, arts. 49 e 51, I'],
    ['multa de 100% das parcelas restantes', 'CDC, art. 51, IV, e § 1º, I e III'],
    ['uso de seus dados pessoais e de sua imagem', 'LGPD, art. 8º, §§ 1º e 4º; CC, art. 20'],
    ['obrigatoriamente por arbitragem', 'CDC, art. 51, VII'],
    ['Caberá ao ALUNO provar', 'CDC, art. 51, VI'],
    ['não se responsabiliza por lesões', 'CDC, arts. 25 e 51, I'],
  ])('flags “%s” under %s, quoting the clause', (words, basis) => {
    expect(basesOn(list, words)).toContain(basis);
  });

  it('leaves the 2 % late fee, the object and the price unflagged', () => {
    expect(basesOn(list, 'multa de 2% sobre a parcela')).toEqual([]);
    expect(basesOn(list, 'O objeto deste contrato')).toEqual([]);
    expect(basesOn(list, '12 mensalidades de R$ 150,00')).toEqual([]);
  });

  it('flags a late fee of 2,1 % and not one of 2 % (CDC art. 52, § 1º)', () => {
    const late = clauseOf(GYM, 'multa de 2% sobre a parcela');
    const higher = GYM.replace(late, late.replace('multa de 2%', 'multa de 2,1%'));
    expect(basesOn(findings(higher), 'multa de 2,1%')).toContain('CDC, art. 52, § 1º');
  });

  it('does not flag a cancellation fine proportional to the time left', () => {
    const fair = GYM.replace(
      'multa de 100% das parcelas restantes do plano',
      'multa de 10% das parcelas restantes do plano, proporcional ao tempo que falta',
    );
    expect(basesOn(findings(fair), 'multa de 10%')).not.toContain('CDC, art. 51, IV, e § 1º, I e III');
  });

  it('does not apply the consumer playbook when the user says the relation is business', () => {
    const asBusiness = analyseRules(GYM, 'contract', 'empresarial') as AnalysisFinding[];
    expect(basesOn(asBusiness, 'Caberá ao ALUNO provar')).toEqual([]);
  });
});

describe('business-to-business playbook (services)', () => {
  const list = findings(B2B);
  it.each([
    ['rescindir o contrato a qualquer tempo', 'CC, art. 473, parágrafo único'],
    ['exclusivo critério da CONTRATANTE', 'CC, art. 122'],
    ['dolo ou culpa grave', 'CC, arts. 122, 421-A, II, e 422'],
    ['constitui título executivo', 'CPC, art. 784, III'],
    ['vender os dados pessoais', 'LGPD, arts. 6º, I, e 7º'],
    ['qualquer concorrente', 'CF, art. 170, IV; CC, art. 1.147 (por analogia)'],
    ['10 (dez) anos', 'CC, art. 598'],
  ])('flags “%s” under %s', (words, basis) => {
    expect(basesOn(list, words)).toContain(basis);
  });

  it('leaves 2 % a month between two companies alone (Lei 14.905/2024, art. 3º, I) and the forum clause', () => {
    expect(basesOn(list, 'juros de 2% ao mês')).toEqual([]);
    expect(basesOn(list, 'foro da Comarca de Belém')).toEqual([]);
  });

  it('flags 2 % a month between individuals, where the Lei de Usura applies', () => {
    const individuals =
      'Mutuante: Ana Lima, CPF 555.666.777-88. Mutuário: Rui Alves, CPF 666.777.888-99. O empréstimo de R$ 10.000,00 vence em 12 meses. O atraso sujeita o devedor a juros de 2% ao mês.';
    expect(basesOn(findings(individuals), 'juros de 2% ao mês')).toContain(
      'Decreto 22.626/1933, art. 1º; CC, art. 406, § 1º',
    );
  });

  it('reads four years of services as lawful and five as beyond CC art. 598', () => {
    const four = B2B.replace(
      '10 (dez) anos, renovado automaticamente por iguais períodos',
      '4 (quatro) anos',
    );
    const five = B2B.replace('10 (dez) anos, renovado automaticamente por iguais períodos', '5 (cinco) anos');
    expect(basesOn(findings(four), '4 (quatro) anos')).not.toContain('CC, art. 598');
    expect(basesOn(findings(five), '5 (cinco) anos')).toContain('CC, art. 598');
  });

  it('accepts a título executivo signed by two witnesses', () => {
    const witnessed = `${B2B}\nTestemunhas: 1) Carla Dias, CPF 777.888.999-00; 2) Luís Melo, CPF 888.999.000-11.`;
    expect(basesOn(findings(witnessed), 'constitui título executivo')).not.toContain('CPC, art. 784, III');
  });

  it('does not take termination at will for CC 473 when no investment is stated', () => {
    const noInvestment = B2B.replace(/CLÁUSULA 2ª\.[^\n]*\n/, '');
    expect(basesOn(findings(noInvestment), 'rescindir o contrato a qualquer tempo')).not.toContain(
      'CC, art. 473, parágrafo único',
    );
  });
});

describe('lease playbook (Lei 8.245/1991)', () => {
  const list = findings(LEASE);
  it.each([
    ['caução de três aluguéis e, além dela, fiança', 'Lei 8.245/1991, art. 37, parágrafo único'],
    ['multa de 12 aluguéis', 'Lei 8.245/1991, art. 4º'],
    ['renuncia ao direito à renovação', 'Lei 8.245/1991, arts. 45 e 51'],
  ])('flags “%s” under %s', (words, basis) => {
    expect(basesOn(list, words)).toContain(basis);
  });

  it('leaves one guarantee, a proportional fine, 2 % a month between companies and IGP-M alone', () => {
    const clean = LEASE.replace(
      'caução de três aluguéis e, além dela, fiança de seus sócios',
      'fiança de seus sócios',
    ).replace(
      'multa de 12 aluguéis, qualquer que seja o tempo restante',
      'multa de 3 aluguéis, proporcional ao período restante',
    );
    const cleanList = findings(clean);
    expect(basesOn(cleanList, 'fiança de seus sócios')).toEqual([]);
    expect(basesOn(cleanList, 'multa de 3 aluguéis')).toEqual([]);
    expect(basesOn(cleanList, 'juros de 2% ao mês')).toEqual([]);
    expect(basesOn(cleanList, 'IGP-M')).toEqual([]);
  });
});

describe('employment playbook', () => {
  it('leaves 8 hours a day and 44 a week alone, flags 9 a day and 45 a week (CF art. 7º, XIII)', () => {
    expect(basesOn(findings(EMPLOYMENT), 'jornada')).toEqual([]);
    const nine = EMPLOYMENT.replace('8 horas diárias', '9 horas diárias');
    const week = EMPLOYMENT.replace('44 semanais', '45 semanais');
    expect(basesOn(findings(nine), 'jornada')).toContain('CF, art. 7º, XIII');
    expect(basesOn(findings(week), 'jornada')).toContain('CF, art. 7º, XIII');
    // A 12x36 schedule by collective agreement is another regime (CLT art. 59-A), not flagged here.
    const shifts = EMPLOYMENT.replace(
      '8 horas diárias e 44 semanais',
      '12 horas diárias em escala 12x36, por acordo coletivo',
    );
    expect(basesOn(findings(shifts), 'jornada')).toEqual([]);
  });

  it('flags a waiver of holidays and an unlimited non-compete', () => {
    const text = `${EMPLOYMENT}
CLÁUSULA 3ª. A EMPREGADA renuncia às férias do primeiro ano.
CLÁUSULA 4ª. Após a rescisão, a EMPREGADA não poderá trabalhar para concorrente, por prazo indeterminado.`;
    const list = findings(text);
    expect(basesOn(list, 'renuncia às férias')).toContain('CLT, arts. 9º e 444');
    expect(basesOn(list, 'concorrente')).toContain('CF, art. 5º, XIII');
  });
});
