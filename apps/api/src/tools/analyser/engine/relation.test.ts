// Who the parties are, from the facts: the documents are written by hand (fixtures/documents.ts) and
// each expected relation is the one the law gives them (CDC arts. 2º-3º; CLT arts. 2º-3º; Lei 8.245).
import { describe, expect, it } from 'vitest';
import { partiesOf } from './clause-rules.ts';
import { B2B, EMPLOYMENT, GYM, LEASE } from './fixtures/documents.ts';
import { readRelation } from './relation.ts';

describe('readRelation', () => {
  it('reads a consumer relation from an adhesion contract with an individual, without the word "consumidor"', () => {
    expect(GYM).not.toMatch(/consumidor|CDC/i);
    const r = readRelation(GYM);
    expect(r.value).toBe('consumo');
    expect(r.source).toBe('documento');
    // The facts that decided it are the document's own words.
    expect(r.facts.join(' ')).toMatch(/ADESÃO|ALUNO|pessoa física|CPF/);
  });

  it('reads two companies signed by representatives as business, not consumer', () => {
    const r = readRelation(B2B);
    expect(r.value).toBe('empresarial');
    expect(partiesOf(B2B).businessOnly).toBe(true);
  });

  it('reads a lease as a lease even between companies, and keeps the companies for usury', () => {
    expect(readRelation(LEASE).value).toBe('locacao');
    expect(partiesOf(LEASE).businessOnly).toBe(true);
  });

  it('reads employment from the kind of contract, not consumer from the CPF', () => {
    const r = readRelation(EMPLOYMENT);
    expect(r.value).toBe('trabalho');
    expect(r.facts).toContain('CONTRATO INDIVIDUAL DE TRABALHO');
  });

  it('does not read employment from a business contract saying it creates no employment bond', () => {
    const text = `${B2B}\nCLÁUSULA 12. Este contrato não gera vínculo empregatício nem contrato de trabalho entre as partes.`;
    expect(readRelation(text).value).toBe('empresarial');
  });

  // Denial read by the one shared reader (readFact of @lexato/legal), also after the words and
  // only as far as it reaches: written by hand, the relation each sentence gives by the law.
  it('does not read employment from "contrato de trabalho ... não existe" (a denial after the words)', () => {
    // The only employment sign is denied; two CNPJs and no individual party: a contract between
    // companies (CC arts. 421 and 421-A), not employment (CLT arts. 2º-3º).
    const text = `${B2B}\nCLÁUSULA 12. Contrato de trabalho entre as partes não existe, tratando-se de prestação autônoma de serviços.`;
    expect(readRelation(text).value).toBe('empresarial');
  });

  it('keeps a lease sign that a "sem" before a comma does not reach', () => {
    // "Sem prejuízo ..." ends at the comma; the parties then sign a non-residential urban lease
    // (Lei 8.245/1991, arts. 1º and 51), whoever the parties are.
    const text = [
      'PRIMEIRA CONTRATANTE: Imóveis Sul Ltda., CNPJ 12.345.678/0001-90.',
      'SEGUNDA CONTRATANTE: Café Bom Ltda., CNPJ 98.765.432/0001-10.',
      'Sem prejuízo das garantias, firmam contrato de locação não residencial do imóvel da Rua Ipê, 100, por 5 anos.',
    ].join('\n');
    expect(readRelation(text)).toMatchObject({ value: 'locacao', facts: ['contrato de locação'] });
  });

  it('still reads a denial that reaches the words ("não há contrato de locação")', () => {
    // Two companies that expressly have no lease between them: business, not lease.
    const text = [
      'CONTRATANTE: Imóveis Sul Ltda., CNPJ 12.345.678/0001-90.',
      'CONTRATADA: Limpeza Já Ltda., CNPJ 98.765.432/0001-10.',
      'Objeto: limpeza diária do prédio da CONTRATANTE; não há contrato de locação nem cessão de espaço.',
    ].join('\n');
    expect(readRelation(text).value).toBe('empresarial');
  });

  it('does not read a consumer in an NDA between a company and an individual consultant', () => {
    // Nothing is supplied to an end user (CDC arts. 2º-3º) and there is no employment: the Civil Code.
    const text = [
      'ACORDO DE CONFIDENCIALIDADE',
      'REVELADORA: Biotec Alfa Ltda., CNPJ 10.203.040/0001-50, com sede em Campinas/SP.',
      'RECEPTOR: Davi Rocha, pessoa física, consultor, CPF 777.888.999-00, residente em Campinas/SP.',
      'CLÁUSULA 1ª. Informação Confidencial é toda informação técnica revelada ao RECEPTOR para a consultoria.',
    ].join('\n');
    expect(readRelation(text).value).toBe('civil');
  });

  it('still reads employment in an NDA an employee signs', () => {
    const text = [
      'TERMO DE CONFIDENCIALIDADE',
      'EMPREGADORA: Biotec Alfa Ltda., CNPJ 10.203.040/0001-50.',
      'EMPREGADO: Davi Rocha, CPF 777.888.999-00, admitido pelo contrato de trabalho de 02/01/2026.',
    ].join('\n');
    expect(readRelation(text).value).toBe('trabalho');
  });

  it('keeps a consumer contract that mentions a confidentiality term in a clause as consumer', () => {
    expect(
      readRelation(`${GYM}\nCLÁUSULA 11. O ALUNO firmará termo de confidencialidade sobre os treinos.`).value,
    ).toBe('consumo');
  });

  it('reads public administration from Lei 14.133/2021 and a Município as party', () => {
    const text =
      'CONTRATO Nº 12/2026. CONTRATANTE: Município de Lagoa Azul. CONTRATADA: Obras Já Ltda., CNPJ 77.888.999/0001-00. Regido pela Lei nº 14.133/2021, decorrente do pregão eletrônico 3/2026.';
    expect(readRelation(text).value).toBe('administracao');
  });

  it('lets the user correct the relation, and the rules follow it', () => {
    const r = readRelation(B2B, 'consumo');
    expect(r).toMatchObject({ value: 'consumo', source: 'usuario', facts: [] });
    expect(partiesOf(B2B, 'consumo').consumer).toBe(true);
    expect(partiesOf(GYM, 'empresarial').consumer).toBe(false);
  });

  it('leaves two individuals without a business as a civil contract', () => {
    const text =
      'Vendedor: Ana Lima, CPF 555.666.777-88. Comprador: Rui Alves, CPF 666.777.888-99. Objeto: venda de um piano usado por R$ 9.000,00.';
    expect(readRelation(text)).toMatchObject({ value: 'civil', facts: [] });
  });
});
