import { describe, expect, it } from 'vitest';
import { nounPhrases, sumulaSubjects, temaSubjects } from './precedent-subjects.ts';

// Statements as the base holds them (stj-sumulas-status.json, stj-temas-repetitivos.json); the
// expected phrases are the runs of words between the verbs, function words and punctuation,
// read off each statement by hand.
describe('the subject phrases derived from a súmula or tema', () => {
  it("cuts STJ Súmula 130 into its noun phrases, keeping 'de' inside a phrase", () => {
    expect(
      sumulaSubjects(
        'A empresa responde, perante o cliente, pela reparação de dano ou furto de veículo ocorridos em seu estacionamento.',
      ),
    ).toEqual(['empresa', 'cliente', 'reparação de dano', 'furto de veículo ocorridos', 'estacionamento']);
  });

  it('keeps "bem de família" whole and drops the infinitives (STJ Súmula 364)', () => {
    expect(
      sumulaSubjects(
        'O conceito de impenhorabilidade de bem de família abrange também o imóvel pertencente a pessoas solteiras, separadas e viúvas.',
      ),
    ).toEqual([
      'conceito de impenhorabilidade de bem de família',
      'imóvel pertencente',
      'pessoas solteiras',
      'separadas',
      'viúvas',
    ]);
  });

  it("leaves out the court's notes and the former wording (STJ Súmula 309)", () => {
    const text =
      'O débito alimentar que autoriza a prisão civil do alimentante é o que compreende as três prestações anteriores ao ajuizamento da execução e as que se vencerem no curso do processo.(SEGUNDA SEÇÃO, julgado em22/03/2006, DJ19/04/2006, p. 153)SÚMULA ALTERADA:A Segunda Seção, na sessão de22/03/2006, ao julgar o HC 53.068/MS, deliberou pela ALTERAÇÃO do enunciado da Súmula 309. REDAÇÃO ANTERIOR: O débito alimentar que autoriza a prisão civil do alimentante é o que compreende as três prestações anteriores à citação e as que vencerem no curso do processo.';
    expect(sumulaSubjects(text)).toEqual([
      'débito alimentar',
      'prisão civil do alimentante',
      'três prestações anteriores',
      'ajuizamento da execução',
      'vencerem no curso do processo',
      'pensão alimentícia',
    ]);
  });

  it('leaves out the STF\'s "(Alterada)" note (STF Súmula 359)', () => {
    const text =
      'Ressalvada a revisão prevista em lei, os proventos da inatividade regulam-se pela lei vigente ao tempo em que o militar, ou o servidor civil, reuniu os requisitos necessários. (Alterada)';
    expect(sumulaSubjects(text)).toEqual([
      'ressalvada',
      'revisão prevista em lei',
      'proventos da inatividade',
      'lei vigente',
      'tempo',
      'militar',
      'servidor civil',
      'reuniu',
      'requisitos necessários',
    ]);
  });

  it('leaves out "art." and the roman numerals of incisos, not words spelt with those letters (STF Súmula 683)', () => {
    const text =
      'O limite de idade para a inscrição em concurso público só se legitima em face do art. 7º, XXX, da Constituição, quando possa ser justificado pela natureza das atribuições do cargo a ser preenchido.';
    expect(sumulaSubjects(text)).toEqual([
      'limite de idade',
      'inscrição em concurso público',
      'face',
      'constituição',
      'justificado',
      'natureza das atribuições do cargo',
      'preenchido',
    ]);
    expect(nounPhrases('servidor público civil')).toEqual(['servidor público civil']);
  });

  it("reads a tema's question without its opening words, then its thesis (STJ Tema 882)", () => {
    const phrases = temaSubjects(
      'Questão referente à validade da cobrança de taxas de manutenção ou contribuição de qualquer natureza por associação de moradores ou administradora de loteamento de proprietário de imóvel que não seja associado nem tenha aderido ao ato que instituiu o encargo.',
      'As taxas de manutenção criadas por associações de moradores não obrigam os não associados ou que a elas não anuíram.',
    );
    expect(phrases[0]).toBe('validade da cobrança de taxas de manutenção');
    expect(phrases[1]).toBe('contribuição');
    expect(phrases).toContain('associação de moradores');
    expect(phrases.length).toBeLessThanOrEqual(12);
  });

  it('adds the lay name of what the court calls otherwise (STJ Súmula 214: locação → aluguel)', () => {
    expect(
      sumulaSubjects(
        'O fiador na locação não responde por obrigações resultantes de aditamento ao qual não anuiu.',
      ),
    ).toEqual(['fiador na locação', 'obrigações resultantes de aditamento', 'anuiu', 'aluguel']);
    expect(temaSubjects('Questão referente ao benefício previdenciário.', 'Tese.')).toContain('INSS');
  });

  it('cuts a phrase after six words besides "de", "em" and their forms, never ending on one', () => {
    expect(
      nounPhrases('validade da cobrança de taxas de manutenção de loteamento de proprietário de imóvel'),
    ).toEqual(['validade da cobrança de taxas de manutenção de loteamento de proprietário']);
  });
});
