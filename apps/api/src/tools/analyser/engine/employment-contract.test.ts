// An employment contract written by hand, as firms paste them, with its problems listed here before
// the engine was first run on it (committed before the run). Each problem must be found with its
// rule, quoting its clause; each clean clause must stay unflagged. Law read in the CLT's text:
// arts. 9º, 58, 59, 71, 130, 134 § 1º, 445 p.u., 459 § 1º, 462, 469 and 611-A, III; CF art. 7º, IV
// and XIII.
//
// First run (the rules as they stood): 1 of 7 problems found (the waiver), no clean clause flagged.
// The six rules were added to the employment playbook (playbooks.ts), each tested at its limit below.
// One clean expectation was rewritten after the first run: "R$ 2.400,00" shares its sentence with the
// pay day the rules now flag, so the salary's silence is checked by its rule (CF art. 7º, IV) instead.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { analyseRules } from './index.ts';

const CONTRACT = `CONTRATO INDIVIDUAL DE TRABALHO

EMPREGADORA: LOGISTICA RAPIDA TRANSPORTES LTDA., CNPJ 12.345.678/0001-90, com sede na Rua das Docas, 400, Santos/SP.
EMPREGADO: Marcos Vinicius Prado, CPF 123.456.789-09, CTPS digital, residente em Santos/SP.

CLÁUSULA 1ª – DA FUNÇÃO. O EMPREGADO é admitido para exercer a função de conferente de carga, com início em 05/01/2026.

CLÁUSULA 2ª – DA EXPERIÊNCIA. O presente contrato vigorará a título de experiência por 45 (quarenta e cinco) dias, prorrogável uma única vez por igual período.

CLÁUSULA 3ª – DA JORNADA. A jornada de trabalho será de 8 (oito) horas diárias e 44 (quarenta e quatro) semanais, de segunda a sexta-feira, das 8h às 17h, e aos sábados das 8h às 12h.

CLÁUSULA 4ª – DO INTERVALO. O EMPREGADO gozará de intervalo para repouso e alimentação de 30 (trinta) minutos diários, por acordo individual entre as partes.

CLÁUSULA 5ª – DO SALÁRIO. O EMPREGADO receberá salário mensal de R$ 2.400,00 (dois mil e quatrocentos reais), pago até o dia 15 (quinze) do mês subsequente ao vencido.

CLÁUSULA 6ª – DOS DESCONTOS. Fica a EMPREGADORA autorizada a descontar do salário quaisquer valores que entender devidos, inclusive multas de trânsito, diferenças de caixa e mensalidades de associações, independentemente de autorização.

CLÁUSULA 7ª – DAS HORAS EXTRAS. As horas extraordinárias eventualmente prestadas serão remuneradas com adicional de 50% (cinquenta por cento) sobre a hora normal, limitadas a 2 (duas) por dia.

CLÁUSULA 8ª – DAS FÉRIAS. As férias serão de 20 (vinte) dias corridos por ano, concedidas a critério da EMPREGADORA em até 4 (quatro) períodos.

CLÁUSULA 9ª – DA TRANSFERÊNCIA. O EMPREGADO poderá ser transferido a qualquer tempo para qualquer filial da EMPREGADORA no território nacional, independentemente de sua anuência e sem qualquer adicional.

CLÁUSULA 10ª – DO FGTS. A EMPREGADORA depositará mensalmente o FGTS na conta vinculada do EMPREGADO, na forma da Lei 8.036/1990.

CLÁUSULA 11ª – DO DÉCIMO TERCEIRO. O EMPREGADO fará jus ao décimo terceiro salário na forma da lei.

CLÁUSULA 12ª – DA RENÚNCIA. O EMPREGADO declara que renuncia ao adicional noturno e ao repouso semanal remunerado, por lhe ser mais conveniente.

CLÁUSULA 13ª – DO SIGILO. O EMPREGADO manterá sigilo sobre informações comerciais da EMPREGADORA durante a vigência do contrato.

Santos/SP, 05 de janeiro de 2026.`;

type Problem = [string, readonly string[]];
const PROBLEMS: readonly Problem[] = [
  ['30 (trinta) minutos diários', ['CLT, art. 71']],
  ['pago até o dia 15 (quinze) do mês subsequente', ['CLT, art. 459']],
  ['descontar do salário quaisquer valores', ['CLT, art. 462']],
  ['20 (vinte) dias corridos por ano', ['CLT, art. 130']],
  ['em até 4 (quatro) períodos', ['CLT, art. 134']],
  ['independentemente de sua anuência', ['CLT, art. 469']],
  ['renuncia ao adicional noturno', ['CLT, arts. 9º e 444']],
];
const CLEAN = [
  'por 45 (quarenta e cinco) dias',
  '8 (oito) horas diárias e 44 (quarenta e quatro) semanais',
  'adicional de 50%',
  'depositará mensalmente o FGTS',
  'décimo terceiro salário na forma da lei',
  'manterá sigilo',
];

describe('an employment contract with seven planted problems', () => {
  const list = analyseRules(CONTRACT, 'contract') as AnalysisFinding[];
  it.each(PROBLEMS)('finds “%s” under %s', (words, bases) => {
    expect(
      list.filter((f) => bases.some((b) => f.legalBasis.includes(b)) && f.clause?.includes(words)),
    ).not.toHaveLength(0);
  });
  it.each(CLEAN)('leaves “%s” alone', (words) => {
    expect(list.filter((f) => f.clause?.includes(words)).map((f) => f.legalBasis)).toEqual([]);
  });
  it('does not take R$ 2.400,00 for a wage below the salário mínimo (CF, art. 7º, IV)', () => {
    expect(list.map((f) => f.legalBasis)).not.toContain('CF, art. 7º, IV');
  });
});

// Written after the first run: each limit at its edge, and the wordings that must stay silent.
describe('the employment limits at their edges', () => {
  const HEAD =
    'CONTRATO INDIVIDUAL DE TRABALHO. EMPREGADOR: Alfa Ltda., CNPJ 12.345.678/0001-90. EMPREGADO: João Silva, CPF 123.456.789-09, CTPS digital. A jornada será de 8 (oito) horas diárias.';
  const bases = (clause: string) => analyseRules(`${HEAD}\n${clause}`, 'contract').map((f) => f.legalBasis);
  const flags = (clause: string, basis: string) => bases(clause).some((b) => b.includes(basis));

  it('the interval: 59 minutes flagged, 1 hour not (CLT art. 71); 30 minutes by collective agreement not, 29 flagged (art. 611-A, III)', () => {
    expect(flags('O intervalo para refeição será de 59 (cinquenta e nove) minutos.', 'CLT, art. 71')).toBe(
      true,
    );
    expect(flags('O intervalo para refeição será de 1 (uma) hora.', 'CLT, art. 71')).toBe(false);
    expect(
      flags(
        'O intervalo será de 30 (trinta) minutos, conforme convenção coletiva da categoria.',
        'CLT, art. 71',
      ),
    ).toBe(false);
    expect(
      flags(
        'O intervalo será de 29 (vinte e nove) minutos, conforme convenção coletiva da categoria.',
        'CLT, art. 71',
      ),
    ).toBe(true);
  });

  it('a 6-hour day keeps its 15-minute break (CLT art. 71, § 1º)', () => {
    const six = analyseRules(
      `${HEAD.replace('8 (oito) horas diárias', '6 (seis) horas diárias')}\nO intervalo será de 15 (quinze) minutos.`,
      'contract',
    );
    expect(six.map((f) => f.legalBasis).some((b) => b.includes('CLT, art. 71'))).toBe(false);
  });

  it('the pay day: until the 5th of the next month is always in time, the 6th is not (CLT art. 459, § 1º)', () => {
    expect(flags('O salário será pago até o dia 5 (cinco) do mês subsequente.', 'CLT, art. 459')).toBe(false);
    expect(flags('O salário será pago até o dia 6 (seis) do mês subsequente.', 'CLT, art. 459')).toBe(true);
    expect(flags('O salário será pago até o quinto dia útil do mês subsequente.', 'CLT, art. 459')).toBe(
      false,
    );
  });

  it('deductions: "quaisquer valores" flagged, those the law allows not (CLT art. 462)', () => {
    expect(flags('A empresa poderá descontar quaisquer valores do salário.', 'CLT, art. 462')).toBe(true);
    expect(
      flags('Serão feitos os descontos previstos em lei e os adiantamentos salariais.', 'CLT, art. 462'),
    ).toBe(false);
  });

  it('férias: 29 days flagged, 30 not (CLT art. 130, I); the abono of 10 days not', () => {
    expect(flags('As férias anuais serão de 29 (vinte e nove) dias corridos.', 'CLT, art. 130')).toBe(true);
    expect(flags('As férias anuais serão de 30 (trinta) dias corridos.', 'CLT, art. 130')).toBe(false);
    expect(
      flags('O empregado poderá converter 10 (dez) dias de férias em abono pecuniário.', 'CLT, art. 130'),
    ).toBe(false);
  });

  it('férias in 3 periods not flagged, in 4 flagged (CLT art. 134, § 1º)', () => {
    expect(flags('As férias poderão ser gozadas em até 3 (três) períodos.', 'CLT, art. 134')).toBe(false);
    expect(flags('As férias poderão ser gozadas em até 4 (quatro) períodos.', 'CLT, art. 134')).toBe(true);
  });

  it('a transfer by real need of service with the 25 % addition stays silent (CLT art. 469, §§ 1º and 3º)', () => {
    expect(
      flags(
        'O empregado poderá ser transferido havendo real necessidade de serviço, com adicional de 25% enquanto durar.',
        'CLT, art. 469',
      ),
    ).toBe(false);
    expect(flags('O empregado poderá ser transferido sem sua anuência.', 'CLT, art. 469')).toBe(true);
  });
});
