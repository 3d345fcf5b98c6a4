// Strategy, a fourth set of cases written before the engine ran on them (committed first); today
// 29/11/2026. Law read: Lei 8.213/1991, art. 118; CPC arts. 731 and 733; CTN arts. 165 and 168, I.
import { describe, expect, it } from 'vitest';
import { strategyRunner } from './testing.ts';

const run = strategyRunner('2026-11-29');
const named = (r: ReturnType<typeof run>) => r.strategies.map((s) => `${s.name} ${s.legalBasis}`).join(' | ');

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
