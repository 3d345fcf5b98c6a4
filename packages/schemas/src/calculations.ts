import { LIMITES_HONORARIOS, NOME_ESFERA } from '@lexato/calc/honorarios';
import { LIMITES } from '@lexato/calc/limites';
import {
  CONVENCOES,
  ESFERAS,
  INDICES_CORRECAO,
  INDICES_LIQUIDACAO,
  TIPOS_AVISO,
  TIPOS_JUROS,
  TIPOS_RESCISAO,
} from '@lexato/calc/opcoes';
import { rotulo } from '@lexato/calc/rotulos';
import { z } from 'zod';
import { calendarDay, FIRST_DAY, LAST_DAY } from './dates.ts';

/**
 * Calculation inputs with their defaults and bounds, messages in Portuguese that
 * name each field by its form label (shared with the engine through @lexato/calc/rotulos). The
 * enums mirror @lexato/calc (only its dependency-free data files are imported, to keep this
 * package light); the engine re-validates everything when used standalone. Monthly rates are
 * fractions (0.01 = 1%).
 */
/** The bounds and defaults of the numeric inputs, one definition with the engine's. */
export { LIMITES } from '@lexato/calc/limites';

export const CALCULATION_TYPES = [
  'rescisao',
  'salario_liquido',
  'ferias',
  'decimo_terceiro',
  'correcao_monetaria',
  'horas_extras',
  'liquidacao_sentenca',
] as const;
/** Each calculation type as a person reads it (history, reports): Portuguese, with its accents. */
export const CALCULATION_TYPE_LABELS: Record<(typeof CALCULATION_TYPES)[number], string> = {
  rescisao: 'Rescisão',
  salario_liquido: 'Salário líquido',
  ferias: 'Férias',
  decimo_terceiro: '13º salário',
  correcao_monetaria: 'Correção monetária',
  horas_extras: 'Horas extras',
  liquidacao_sentenca: 'Liquidação de sentença',
};
// The engine's choices and their labels, written once in @lexato/calc (opcoes.ts); re-exported
// for the web form and the printed memo.
export {
  CONVENCOES,
  ESFERAS,
  INDICES_CORRECAO,
  INDICES_LIQUIDACAO,
  NOMES_CONVENCAO,
  NOMES_ESFERA,
  NOMES_TIPO_AVISO,
  NOMES_TIPO_JUROS,
  NOMES_TIPO_RESCISAO,
  TIPOS_AVISO,
  TIPOS_JUROS,
  TIPOS_RESCISAO,
} from '@lexato/calc/opcoes';

const dinheiro = (campo: string) =>
  z
    .number({ error: `${rotulo(campo)}: informe um número válido` })
    .min(0, `${rotulo(campo)}: não pode ser negativo`)
    .max(1_000_000_000, `${rotulo(campo)}: valor acima do limite`);
const data = (campo: string) => calendarDay(rotulo(campo));
/** A month 'AAAA-MM' under the one date rule's range (dates.ts): 01/1900 to 12/2100. */
const mes = (campo: string) =>
  z
    .string({ error: `${rotulo(campo)}: mês inválido, use o formato AAAA-MM` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${rotulo(campo)}: mês inválido, use o formato AAAA-MM`)
    .refine(
      (v) => v >= FIRST_DAY.slice(0, 7) && v <= LAST_DAY.slice(0, 7),
      `${rotulo(campo)}: mês inválido, use um mês entre 01/1900 e 12/2100`,
    );
const inteiro = (campo: string, min: number, max: number) =>
  z
    .number({ error: `${rotulo(campo)}: informe um número válido` })
    .int(`${rotulo(campo)}: informe um número inteiro`)
    .min(min, `${rotulo(campo)}: mínimo ${min}`)
    .max(max, `${rotulo(campo)}: máximo ${max}`);
const taxaMensal = (campo: string) =>
  z
    .number({ error: `${rotulo(campo)}: informe um número válido` })
    .min(0, `${rotulo(campo)}: não pode ser negativo`)
    .max(0.1, `${rotulo(campo)}: no máximo 10% ao mês`);
const opcao = <T extends readonly [string, ...string[]]>(campo: string, valores: T) =>
  z.enum(valores, { error: `${rotulo(campo)}: valor inválido, use um de: ${valores.join(', ')}` });
const simNao = (campo: string) => z.boolean({ error: `${rotulo(campo)}: informe verdadeiro ou falso` });
const numero = (campo: string, min: number, max: number) =>
  z
    .number({ error: `${rotulo(campo)}: informe um número válido` })
    .min(min, min === 0 ? `${rotulo(campo)}: não pode ser negativo` : `${rotulo(campo)}: mínimo ${min}`)
    .max(max, `${rotulo(campo)}: máximo ${max}`);
const dependentes = inteiro('dependentes', LIMITES.dependentes.min, LIMITES.dependentes.max).default(
  LIMITES.dependentes.default,
);
/** Divided-practice options of the engine for the 13th (see @lexato/calc README). */
const opcoes13 = {
  reducaoLei15270No13: simNao('reducaoLei15270No13').optional(),
  descontoSimplificadoNo13: simNao('descontoSimplificadoNo13').optional(),
};

export const rescisaoInputsSchema = z
  .object({
    salarioBruto: dinheiro('salarioBruto'),
    dataAdmissao: data('dataAdmissao'),
    dataDesligamento: data('dataDesligamento'),
    tipoRescisao: opcao('tipoRescisao', TIPOS_RESCISAO).default('sem_justa_causa'),
    avisoPrevio: opcao('avisoPrevio', TIPOS_AVISO).default('indenizado'),
    saldoFGTS: dinheiro('saldoFGTS'),
    dependentes,
    feriasVencidas: simNao('feriasVencidas').default(false),
    projecaoAvisoComumAcordo: opcao('projecaoAvisoComumAcordo', ['integral', 'metade'] as const).optional(),
    ...opcoes13,
  })
  .refine((v) => v.dataDesligamento >= v.dataAdmissao, {
    path: ['dataDesligamento'],
    error: 'Data de desligamento: deve ser igual ou posterior à data de admissão',
  });

export const salarioLiquidoInputsSchema = z.object({
  salarioBruto: dinheiro('salarioBruto'),
  dependentes,
  outrosDescontos: dinheiro('outrosDescontos').default(0),
  adicionais: dinheiro('adicionais').default(0),
});

export const feriasInputsSchema = z
  .object({
    salarioBruto: dinheiro('salarioBruto'),
    diasFerias: inteiro('diasFerias', LIMITES.diasFerias.min, LIMITES.diasFerias.max).default(
      LIMITES.diasFerias.default,
    ),
    venderDias: inteiro('venderDias', LIMITES.venderDias.min, LIMITES.venderDias.max).default(
      LIMITES.venderDias.default,
    ),
    dependentes,
  })
  .refine((v) => v.venderDias <= Math.floor(v.diasFerias / 3), {
    path: ['venderDias'],
    error:
      'Dias vendidos (abono pecuniário): o abono pecuniário é de no máximo 1/3 dos dias de férias (CLT art. 143)',
  });

export const decimoTerceiroInputsSchema = z.object({
  salarioBruto: dinheiro('salarioBruto'),
  meses: inteiro('meses', LIMITES.meses.min, LIMITES.meses.max).default(LIMITES.meses.default),
  dependentes,
  ...opcoes13,
});

const periodo = <T extends { dataInicial: string; dataFinal: string }>(v: T) => v.dataFinal >= v.dataInicial;
const periodoErro = { path: ['dataFinal'], error: 'Data final: deve ser igual ou posterior à data inicial' };

export const correcaoMonetariaInputsSchema = z
  .object({
    valorInicial: dinheiro('valorInicial'),
    dataInicial: data('dataInicial'),
    dataFinal: data('dataFinal'),
    indice: opcao('indice', INDICES_CORRECAO).default('IPCA-E'),
    incluirJuros: simNao('incluirJuros').default(false),
    taxaJurosManual: taxaMensal('taxaJurosManual').default(0.01),
    convencao: opcao('convencao', CONVENCOES).default('meses_cheios'),
  })
  .refine(periodo, periodoErro);

export const horasExtrasInputsSchema = z
  .object({
    salarioBruto: dinheiro('salarioBruto'),
    horasExtras: numero('horasExtras', 0, 744).multipleOf(
      0.5,
      `${rotulo('horasExtras')}: use múltiplos de 0,5 hora`,
    ),
    percentualAdicional: numero('percentualAdicional', 50, 500).default(50),
    // CF art. 7º XIII: at most 44 hours a week; the divisor follows (CLT art. 64; Súmulas 431 and 124 TST).
    jornadaSemanal: inteiro('jornadaSemanal', LIMITES.jornadaSemanal.min, LIMITES.jornadaSemanal.max).default(
      LIMITES.jornadaSemanal.default,
    ),
    bancario: simNao('bancario').default(false),
    diasUteis: inteiro('diasUteis', LIMITES.diasUteis.min, LIMITES.diasUteis.max).optional(),
    diasRepouso: inteiro('diasRepouso', LIMITES.diasRepouso.min, LIMITES.diasRepouso.max).optional(),
  })
  .refine((v) => !v.bancario || v.jornadaSemanal === 30 || v.jornadaSemanal === 40, {
    path: ['jornadaSemanal'],
    error: `${rotulo('jornadaSemanal')}: para bancário informe 30 (seis horas diárias, CLT art. 224 caput) ou 40 (oito horas, art. 224 §2º) — Súmula 124 TST`,
  });

/** One claim of a liquidação por verbas (@lexato/calc liquidacao-verbas.ts re-validates it). */
const verbaSchema = z.object({
  descricao: z
    .string({ error: 'Verbas: informe a descrição' })
    .trim()
    .min(1, 'Verbas: informe a descrição')
    .max(200),
  valores: z
    .array(z.object({ competencia: mes('verbas'), valor: dinheiro('verbas') }))
    .max(600)
    .optional(),
  valorTotal: dinheiro('verbas').optional(),
  competenciaInicial: mes('verbas').optional(),
  competenciaFinal: mes('verbas').optional(),
  vencimento: data('verbas').optional(),
  incideFGTS: simNao('verbas').optional(),
  incideINSS: simNao('verbas').optional(),
  incideIR: simNao('verbas').optional(),
});

export const liquidacaoSentencaInputsSchema = z
  .object({
    valorPrincipal: dinheiro('valorPrincipal').optional(),
    dataInicial: data('dataInicial').optional(),
    verbas: z.array(verbaSchema).min(1).max(50).optional(),
    dataFinal: data('dataFinal'),
    indiceCorrecao: opcao('indiceCorrecao', INDICES_LIQUIDACAO).default('SELIC'),
    aplicarJuros: simNao('aplicarJuros').default(true),
    tipoJuros: opcao('tipoJuros', TIPOS_JUROS).default('legal'),
    taxaJurosMensal: taxaMensal('taxaJurosMensal').optional(),
    esfera: opcao('esfera', ESFERAS).default('trabalhista'),
    incluirHonorarios: simNao('incluirHonorarios').default(false),
    percentualHonorarios: numero('percentualHonorarios', 0, 100).default(10),
    dataAjuizamento: data('dataAjuizamento').optional(),
    dependentes,
    competenciaInicial: mes('competenciaInicial').optional(),
    competenciaFinal: mes('competenciaFinal').optional(),
    convencao: opcao('convencao', CONVENCOES).default('pro_rata_die'),
  })
  .refine((v) => v.verbas !== undefined || v.valorPrincipal !== undefined, {
    path: ['valorPrincipal'],
    error: `${rotulo('valorPrincipal')}: campo obrigatório`,
  })
  .refine((v) => v.verbas !== undefined || v.dataInicial !== undefined, {
    path: ['dataInicial'],
    error: `${rotulo('dataInicial')}: campo obrigatório`,
  })
  .refine((v) => v.dataInicial === undefined || v.dataFinal >= v.dataInicial, periodoErro)
  .refine((v) => v.indiceCorrecao !== 'AUTOMATICO' || v.esfera !== 'trabalhista' || v.dataAjuizamento, {
    path: ['dataAjuizamento'],
    error:
      'Data de ajuizamento: obrigatória com o índice "Automático por data" na esfera trabalhista (ADC 58/59)',
  })
  .superRefine((v, ctx) => {
    const { min, max, base } = LIMITES_HONORARIOS[v.esfera];
    if (v.incluirHonorarios && (v.percentualHonorarios < min || v.percentualHonorarios > max)) {
      ctx.addIssue({
        code: 'custom',
        path: ['percentualHonorarios'],
        message: `${rotulo('percentualHonorarios')}: na esfera ${NOME_ESFERA[v.esfera]} devem ficar entre ${min}% e ${max}% (${base})`,
      });
    }
  });

const title = z.string().trim().min(3, 'Título deve ter pelo menos 3 caracteres').max(200).optional();
const referenceDate = data('referenceDate').optional();
const pedido = <T extends (typeof CALCULATION_TYPES)[number], S extends z.ZodType>(type: T, inputs: S) =>
  z.object({ type: z.literal(type), title, inputs, referenceDate });

export const calculationRequestSchema = z.discriminatedUnion(
  'type',
  [
    pedido('rescisao', rescisaoInputsSchema),
    pedido('salario_liquido', salarioLiquidoInputsSchema),
    pedido('ferias', feriasInputsSchema),
    pedido('decimo_terceiro', decimoTerceiroInputsSchema),
    pedido('correcao_monetaria', correcaoMonetariaInputsSchema),
    pedido('horas_extras', horasExtrasInputsSchema),
    pedido('liquidacao_sentenca', liquidacaoSentencaInputsSchema),
  ],
  { error: 'Tipo de cálculo inválido' },
);

export type CalculationType = (typeof CALCULATION_TYPES)[number];
export type CalculationRequest = z.infer<typeof calculationRequestSchema>;
export type CalculationRequestInput = z.input<typeof calculationRequestSchema>;
