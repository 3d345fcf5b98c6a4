// The CDC art. 51 list item by item beyond the gym contract's own problems, and art. 52, § 2º: each
// clause written by hand, added to the gym adhesion contract (fixtures/documents.ts), with a clean
// wording beside it. Expected by reading CDC arts. 51 (III, VIII, XII, XIII, XVII) and 52, § 2º in
// the shipped lawbase; each finding quotes the clause.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { B2B, GYM } from './fixtures/documents.ts';
import { analyseRules } from './index.ts';

const withClause = (base: string, clause: string) =>
  base.replace('\nSão Paulo,', `\nCLÁUSULA 11. ${clause}\nSão Paulo,`);
const basesOn = (text: string, words: string) =>
  (analyseRules(text, 'contract') as AnalysisFinding[])
    .filter((f) => f.clause?.includes(words))
    .map((f) => f.legalBasis);

describe('CDC art. 51, item by item, and art. 52, § 2º (consumer adhesion contract)', () => {
  it.each([
    [
      'Danos causados pelos aparelhos são de responsabilidade exclusiva do fabricante, a quem o ALUNO deverá reclamar.',
      'O fabricante e a CONTRATADA respondem solidariamente pelos defeitos dos aparelhos.',
      'CDC, art. 51, III',
    ],
    [
      'O ALUNO nomeia a CONTRATADA sua procuradora, em caráter irrevogável, para emitir notas promissórias em seu nome.',
      'O ALUNO pode indicar um responsável para retirar documentos da matrícula.',
      'CDC, art. 51, VIII',
    ],
    [
      'Em caso de atraso, o ALUNO arcará com as despesas de cobrança e honorários advocatícios de 20%.',
      'A parte inadimplente, seja o ALUNO ou a CONTRATADA, ressarcirá as despesas de cobrança da outra.',
      'CDC, art. 51, XII',
    ],
    [
      'A CONTRATADA poderá alterar a seu critério os horários, as modalidades e os serviços oferecidos, a qualquer tempo.',
      'Mudanças de horário serão comunicadas com 30 dias de antecedência, e o ALUNO poderá cancelar sem multa.',
      'CDC, art. 51, XIII',
    ],
    [
      'Antes de qualquer ação judicial, o ALUNO deverá esgotar a reclamação interna, que será respondida em até 90 dias.',
      'O ALUNO pode registrar reclamação no atendimento da CONTRATADA, sem prejuízo de outras vias.',
      'CDC, art. 51, XVII',
    ],
    [
      'A quitação antecipada das parcelas não dará direito a redução dos juros.',
      'A liquidação antecipada, total ou parcial, terá redução proporcional dos juros e acréscimos.',
      'CDC, art. 52, § 2º',
    ],
  ])('flags “%s” and leaves “%s” alone (%s)', (bad, clean, basis) => {
    expect(basesOn(withClause(GYM, bad), bad.slice(0, 30))).toContain(basis);
    expect(basesOn(withClause(GYM, clean), clean.slice(0, 30))).not.toContain(basis);
  });

  it('reads art. 52, § 2º only where there is credit (interest, charges, financing)', () => {
    // Art. 52 covers supplies "que envolva outorga de crédito ou concessão de financiamento": a plain
    // plan paid in instalments, with no interest, is not credit.
    const plain = 'O pagamento antecipado das mensalidades não gera desconto.';
    expect(basesOn(withClause(GYM, plain), plain.slice(0, 30))).not.toContain('CDC, art. 52, § 2º');
  });

  it('does not apply the consumer list between companies', () => {
    const clause =
      'A CONTRATADA poderá alterar a seu critério os horários e os serviços oferecidos, a qualquer tempo.';
    const b2b = B2B.replace('\nCLÁUSULA 1ª.', `\nCLÁUSULA 0. ${clause}\nCLÁUSULA 1ª.`);
    expect(basesOn(b2b, 'alterar a seu critério')).not.toContain('CDC, art. 51, XIII');
  });
});
