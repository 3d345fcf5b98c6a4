// Petition playbooks: a hand-written labour claim (fixtures/petitions.ts) with its problems listed in
// advance, and each limit tested at its edge. Rules read in the lawbase: CF arts. 7º, XXIX, and 114, I;
// CLT arts. 58, § 2º, 71, § 4º, 477, § 8º, 791-A; Lei 9.099/1995 arts. 3º, I, and 9º. Salário mínimo
// of 2025: R$ 1.518,00 (Decreto 12.342/2024).
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { LABOUR_PETITION } from './fixtures/petitions.ts';
import { analyseRules } from './index.ts';

const findings = (text: string) => analyseRules(text, 'lawsuit') as AnalysisFinding[];
const basesOn = (list: AnalysisFinding[], words: string) =>
  list.filter((f) => f.clause?.includes(words)).map((f) => f.legalBasis);
const bases = (list: AnalysisFinding[]) => list.map((f) => f.legalBasis);

describe('labour petition playbook', () => {
  const list = findings(LABOUR_PETITION);
  it.each([
    ['VARA CÍVEL', 'CF, art. 114, I'],
    ['horas in itinere', 'CLT, art. 58, § 2º (red. Lei 13.467/2017)'],
    ['intervalo intrajornada de 1 (uma) hora', 'CLT, art. 71, § 4º (red. Lei 13.467/2017)'],
    ['multa do art. 477 da CLT em dobro', 'CLT, art. 477, § 8º'],
    ['honorários de sucumbência de 30%', 'CLT, art. 791-A'],
    ['desde 03/02/2019', 'CF, art. 7º, XXIX; Súmula 308, I, do TST'],
  ])('flags “%s” under %s', (words, basis) => {
    expect(basesOn(list, words)).toContain(basis);
  });

  it('says the employer is not qualified (CLT art. 840, § 1º)', () => {
    const q = list.find((f) => f.legalBasis === 'CLT, art. 840, § 1º (qualificação das partes)');
    expect(q?.description).toContain('réu: falta CPF ou CNPJ');
  });

  it('leaves the valued FGTS claim alone and does not call the fees a claim without value', () => {
    expect(basesOn(list, 'FGTS não depositado')).toEqual([]);
    expect(basesOn(list, 'honorários de sucumbência')).not.toContain('CLT, art. 840, §§ 1º e 3º');
  });

  it('accepts fees of 15 % and flags 16 % (CLT art. 791-A)', () => {
    const at = (p: string) => findings(LABOUR_PETITION.replace('30%', p));
    expect(basesOn(at('15%'), 'honorários')).not.toContain('CLT, art. 791-A');
    expect(basesOn(at('16%'), 'honorários')).toContain('CLT, art. 791-A');
  });

  it('counts the five years back from the petition’s date: 15/03/2020 in, 14/03/2020 out', () => {
    const since = (d: string) => findings(LABOUR_PETITION.replace('desde 03/02/2019', `desde ${d}`));
    expect(bases(since('15/03/2020'))).not.toContain('CF, art. 7º, XXIX; Súmula 308, I, do TST');
    expect(basesOn(since('14/03/2020'), 'desde 14/03/2020')).toContain(
      'CF, art. 7º, XXIX; Súmula 308, I, do TST',
    );
  });

  it('bars a claim two years and a day after the end of the projected notice, not one filed on the last day', () => {
    // Admitted 10/06/2019 (3 full years by early 2023): 30 + 3 × 3 = 39 days of notice (Lei 12.506/2011),
    // part of the contract (CLT art. 487, § 1º). Dismissed 03/02/2023: the contract ended on
    // 14/03/2023; two years end Friday 14/03/2025; the petition is of 15/03/2025.
    const petition = (dismissal: string) =>
      findings(
        LABOUR_PETITION.replace('desde 03/02/2019', 'desde 10/06/2019').replace(
          'dispensado sem justa causa em 10/01/2025',
          `dispensado sem justa causa em ${dismissal}`,
        ),
      );
    const late = petition('03/02/2023');
    expect(late.find((f) => f.description.startsWith('Prescrição bienal'))?.description).toContain(
      '14/03/2025',
    );
    // Dismissed 04/02/2023: the contract ended on 15/03/2023; two years end Saturday 15/03/2025,
    // moved to Monday 17/03/2025 (CC art. 132, § 1º).
    const timely = petition('04/02/2023');
    expect(timely.some((f) => f.description.startsWith('Prescrição bienal'))).toBe(false);
  });

  it('without the admission, a claim barred with 30 days of notice but not with 90 is a possible prescription, not a certain one', () => {
    // Dismissed 20/01/2023: with 30 days the contract ended 19/02/2023 and two years on Wednesday
    // 19/02/2025, before the petition of 15/03/2025; with 90 days (Lei 12.506/2011) it ended
    // 20/04/2023, and 20/04/2025 is a Sunday, 21/04 Tiradentes: Tuesday 22/04/2025, after it.
    const list = findings(
      LABOUR_PETITION.replace(
        'trabalhou para a reclamada desde 03/02/2019, fazendo',
        'trabalhou para a reclamada, fazendo',
      ).replace('dispensado sem justa causa em 10/01/2025', 'dispensado sem justa causa em 20/01/2023'),
    );
    const finding = list.find((f) => f.description.startsWith('Prescrição bienal'));
    expect(finding?.description).toContain('Prescrição bienal possível');
    expect(finding?.description).toContain('19/02/2025');
    expect(finding?.severity).toBe('média');
  });

  it('keeps the in itinere claim limited to before the reform unflagged', () => {
    const limited = findings(
      LABOUR_PETITION.replace(
        'horas in itinere, no valor',
        'horas in itinere do período anterior à Lei 13.467/2017, no valor',
      ),
    );
    expect(basesOn(limited, 'horas in itinere')).not.toContain('CLT, art. 58, § 2º (red. Lei 13.467/2017)');
  });
});

describe('Juizado Especial Cível petition (Lei 9.099/1995)', () => {
  const petition = (
    value: string,
    signed: string,
  ) => `EXCELENTÍSSIMO SENHOR JUIZ DO JUIZADO ESPECIAL CÍVEL DA COMARCA DE SANTOS/SP

MARIA SOUZA, solteira, CPF 123.123.123-12, residente na Rua A, 1, Santos/SP, maria@exemplo.com, vem propor ação em face de LOJA X LTDA., CNPJ 10.200.300/0001-40, com sede na Rua B, 2, Santos/SP, contato@lojax.com.
DOS FATOS
A ré não entregou o sofá comprado e pago.
DO DIREITO
Nos termos do art. 35 do CDC, cabe a restituição.
DOS PEDIDOS
Requer a restituição do valor pago. Protesta provar o alegado por prova documental. Não se opõe à audiência de conciliação.
Dá-se à causa o valor de ${value}.
Santos, 15 de março de 2025.
${signed}`;

  it('accepts 40 salários mínimos (R$ 60.720,00) and flags one cent more (art. 3º, I)', () => {
    const lawyer = 'Rui Lima, advogado, OAB/SP 1.234';
    expect(bases(findings(petition('R$ 60.720,00', lawyer)))).not.toContain('Lei 9.099/1995, art. 3º, I');
    expect(bases(findings(petition('R$ 60.720,01', lawyer)))).toContain('Lei 9.099/1995, art. 3º, I');
  });

  it('requires a lawyer above 20 salários mínimos (R$ 30.360,00), not at it (art. 9º)', () => {
    expect(bases(findings(petition('R$ 30.360,00', 'Maria Souza')))).not.toContain('Lei 9.099/1995, art. 9º');
    expect(bases(findings(petition('R$ 30.360,01', 'Maria Souza')))).toContain('Lei 9.099/1995, art. 9º');
    expect(bases(findings(petition('R$ 30.360,01', 'Rui Lima, advogado, OAB/SP 1.234')))).not.toContain(
      'Lei 9.099/1995, art. 9º',
    );
  });
});

describe('proportional notice (Lei 12.506/2011)', () => {
  const claim = (
    dismissed: string,
    days: string,
  ) => `EXCELENTÍSSIMO SENHOR JUIZ DA 1ª VARA DO TRABALHO DE JUNDIAÍ/SP

RECLAMAÇÃO TRABALHISTA

PEDRO SALES, brasileiro, solteiro, soldador, CPF 444.555.666-77, residente na Rua Anchieta, 5, Jundiaí/SP, vem propor reclamação trabalhista em face de METALÚRGICA JUNDIAÍ LTDA., CNPJ 66.777.888/0001-99, com sede na Avenida Jundiaí, 900, Jundiaí/SP.

DOS FATOS
O reclamante foi admitido em 10/03/2020 e dispensado sem justa causa em ${dismissed}, sem receber o aviso prévio.

DOS PEDIDOS
a) aviso prévio indenizado de ${days} dias, R$ 4.000,00.

Dá-se à causa o valor de R$ 4.000,00.

Jundiaí, 20 de maio de 2025.
Lia Campos, advogada, OAB/SP 99.999`;
  const BASIS = 'Lei 12.506/2011, art. 1º, parágrafo único; CLT, art. 487, § 1º';
  it('asks for 3 more days per full year: 42 days after 4 years, 45 after 5, to the anniversary', () => {
    // 10/03/2020 → 09/03/2025: 4 full years, 30 + 3 × 4 = 42 days; → 10/03/2025: 5 years, 45 days.
    expect(bases(findings(claim('09/03/2025', '42')))).not.toContain(BASIS);
    expect(bases(findings(claim('10/03/2025', '42')))).toContain(BASIS);
    expect(bases(findings(claim('10/03/2025', '45')))).not.toContain(BASIS);
    const f = findings(claim('10/03/2025', '30')).find((x) => x.legalBasis === BASIS);
    expect(f?.clause).toContain('aviso prévio indenizado de 30 dias');
    expect(f?.description).toContain('45 dias');
  });

  it('is silent on a resignation, where the employee has no proportional notice', () => {
    const resigned = claim('10/03/2025', '30').replace('dispensado sem justa causa', 'pediu demissão');
    expect(bases(findings(resigned))).not.toContain(BASIS);
  });
});
