import { brlC } from './centavos.ts';
import { type NomeSerie, serieDerivada, taxaMensal } from './indices/index.ts';
import { type Memoria, passo } from './memoria.ts';
import { cents, type Dec, maxDec, num, ONE, ZERO } from './money.ts';

/**
 * Month-by-month updating shared by correção monetária and liquidação. Conventions:
 * - a period from any day of month M to any day of month N uses the indices of M..N inclusive;
 * - price indices (IPCA-E, IPCA, INPC) compound month by month: Π(1 + i);
 * - SELIC accumulates as the simple sum of its monthly rates over each stretch in which it
 *   applies (Lei 9.430/1996 art. 61 §3º; Lei 9.250/1995 art. 39 §4º; as PJe-Calc does) and,
 *   since it already contains interest, no interest is added on top of it;
 * - interest (a fixed monthly rate or the taxa legal) is simple: the monthly rates are summed
 *   and applied to the value corrected to the final date (Súmula 200 TST; no capitalisation,
 *   Súmula 121 STF); the taxa legal is never below zero (CC art. 406 §3º).
 */
export interface Regime {
  id: string;
  rotulo: string;
  base: string;
  indice: NomeSerie;
  modo: 'composto' | 'soma';
  /** Monthly interest: none, a fixed fraction, or the month's taxa legal. */
  juros: null | Dec | 'TAXA_LEGAL';
}

export interface LinhaMensal {
  mes: string;
  regime: string;
  base: string;
  indice: NomeSerie;
  taxaPercentual: number;
  jurosPercentual: number;
  fatorAcumulado: number;
  valorCorrigido: number;
  valorAtualizado: number;
}

export interface Atualizacao {
  fator: Dec;
  corrigido: Dec;
  jurosFracao: Dec;
  juros: Dec;
  linhas: LinhaMensal[];
}

function taxaDeJuros(regime: Regime, mes: string, field: string): Dec {
  if (regime.juros === null) return ZERO;
  if (regime.juros === 'TAXA_LEGAL') return maxDec(ZERO, taxaMensal('TAXA_LEGAL', mes, field));
  return regime.juros;
}

export function atualizar(
  valor: Dec,
  meses: readonly string[],
  regimeDoMes: (mes: string) => Regime,
  field: string,
): Atualizacao {
  let fator = ONE;
  let baseSoma = ONE;
  let soma = ZERO;
  let anterior = '';
  let jurosFracao = ZERO;
  const linhas: LinhaMensal[] = [];
  for (const mes of meses) {
    const regime = regimeDoMes(mes);
    const taxa = taxaMensal(regime.indice, mes, field);
    if (regime.modo === 'composto') {
      fator = fator.times(ONE.plus(taxa));
    } else {
      if (regime.id !== anterior) {
        baseSoma = fator;
        soma = ZERO;
      }
      soma = soma.plus(taxa);
      fator = baseSoma.times(ONE.plus(soma));
    }
    anterior = regime.id;
    const j = taxaDeJuros(regime, mes, field);
    jurosFracao = jurosFracao.plus(j);
    const corrigido = valor.times(fator);
    linhas.push({
      mes,
      regime: regime.rotulo,
      base: regime.base,
      indice: regime.indice,
      taxaPercentual: taxa.times(100).toDecimalPlaces(6).toNumber(),
      jurosPercentual: j.times(100).toDecimalPlaces(6).toNumber(),
      fatorAcumulado: fator.toDecimalPlaces(8).toNumber(),
      valorCorrigido: num(corrigido),
      valorAtualizado: num(cents(corrigido).plus(cents(corrigido.times(jurosFracao)))),
    });
  }
  const corrigido = valor.times(fator);
  return { fator, corrigido, jurosFracao, juros: corrigido.times(jurosFracao), linhas };
}

/** One memo line per month: the month-by-month table (month, regime, index, factor, value). */
export function memoriaMensal(memoria: Memoria, linhas: readonly LinhaMensal[]): void {
  for (const l of linhas) {
    const derivado = serieDerivada(l.indice, l.mes) ? ' (valor derivado, ver fonte da série)' : '';
    const juros = l.jurosPercentual ? ` · juros ${virgula(l.jurosPercentual)}%` : '';
    passo(
      memoria,
      `${l.mes} · ${l.regime} · ${l.indice} ${virgula(l.taxaPercentual)}%${derivado}${juros}` +
        ` · fator acumulado ${virgula(l.fatorAcumulado)} · corrigido ${brlC(Math.round(l.valorCorrigido * 100))}`,
      l.base,
      Math.round(l.valorAtualizado * 100),
    );
  }
}

function virgula(n: number): string {
  return String(n).replace('.', ',');
}
