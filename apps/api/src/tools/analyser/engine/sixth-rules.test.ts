// The rules written after the sixth unseen batch, each at its legal edge and against wordings that
// must stay clean. Texts read in the lawbase: Lei 8.245/1991 arts. 8º, 46 and 47; CDC arts. 46 and
// 51, IV; CC arts. 20 and 406 (Lei 14.905/2024); LGPD art. 14; CF art. 7º, XIII and XVI; CLT arts.
// 59 and 62; CPC arts. 99, § 3º, and 292; Súmula 481 do STJ.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import {
  FLAT_LEASE,
  FLEET_CRASH_CLAIM,
  SALES_EMPLOYMENT,
  SCHOOL_ENROLMENT,
} from './fixtures/unseen-sixth.ts';
import { analyseRules } from './index.ts';

const contract = (text: string) => analyseRules(text, 'contract') as AnalysisFinding[];
const lawsuit = (text: string) => analyseRules(text, 'lawsuit') as AnalysisFinding[];
const bases = (list: AnalysisFinding[]) => list.map((f) => f.legalBasis);

describe('residential lease (Lei 8.245/1991)', () => {
  const RETAKING = 'Lei 8.245/1991, arts. 46, § 2º, e 47';
  const term = (months: string) =>
    contract(
      FLAT_LEASE.replace(
        'O prazo da locação é de 12 (doze) meses',
        `O prazo da locação é de ${months} meses`,
      ),
    );

  it('flags free retaking after a term of 29 months and leaves it after 30 (arts. 46 and 47)', () => {
    expect(bases(term('29 (vinte e nove)'))).toContain(RETAKING);
    expect(bases(term('30 (trinta)'))).not.toContain(RETAKING);
  });

  it('leaves a commercial lease of 12 months alone (arts. 51-57 rule it)', () => {
    const shop = FLAT_LEASE.replace('para fins exclusivamente residenciais', 'para fins comerciais').replace(
      'CONTRATO DE LOCAÇÃO RESIDENCIAL',
      'CONTRATO DE LOCAÇÃO COMERCIAL',
    );
    expect(bases(contract(shop))).not.toContain(RETAKING);
  });

  it('gives the buyer 90 days: 89 is flagged, 90 is not (art. 8º)', () => {
    const sale = (days: string) =>
      contract(
        FLAT_LEASE.replace(
          'a locação estará automaticamente extinta, devendo a LOCATÁRIA desocupá-lo em 15 (quinze) dias',
          `o adquirente poderá denunciar a locação, devendo a LOCATÁRIA desocupá-lo em ${days} dias`,
        ),
      );
    expect(bases(sale('89 (oitenta e nove)'))).toContain('Lei 8.245/1991, art. 8º');
    expect(bases(sale('90 (noventa)'))).not.toContain('Lei 8.245/1991, art. 8º');
  });
});

describe('consumer contract', () => {
  it('leaves rules handed over as an annex alone (CDC art. 46)', () => {
    const annexed = contract(
      SCHOOL_ENROLMENT.replace(
        'disponíveis para consulta na secretaria da unidade, que integram este contrato',
        'entregues ao CONTRATANTE como anexo assinado deste contrato',
      ),
    );
    expect(bases(annexed)).not.toContain('CDC, art. 46');
  });

  it('leaves a revocable authorisation of the image, for a year and apart from the enrolment, alone', () => {
    const apart = contract(
      SCHOOL_ENROLMENT.replace(
        'Como condição da matrícula, o CONTRATANTE autoriza o uso da imagem e da voz do aluno em materiais publicitários e redes sociais do Colégio, por prazo indeterminado e sem qualquer remuneração.',
        'O CONTRATANTE poderá autorizar, em termo próprio e revogável, o uso da imagem do aluno nas redes sociais do Colégio por 1 (um) ano.',
      ),
    );
    expect(bases(apart)).not.toContain('CC, art. 20; LGPD, art. 14, § 1º; CDC, art. 51, IV');
  });
});

describe('employment contract', () => {
  const OVERTIME = 'CF, art. 7º, XIII e XVI; CLT, arts. 59 e 62';

  it('leaves an external salesperson without a schedule outside the overtime rule (CLT art. 62, I)', () => {
    const external = contract(
      SALES_EMPLOYMENT.replace(
        'A jornada será das 10h às 20h, de segunda a sábado, sujeita ao controle de ponto da loja, sem pagamento de horas extras por se tratar de vendedor.',
        'O EMPREGADO exercerá atividade externa, incompatível com a fixação de horário, sem pagamento de horas extras (CLT, art. 62, I).',
      ).replace('vendedor interno, atendendo os clientes no salão de vendas da loja', 'vendedor externo'),
    );
    expect(bases(external)).not.toContain(OVERTIME);
  });

  it('leaves a non-compete limited and paid alone', () => {
    const paid = contract(
      SALES_EMPLOYMENT.replace(
        'não poderá trabalhar em outra loja de vestuário pelo prazo de 5 (cinco) anos, sem qualquer compensação financeira',
        'não poderá trabalhar em outra loja de vestuário em Porto Alegre pelo prazo de 6 (seis) meses, mediante indenização mensal igual ao último salário',
      ),
    );
    expect(bases(paid)).not.toContain('CF, art. 5º, XIII');
  });
});

describe('civil claim', () => {
  it('takes a natural person’s word for the gratuidade, and a company’s with its accounts (CPC art. 99, § 3º)', () => {
    const GRATUITY = 'CPC, art. 99, § 3º; Súmula 481 do STJ';
    const person = lawsuit(
      FLEET_CRASH_CLAIM.replace(
        'TRANSPORTES RÁPIDO CERRADO LTDA., pessoa jurídica de direito privado, CNPJ 01.234.567/0001-90, com sede na',
        'MARCOS VIEIRA LOPES, brasileiro, casado, caminhoneiro, CPF 951.753.852-00, residente na',
      ),
    );
    expect(bases(person)).not.toContain(GRATUITY);
    const shown = lawsuit(
      FLEET_CRASH_CLAIM.replace(
        'requerendo os benefícios da justiça gratuita.',
        'conforme o balanço e os extratos bancários anexos, requerendo os benefícios da justiça gratuita.',
      ),
    );
    expect(bases(shown)).not.toContain(GRATUITY);
  });

  it('leaves 1 % a month alone when agreed, or asked for a time before 30/08/2024 (CC art. 406)', () => {
    const RATE = 'CC, art. 406, § 1º (Lei 14.905/2024)';
    const agreed = lawsuit(
      FLEET_CRASH_CLAIM.replace('com juros de mora de 1% ao mês', 'com juros contratuais de 1% ao mês'),
    );
    expect(bases(agreed)).not.toContain(RATE);
    const before = lawsuit(
      FLEET_CRASH_CLAIM.replace('desde o evento até o efetivo pagamento', 'desde o evento').replace(
        'Goiânia, 10 de novembro de 2026.',
        'Goiânia, 10 de julho de 2024.',
      ),
    );
    expect(bases(before)).not.toContain(RATE);
  });

  it('accepts a value of the claim equal to the one valued claim (CPC art. 292)', () => {
    const equal = lawsuit(
      FLEET_CRASH_CLAIM.replace(
        'Dá-se à causa o valor de R$ 5.000,00',
        'Dá-se à causa o valor de R$ 18.500,00',
      ),
    );
    expect(bases(equal)).not.toContain('CPC, art. 292, VI');
  });
});
