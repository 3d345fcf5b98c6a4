import { z } from 'zod';

/**
 * Spec §3 calculation inputs with their defaults and the §5 bounds, messages in Portuguese.
 * The enums mirror @lexato/calc (not imported, to keep this package light); the engine
 * re-validates everything when used standalone. Monthly rates are fractions (0.01 = 1%).
 */
export const CALCULATION_TYPES = [
  'rescisao',
  'salario_liquido',
  'ferias',
  'decimo_terceiro',
  'correcao_monetaria',
  'horas_extras',
  'liquidacao_sentenca',
] as const;
export const TIPOS_RESCISAO = [
  'sem_justa_causa',
  'com_justa_causa',
  'pedido_demissao',
  'comum_acordo',
] as const;
export const TIPOS_AVISO_PREVIO = ['trabalhado', 'indenizado', 'dispensado'] as const;
export const INDICES_CORRECAO = ['IPCA-E', 'SELIC', 'INPC'] as const;
export const INDICES_LIQUIDACAO = ['SELIC', 'IPCA-E', 'INPC', 'AUTOMATICO'] as const;
export const ESFERAS = ['trabalhista', 'civel', 'tributaria'] as const;
export const TIPOS_JUROS = ['legal', 'mora', 'compensatorios'] as const;

const dinheiro = (campo: string) =>
  z
    .number({ error: `${campo}: informe um número válido` })
    .min(0, `${campo}: não pode ser negativo`)
    .max(1_000_000_000, `${campo}: valor acima do limite`);
const data = (campo: string) => z.iso.date({ error: `${campo}: data inválida, use o formato AAAA-MM-DD` });
const inteiro = (campo: string, min: number, max: number) =>
  z
    .number({ error: `${campo}: informe um número válido` })
    .int(`${campo}: informe um número inteiro`)
    .min(min, `${campo}: mínimo ${min}`)
    .max(max, `${campo}: máximo ${max}`);
const taxaMensal = (campo: string) =>
  z
    .number({ error: `${campo}: informe um número válido` })
    .min(0, `${campo}: não pode ser negativo`)
    .max(0.1, `${campo}: informe a taxa mensal como fração (0,01 = 1%), no máximo 0,1`);
const opcao = <T extends readonly [string, ...string[]]>(campo: string, valores: T) =>
  z.enum(valores, { error: `${campo}: valor inválido, use um de: ${valores.join(', ')}` });
const dependentes = inteiro('dependentes', 0, 50).default(0);
/** Divided-practice options of the engine for the 13th (see @lexato/calc README). */
const opcoes13 = {
  reducaoLei15270No13: z.boolean({ error: 'reducaoLei15270No13: informe verdadeiro ou falso' }).optional(),
  descontoSimplificadoNo13: z
    .boolean({ error: 'descontoSimplificadoNo13: informe verdadeiro ou falso' })
    .optional(),
};

export const rescisaoInputsSchema = z
  .object({
    salarioBruto: dinheiro('salarioBruto'),
    dataAdmissao: data('dataAdmissao'),
    dataDesligamento: data('dataDesligamento'),
    tipoRescisao: opcao('tipoRescisao', TIPOS_RESCISAO).default('sem_justa_causa'),
    avisoPrevio: opcao('avisoPrevio', TIPOS_AVISO_PREVIO).default('indenizado'),
    saldoFGTS: dinheiro('saldoFGTS'),
    dependentes,
    feriasVencidas: z.boolean({ error: 'feriasVencidas: informe verdadeiro ou falso' }).default(false),
    projecaoAvisoComumAcordo: opcao('projecaoAvisoComumAcordo', ['integral', 'metade'] as const).optional(),
    ...opcoes13,
  })
  .refine((v) => v.dataDesligamento >= v.dataAdmissao, {
    path: ['dataDesligamento'],
    error: 'dataDesligamento: deve ser igual ou posterior à dataAdmissao',
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
    diasFerias: inteiro('diasFerias', 1, 30).default(30),
    venderDias: inteiro('venderDias', 0, 10).default(0),
    dependentes,
  })
  .refine((v) => v.venderDias <= Math.floor(v.diasFerias / 3), {
    path: ['venderDias'],
    error: 'venderDias: o abono pecuniário é de no máximo 1/3 dos dias de férias (CLT art. 143)',
  });

export const decimoTerceiroInputsSchema = z.object({
  salarioBruto: dinheiro('salarioBruto'),
  meses: inteiro('meses', 1, 12).default(12),
  dependentes,
  ...opcoes13,
});

const periodo = <T extends { dataInicial: string; dataFinal: string }>(v: T) => v.dataFinal >= v.dataInicial;
const periodoErro = { path: ['dataFinal'], error: 'dataFinal: deve ser igual ou posterior à dataInicial' };

export const correcaoMonetariaInputsSchema = z
  .object({
    valorInicial: dinheiro('valorInicial'),
    dataInicial: data('dataInicial'),
    dataFinal: data('dataFinal'),
    indice: opcao('indice', INDICES_CORRECAO).default('IPCA-E'),
    incluirJuros: z.boolean({ error: 'incluirJuros: informe verdadeiro ou falso' }).default(false),
    taxaJurosManual: taxaMensal('taxaJurosManual').default(0.01),
  })
  .refine(periodo, periodoErro);

export const horasExtrasInputsSchema = z.object({
  salarioBruto: dinheiro('salarioBruto'),
  horasExtras: z
    .number({ error: 'horasExtras: informe um número válido' })
    .min(0, 'horasExtras: não pode ser negativo')
    .max(744, 'horasExtras: máximo 744')
    .multipleOf(0.5, 'horasExtras: use múltiplos de 0,5 hora'),
  percentualAdicional: z
    .number({ error: 'percentualAdicional: informe um número válido' })
    .min(50, 'percentualAdicional: mínimo 50')
    .max(500, 'percentualAdicional: máximo 500')
    .default(50),
});

export const liquidacaoSentencaInputsSchema = z
  .object({
    valorPrincipal: dinheiro('valorPrincipal'),
    dataInicial: data('dataInicial'),
    dataFinal: data('dataFinal'),
    indiceCorrecao: opcao('indiceCorrecao', INDICES_LIQUIDACAO).default('SELIC'),
    aplicarJuros: z.boolean({ error: 'aplicarJuros: informe verdadeiro ou falso' }).default(true),
    tipoJuros: opcao('tipoJuros', TIPOS_JUROS).default('legal'),
    taxaJurosMensal: taxaMensal('taxaJurosMensal').optional(),
    esfera: opcao('esfera', ESFERAS).default('trabalhista'),
    incluirHonorarios: z.boolean({ error: 'incluirHonorarios: informe verdadeiro ou falso' }).default(false),
    percentualHonorarios: z
      .number({ error: 'percentualHonorarios: informe um número válido' })
      .min(0, 'percentualHonorarios: não pode ser negativo')
      .max(30, 'percentualHonorarios: máximo 30')
      .default(10),
    dataAjuizamento: data('dataAjuizamento').optional(),
    dependentes,
  })
  .refine(periodo, periodoErro)
  .refine((v) => v.indiceCorrecao !== 'AUTOMATICO' || v.esfera !== 'trabalhista' || v.dataAjuizamento, {
    path: ['dataAjuizamento'],
    error: 'dataAjuizamento: obrigatória com indiceCorrecao AUTOMATICO na esfera trabalhista',
  });

const title = z.string().trim().min(3, 'Título deve ter pelo menos 3 caracteres').max(200).optional();
const referenceDate = z.iso
  .date({ error: 'referenceDate: data inválida, use o formato AAAA-MM-DD' })
  .optional();
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
