// CDC art. 26 (30 or 90 days to claim for a defect, from the day a hidden one showed, § 3º; a
// complaint proved obstructs it, § 2º, I) and art. 27 (five years for a damage the product caused),
// read in a consumer petition's dates. Periods counted as CC art. 132 counts them: the start day
// excluded, an end on a weekend or national holiday moved to the next business day.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { analyseRules } from './index.ts';

const petition = (fact: string, date: string, request = 'a restituição de R$ 3.000,00, valor pago') =>
  `EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA 2ª VARA CÍVEL DA COMARCA DE CURITIBA/PR

AÇÃO DE RESTITUIÇÃO DE QUANTIA PAGA

JOSÉ ROBERTO LIMA, brasileiro, casado, contador, CPF 111.333.555-00, e-mail jose.lima@exemplo.com, residente na Rua XV de Novembro, 10, Curitiba/PR, por seu advogado (procuração anexa), vem propor a presente ação em face de LOJAS PINHEIRO LTDA., CNPJ 11.222.333/0001-00, e-mail contato@pinheiro.com.br, com sede na Rua das Araucárias, 5, Curitiba/PR.

DOS FATOS
Em 05/01/2026 o autor comprou da ré uma geladeira por R$ 3.000,00. ${fact}

DO DIREITO
O fornecedor responde pelos vícios do produto, e o consumidor pode exigir a restituição da quantia paga (CDC, art. 18, § 1º, II).

DOS PEDIDOS
a) ${request};
O autor opta pela realização de audiência de conciliação. Protesta por prova documental.

Dá-se à causa o valor de R$ 3.000,00.

Curitiba, ${date}.
Ana Souza, advogada, OAB/PR 12.345`;

const bases = (text: string) => (analyseRules(text, 'lawsuit') as AnalysisFinding[]).map((f) => f.legalBasis);
const DURABLE = 'CDC, art. 26, II, e § 3º';

describe('decadência of the claim for a defect (CDC art. 26)', () => {
  const fridge = 'Em 10/03/2026 a geladeira parou de gelar.';
  it('gives a durable good 90 days from the day the hidden defect showed, to the day', () => {
    // 10/03/2026 + 90 days = 08/06/2026, a Monday: 21 days to 31/03, 30 to 30/04, 31 to 31/05, 8 more.
    expect(bases(petition(fridge, '8 de junho de 2026'))).not.toContain(DURABLE);
    expect(bases(petition(fridge, '9 de junho de 2026'))).toContain(DURABLE);
  });

  it('quotes the sentence where the defect showed', () => {
    const f = (analyseRules(petition(fridge, '9 de junho de 2026'), 'lawsuit') as AnalysisFinding[]).find(
      (x) => x.legalBasis === DURABLE,
    );
    expect(f?.clause).toBe(fridge);
  });

  it('gives a perishable good 30 days (art. 26, I)', () => {
    const food = 'Em 02/03/2026 o autor constatou que os alimentos congelados entregues apresentavam vícios.';
    // 02/03/2026 + 30 days = 01/04/2026, a Wednesday.
    expect(bases(petition(food, '1º de abril de 2026'))).not.toContain('CDC, art. 26, I, e § 3º');
    expect(bases(petition(food, '2 de abril de 2026'))).toContain('CDC, art. 26, I, e § 3º');
  });

  it('is silent when a complaint to the supplier is stated, which obstructs the period (§ 2º, I)', () => {
    const claimed = `${fridge} No dia seguinte o autor abriu reclamação na assistência técnica (protocolo 4455), ainda sem resposta.`;
    expect(bases(petition(claimed, '9 de junho de 2026'))).not.toContain(DURABLE);
  });

  it('counts a complaint the petition denies for nothing', () => {
    const none = `${fridge} O autor não fez reclamação escrita à ré.`;
    expect(bases(petition(none, '9 de junho de 2026'))).toContain(DURABLE);
  });

  it('is silent when only damages are asked, not a remedy of the defect', () => {
    const damages = petition(fridge, '9 de junho de 2026', 'indenização por danos morais de R$ 3.000,00')
      .replace('AÇÃO DE RESTITUIÇÃO DE QUANTIA PAGA', 'AÇÃO DE INDENIZAÇÃO POR DANOS MORAIS')
      .replace(
        ', e o consumidor pode exigir a restituição da quantia paga (CDC, art. 18, § 1º, II)',
        ' (CDC, art. 18)',
      );
    expect(bases(damages)).not.toContain(DURABLE);
  });
});

describe('prescrição of the damage a product caused (CDC art. 27)', () => {
  const fire = 'Em 10/03/2021 o compressor da geladeira pegou fogo e causou queimaduras no autor.';
  const request = 'indenização por danos materiais de R$ 3.000,00';
  it('gives five years from the damage, to the day, and never the 90 days of art. 26', () => {
    // 10/03/2021 + 5 years = 10/03/2026, a Tuesday.
    const inTime = bases(petition(fire, '10 de março de 2026', request));
    expect(inTime).not.toContain('CDC, art. 27');
    expect(inTime.filter((b) => b.startsWith('CDC, art. 26'))).toEqual([]);
    expect(bases(petition(fire, '11 de março de 2026', request))).toContain('CDC, art. 27');
  });
});
