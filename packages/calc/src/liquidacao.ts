import {
  type Atualizacao,
  atualizar,
  atualizarSelicTributaria,
  CONVENCAO_SELIC_TRIBUTARIA,
  CONVENCOES,
  type Convencao,
  type JurosRegime,
  type LinhaMensal,
  memoriaFontes,
  memoriaMensal,
  type Regimes,
  TEXTO_CONVENCAO,
} from './atualizacao.ts';
import { brlC, type Centavos, centavos, mulDiv, reais } from './centavos.ts';
import { periodo } from './correcao-monetaria.ts';
import { type Data, mesesEntre, parseData } from './dates.ts';
import { CalcError } from './errors.ts';
import { dataPorExtenso, SERIES, type SeriesIndices } from './indices/index.ts';
import { LIMITES } from './limites.ts';
import { type CompetenciaInss, type Descontos, descontosTrabalhistas } from './liquidacao-descontos.ts';
import {
  JUROS_AUTOMATICO,
  JUROS_LEGAIS_INDICE_FIXO,
  LIMITES_HONORARIOS,
  NOME_ESFERA,
} from './liquidacao-regras.ts';
import {
  type DemonstrativoFgts,
  liquidarVerbas,
  type ResumoVerba,
  type VerbaInput,
} from './liquidacao-verbas.ts';
import { type Memoria, passo } from './memoria.ts';
import { dec, emCentavos, fatorBr, pct } from './money.ts';
import { INDICES_LIQUIDACAO, TIPOS_JUROS } from './opcoes.ts';
import { dataReferencia } from './referencia.ts';
import {
  ESFERAS,
  type Esfera,
  type IndiceFixo,
  regimeAutomatico,
  regimeFixo,
  SELIC_TRIBUTARIA,
} from './regimes.ts';
import { rotulo } from './rotulos.ts';
import { asObject, booleano, dinheiro, numero, opcao } from './validate.ts';

/**
 * Settlement of a judgment (liquidação de sentença): correction day by day (atualizacao.ts) under
 * the chosen index or, with AUTOMATICO, the regime in force on each day (regimes.ts), simple
 * interest, fees on the total corrected value within the sphere's bounds (CLT art. 791-A; CPC art.
 * 85 §§2º-3º) and, in labour cases, INSS and IRRF estimates. valorLiquido is the creditor's net:
 * corrected value + interest − INSS − IRRF; the fees belong to the lawyer (CPC art. 85 §14) and
 * are in valorTotal only.
 */
export { INDICES_LIQUIDACAO, TIPOS_JUROS };

export interface LiquidacaoSentencaInput {
  valorPrincipal?: number;
  /** Due date (época própria): correction and interest count from the next day. */
  dataInicial?: string;
  dataFinal: string;
  indiceCorrecao?: (typeof INDICES_LIQUIDACAO)[number];
  aplicarJuros?: boolean;
  tipoJuros?: (typeof TIPOS_JUROS)[number];
  /** Monthly fraction (0.01 = 1%): conventional interest in place of the legal rule. */
  taxaJurosMensal?: number;
  esfera?: Esfera;
  incluirHonorarios?: boolean;
  percentualHonorarios?: number;
  /** Filing date, required by AUTOMATICO in labour cases. */
  dataAjuizamento?: string;
  dependentes?: number;
  /** Months of work the principal refers to (YYYY-MM), for INSS and the RRA count. */
  competenciaInicial?: string;
  competenciaFinal?: string;
  /** Several claims, each from its own due date (Súmula 381 TST); replaces valorPrincipal/dataInicial. */
  verbas?: VerbaInput[];
  /** Default pro_rata_die: the legal cuts (filing day, 30/08/2024) fall within a month. */
  convencao?: Convencao;
}

export interface LiquidacaoSentencaResult {
  esfera: Esfera;
  valorPrincipal: number;
  mesesDecorridos: number;
  diasDecorridos: number;
  indiceCorrecao: (typeof INDICES_LIQUIDACAO)[number];
  /** How the months were counted (the tax SELIC rule counts whole months whatever is chosen). */
  convencao: Convencao;
  percentualCorrecao: number;
  breakdown: { correcaoMonetaria: number; juros: number; honorarios: number };
  valorCorrigido: number;
  tipoJuros: (typeof TIPOS_JUROS)[number];
  /** The fixed monthly rate applied (conventional or legal), 0 when the rate comes from a series. */
  taxaJurosMensal: number;
  /** The interest rule applied, in words, with its basis. */
  regraJuros: string;
  jurosTotais: number;
  valorComJuros: number;
  incluirHonorarios: boolean;
  percentualHonorarios: number;
  honorarios: number;
  valorTotal: number;
  descontoINSS: number;
  descontoIRRF: number;
  /** INSS and IRRF are estimates (see the memo for their basis). */
  descontosEstimados: boolean;
  valorLiquido: number;
  regimes: Array<{ regime: string; de: string; ate: string; base: string }>;
  mensal: LinhaMensal[];
  /** Several claims: the summary by verba, the FGTS and INSS demonstratives. */
  verbas?: ResumoVerba[];
  fgts?: DemonstrativoFgts;
  inssPorCompetencia?: Descontos['inssPorCompetencia'];
  irrf?: Descontos['irrfDemonstrativo'];
  /** Warnings a lawyer must read (a fixed index across legal regimes…). */
  avisos: string[];
  referenceDate: string;
  memoria: Memoria;
}

function resumoRegimes(linhas: readonly LinhaMensal[]): LiquidacaoSentencaResult['regimes'] {
  const out: LiquidacaoSentencaResult['regimes'] = [];
  for (const l of linhas) {
    const last = out.at(-1);
    if (last && last.regime === l.regime) last.ate = l.ate;
    else out.push({ regime: l.regime, de: l.de, ate: l.ate, base: l.base });
  }
  return out;
}

/** Where agreed interest applies under AUTOMATICO, per sphere. */
const CONVENCIONAIS_AUTOMATICO: Readonly<Record<Esfera, string>> = {
  trabalhista: 'no lugar da TRD e da taxa legal; a SELIC da fase judicial já inclui juros',
  civel:
    'em todo o período, no lugar da SELIC e da taxa legal (CC art. 406, caput); correção pelo INPC até 29/08/2024 e pelo IPCA depois (CC art. 389)',
  tributaria: 'não aplicados: créditos tributários federais seguem a SELIC, que inclui os juros',
};

interface Escolha {
  regimes: Regimes;
  regra: string;
  base: string;
  taxaFixa: number;
}

function escolherRegimes(
  bag: Record<string, unknown>,
  esfera: Esfera,
  indice: string,
  aplicarJuros: boolean,
): Escolha {
  const manual = bag.taxaJurosMensal;
  const convencional =
    aplicarJuros && manual !== undefined && manual !== null && manual !== ''
      ? numero(bag, 'taxaJurosMensal', { min: 0, max: 0.1 })
      : null;
  const textoConvencional = (t: number) => `juros convencionais de ${pct(t)} a.m. (taxa informada), simples`;
  if (indice === 'AUTOMATICO') {
    const raw = bag.dataAjuizamento;
    const semData = raw === undefined || raw === null || raw === '';
    if (semData && esfera === 'trabalhista') {
      throw new CalcError(
        'dataAjuizamento',
        'Data de ajuizamento: obrigatória com o índice "Automático por data" na esfera trabalhista (ADC 58/59)',
      );
    }
    const ajuizamento = semData ? null : parseData(raw, 'dataAjuizamento').iso;
    const conv: JurosRegime = convencional !== null ? dec(convencional) : null;
    const jurosPre: JurosRegime = !aplicarJuros ? null : (conv ?? 'TR');
    const jurosLei: JurosRegime = !aplicarJuros ? null : (conv ?? 'TAXA_LEGAL');
    const legal = JUROS_AUTOMATICO[esfera];
    return {
      regimes: regimeAutomatico(esfera, ajuizamento, jurosPre, jurosLei),
      regra: !aplicarJuros
        ? 'sem juros (aplicarJuros = false): só a correção; a SELIC, quando é o índice, já inclui juros'
        : convencional !== null
          ? `${textoConvencional(convencional)} ${CONVENCIONAIS_AUTOMATICO[esfera]}`
          : legal.regra,
      base:
        convencional !== null
          ? `CC art. 406, caput (juros convencionados)${esfera === 'civel' ? '; CC art. 389' : ''}; título executivo`
          : legal.base,
      taxaFixa: esfera === 'tributaria' ? 0 : (convencional ?? 0),
    };
  }
  const fixo = indice as IndiceFixo;
  if (fixo === 'SELIC' || !aplicarJuros) {
    return {
      regimes: regimeFixo(fixo, { antes: null, depois: null }),
      regra: fixo === 'SELIC' ? 'sem juros adicionais: a SELIC já engloba correção e juros' : 'sem juros',
      base: fixo === 'SELIC' ? 'STF ADC 58/59; Lei 9.250/1995 art. 39 §4º' : 'aplicarJuros = false',
      taxaFixa: 0,
    };
  }
  if (convencional !== null) {
    const t = dec(convencional);
    return {
      regimes: regimeFixo(fixo, { antes: t, depois: t }),
      regra: textoConvencional(convencional),
      base: 'CC art. 406, caput (juros convencionados); título executivo',
      taxaFixa: convencional,
    };
  }
  const legal = JUROS_LEGAIS_INDICE_FIXO[esfera];
  const taxaFixa =
    typeof legal.juros.antes === 'object' && legal.juros.antes ? legal.juros.antes.toNumber() : 0;
  return { regimes: regimeFixo(fixo, legal.juros), regra: legal.regra, base: legal.base, taxaFixa };
}

const MES_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The longest span of competências a single principal may cover (50 years). */
export const MAX_COMPETENCIAS = 600;

function mesDoCampo(bag: Record<string, unknown>, field: string): string | null {
  const raw = bag[field];
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || !MES_RE.test(raw)) {
    throw new CalcError(field, `${rotulo(field)}: mês inválido, use o formato AAAA-MM`);
  }
  return raw;
}

/**
 * The months of work the principal refers to: `competenciaInicial`..`competenciaFinal` as given,
 * the principal spread evenly over them (the last month takes the cents left); without them, the
 * month before the due date's (Súmula 381 TST: wages fall due in the month after the work).
 */
function competenciasDoPrincipal(
  bag: Record<string, unknown>,
  vencimento: Data,
  principal: Centavos,
): { competencias: CompetenciaInss[]; mesesIr: number; origem: string } {
  const de = mesDoCampo(bag, 'competenciaInicial');
  const ate = mesDoCampo(bag, 'competenciaFinal') ?? de;
  const presumida = mesAnterior(vencimento.iso.slice(0, 7));
  const inicio = de ?? presumida;
  const fim = ate ?? presumida;
  if (fim < inicio) {
    throw new CalcError(
      'competenciaFinal',
      `${rotulo('competenciaFinal')}: deve ser igual ou posterior à competência inicial`,
    );
  }
  const meses = mesesEntre(
    parseData(`${inicio}-01`, 'competenciaInicial'),
    parseData(`${fim}-01`, 'competenciaFinal'),
  );
  if (meses.length > MAX_COMPETENCIAS) {
    throw new CalcError(
      'competenciaFinal',
      `${rotulo('competenciaFinal')}: no máximo ${MAX_COMPETENCIAS} meses`,
    );
  }
  const cada = Math.floor(principal / meses.length);
  const competencias = meses.map((mes, i) => ({
    mes,
    valor: i === meses.length - 1 ? principal - cada * (meses.length - 1) : cada,
  }));
  const origem =
    de === null
      ? `competência presumida: mês anterior ao vencimento (Súmula 381 TST); informe as competências para o cálculo exato`
      : `principal repartido igualmente pelas ${meses.length} competência(s) informada(s)`;
  return { competencias, mesesIr: meses.length, origem };
}

function mesAnterior(mes: string): string {
  const y = Number(mes.slice(0, 4));
  const m = Number(mes.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** A fixed index over days that the law puts under different regimes gets a visible warning. */
function avisosDeIndiceFixo(
  a: Atualizacao,
  esfera: Esfera,
  indice: string,
  ajuizamento: string | null,
  convencional: boolean,
  aplicarJuros: boolean,
): string[] {
  if (indice === 'AUTOMATICO' || a.linhas.length === 0) return [];
  const legal = regimeAutomatico(esfera, ajuizamento, 'TR');
  const vistos: string[] = [];
  for (const l of a.linhas) {
    const r = legal.doDia(l.de);
    const nome =
      r.id === 'adc58-pre' && ajuizamento === null
        ? 'ADC 58/59 (IPCA-E + TRD até o ajuizamento, SELIC depois)'
        : r.rotulo;
    if (!vistos.includes(nome)) vistos.push(nome);
  }
  const avisos: string[] = [];
  if (vistos.length > 1) {
    avisos.push(
      `Índice fixo ${indice} aplicado a todo o período, que atravessa regimes legais distintos: ${vistos.join('; ')}. ` +
        'Pelo STF (ADC 58/59) e pela Lei 14.905/2024 o critério muda conforme a data; escolha "Automático por data" para aplicá-los.',
    );
  } else if (esfera === 'trabalhista' && !convencional) {
    // One legal regime over the whole period, but not the one chosen (IPCA-E + 1% after the filing…).
    const r = legal.doDia(a.linhas[0]?.de ?? '');
    const escolhido = indice === 'SELIC' || !aplicarJuros ? indice : `${indice} + juros de 1% a.m.`;
    if (!(r.indice === indice && r.juros === null)) {
      avisos.push(
        `Índice fixo ${escolhido} aplicado a um período em que o critério legal é ${vistos[0]}. ` +
          'Pelo STF (ADC 58/59, efeito vinculante) e pela Lei 14.905/2024 os juros de 1% a.m. da Lei 8.177/1991 art. 39 §1º não se aplicam mais; escolha "Automático por data" para aplicar o critério legal.',
      );
    }
  }
  return avisos;
}

export function calcularLiquidacaoSentenca(
  input: LiquidacaoSentencaInput,
  referenceDate?: string,
  series: SeriesIndices = SERIES,
): LiquidacaoSentencaResult {
  const bag = asObject(input);
  // Several claims (verbas), each from its own due date, or the single principal.
  const temVerbas = bag.verbas !== undefined && bag.verbas !== null;
  const fimVerbas = temVerbas ? parseData(bag.dataFinal, 'dataFinal') : null;
  const principal = temVerbas ? dec(0) : dec(dinheiro(bag, 'valorPrincipal'));
  const { inicio, fim } = fimVerbas ? { inicio: fimVerbas, fim: fimVerbas } : periodo(bag);
  const indice = opcao(bag, 'indiceCorrecao', INDICES_LIQUIDACAO, 'SELIC');
  const aplicarJuros = booleano(bag, 'aplicarJuros', true);
  const tipoJuros = opcao(bag, 'tipoJuros', TIPOS_JUROS, 'legal');
  const esfera = opcao(bag, 'esfera', ESFERAS, 'trabalhista');
  const incluirHonorarios = booleano(bag, 'incluirHonorarios', false);
  const limites = LIMITES_HONORARIOS[esfera];
  const pctHonorarios = numero(bag, 'percentualHonorarios', LIMITES.percentualHonorarios);
  if (incluirHonorarios && (pctHonorarios < limites.min || pctHonorarios > limites.max)) {
    throw new CalcError(
      'percentualHonorarios',
      `Honorários (%): na esfera ${NOME_ESFERA[esfera]} devem ficar entre ${limites.min}% e ${limites.max}% (${limites.base})`,
    );
  }
  const dependentes = numero(bag, 'dependentes', LIMITES.dependentes);
  const ref = dataReferencia(referenceDate, fim);
  const escolha = escolherRegimes(bag, esfera, indice, aplicarJuros);
  const ajuizamentoRaw = bag.dataAjuizamento;
  const ajuizamento =
    typeof ajuizamentoRaw === 'string' && ajuizamentoRaw
      ? parseData(ajuizamentoRaw, 'dataAjuizamento').iso
      : null;
  const convencao = opcao(bag, 'convencao', CONVENCOES, 'pro_rata_die');
  const memoria: Memoria = [];
  // Federal tax credits by the SELIC: the month-by-month rule of Lei 9.250/1995 art. 39 §4º.
  const selicTributaria = esfera === 'tributaria' && (indice === 'SELIC' || indice === 'AUTOMATICO');
  if (temVerbas && esfera !== 'trabalhista') {
    throw new CalcError('verbas', 'Verbas: a liquidação por verbas é da esfera trabalhista');
  }
  const porVerbas = temVerbas
    ? liquidarVerbas(bag.verbas, fim, escolha.regimes, series, convencao, memoria)
    : null;

  passo(
    memoria,
    selicTributaria
      ? `Período: pagamento indevido em ${dataPorExtenso(inicio.iso)}, restituição em ${dataPorExtenso(fim.iso)}`
      : `Período: ${porVerbas ? 'primeiro vencimento' : 'vencimento'} ${dataPorExtenso(porVerbas ? porVerbas.primeiroVencimento : inicio.iso)}, data final ${dataPorExtenso(fim.iso)}`,
    selicTributaria ? CONVENCAO_SELIC_TRIBUTARIA : TEXTO_CONVENCAO[convencao],
  );
  passo(memoria, `Regra de juros: ${escolha.regra}`, escolha.base);

  const a = porVerbas
    ? porVerbas.primeira
    : selicTributaria
      ? atualizarSelicTributaria(principal, inicio, fim, series, 'dataFinal', SELIC_TRIBUTARIA)
      : atualizar(principal, inicio, fim, escolha.regimes, series, 'dataFinal', convencao);
  const avisos = avisosDeIndiceFixo(
    a,
    esfera,
    indice,
    ajuizamento,
    bag.taxaJurosMensal !== undefined && bag.taxaJurosMensal !== null && bag.taxaJurosMensal !== '',
    aplicarJuros,
  );
  for (const aviso of avisos) passo(memoria, `Atenção: ${aviso}`, 'STF ADC 58/59; Lei 14.905/2024');
  memoriaFontes(memoria, a.linhas, series);
  if (!porVerbas) memoriaMensal(memoria, a.linhas, series);
  // From here on every amount is an item rounded to the cent, in integer centavos.
  const principalC = porVerbas ? porVerbas.principal : emCentavos(principal);
  const corrigido = porVerbas ? porVerbas.corrigido : emCentavos(a.corrigido);
  const correcao = corrigido - principalC;
  passo(
    memoria,
    porVerbas
      ? 'Correção monetária das verbas, cada mês desde o seu vencimento'
      : `Correção monetária: fator ${fatorBr(a.fator)} (${pct(a.fator.minus(1))}) em ${a.dias} dia(s)`,
    porVerbas ? 'Súmula 381 TST' : 'ver tabela mês a mês',
    correcao,
  );
  const juros = porVerbas ? porVerbas.juros : emCentavos(a.juros);
  passo(
    memoria,
    porVerbas
      ? 'Juros simples das verbas, cada mês desde o seu vencimento, sobre o valor corrigido'
      : `Juros simples: ${pct(a.jurosFracao)} acumulados ${convencao === 'pro_rata_die' ? 'pro rata die' : 'por mês cheio'} sobre ${brlC(corrigido)}`,
    'Súmula 200 TST; Súmula 121 STF',
    juros,
  );
  const comJuros = corrigido + juros;
  passo(memoria, 'Valor com juros = corrigido + juros', 'CPC art. 509', comJuros);
  const honorarios = incluirHonorarios ? mulDiv([comJuros, centavos(pctHonorarios)], 10_000) : 0;
  if (incluirHonorarios) {
    passo(memoria, `Honorários: ${pctHonorarios}% sobre o valor total corrigido`, limites.base, honorarios);
  }
  const total = comJuros + honorarios;
  passo(memoria, 'Valor total = valor com juros + honorários', 'CPC art. 85', total);

  const descontos =
    esfera === 'trabalhista'
      ? descontosTrabalhistas(
          porVerbas
            ? {
                competencias: porVerbas.competenciasInss,
                mesesIr: porVerbas.mesesIr,
                origem: 'meses informados nas verbas que têm INSS por base',
                tributavelCorrigido: porVerbas.tributavelCorrigido,
                recebimento: ref.iso,
                dependentes,
              }
            : {
                ...competenciasDoPrincipal(bag, inicio, principalC),
                tributavelCorrigido: corrigido,
                recebimento: ref.iso,
                dependentes,
              },
          memoria,
        )
      : { inss: 0, irrf: 0, estimados: false, inssPorCompetencia: [], irrfDemonstrativo: null };
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
    mesesDecorridos: a.meses,
    diasDecorridos: a.dias,
    indiceCorrecao: indice,
    convencao: selicTributaria ? 'meses_cheios' : convencao,
    percentualCorrecao: a.fator.minus(1).times(100).toDecimalPlaces(4).toNumber(),
    breakdown: { correcaoMonetaria: reais(correcao), juros: reais(juros), honorarios: reais(honorarios) },
    valorCorrigido: reais(corrigido),
    tipoJuros,
    taxaJurosMensal: escolha.taxaFixa,
    regraJuros: escolha.regra,
    jurosTotais: reais(juros),
    valorComJuros: reais(comJuros),
    incluirHonorarios,
    percentualHonorarios: pctHonorarios,
    honorarios: reais(honorarios),
    valorTotal: reais(total),
    descontoINSS: reais(descontos.inss),
    descontoIRRF: reais(descontos.irrf),
    descontosEstimados: descontos.estimados,
    valorLiquido: reais(liquido),
    regimes: resumoRegimes(a.linhas),
    ...(porVerbas
      ? {
          verbas: porVerbas.resumo,
          fgts: porVerbas.fgts,
          inssPorCompetencia: descontos.inssPorCompetencia,
          irrf: descontos.irrfDemonstrativo,
        }
      : {}),
    mensal: a.linhas,
    avisos,
    referenceDate: ref.iso,
    memoria,
  };
}
