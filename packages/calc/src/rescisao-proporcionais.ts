import { brlC, type Centavos, mulDiv, roundDiv } from './centavos.ts';
import { addMonths, avosCalendario, avosDesde, type Data, daysInMonth, makeData } from './dates.ts';
import { type Memoria, passo } from './memoria.ts';

/**
 * Salary balance and proportional items of a termination. The avos run to the date projected by
 * the indemnified notice (CLT art. 487 §1º; OJ 82 SDI-1 TST). When the projection crosses an
 * anniversary the vacation avos can pass 12: a complete period (12/12) plus the new fraction.
 * In culpa recíproca the employee has half the proportional 13th and vacation (CLT art. 484;
 * Súmula 14 TST): salary × avos ÷ 24, rounded once.
 */
export function saldoDeSalario(
  salario: Centavos,
  admissao: Data,
  deslig: Data,
  memoria: Memoria,
): { dias: number; valor: Centavos } {
  // Days worked in the termination month; a whole calendar month counts as 30 (commercial month).
  const inicio = admissao.serial > makeData(deslig.y, deslig.m, 1).serial ? admissao.d : 1;
  const mesInteiro = inicio === 1 && deslig.d === daysInMonth(deslig.y, deslig.m);
  const dias = mesInteiro ? 30 : Math.min(30, deslig.d - inicio + 1);
  const valor = mulDiv([salario, dias], 30);
  passo(memoria, `Saldo de salário: ${brlC(salario)} ÷ 30 × ${dias} dias`, 'CLT arts. 459 e 462', valor);
  return { dias, valor };
}

export interface Contrato {
  admissao: Data;
  deslig: Data;
  projetada: Data;
  anos: number;
  justaCausa: boolean;
  /** Culpa recíproca: half the proportional 13th and vacation (Súmula 14 TST). */
  metade: boolean;
}

export function proporcionais(salario: Centavos, c: Contrato, memoria: Memoria) {
  let decimo = 0;
  let avos13 = 0;
  let ferias = 0;
  let avosFerias = 0;
  if (!c.justaCausa) {
    const inicioAno = makeData(c.deslig.y, 1, 1);
    avos13 = avosCalendario(c.admissao.serial > inicioAno.serial ? c.admissao : inicioAno, c.projetada);
    const divisor = c.metade ? 24 : 12;
    decimo = mulDiv([salario, avos13], divisor);
    avosFerias = avosDesde(addMonths(c.admissao, 12 * c.anos), c.projetada);
    ferias = mulDiv([salario, avosFerias], divisor);
  }
  const metade = c.metade ? ' × 50% (culpa recíproca)' : '';
  const baseMetade = c.metade ? '; CLT art. 484; Súmula 14 TST' : '';
  passo(
    memoria,
    c.justaCausa
      ? '13º proporcional: perdido na justa causa'
      : `13º proporcional: ${brlC(salario)} × ${avos13}/12${metade}`,
    c.justaCausa
      ? 'Lei 4.090/1962 art. 3º; Decreto 57.155/1965 art. 7º'
      : `Lei 4.090/1962 arts. 1º §2º e 3º${baseMetade}`,
    decimo,
  );
  const tercoFerias = roundDiv(ferias, 3);
  passo(
    memoria,
    c.justaCausa
      ? 'Férias proporcionais: perdidas na justa causa'
      : `Férias proporcionais: ${brlC(salario)} × ${avosFerias}/12${metade} (período aquisitivo em curso)`,
    c.justaCausa
      ? 'Súmula 171 TST'
      : `CLT art. 146 parágrafo único e art. 147; Súmulas 171 e 261 TST${baseMetade}`,
    ferias,
  );
  passo(memoria, '1/3 sobre as férias proporcionais', 'CF art. 7º, XVII', tercoFerias);
  return { decimo, avos13, ferias, avosFerias, tercoFerias };
}
