// The execution for a sum of money, rule by rule, on other wordings than the unseen document's, each
// limit at its edge: three days to pay (CPC art. 829), 10 % of fees at the outset (art. 827), two
// witnesses on a private document (art. 784, III and § 4º), five years for a debt in an instrument
// (CC art. 206, § 5º, I; Súmula 150 do STF). Texts in the lawbase.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { EXECUTION_FEE_PERCENT, EXECUTION_PAY_DAYS } from './filing-playbooks.ts';
import { analyseRules } from './index.ts';

const execution = (
  facts: string,
  requests: string,
  filed = '10 de março de 2026',
) => `EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA 1ª VARA CÍVEL DA COMARCA DE MARINGÁ/PR

EXECUÇÃO DE TÍTULO EXTRAJUDICIAL

JOANA PRADO, brasileira, solteira, professora, CPF 161.803.398-87, residente na Rua Um, 1, Maringá/PR, joana@exemplo.com, por sua advogada (procuração anexa), vem propor a presente execução em face de CARLOS LIMA, brasileiro, casado, pedreiro, CPF 271.828.182-84, residente na Rua Dois, 2, Maringá/PR, carlos@exemplo.com.

DOS FATOS
${facts}

DO DIREITO
O título é executivo (CPC, art. 784) e a obrigação é certa, líquida e exigível (CPC, art. 783).

DOS PEDIDOS
${requests}
Junta o demonstrativo do débito atualizado.
Dá-se à causa o valor de R$ 12.000,00.
Maringá, ${filed}.
Advogada OAB/PR 12.345`;

const TITLE =
  'O executado assinou contrato de confissão de dívida com duas testemunhas, com vencimento em 15/06/2022.';
const bases = (text: string) => (analyseRules(text, 'lawsuit') as AnalysisFinding[]).map((f) => f.legalBasis);

describe('the days to pay (CPC art. 829)', () => {
  it(`takes ${EXECUTION_PAY_DAYS} days and flags 4`, () => {
    expect(bases(execution(TITLE, 'a) a citação do executado para pagar em 3 (três) dias.'))).not.toContain(
      'CPC, art. 829',
    );
    expect(bases(execution(TITLE, 'a) a citação do executado para pagar em 4 (quatro) dias.'))).toContain(
      'CPC, art. 829',
    );
  });
});

describe('the fees at the outset (CPC art. 827)', () => {
  const with_ = (pct: string) =>
    bases(
      execution(
        TITLE,
        `a) a citação do executado para pagar em 3 dias; b) honorários de ${pct} sobre o débito.`,
      ),
    );
  it(`takes ${EXECUTION_FEE_PERCENT} % and flags 11 %`, () => {
    expect(with_('10%')).not.toContain('CPC, art. 827');
    expect(with_('11%')).toContain('CPC, art. 827');
  });
});

describe('the two witnesses of a private document (CPC art. 784, III)', () => {
  const REQUEST = 'a) a citação do executado para pagar em 3 dias.';
  it('flags a private document told as signed by the parties alone, and not one with its witnesses', () => {
    expect(
      bases(
        execution(
          'O executado assinou instrumento particular de dívida, sem testemunhas, com vencimento em 15/06/2022.',
          REQUEST,
        ),
      ),
    ).toContain('CPC, art. 784, III');
    expect(bases(execution(TITLE, REQUEST))).not.toContain('CPC, art. 784, III');
  });

  it('leaves alone one signed electronically with the provider’s check (§ 4º)', () => {
    expect(
      bases(
        execution(
          'O executado firmou instrumento particular de confissão de dívida por assinatura eletrônica, sem testemunhas, com integridade conferida pelo provedor, com vencimento em 15/06/2022.',
          REQUEST,
        ),
      ),
    ).not.toContain('CPC, art. 784, III');
  });
});

describe('the period of the execution (CC art. 206, § 5º, I; Súmula 150 do STF)', () => {
  const BARRED = 'CC, art. 206, § 5º, I; Súmula 150 do STF';
  const REQUEST = 'a) a citação do executado para pagar em 3 dias.';
  // Due on 15/06/2021: five years end on Monday 15/06/2026.
  const facts =
    'O executado assinou contrato de confissão de dívida com duas testemunhas, com vencimento em 15/06/2021.';

  it('takes an execution filed on the last day and flags one filed the day after', () => {
    expect(bases(execution(facts, REQUEST, '15 de junho de 2026'))).not.toContain(BARRED);
    expect(bases(execution(facts, REQUEST, '16 de junho de 2026'))).toContain(BARRED);
  });

  it('is silent for a promissory note, whose period is its own, and when an interruption is written', () => {
    const note = 'O executado emitiu nota promissória com vencimento em 15/06/2021.';
    expect(bases(execution(note, REQUEST, '16 de junho de 2026'))).not.toContain(BARRED);
    const protested = `${facts} A prescrição foi interrompida pelo protesto do título em 10/05/2026.`;
    expect(bases(execution(protested, REQUEST, '16 de junho de 2026'))).not.toContain(BARRED);
  });
});

it('asks neither the evidence nor the conciliation option of an execution (CPC arts. 771, p.u., and 829)', () => {
  const b = bases(execution(TITLE, 'a) a citação do executado para pagar em 3 dias.'));
  expect(b).not.toContain('CPC, art. 319, VI');
  expect(b).not.toContain('CPC, arts. 319, VII, e 334, § 5º');
});

it('names the title, not a contract, when the interest it bears is above the Lei de Usura', () => {
  const list = analyseRules(
    execution(
      'O executado assinou confissão de dívida com duas testemunhas, com juros de 4% ao mês e vencimento em 15/06/2025.',
      'a) a citação do executado para pagar em 3 dias.',
    ),
    'lawsuit',
  ) as AnalysisFinding[];
  const usury = list.find((f) => f.legalBasis === 'Decreto 22.626/1933, art. 1º; CC, art. 406, § 1º');
  expect(usury?.description).toContain('o título descrito na petição não mostra nenhuma dessas exceções');
});
