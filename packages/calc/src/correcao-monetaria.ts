import { atualizar, type LinhaMensal, memoriaMensal, type Regime } from './atualizacao.ts';
import { mesesEntre, parseData } from './dates.ts';
import { CalcError } from './errors.ts';
import { type Memoria, passo } from './memoria.ts';
import { brl, cents, dec, emCentavos, num, pct, ZERO } from './money.ts';
import { asObject, booleano, dinheiro, numero, opcao } from './validate.ts';

/**
 * Monetary correction of a value between two dates by IPCA-E or INPC (compounded) or SELIC
 * (simple sum, interest included), optionally with simple interest at `taxaJurosManual` per month
 * (fraction: 0.01 = 1%) on the corrected value. See atualizacao.ts for the conventions.
 */
export const INDICES_CORRECAO = ['IPCA-E', 'SELIC', 'INPC'] as const;
export type IndiceCorrecao = (typeof INDICES_CORRECAO)[number];

export interface CorrecaoMonetariaInput {
  valorInicial: number;
  dataInicial: string;
  dataFinal: string;
  indice?: IndiceCorrecao;
  incluirJuros?: boolean;
  taxaJurosManual?: number;
}

export interface CorrecaoMonetariaResult {
  valorInicial: number;
  indice: IndiceCorrecao;
  meses: number;
  fatorCorrecao: number;
  percentualCorrecao: number;
  valorCorrigido: number;
  juros: number;
  valorFinal: number;
  diferenca: number;
  mensal: LinhaMensal[];
  memoria: Memoria;
}

const BASE_INDICE: Record<IndiceCorrecao, string> = {
  'IPCA-E': 'IBGE, IPCA-E (BCB SGS 10764); juros compostos mês a mês',
  INPC: 'IBGE, INPC (BCB SGS 188); juros compostos mês a mês',
  SELIC: 'BCB SGS 4390; soma simples (Lei 9.430/1996 art. 61 §3º)',
};

export function periodo(bag: Record<string, unknown>) {
  const inicio = parseData(bag.dataInicial, 'dataInicial');
  const fim = parseData(bag.dataFinal, 'dataFinal');
  if (fim.serial < inicio.serial)
    throw new CalcError('dataFinal', 'dataFinal: deve ser igual ou posterior à dataInicial');
  return { inicio, fim, meses: mesesEntre(inicio, fim) };
}

export function calcularCorrecaoMonetaria(input: CorrecaoMonetariaInput): CorrecaoMonetariaResult {
  const bag = asObject(input);
  const valor = dec(dinheiro(bag, 'valorInicial'));
  const { inicio, fim, meses } = periodo(bag);
  const indice = opcao(bag, 'indice', INDICES_CORRECAO, 'IPCA-E');
  const incluirJuros = booleano(bag, 'incluirJuros', false);
  const taxa = dec(numero(bag, 'taxaJurosManual', { min: 0, max: 0.1, default: 0.01 }));
  const memoria: Memoria = [];
  const jurosAplicaveis = incluirJuros && indice !== 'SELIC';
  const regime: Regime = {
    id: indice,
    rotulo: indice,
    base: BASE_INDICE[indice],
    indice,
    modo: indice === 'SELIC' ? 'soma' : 'composto',
    juros: jurosAplicaveis ? taxa : null,
  };

  passo(
    memoria,
    `Período ${inicio.iso} a ${fim.iso}: ${meses.length} mês(es), ${meses[0]} a ${meses.at(-1)} inclusive`,
    'Convenção do cálculo: meses M..N inclusive',
  );
  const a = atualizar(valor, meses, () => regime, 'dataFinal');
  memoriaMensal(memoria, a.linhas);
  passo(
    memoria,
    `Correção ${indice}: fator ${a.fator.toDecimalPlaces(8)} (${pct(a.fator.minus(1))})`,
    BASE_INDICE[indice],
    emCentavos(a.corrigido),
  );
  if (incluirJuros && indice === 'SELIC') {
    passo(
      memoria,
      'Juros não acrescentados: a SELIC já engloba correção e juros',
      'STF ADC 58/59; Lei 9.250/1995 art. 39 §4º',
    );
  }
  const juros = jurosAplicaveis ? a.juros : ZERO;
  if (jurosAplicaveis) {
    passo(
      memoria,
      `Juros simples ${pct(taxa)} a.m. × ${meses.length} meses sobre ${brl(a.corrigido)}`,
      'CC art. 406; Súmula 200 TST',
      emCentavos(juros),
    );
  }
  const final = cents(a.corrigido).plus(cents(juros));
  passo(memoria, 'Valor final = corrigido + juros', 'Súmula 200 TST', emCentavos(final));

  return {
    valorInicial: num(valor),
    indice,
    meses: meses.length,
    fatorCorrecao: a.fator.toDecimalPlaces(8).toNumber(),
    percentualCorrecao: a.fator.minus(1).times(100).toDecimalPlaces(4).toNumber(),
    valorCorrigido: num(a.corrigido),
    juros: num(juros),
    valorFinal: num(final),
    diferenca: num(final.minus(cents(valor))),
    mensal: a.linhas,
    memoria,
  };
}
