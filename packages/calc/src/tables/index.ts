import { CalcError } from '../errors.ts';
import { TABELAS_INSS, type TabelaInss } from './inss.ts';
import { TABELAS_IRRF, type TabelaIrrf } from './irrf.ts';
import { SALARIOS_MINIMOS, type SalarioMinimo } from './outros.ts';

/** Lookup by validity date: the table whose [vigenciaInicio, vigenciaFim] contains `data`. */
function vigente<T extends { vigenciaInicio: string; vigenciaFim: string | null }>(
  tabelas: readonly T[],
  data: string,
  nome: string,
): T {
  for (const tabela of tabelas) {
    if (tabela.vigenciaInicio <= data && (tabela.vigenciaFim === null || data <= tabela.vigenciaFim)) {
      return tabela;
    }
  }
  const primeira = tabelas[0]?.vigenciaInicio ?? '';
  throw new CalcError(
    'referenceDate',
    `Não há tabela de ${nome} vigente em ${data} (tabelas disponíveis a partir de ${primeira})`,
  );
}

export function tabelaInss(data: string): TabelaInss {
  return vigente(TABELAS_INSS, data, 'INSS');
}

export function tabelaIrrf(data: string): TabelaIrrf {
  return vigente(TABELAS_IRRF, data, 'IRRF');
}

export function salarioMinimo(data: string): SalarioMinimo {
  return vigente(SALARIOS_MINIMOS, data, 'salário mínimo');
}

/** The first day the minimum-wage tables cover. */
export const SALARIO_MINIMO_DESDE = SALARIOS_MINIMOS.map((t) => t.vigenciaInicio).sort()[0] ?? '';

/** The minimum wage in force on `data`, or null on a day before the first table. */
export function salarioMinimoEm(data: string): SalarioMinimo | null {
  return data < SALARIO_MINIMO_DESDE ? null : salarioMinimo(data);
}

export type { TabelaInss } from './inss.ts';
export type { TabelaIrrf } from './irrf.ts';
export type { SalarioMinimo } from './outros.ts';
export {
  DIVISOR_HORAS,
  FGTS_ALIQUOTA,
  MULTA_FGTS,
  MULTA_FGTS_COMUM_ACORDO,
  MULTA_FGTS_CULPA_RECIPROCA,
  SAQUE_FGTS_COMUM_ACORDO,
} from './outros.ts';
export { SALARIOS_MINIMOS, TABELAS_INSS, TABELAS_IRRF };
