// The rules written after the tenth unseen document, at their edges. Texts in the lawbase: CC arts.
// 1.336, §§ 1º (red. Lei 14.905/2024) and 2º, 1.337, parágrafo único, 1.341, I, 1.347 and 1.351 (red.
// Lei 14.405/2022).
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { swap } from './fixtures/rule-readers.ts';
import { CONDOMINIUM_CONVENTION } from './fixtures/unseen-tenth.ts';
import { analyseRules } from './index.ts';

const bases = (text: string) =>
  (analyseRules(text, 'contract') as AnalysisFinding[]).map((f) => f.legalBasis);
const with_ = (from: string, to: string) => bases(swap(CONDOMINIUM_CONVENTION, from, to));

describe('a condominium convention (CC arts. 1.331-1.358)', () => {
  it('allows a late fine of 2 % and flags 3 % (art. 1.336, § 1º)', () => {
    const LATE = 'CC, art. 1.336, § 1º (red. Lei 14.905/2024)';
    expect(with_('multa de 10% (dez por cento)', 'multa de 2% (dois por cento)')).not.toContain(LATE);
    expect(with_('multa de 10% (dez por cento)', 'multa de 3% (três por cento)')).toContain(LATE);
  });

  it('allows five contributions for a broken duty and flags six (art. 1.336, § 2º)', () => {
    const DUTY = 'CC, art. 1.336, § 2º';
    expect(with_('multa de 8 (oito) vezes', 'multa de 5 (cinco) vezes')).not.toContain(DUTY);
    expect(with_('multa de 8 (oito) vezes', 'multa de 6 (seis) vezes')).toContain(DUTY);
  });

  it('allows ten contributions for antisocial behaviour and flags eleven (art. 1.337, parágrafo único)', () => {
    const ANTISOCIAL = 'CC, art. 1.337, parágrafo único';
    expect(with_('multa de 20 (vinte) vezes', 'multa de 10 (dez) vezes')).not.toContain(ANTISOCIAL);
    expect(with_('multa de 20 (vinte) vezes', 'multa de 11 (onze) vezes')).toContain(ANTISOCIAL);
  });

  it('allows a síndico for two years and flags three (art. 1.347)', () => {
    expect(with_('mandato de 4 (quatro) anos', 'mandato de 2 (dois) anos')).not.toContain('CC, art. 1.347');
    expect(with_('mandato de 4 (quatro) anos', 'mandato de 3 (três) anos')).toContain('CC, art. 1.347');
  });

  it('leaves the quorums of two thirds alone (arts. 1.341, I, and 1.351)', () => {
    const text = swap(
      swap(
        CONDOMINIUM_CONVENTION,
        'alterada por maioria simples dos condôminos presentes à assembleia',
        'alterada por 2/3 (dois terços) dos votos dos condôminos',
      ),
      'aprovadas por maioria simples dos condôminos presentes à assembleia',
      'aprovadas por dois terços dos condôminos',
    );
    expect(bases(text)).not.toContain('CC, art. 1.351 (red. Lei 14.405/2022)');
    expect(bases(text)).not.toContain('CC, art. 1.341, I');
  });

  it('asks a convention for no price, term or parties, and judges its fines by their own caps, not CC art. 412', () => {
    const list = bases(CONDOMINIUM_CONVENTION);
    expect(list.filter((b) => b.startsWith('CC, art. 104') || b === 'CC, arts. 412 e 413')).toEqual([]);
  });

  it('keeps the condominium rows out of a lease', () => {
    const lease =
      'CONTRATO DE LOCAÇÃO RESIDENCIAL\n\nLOCADOR: João Silva, CPF 123.456.789-00. LOCATÁRIO: Pedro Souza, CPF 987.654.321-00.\n' +
      'CLÁUSULA 1ª - O LOCADOR dá em locação o apartamento 12 da Rua A, 10, pelo prazo de 30 meses.\n' +
      'CLÁUSULA 2ª - O aluguel é de R$ 2.000,00; o atraso sujeita o LOCATÁRIO à multa de 10% sobre o débito.\n' +
      'CLÁUSULA 3ª - O LOCATÁRIO que alterar a fachada pagará multa de 8 (oito) vezes o aluguel.';
    expect(bases(lease).filter((b) => /1\.3(36|37|41|47|51)/.test(b))).toEqual([]);
  });
});
