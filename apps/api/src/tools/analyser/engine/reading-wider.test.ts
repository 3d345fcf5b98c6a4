// Wordings the rules read since the fourth unseen batch, each tried on sentences written for this
// test (not the batch's), flagged and clean. Texts read in the shipped lawbase: CC art. 122; CDC
// arts. 43, § 2º, and 51, VI; Lei 8.245/1991 arts. 5º, 22, X, and parágrafo único, 23, IX, and § 1º,
// i, 37, parágrafo único, 38, § 2º; CPC art. 784, III; Súmula 359 do STJ.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { analyseRules } from './index.ts';

const bases = (text: string) =>
  (analyseRules(text, 'contract') as AnalysisFinding[]).map((f) => f.legalBasis);
const quoting = (text: string, basis: string) =>
  (analyseRules(text, 'contract') as AnalysisFinding[])
    .filter((f) => f.legalBasis === basis)
    .map((f) => f.clause);

const consumer = (clause: string) => `CONTRATO DE ADESÃO DE COMPRA PARCELADA
LOJA: Móveis Serra Ltda., CNPJ 22.333.444/0001-55, com sede em Caxias do Sul/RS.
COMPRADOR: Renato Alves, pessoa física, CPF 333.444.555-66, residente em Caxias do Sul/RS.
CLÁUSULA 1ª. O objeto é a venda de um sofá em 10 parcelas de R$ 300,00.
CLÁUSULA 2ª. ${clause}
CLÁUSULA 3ª. Fica eleito o foro do domicílio do COMPRADOR.
Caxias do Sul, 2 de março de 2026.`;

const business = (clause: string) => `CONTRATO DE LICENÇA DE MARCA
LICENCIANTE: Bella Cosméticos Ltda., CNPJ 44.555.666/0001-77, com sede em Campinas/SP.
LICENCIADA: Perfumaria Central Ltda., CNPJ 55.666.777/0001-88, com sede em Campinas/SP.
CLÁUSULA 1ª. O objeto é a licença de uso da marca Bella na loja da LICENCIADA.
CLÁUSULA 2ª. ${clause}
CLÁUSULA 3ª. Fica eleito o foro de Campinas/SP.
Campinas, 2 de março de 2026.`;

const lease = (clause: string) => `CONTRATO DE LOCAÇÃO RESIDENCIAL
LOCADOR: Jorge Prado, CPF 666.777.888-99, residente em Santos/SP.
LOCATÁRIO: Luís Mota, CPF 777.888.999-00.
CLÁUSULA 1ª. O LOCADOR dá em locação ao LOCATÁRIO a casa da Rua do Porto, 9, Santos/SP, por 30 meses, com aluguel de R$ 2.000,00 reajustado anualmente pelo IPCA.
CLÁUSULA 2ª. ${clause}
CLÁUSULA 3ª. Fica eleito o foro de Santos/SP.
Santos, 2 de março de 2026.`;

describe('between companies', () => {
  it('reads royalties changed at one party’s “juízo exclusivo” as a price at its will (CC art. 122)', () => {
    expect(
      bases(
        business('A taxa de royalties poderá ser alterada pela LICENCIANTE segundo seu juízo exclusivo.'),
      ),
    ).toContain('CC, art. 122');
    expect(bases(business('Os royalties serão reajustados anualmente pelo IPCA.'))).not.toContain(
      'CC, art. 122',
    );
  });

  it('reads “conduta dolosa” as dolo, and “salvo conduta dolosa” as its exception', () => {
    const basis = 'CC, arts. 122, 421-A, II, e 422';
    expect(
      bases(
        business(
          'A LICENCIANTE não responde por perdas da LICENCIADA, mesmo que decorrentes de conduta dolosa.',
        ),
      ),
    ).toContain(basis);
    expect(
      bases(business('A LICENCIANTE não responde por lucros cessantes da LICENCIADA, salvo conduta dolosa.')),
    ).not.toContain(basis);
  });

  it('reads “ficam proibidas de explorar o ramo” as a non-compete, unlimited or not', () => {
    const basis = 'CF, art. 170, IV; CC, art. 1.147 (por analogia)';
    expect(
      bases(
        business(
          'Findo o contrato, as sócias da LICENCIADA ficam proibidas de explorar o ramo de perfumaria em todo o território nacional.',
        ),
      ),
    ).toContain(basis);
    expect(
      bases(
        business(
          'Findo o contrato, as sócias da LICENCIADA ficam proibidas de explorar o ramo de perfumaria em Campinas por 2 (dois) anos.',
        ),
      ),
    ).not.toContain(basis);
  });

  it('quotes the clause that makes the contract a título executivo, not its numbered heading (CPC art. 784, III)', () => {
    const text = business('DO TÍTULO EXECUTIVO. Este contrato é título executivo extrajudicial.');
    expect(quoting(text, 'CPC, art. 784, III')).toEqual(['Este contrato é título executivo extrajudicial.']);
  });
});

describe('consumer', () => {
  it('reads the burden of proof put on a buyer or passenger, “somente”, “exclusivamente” (CDC art. 51, VI)', () => {
    expect(bases(consumer('Caberá somente ao COMPRADOR provar o defeito do produto.'))).toContain(
      'CDC, art. 51, VI',
    );
    expect(bases(consumer('Caberá à LOJA provar a entrega do produto.'))).not.toContain('CDC, art. 51, VI');
  });

  const REGISTER = 'CDC, art. 43, § 2º; art. 51, I; Súmula 359 do STJ';
  it('flags the consumer’s name sent to a credit register without notice (CDC art. 43, § 2º), a hyphen-broken line too', () => {
    expect(
      bases(consumer('Em caso de atraso, a LOJA poderá negativar o COMPRADOR na Serasa sem qualquer aviso.')),
    ).toContain(REGISTER);
    expect(
      bases(
        consumer(
          'Em caso de atraso, o nome do COMPRADOR poderá ser incluído no SPC, independente-\nmente de notificação.',
        ),
      ),
    ).toContain(REGISTER);
  });

  it('leaves the register after a written notice alone', () => {
    expect(
      bases(
        consumer(
          'Em caso de atraso, o nome do COMPRADOR poderá ser incluído no SPC após comunicação por escrito.',
        ),
      ),
    ).not.toContain(REGISTER);
  });
});

describe('leases (Lei 8.245/1991)', () => {
  const TWO = 'Lei 8.245/1991, art. 37, parágrafo único';
  it('reads a deposit “em garantia” beside a fiador as two guarantees (art. 37, parágrafo único)', () => {
    expect(
      bases(
        lease(
          'O LOCATÁRIO presta depósito em garantia de R$ 4.000,00 e apresenta como fiador Paulo Reis, CPF 888.999.000-11.',
        ),
      ),
    ).toContain(TWO);
  });

  it('leaves a rent paid by bank deposit beside a fiador alone', () => {
    expect(
      bases(
        lease(
          'O aluguel será pago por depósito em dinheiro na conta do LOCADOR; é fiador Paulo Reis, CPF 888.999.000-11.',
        ),
      ),
    ).not.toContain(TWO);
  });

  it('caps a “depósito-caução” at three rents (art. 38, § 2º): 3 pass, 4 are flagged', () => {
    const basis = 'Lei 8.245/1991, art. 38, § 2º';
    expect(
      bases(lease('O LOCATÁRIO entrega depósito-caução equivalente a 3 (três) aluguéis.')),
    ).not.toContain(basis);
    expect(bases(lease('O LOCATÁRIO entrega depósito-caução equivalente a 4 (quatro) aluguéis.'))).toContain(
      basis,
    );
  });

  const EXTRA = 'Lei 8.245/1991, art. 22, X, e parágrafo único';
  it('reads the reserve fund and structural works as extraordinary expenses, not the fund’s replenishment (art. 23, § 1º, i)', () => {
    expect(
      bases(lease('O LOCATÁRIO pagará as cotas de condomínio, inclusive o fundo de reserva.')),
    ).toContain(EXTRA);
    expect(bases(lease('O LOCATÁRIO pagará as obras de reforma da estrutura do edifício.'))).toContain(EXTRA);
    expect(
      bases(
        lease(
          'O LOCATÁRIO pagará as despesas ordinárias de condomínio, inclusive a reposição do fundo de reserva.',
        ),
      ),
    ).not.toContain(EXTRA);
  });

  const VISIT = 'Lei 8.245/1991, art. 23, IX';
  it('flags the landlord’s inspection at any time, not one on a day and hour agreed (art. 23, IX)', () => {
    expect(bases(lease('O LOCADOR poderá visitar o imóvel a qualquer momento.'))).toContain(VISIT);
    expect(
      bases(lease('O LOCADOR poderá vistoriar o imóvel mediante combinação prévia de dia e hora.')),
    ).not.toContain(VISIT);
  });

  it('reads “dá em locação … a casa” as the object (CC art. 104, II), and asks for one when nothing states it', () => {
    const OBJECT = 'CC, art. 104, II (objeto determinado ou determinável)';
    const text = lease('O LOCATÁRIO pagará o IPTU.');
    expect(bases(text)).not.toContain(OBJECT);
    const none = text.replace(
      'O LOCADOR dá em locação ao LOCATÁRIO a casa da Rua do Porto, 9, Santos/SP, por 30 meses, com aluguel',
      'O prazo é de 30 meses, com aluguel',
    );
    expect(bases(none)).toContain(OBJECT);
  });

  const EVICTION = 'Lei 8.245/1991, art. 5º';
  it('flags the landlord’s own retaking of the house, not the ação de despejo (art. 5º)', () => {
    expect(bases(lease('Vencido o contrato, o LOCADOR poderá substituir as fechaduras da casa.'))).toContain(
      EVICTION,
    );
    expect(
      bases(lease('Em caso de atraso, o LOCADOR poderá reaver o imóvel sem necessidade de ação judicial.')),
    ).toContain(EVICTION);
    expect(
      bases(lease('Findo o prazo, o LOCADOR poderá retomar o imóvel por meio de ação de despejo.')),
    ).not.toContain(EVICTION);
  });
});

describe('a second defendant in the qualification (CPC art. 319, II)', () => {
  const claim = (
    second: string,
  ) => `EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA 3ª VARA CÍVEL DA COMARCA DE NATAL/RN

AÇÃO DE INDENIZAÇÃO POR DANOS MATERIAIS

CLARA BEZERRA, brasileira, casada, enfermeira, CPF 222.444.666-88, e-mail clara@exemplo.com, residente na Rua Apodi, 40, Natal/RN, por sua advogada (procuração anexa), vem propor a presente ação em face de VIAGENS SOL LTDA., CNPJ 12.121.212/0001-12, e-mail sac@sol.com.br, com sede na Avenida Prudente de Morais, 100, Natal/RN, e de ${second}

DOS FATOS
Em 03/02/2026 o pacote de viagem comprado das rés foi cancelado sem reembolso de R$ 5.000,00.

DOS PEDIDOS
a) a condenação das rés a pagar R$ 5.000,00.
A autora não se opõe à audiência de conciliação. Protesta por prova documental.

Dá-se à causa o valor de R$ 5.000,00.

Natal, 10 de março de 2026.
Rita Dantas, advogada, OAB/RN 5.555`;
  const of = (text: string) =>
    (analyseRules(text, 'lawsuit') as AnalysisFinding[]).filter((f) => f.legalBasis === 'CPC, art. 319, II');

  it('names the co-defendant that lacks CNPJ, address and e-mail, quoting his name', () => {
    const list = of(claim('AÉREA AZUL LTDA., transportadora.'));
    expect(list).toHaveLength(1);
    expect(list[0]?.clause).toContain('AÉREA AZUL LTDA.');
    expect(list[0]?.description).toContain('2º réu: falta CPF ou CNPJ');
  });

  it('is silent when each defendant is qualified', () => {
    expect(
      of(
        claim(
          'AÉREA AZUL LTDA., CNPJ 34.343.434/0001-34, e-mail juridico@azul.com.br, com sede na Rua do Aeroporto, 1, Natal/RN.',
        ),
      ),
    ).toEqual([]);
  });
});
