// The rules written after the seventh unseen batch, at their edges and against wordings that must
// stay clean. Texts read in the lawbase: CDC arts. 39, III, 42, parágrafo único, 51, VII, and 101, I;
// CLT arts. 2º, 75-C, § 2º, 75-D and 462.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { INTERNET_SERVICE, REMOTE_EMPLOYMENT } from './fixtures/unseen-seventh.ts';
import { analyseRules } from './index.ts';

const bases = (text: string) =>
  (analyseRules(text, 'contract') as AnalysisFinding[]).map((f) => f.legalBasis);

describe('remote work (CLT)', () => {
  const RETURN = 'CLT, art. 75-C, § 2º';
  const back = (notice: string) =>
    bases(
      REMOTE_EMPLOYMENT.replace(
        'a qualquer momento, devendo a EMPREGADA comparecer à sede imediatamente',
        `com ${notice} dias de antecedência, registrada em aditivo contratual`,
      ),
    );

  it('asks 15 days of transition back to the office: 14 is flagged, 15 is not (art. 75-C, § 2º)', () => {
    expect(back('14 (quatorze)')).toContain(RETURN);
    expect(back('15 (quinze)')).not.toContain(RETURN);
  });

  it('leaves equipment provided with an allowance, and deductions for unjustified absences, alone', () => {
    const fair = bases(
      REMOTE_EMPLOYMENT.replace(
        'O computador, a conexão de internet e a energia elétrica necessários ao trabalho correrão por conta exclusiva da EMPREGADA, sem qualquer reembolso pela EMPREGADORA.',
        'A EMPREGADORA fornecerá o computador e pagará ajuda de custo mensal de R$ 150,00 para internet e energia.',
      ).replace(
        'A falta de conexão em qualquer horário será descontada do salário como falta injustificada, independentemente do motivo.',
        'As faltas injustificadas ao trabalho serão descontadas do salário.',
      ),
    );
    expect(fair).not.toContain('CLT, arts. 2º e 75-D');
    expect(fair).not.toContain('CLT, art. 462');
  });
});

describe('consumer service', () => {
  it('leaves extras the subscriber hires himself alone (CDC art. 39, III)', () => {
    const optIn = bases(
      INTERNET_SERVICE.replace(
        'Serão incluídos automaticamente na fatura, a partir do segundo mês, os serviços adicionais de antivírus e de streaming, ao valor de R$ 29,90 mensais, salvo se o ASSINANTE solicitar o cancelamento.',
        'Os serviços adicionais de antivírus e de streaming, de R$ 29,90 mensais, podem ser contratados pelo ASSINANTE no aplicativo.',
      ),
    );
    expect(optIn).not.toContain('CDC, arts. 39, III, e 42, parágrafo único');
  });

  it('does not ask a consumer contract for a forum or an arbitration clause it is better without', () => {
    expect(bases(INTERNET_SERVICE)).not.toContain('CPC, art. 63; Lei 9.307/1996');
  });
});
