// The rules written after the thirteenth unseen batch, at their edges and against wordings that must
// stay clean. Texts: CPC art. 373, § 3º, II; LGPD arts. 15 and 16; CF art. 170, IV; CLT art. 59,
// §§ 2º and 5º; Lei 9.099/1995, arts. 3º, 9º, 35 and 51, II; Súmula 385 do STJ; CC art. 104.
import { describe, expect, it } from 'vitest';
import { bases, findings, swap } from './fixtures/rule-readers.ts';
import {
  APARTMENT_LEASE,
  CONSULTANT_NDA,
  CREDIT_LISTING_JEC,
  SALESPERSON_EMPLOYMENT,
} from './fixtures/unseen-thirteenth.ts';

const descriptions = (text: string) => findings(text).map((f) => f.description);

describe('the parts a contract names in its own words', () => {
  it('takes "DIVULGADORA:" and "CONSULTOR:" with their tax ids as the parties', () => {
    expect(descriptions(CONSULTANT_NDA).filter((d) => d.includes('não identifica as partes'))).toEqual([]);
    const unnamed = CONSULTANT_NDA.replace(/, CNPJ [\d./-]+/, '').replace(/, CPF [\d.-]+/, '');
    expect(descriptions(unnamed).filter((d) => d.includes('não identifica as partes'))).toHaveLength(1);
  });

  it('takes "exercerá a função de" and "IMÓVEL:" as the object', () => {
    const OBJECT = 'Não há cláusula de objeto: o que se contrata não está determinado no texto.';
    expect(descriptions(SALESPERSON_EMPLOYMENT)).not.toContain(OBJECT);
    expect(descriptions(APARTMENT_LEASE)).not.toContain(OBJECT);
  });
});

describe('a confidentiality agreement with an individual', () => {
  const nda = (from: string, to: string) => bases(swap(CONSULTANT_NDA, from, to));

  it('finds the non-compete although a party is called "DIVULGADORA"', () => {
    expect(bases(CONSULTANT_NDA)).toContain('CF, art. 170, IV; CC, art. 1.147 (por analogia)');
  });

  it('flags client databases kept "sem limite de prazo" and leaves their deletion alone (LGPD arts. 15 and 16)', () => {
    const DATA = 'LGPD, arts. 15 e 16';
    expect(bases(CONSULTANT_NDA)).toContain(DATA);
    expect(
      nda(
        'podendo conservar cópia das bases de dados de clientes da DIVULGADORA, sem limite de prazo, para fins de referência',
        'eliminando as bases de dados de clientes da DIVULGADORA',
      ),
    ).not.toContain(DATA);
  });

  it('flags a party made to prove a negative and leaves the ordinary burden alone (CPC art. 373, § 3º, II)', () => {
    const BURDEN = 'CPC, art. 373, § 3º, II';
    expect(bases(CONSULTANT_NDA)).toContain(BURDEN);
    expect(
      nda(
        'caberá ao CONSULTOR provar que não divulgou a Informação Confidencial',
        'caberá à DIVULGADORA provar a divulgação que alegar',
      ),
    ).not.toContain(BURDEN);
  });
});

describe('a claim in the Juizado Especial Cível', () => {
  const jec = (from: string, to: string) => bases(swap(CREDIT_LISTING_JEC, from, to), 'lawsuit');

  it('reads "desacompanhado de advogado" as no lawyer: R$ 32.420,00 (20 salários mínimos of 2026) is clean, a cent more is flagged (art. 9º)', () => {
    const LAWYER = 'Lei 9.099/1995, art. 9º';
    expect(bases(CREDIT_LISTING_JEC, 'lawsuit')).toContain(LAWYER);
    expect(
      jec('Dá-se à causa o valor de R$ 38.000,00.', 'Dá-se à causa o valor de R$ 32.420,00.'),
    ).not.toContain(LAWYER);
    expect(jec('Dá-se à causa o valor de R$ 38.000,00.', 'Dá-se à causa o valor de R$ 32.420,01.')).toContain(
      LAWYER,
    );
  });

  it('flags a complex expertise and leaves documents alone (arts. 3º, 35 and 51, II)', () => {
    const EXPERT = 'Lei 9.099/1995, art. 3º, caput, e art. 51, II';
    expect(bases(CREDIT_LISTING_JEC, 'lawsuit')).toContain(EXPERT);
    expect(
      jec(
        'd) a produção de prova pericial contábil complexa sobre o sistema de faturamento da ré;',
        'd) a produção de prova documental;',
      ),
    ).not.toContain(EXPERT);
  });

  it('applies Súmula 385 to earlier legitimate listings, not to earlier ones also contested nor to none', () => {
    const SUMULA = 'Súmula 385 do STJ';
    expect(bases(CREDIT_LISTING_JEC, 'lawsuit')).toContain(SUMULA);
    const earlier =
      'Ressalte-se que já constavam em nome do autor duas outras inscrições anteriores, de outros credores, referentes a dívidas que o autor reconhece e ainda não conseguiu pagar.';
    expect(
      jec(
        earlier,
        'Já constavam em nome do autor duas outras inscrições anteriores, também indevidas, que o autor discute em outra ação.',
      ),
    ).not.toContain(SUMULA);
    expect(jec(earlier, 'Não havia nenhuma outra inscrição em nome do autor.')).not.toContain(SUMULA);
  });
});

describe('an individual hours bank (CLT art. 59, § 5º)', () => {
  const BANK = 'CLT, art. 59, § 2º e § 5º';
  const bank = (words: string) =>
    bases(swap(SALESPERSON_EMPLOYMENT, 'no prazo máximo de 12 (doze) meses', `no prazo máximo de ${words}`));

  it('allows six months and flags seven, or 181 days', () => {
    expect(bank('6 (seis) meses')).not.toContain(BANK);
    expect(bank('180 (cento e oitenta) dias')).not.toContain(BANK);
    expect(bank('7 (sete) meses')).toContain(BANK);
    expect(bank('181 (cento e oitenta e um) dias')).toContain(BANK);
  });

  it('leaves a year to a collective agreement', () => {
    const collective = swap(
      SALESPERSON_EMPLOYMENT,
      'Fica instituído, por acordo individual, banco de horas, devendo as horas excedentes ser compensadas no prazo máximo de 12 (doze) meses.',
      'Fica instituído banco de horas nos termos da convenção coletiva da categoria, com compensação no prazo máximo de 12 (doze) meses.',
    );
    expect(bases(collective)).not.toContain(BANK);
  });
});
