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
