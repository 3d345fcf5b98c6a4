// Strategy, a fourth set of cases written before the engine ran on them (committed first); today
// 29/11/2026. Law read: Lei 8.213/1991, art. 118; CPC arts. 731 and 733; CTN arts. 165 and 168, I.
// First run: 0 of 3; after the three remedies below (and "de comum acordo" read as consensual), 3 of 3.
import { describe, expect, it } from 'vitest';
import { named, strategyRunner } from './testing.ts';

const run = strategyRunner('2026-11-29');

describe('Strategy, fourth set', () => {
  it('a worker dismissed two months after returning from accident leave: reintegration or its indemnity (Lei 8.213/1991, art. 118)', () => {
    const r = run({
      conflictType: 'trabalhista',
      caseDescription:
        'Sofri um acidente de trabalho na fábrica e fiquei afastado recebendo auxílio-doença acidentário do INSS até 31/08/2026. Voltei ao trabalho em 01/09/2026 e fui dispensado sem justa causa em 10/11/2026.',
      desiredOutcome: 'Voltar ao emprego ou ser indenizado',
    });
    expect(named(r)).toMatch(/reintegra/i);
    expect(named(r)).toContain('8.213');
    expect(named(r)).toContain('118');
  });

  it('a consensual divorce with a child of 8: judicial, not by escritura (CPC arts. 731 and 733)', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'Eu e minha esposa queremos nos divorciar de comum acordo. Temos uma filha de 8 anos e já combinamos a guarda compartilhada, a pensão e a partilha do apartamento.',
      desiredOutcome: 'Divórcio rápido e amigável',
    });
    expect(named(r)).toMatch(/div[óo]rcio consensual/i);
    expect(named(r)).toContain('731');
    expect(r.strategies.some((s) => /escritura p[úu]blica/i.test(s.name))).toBe(false);
  });

  it('IPTU paid twice for the same year: the refund of the tax paid unduly, within five years of the payment (CTN arts. 165 and 168, I)', () => {
    const r = run({
      conflictType: 'tributario',
      caseDescription:
        'A Prefeitura de Recife emitiu duas guias de IPTU de 2024 para o mesmo imóvel e eu paguei as duas em 10/03/2024, R$ 3.200,00 cada. Pedi a devolução administrativa e não responderam.',
      desiredOutcome: 'Receber de volta o valor pago em duplicidade',
    });
    expect(named(r)).toMatch(/repeti[çc][ãa]o do ind[ée]bito|restitui[çc][ãa]o/i);
    expect(named(r)).toContain('165');
  });
});

// Written after the first run above (0 of 3: an extrajudicial labour agreement, an ação de alimentos
// for a couple who agreed everything, a municipal transação for a tax paid twice): each new remedy
// at its limits.
describe('the fourth set at its limits', () => {
  const keys = (r: ReturnType<typeof run>) => r.strategies.map((s) => s.key);
  const accident = (ended: string, dismissed: string) =>
    run({
      conflictType: 'trabalhista',
      caseDescription: `Sofri um acidente de trabalho e recebi auxílio-doença acidentário até ${ended}. Fui dispensado sem justa causa em ${dismissed}.`,
    });

  it('holds the twelve months after the benefit ceased: 31/08/2025 → 31/08/2026 in, 01/09/2026 out (Lei 8.213/1991, art. 118; CC art. 132, § 3º)', () => {
    expect(keys(accident('31/08/2025', '31/08/2026'))).toContain('reintegracao_acidentario');
    expect(keys(accident('31/08/2025', '01/09/2026'))).not.toContain('reintegracao_acidentario');
  });

  it('leaves a dismissal for just cause to the debate on the fault', () => {
    const r = run({
      conflictType: 'trabalhista',
      caseDescription:
        'Sofri um acidente de trabalho, recebi auxílio-doença acidentário até 31/08/2026 e fui dispensado por justa causa em 10/11/2026.',
    });
    expect(keys(r)).not.toContain('reintegracao_acidentario');
  });

  it('sends a consensual divorce without minor children to the notary, not to court (CPC art. 733)', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'Eu e meu marido queremos nos divorciar de comum acordo. Nossos dois filhos têm 25 e 28 anos e já combinamos a partilha.',
    });
    expect(keys(r)).not.toContain('divorcio_judicial_consensual');
    expect(keys(r)).toContain('divorcio_extrajudicial');
  });

  it('counts the refund’s five years from the payment: 10/03/2024 → 10/03/2029 (CTN art. 168, I), and asks nothing of a tax paid once', () => {
    const twice = run({
      conflictType: 'tributario',
      caseDescription:
        'Paguei duas vezes o IPTU de 2024 do meu imóvel em Recife, as duas guias em 10/03/2024.',
    });
    expect(named(twice)).toContain('até 10/03/2029');
    const once = run({
      conflictType: 'tributario',
      caseDescription:
        'Recebi a guia do IPTU de 2026 e acho o valor alto; quero discutir a base de cálculo com a Prefeitura de Recife.',
    });
    expect(keys(once)).not.toContain('repeticao_indebito_tributario');
  });
});
