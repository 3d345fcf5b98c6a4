// An insurance imposed with a bank loan: CDC art. 39, I, and Tema 972 do STJ, tese 2 ("Nos
// contratos bancários em geral, o consumidor não pode ser compelido a contratar seguro com a
// instituição financeira ou com seguradora por ela indicada"). Descriptions written for the test.
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

const assess = (description: string) =>
  assessCase({ caseType: 'consumidor', description, today: '2026-11-28', comparables: [] });
const tied = (r: ReturnType<typeof assess>) =>
  r.factors.find((f) => f.label === 'Seguro imposto na contratação do crédito (venda casada)');

describe('an insurance tied to a bank loan (CDC art. 39, I; Tema 972 do STJ)', () => {
  it('weighs +15 for a seguro prestamista imposed as a condition of the loan', () => {
    const r = assess(
      'O banco incluiu um seguro prestamista no meu empréstimo pessoal como condição para liberar o crédito e cobrou R$ 1.800,00 a mais. Tenho o contrato e os extratos.',
    );
    expect(tied(r)?.weight).toBe(15);
    expect(tied(r)?.basis).toContain('Tema 972 do STJ');
  });

  it('stays silent for an insurance the consumer chose, or one the text says was not a condition', () => {
    expect(
      tied(
        assess(
          'Fiz um financiamento de carro no banco e, por vontade própria, contratei também um seguro de vida com outra seguradora. Agora o banco cobra juros acima do contrato.',
        ),
      ),
    ).toBeUndefined();
    expect(
      tied(
        assess(
          'No empréstimo consignado o seguro prestamista não foi condição para o crédito: eu o escolhi. Reclamo de uma tarifa cobrada em dobro.',
        ),
      ),
    ).toBeUndefined();
  });

  it('needs a bank or credit: an insurance sold with an appliance is another rule', () => {
    expect(
      tied(
        assess(
          'A loja exigiu que eu comprasse uma garantia estendida com seguro de vida para levar a geladeira.',
        ),
      ),
    ).toBeUndefined();
  });
});
