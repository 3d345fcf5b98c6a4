// The rules written after the ninth unseen batch, at their edges and against wordings that must stay
// clean. Texts, all in the lawbase: Lei 6.019/1974, arts. 2º, § 1º, 9º, § 1º, 10, §§ 1º, 2º and 4º,
// 11, parágrafo único, and 12, a; CF art. 7º, XVI and CLT art. 59, § 1º; LGPD arts. 7º, § 5º, 8º,
// § 5º, 14, § 1º, and 48; Lei 12.016/2009, arts. 1º, 6º, 14, § 4º, 23 and 25; Súmulas 266, 269, 271,
// 512 and 632 do STF and 105 do STJ.
import { describe, expect, it } from 'vitest';
import { bases, findings, swap } from './fixtures/rule-readers.ts';
import { FITNESS_APP_PRIVACY, TEMPORARY_WORK, WRIT_OF_MANDAMUS } from './fixtures/unseen-ninth.ts';

describe('temporary work (Lei 6.019/1974)', () => {
  const TERM = 'Lei 6.019/1974, art. 10, §§ 1º, 2º, 5º e 6º';
  const term = (words: string) =>
    bases(swap(TEMPORARY_WORK, 'prazo de 12 (doze) meses', `prazo de ${words}`));

  it('allows 180 days with the same client and flags 181 (art. 10, § 1º); six months are 180 days', () => {
    expect(term('180 (cento e oitenta) dias')).not.toContain(TERM);
    expect(term('181 (cento e oitenta e um) dias')).toContain(TERM);
    expect(term('6 (seis) meses')).not.toContain(TERM);
    expect(term('7 (sete) meses')).toContain(TERM);
  });

  it('does not read the years of a reserve clause as the contract’s term', () => {
    const list = findings(TEMPORARY_WORK).filter((f) => f.legalBasis === TERM);
    expect(list.map((f) => f.clause?.slice(0, 12))).toEqual(['CLÁUSULA 2ª ']);
  });

  it('leaves pay equal to the client’s staff alone, and the rules out of a contract that is not temporary work', () => {
    const equal = swap(
      TEMPORARY_WORK,
      'corresponderá a 70% (setenta por cento) do salário pago aos empregados efetivos',
      'será equivalente ao salário pago aos empregados efetivos',
    );
    expect(bases(equal)).not.toContain('Lei 6.019/1974, art. 12, a');
    const permanent = TEMPORARY_WORK.replaceAll(/TEMPORÁRIO|temporário|TEMPORÁRIOS|temporários/g, 'EFETIVO');
    expect(bases(permanent).filter((b) => b.startsWith('Lei 6.019'))).toEqual([]);
  });

  it('pays overtime at 50 % or more and flags 49 % (CF art. 7º, XVI)', () => {
    const OVERTIME = 'CF, art. 7º, XVI; CLT, art. 59, § 1º';
    const premium = (p: string) =>
      bases(swap(TEMPORARY_WORK, 'acréscimo de 20% (vinte por cento)', `acréscimo de ${p}`));
    expect(premium('50% (cinquenta por cento)')).not.toContain(OVERTIME);
    expect(premium('49% (quarenta e nove por cento)')).toContain(OVERTIME);
    expect(premium('100% (cem por cento)')).not.toContain(OVERTIME);
  });
});

describe('personal data (LGPD)', () => {
  it('leaves a revocation by the app, free, alone', () => {
    const free = swap(
      FITNESS_APP_PRIVACY,
      'somente será aceita se enviada por carta registrada com firma reconhecida em cartório, endereçada à sede da FORNECEDORA',
      'pode ser feita a qualquer momento, gratuitamente, no próprio aplicativo',
    );
    expect(bases(free)).not.toContain('LGPD, art. 8º, § 5º; art. 18, IX e § 5º');
  });

  it('leaves a ban on children without their parents alone, and a sharing with consent', () => {
    const banned = swap(
      FITNESS_APP_PRIVACY,
      'poderão se cadastrar livremente, sem necessidade de autorização dos pais ou responsáveis',
      'não poderão se cadastrar sem a autorização de um dos pais ou responsáveis',
    );
    expect(bases(banned)).not.toContain('LGPD, art. 14, § 1º');
    const consented = swap(
      FITNESS_APP_PRIVACY,
      'independentemente de novo consentimento',
      'mediante consentimento específico do USUÁRIO para cada parceiro',
    );
    expect(bases(consented)).not.toContain('LGPD, art. 7º, § 5º; art. 11');
  });

  it('reads a sale of data only where data is sold, not in the word "fornecedora"', () => {
    const SALE = 'LGPD, arts. 6º, I, e 7º';
    expect(bases(FITNESS_APP_PRIVACY)).not.toContain(SALE);
    const sold = swap(
      FITNESS_APP_PRIVACY,
      'A FORNECEDORA poderá compartilhar os dados do USUÁRIO',
      'A FORNECEDORA poderá vender os dados pessoais do USUÁRIO a parceiros comerciais; e compartilhar os dados do USUÁRIO',
    );
    expect(bases(sold)).toContain(SALE);
  });
});

describe('mandado de segurança (Lei 12.016/2009)', () => {
  const LATE = 'Lei 12.016/2009, art. 23; Súmula 632 do STF';
  // Ciência on 10/02/2026: the 120th day is 10/06/2026, a Wednesday.
  const filedOn = (day: string) =>
    bases(swap(WRIT_OF_MANDAMUS, 'Sorocaba, 15 de julho de 2026.', `Sorocaba, ${day}.`), 'lawsuit');

  it('is in time on the 120th day after the ciência and late on the 121st', () => {
    expect(filedOn('10 de junho de 2026')).not.toContain(LATE);
    expect(filedOn('11 de junho de 2026')).toContain(LATE);
  });

  it('names the dates in the finding', () => {
    const late = findings(WRIT_OF_MANDAMUS, 'lawsuit').find((f) => f.legalBasis === LATE);
    expect(late?.description).toContain(
      'ciência em 10/02/2026, prazo até 10/06/2026, impetração em 15/07/2026',
    );
  });

  it('asks a writ for neither a conciliation hearing nor the authority’s CPF, and leaves documentary proof alone', () => {
    const list = bases(WRIT_OF_MANDAMUS, 'lawsuit');
    expect(list).not.toContain('CPC, arts. 319, VII, e 334, § 5º');
    const documents = swap(
      WRIT_OF_MANDAMUS,
      'f) a produção de prova testemunhal e pericial para demonstrar o exercício da regência de classe;',
      'f) a dispensa de prova testemunhal, por estar o direito provado pelos documentos anexos;',
    );
    expect(bases(documents, 'lawsuit')).not.toContain(
      'Lei 12.016/2009, art. 1º (direito líquido e certo) e art. 6º',
    );
  });

  it('allows the instalments due from the filing on', () => {
    const fromFiling = swap(
      WRIT_OF_MANDAMUS,
      'o pagamento das diferenças remuneratórias devidas desde janeiro de 2021, corrigidas e com juros',
      'o pagamento das parcelas vincendas a partir da impetração',
    );
    expect(bases(fromFiling, 'lawsuit')).not.toContain(
      'Súmula 271 do STF; Súmula 269 do STF; Lei 12.016/2009, art. 14, § 4º',
    );
  });

  it('keeps the rules out of a civil action that only mentions a writ in its grounds', () => {
    const civil = swap(
      swap(
        WRIT_OF_MANDAMUS,
        'vem impetrar\n\nMANDADO DE SEGURANÇA\n\ncontra ato do',
        'vem propor\n\nAÇÃO ORDINÁRIA\n\nem face do',
      ),
      'Instruem a inicial',
      'Não cabe mandado de segurança, por depender de prova. Instruem a inicial',
    );
    expect(bases(civil, 'lawsuit').filter((b) => b.includes('12.016') || b.includes('Súmula 2'))).toEqual([]);
  });
});
