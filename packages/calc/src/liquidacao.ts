import { atualizar, type LinhaMensal, memoriaMensal, type Regime } from './atualizacao.ts';
import { brlC, centavos, mulDiv, reais } from './centavos.ts';
import { periodo } from './correcao-monetaria.ts';
import { mesDe, parseData } from './dates.ts';
import { CalcError } from './errors.ts';
import { descontosTrabalhistas } from './liquidacao-descontos.ts';
import { type Memoria, passo } from './memoria.ts';
import { dec, emCentavos, pct } from './money.ts';
import { dataReferencia } from './referencia.ts';
import { ESFERAS, type Esfera, regimeAutomatico, regimeFixo } from './regimes.ts';
import { asObject, booleano, dinheiro, numero, opcao } from './validate.ts';

/**
 * Settlement of a judgment (liquidação de sentença): correction month by month under the
 * chosen index or, with AUTOMATICO, the regime in force in each month (regimes.ts), simple
 * interest, fees on the total corrected value (CPC art. 85 §2º; CLT art. 791-A) and, in labour
 * cases, INSS and IRRF estimates. valorLiquido is the creditor's net: corrected value + interest
 * − INSS − IRRF; the fees belong to the lawyer (CPC art. 85 §14) and are in valorTotal only.
 */
export const INDICES_LIQUIDACAO = ['SELIC', 'IPCA-E', 'INPC', 'AUTOMATICO'] as const;
export const TIPOS_JUROS = ['legal', 'mora', 'compensatorios'] as const;

export interface LiquidacaoSentencaInput {
  valorPrincipal: number;
  dataInicial: string;
  dataFinal: string;
  indiceCorrecao?: (typeof INDICES_LIQUIDACAO)[number];
  aplicarJuros?: boolean;
  tipoJuros?: (typeof TIPOS_JUROS)[number];
  /** Monthly fraction (0.01 = 1%); default 1% trabalhista, 0.5% cível/tributária. */
  taxaJurosMensal?: number;
  esfera?: Esfera;
  incluirHonorarios?: boolean;
  percentualHonorarios?: number;
  /** Filing date, required by AUTOMATICO in labour cases. */
  dataAjuizamento?: string;
  dependentes?: number;
}

export interface LiquidacaoSentencaResult {
  esfera: Esfera;
  valorPrincipal: number;
  mesesDecorridos: number;
  indiceCorrecao: (typeof INDICES_LIQUIDACAO)[number];
  percentualCorrecao: number;
  breakdown: { correcaoMonetaria: number; juros: number; honorarios: number };
  valorCorrigido: number;
  tipoJuros: (typeof TIPOS_JUROS)[number];
  taxaJurosMensal: number;
  jurosTotais: number;
  valorComJuros: number;
  incluirHonorarios: boolean;
  percentualHonorarios: number;
  honorarios: number;
  valorTotal: number;
  descontoINSS: number;
  descontoIRRF: number;
  valorLiquido: number;
  regimes: Array<{ regime: string; de: string; ate: string; base: string }>;
  mensal: LinhaMensal[];
  referenceDate: string;
  memoria: Memoria;
}

function resumoRegimes(linhas: readonly LinhaMensal[]): LiquidacaoSentencaResult['regimes'] {
  const out: LiquidacaoSentencaResult['regimes'] = [];
  for (const l of linhas) {
    const last = out.at(-1);
    if (last && last.regime === l.regime) last.ate = l.mes;
    else out.push({ regime: l.regime, de: l.mes, ate: l.mes, base: l.base });
  }
  return out;
}

export function calcularLiquidacaoSentenca(
  input: LiquidacaoSentencaInput,
  referenceDate?: string,
): LiquidacaoSentencaResult {
  const bag = asObject(input);
  const principal = dec(dinheiro(bag, 'valorPrincipal'));
  const { inicio, fim, meses } = periodo(bag);
  const indice = opcao(bag, 'indiceCorrecao', INDICES_LIQUIDACAO, 'SELIC');
  const aplicarJuros = booleano(bag, 'aplicarJuros', true);
  const tipoJuros = opcao(bag, 'tipoJuros', TIPOS_JUROS, 'legal');
  const esfera = opcao(bag, 'esfera', ESFERAS, 'trabalhista');
  const taxaPadrao = esfera === 'trabalhista' ? 0.01 : 0.005;
  const taxaNum = numero(bag, 'taxaJurosMensal', { min: 0, max: 0.1, default: taxaPadrao });
  const incluirHonorarios = booleano(bag, 'incluirHonorarios', false);
  const pctHonorarios = numero(bag, 'percentualHonorarios', { min: 0, max: 30, default: 10 });
  const dependentes = numero(bag, 'dependentes', { min: 0, max: 50, integer: true, default: 0 });
  const ref = dataReferencia(referenceDate, fim);
  const taxa = aplicarJuros ? dec(taxaNum) : null;
  const memoria: Memoria = [];

  let regimeDoMes: (mes: string) => Regime;
  if (indice === 'AUTOMATICO') {
    const raw = bag.dataAjuizamento;
    if ((raw === undefined || raw === null || raw === '') && esfera === 'trabalhista') {
      throw new CalcError(
        'dataAjuizamento',
        'dataAjuizamento: obrigatória com indiceCorrecao AUTOMATICO na esfera trabalhista',
      );
    }
    const ajuizamento = raw ? mesDe(parseData(raw, 'dataAjuizamento')) : '9999-12';
    regimeDoMes = regimeAutomatico(esfera, ajuizamento, taxa);
    if (!aplicarJuros) {
      passo(
        memoria,
        'aplicarJuros = false: sem juros na fase pré-judicial; SELIC e taxa legal seguem o regime legal',
        'STF ADC 58/59; Lei 14.905/2024',
      );
    }
  } else {
    const fixo = regimeFixo(indice, indice === 'SELIC' ? null : taxa);
    regimeDoMes = () => fixo;
  }
  passo(
    memoria,
    `Período ${inicio.iso} a ${fim.iso}: ${meses.length} mês(es) (${meses[0]} a ${meses.at(-1)} inclusive)`,
    'Convenção do cálculo: meses M..N inclusive',
  );
  if (indice === 'SELIC' && aplicarJuros) {
    passo(
      memoria,
      'Sem juros adicionais: a SELIC já engloba correção e juros',
      'STF ADC 58/59; Lei 9.250/1995 art. 39 §4º',
    );
  }

  const a = atualizar(principal, meses, regimeDoMes, 'dataFinal');
  memoriaMensal(memoria, a.linhas);
  // From here on every amount is an item rounded to the cent, in integer centavos.
  const principalC = emCentavos(principal);
  const corrigido = emCentavos(a.corrigido);
  const correcao = corrigido - principalC;
  passo(
    memoria,
    `Correção monetária: fator ${a.fator.toDecimalPlaces(8)} (${pct(a.fator.minus(1))})`,
    'ver tabela mês a mês',
    correcao,
  );
  const juros = emCentavos(a.juros);
  passo(
    memoria,
    `Juros simples: ${pct(a.jurosFracao)} acumulados sobre ${brlC(corrigido)}`,
    'Súmula 200 TST; Súmula 121 STF',
    juros,
  );
  const comJuros = corrigido + juros;
  passo(memoria, 'Valor com juros = corrigido + juros', 'CPC art. 509', comJuros);
  const honorarios = incluirHonorarios ? mulDiv([comJuros, centavos(pctHonorarios)], 10_000) : 0;
  if (incluirHonorarios) {
    passo(
      memoria,
      `Honorários: ${pctHonorarios}% sobre o valor total corrigido`,
      esfera === 'trabalhista' ? 'CLT art. 791-A' : 'CPC art. 85 §2º',
      honorarios,
    );
  }
  const total = comJuros + honorarios;
  passo(memoria, 'Valor total = valor com juros + honorários', 'CPC art. 85', total);

  const descontos =
    esfera === 'trabalhista'
      ? descontosTrabalhistas(principalC, corrigido, meses.length, dependentes, ref.iso, memoria)
      : { inss: 0, irrf: 0 };
  const liquido = comJuros - descontos.inss - descontos.irrf;
  passo(
    memoria,
    'Valor líquido do credor = valor com juros − INSS − IRRF (honorários à parte)',
    'CPC art. 85 §14',
    liquido,
  );

  return {
    esfera,
    valorPrincipal: reais(principalC),
    mesesDecorridos: meses.length,
    indiceCorrecao: indice,
    percentualCorrecao: a.fator.minus(1).times(100).toDecimalPlaces(4).toNumber(),
    breakdown: { correcaoMonetaria: reais(correcao), juros: reais(juros), honorarios: reais(honorarios) },
    valorCorrigido: reais(corrigido),
    tipoJuros,
    taxaJurosMensal: taxa ? taxaNum : 0,
    jurosTotais: reais(juros),
    valorComJuros: reais(comJuros),
    incluirHonorarios,
    percentualHonorarios: pctHonorarios,
    honorarios: reais(honorarios),
    valorTotal: reais(total),
    descontoINSS: reais(descontos.inss),
    descontoIRRF: reais(descontos.irrf),
    valorLiquido: reais(liquido),
    regimes: resumoRegimes(a.linhas),
    mensal: a.linhas,
    referenceDate: ref.iso,
    memoria,
  };
}
