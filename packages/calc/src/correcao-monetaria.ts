import {
  atualizar,
  CONVENCOES,
  type Convencao,
  type LinhaMensal,
  memoriaFontes,
  memoriaMensal,
  type Regime,
  TEXTO_CONVENCAO,
} from './atualizacao.ts';
import { parseData } from './dates.ts';
import { CalcError } from './errors.ts';
import { dataPorExtenso, SERIES, type SeriesIndices } from './indices/index.ts';
import { type Memoria, passo } from './memoria.ts';
import { brl, cents, dec, emCentavos, fatorBr, num, pct, ZERO } from './money.ts';
import { INDICES_CORRECAO } from './opcoes.ts';
import { asObject, booleano, dinheiro, numero, opcao } from './validate.ts';

/**
 * Monetary correction of a value from its due date to a final date by IPCA-E or INPC (compounded)
 * or SELIC (simple sum, interest included), pro rata die, optionally with simple conventional
 * interest at `taxaJurosManual` per month (fraction: 0.01 = 1%) on the corrected value. See
 * atualizacao.ts for the conventions.
 */
export { INDICES_CORRECAO };
export type IndiceCorrecao = (typeof INDICES_CORRECAO)[number];

export interface CorrecaoMonetariaInput {
  valorInicial: number;
  dataInicial: string;
  dataFinal: string;
  indice?: IndiceCorrecao;
  incluirJuros?: boolean;
  taxaJurosManual?: number;
  /** Default meses_cheios: this tab is checked against the Calculadora do Cidadão. */
  convencao?: Convencao;
}

export interface CorrecaoMonetariaResult {
  valorInicial: number;
  indice: IndiceCorrecao;
  convencao: Convencao;
  meses: number;
  dias: number;
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
  IPCA: 'IBGE, IPCA (BCB SGS 433); composto mês a mês',
  'IGP-M': 'FGV, IGP-M (BCB SGS 189); composto mês a mês',
  'IGP-DI': 'FGV, IGP-DI (BCB SGS 190); composto mês a mês',
  'IPC-Br': 'FGV, IPC-Br (BCB SGS 191); composto mês a mês',
  CDI: 'CDI acumulado no mês (BCB SGS 4391); composto mês a mês, como a Calculadora do Cidadão',
  INPC: 'IBGE, INPC (BCB SGS 188); juros compostos mês a mês',
  SELIC: 'BCB SGS 4390; soma simples (Lei 9.430/1996 art. 61 §3º)',
};

export function periodo(bag: Record<string, unknown>) {
  const inicio = parseData(bag.dataInicial, 'dataInicial');
  const fim = parseData(bag.dataFinal, 'dataFinal');
  if (fim.serial < inicio.serial)
    throw new CalcError('dataFinal', 'Data final: deve ser igual ou posterior à data inicial');
  return { inicio, fim };
}

export function calcularCorrecaoMonetaria(
  input: CorrecaoMonetariaInput,
  series: SeriesIndices = SERIES,
): CorrecaoMonetariaResult {
  const bag = asObject(input);
  const valor = dec(dinheiro(bag, 'valorInicial'));
  const { inicio, fim } = periodo(bag);
  const indice = opcao(bag, 'indice', INDICES_CORRECAO, 'IPCA-E');
  const incluirJuros = booleano(bag, 'incluirJuros', false);
  const taxa = dec(numero(bag, 'taxaJurosManual', { min: 0, max: 0.1, default: 0.01 }));
  const convencao = opcao(bag, 'convencao', CONVENCOES, 'meses_cheios');
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
    `Período: vencimento ${dataPorExtenso(inicio.iso)}, data final ${dataPorExtenso(fim.iso)}`,
    TEXTO_CONVENCAO[convencao],
  );
  const a = atualizar(
    valor,
    inicio,
    fim,
    { cortes: [], doDia: () => regime },
    series,
    'dataFinal',
    convencao,
  );
  memoriaFontes(memoria, a.linhas, series);
  memoriaMensal(memoria, a.linhas, series);
  passo(
    memoria,
    `Correção ${indice}: fator ${fatorBr(a.fator)} (${pct(a.fator.minus(1))})`,
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
      `Juros simples convencionais ${pct(taxa)} a.m. (taxa informada)${convencao === 'pro_rata_die' ? ', pro rata die' : ', por mês cheio'}: ${pct(a.jurosFracao)} em ${a.dias} dia(s) sobre ${brl(a.corrigido)}`,
      'Taxa informada pelo usuário; juros simples sobre o valor corrigido (Súmula 200 TST)',
      emCentavos(juros),
    );
  }
  const final = cents(a.corrigido).plus(cents(juros));
  passo(memoria, 'Valor final = corrigido + juros', 'Súmula 200 TST', emCentavos(final));

  return {
    valorInicial: num(valor),
    indice,
    convencao,
    meses: a.meses,
    dias: a.dias,
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
