// What each calculator tab asks (the inputs of @lexato/schemas calculations, their bounds, required fields and labels), as
// data: one generic form renders every tab, and the request it sends is built here.
import {
  CALCULATION_TYPE_LABELS,
  type CalculationRequestInput,
  type CalculationType,
  CONVENCOES,
  ESFERAS,
  LIMITES,
  NOMES_CONVENCAO,
  NOMES_ESFERA,
  NOMES_TIPO_AVISO,
  NOMES_TIPO_RESCISAO,
  TIPOS_RESCISAO,
} from '@lexato/schemas';
import { isUnreadableAmount } from '../../components/MoneyField.tsx';

export type FieldValue = string | number | boolean;
export type FormValues = Record<string, FieldValue>;

interface BaseField {
  name: string;
  label: string;
  description?: string;
  /** Shown only while this holds (e.g. the filing date with AUTOMATICO). */
  visibleWhen?: (v: FormValues) => boolean;
  /** Editable only while this holds (e.g. the rate while 'Incluir juros de mora' is checked). */
  enabledWhen?: (v: FormValues) => boolean;
  /** A choice of the screen only (which inputs to show), never sent. */
  local?: boolean;
}

export type Field =
  | (BaseField & {
      kind: 'number';
      min?: number;
      max?: number;
      step: number;
      decimals: number;
      /** Typed in percent per month, sent as a fraction (1 → 0.01). */
      monthlyRate?: boolean;
      suffix?: string;
      initial?: number;
    })
  | (BaseField & { kind: 'money' })
  | (BaseField & { kind: 'date' })
  | (BaseField & { kind: 'select'; options: Array<{ value: string; label: string }>; initial: string })
  | (BaseField & { kind: 'checkbox'; initial?: boolean });

export interface TabConfig {
  type: CalculationType;
  label: string;
  fields: Field[];
  /** Fields the tab requires, and the message of its 'Campos obrigatórios' toast. */
  required: string[];
  requiredMessage: string;
  /** A note under the form (its labels). */
  note?: string;
}

const money = (name: string, label: string, extra: Partial<BaseField> = {}): Field => ({
  kind: 'money',
  name,
  label,
  ...extra,
});
const integer = (name: string, label: string, min: number, max: number, initial?: number): Field => ({
  kind: 'number',
  name,
  label,
  min,
  max,
  step: 1,
  decimals: 0,
  ...(initial === undefined ? {} : { initial }),
});
const date = (name: string, label: string, extra: Partial<BaseField> = {}): Field => ({
  kind: 'date',
  name,
  label,
  ...extra,
});
const dependentes = integer(
  'dependentes',
  'Dependentes (IRRF)',
  LIMITES.dependentes.min,
  LIMITES.dependentes.max,
  LIMITES.dependentes.default,
);
const referenceDate = date('referenceDate', 'Data de referência (opcional)', {
  description: 'Escolhe as tabelas INSS e IRRF vigentes nessa data; vazio usa as de hoje',
});
/** The options of a select, in the engine's order, under the labels written with its enum. */
const opcoes = <T extends string>(valores: readonly T[], nomes: Readonly<Record<T, string>>) =>
  valores.map((value) => ({ value, label: nomes[value] }));
const isChecked = (name: string) => (v: FormValues) => v[name] === true;
/** Liquidação with one principal (not by verbas). */
export const porVerbas = (v: FormValues) => v.modo === 'verbas';
const porPrincipal = (v: FormValues) => !porVerbas(v);
const VENCIMENTO =
  'Vencimento (época própria): correção e juros correm do dia seguinte. Salários: 1º dia do mês seguinte ao trabalhado (Súmula 381 TST)';

export const TABS: TabConfig[] = [
  {
    type: 'rescisao',
    label: 'Rescisão',
    fields: [
      money('salarioBruto', 'Salário bruto'),
      date('dataAdmissao', 'Data de admissão'),
      date('dataDesligamento', 'Data de desligamento'),
      {
        kind: 'select',
        name: 'tipoRescisao',
        label: 'Tipo de rescisão',
        initial: 'sem_justa_causa',
        options: opcoes(TIPOS_RESCISAO, NOMES_TIPO_RESCISAO),
      },
      {
        kind: 'select',
        name: 'avisoPrevio',
        label: 'Aviso prévio',
        initial: 'indenizado',
        // Indenizado first: the default, the usual case of a dismissal.
        options: opcoes(['indenizado', 'trabalhado', 'dispensado'] as const, NOMES_TIPO_AVISO),
      },
      money('saldoFGTS', 'Saldo do FGTS', {
        description: 'Base da multa rescisória de 40% (20% no comum acordo e na culpa recíproca)',
      }),
      dependentes,
      { kind: 'checkbox', name: 'feriasVencidas', label: 'Possui férias vencidas' },
    ],
    required: ['salarioBruto', 'dataAdmissao', 'dataDesligamento', 'saldoFGTS'],
    requiredMessage: 'Preencha salário, datas e saldo FGTS',
    note: 'Multa do FGTS: 40% do saldo (20% no comum acordo e na culpa recíproca reconhecida em juízo); é depositada na conta do FGTS e não entra no total bruto.',
  },
  {
    type: 'salario_liquido',
    label: 'Salário Líquido',
    fields: [
      money('salarioBruto', 'Salário bruto'),
      dependentes,
      money('adicionais', 'Adicionais tributáveis', {
        description: 'Horas extras, adicional noturno, comissões…',
      }),
      money('outrosDescontos', 'Outros descontos'),
      referenceDate,
    ],
    required: ['salarioBruto'],
    requiredMessage: 'Preencha o salário bruto',
    note: 'Descontos pelas tabelas INSS e IRRF vigentes na data de referência.',
  },
  {
    type: 'ferias',
    label: 'Férias',
    fields: [
      money('salarioBruto', 'Salário bruto'),
      integer(
        'diasFerias',
        'Dias de férias',
        LIMITES.diasFerias.min,
        LIMITES.diasFerias.max,
        LIMITES.diasFerias.default,
      ),
      integer(
        'venderDias',
        'Dias vendidos (abono pecuniário)',
        LIMITES.venderDias.min,
        LIMITES.venderDias.max,
        LIMITES.venderDias.default,
      ),
      dependentes,
      referenceDate,
    ],
    required: ['salarioBruto'],
    requiredMessage: 'Preencha o salário bruto',
    note: 'De 1 a 30 dias de férias, com no máximo 10 dias vendidos (1/3, CLT art. 143).',
  },
  {
    type: 'decimo_terceiro',
    label: '13º Salário',
    fields: [
      money('salarioBruto', 'Salário bruto'),
      integer(
        'meses',
        'Meses trabalhados no ano',
        LIMITES.meses.min,
        LIMITES.meses.max,
        LIMITES.meses.default,
      ),
      dependentes,
      referenceDate,
    ],
    required: ['salarioBruto'],
    requiredMessage: 'Preencha o salário bruto',
    note: 'O 13º cobre de 1 a 12 meses (1/12 por mês com 15 dias ou mais trabalhados).',
  },
  {
    type: 'correcao_monetaria',
    label: 'Correção Monetária',
    fields: [
      money('valorInicial', 'Valor inicial'),
      date('dataInicial', 'Data inicial', { description: VENCIMENTO }),
      date('dataFinal', 'Data final'),
      {
        kind: 'select',
        name: 'indice',
        label: 'Índice',
        initial: 'IPCA-E',
        options: [
          { value: 'IPCA-E', label: 'IPCA-E' },
          { value: 'IPCA', label: 'IPCA' },
          { value: 'SELIC', label: 'SELIC (já inclui juros)' },
          { value: 'INPC', label: 'INPC' },
          { value: 'IGP-M', label: 'IGP-M' },
          { value: 'IGP-DI', label: 'IGP-DI' },
          { value: 'IPC-Br', label: 'IPC-Br' },
          { value: 'CDI', label: 'CDI (se carregado)' },
        ],
      },
      {
        kind: 'select',
        name: 'convencao',
        label: 'Contagem dos meses',
        initial: 'meses_cheios',
        options: opcoes(CONVENCOES, NOMES_CONVENCAO),
      },
      { kind: 'checkbox', name: 'incluirJuros', label: 'Incluir juros' },
      {
        kind: 'number',
        name: 'taxaJurosManual',
        label: 'Taxa de juros (% ao mês)',
        description:
          'Juros simples convencionais à taxa informada, pro rata die, sobre o valor corrigido. Para os juros legais (ADC 58/59, CC art. 406, CTN art. 161) use a Liquidação',
        min: 0,
        max: 10,
        step: 0.1,
        decimals: 4,
        suffix: '%',
        monthlyRate: true,
        initial: 1,
        enabledWhen: isChecked('incluirJuros'),
      },
    ],
    required: ['valorInicial', 'dataInicial', 'dataFinal'],
    requiredMessage: 'Preencha valor inicial e datas',
    note: 'Meses cheios (padrão): o índice integral de cada mês, do mês inicial ao final, como a Calculadora do Cidadão. Pro rata die: cada mês na proporção dos dias corridos desde o vencimento. Índices de preços compostos; SELIC somada (Lei 9.430/1996 art. 61 §3º), já com juros.',
  },
  {
    type: 'horas_extras',
    label: 'Horas Extras',
    fields: [
      money('salarioBruto', 'Salário bruto'),
      {
        kind: 'number',
        name: 'horasExtras',
        label: 'Horas extras no mês',
        min: 0,
        max: 744,
        step: 0.5,
        decimals: 1,
      },
      {
        kind: 'number',
        name: 'percentualAdicional',
        label: 'Adicional (%)',
        description:
          'Exemplos: 50% em dias normais, 100% em domingos e feriados, 75% em outras situações especiais',
        min: 50,
        max: 500,
        step: 1,
        decimals: 0,
        suffix: '%',
        initial: 50,
      },
      {
        ...integer(
          'jornadaSemanal',
          'Jornada semanal (horas)',
          LIMITES.jornadaSemanal.min,
          LIMITES.jornadaSemanal.max,
          LIMITES.jornadaSemanal.default,
        ),
        description: 'Define o divisor: 44 → 220, 40 → 200, 36 → 180, 30 → 150 (CLT art. 64; Súmula 431 TST)',
      },
      {
        kind: 'checkbox',
        name: 'bancario',
        label: 'Bancário (CLT art. 224)',
        description: 'Súmula 124 TST: 6 h diárias (30 h) → 180; 8 h diárias (40 h) → 220',
      },
      {
        ...integer('diasUteis', 'Dias úteis do mês', LIMITES.diasUteis.min, LIMITES.diasUteis.max),
        description: 'Para o reflexo no DSR; vazio: 25',
      },
      {
        ...integer(
          'diasRepouso',
          'Domingos e feriados do mês',
          LIMITES.diasRepouso.min,
          LIMITES.diasRepouso.max,
        ),
        description: 'Para o reflexo no DSR; vazio: 5',
      },
    ],
    required: ['salarioBruto', 'horasExtras'],
    requiredMessage: 'Preencha salário e horas extras',
    note: 'Hora normal = salário ÷ divisor da jornada. Reflexo no DSR = horas extras ÷ dias úteis × domingos e feriados (Súmula 172 TST; Lei 605/1949). FGTS de 8% (Lei 8.036/1990 art. 15).',
  },
  {
    type: 'liquidacao_sentenca',
    label: 'Liquidação',
    fields: [
      {
        kind: 'select',
        name: 'modo',
        label: 'Forma do cálculo',
        initial: 'principal',
        local: true,
        options: [
          { value: 'principal', label: 'Valor principal único' },
          { value: 'verbas', label: 'Por verbas (cada mês desde a sua época própria)' },
        ],
      },
      money('valorPrincipal', 'Valor principal', { visibleWhen: porPrincipal }),
      date('dataInicial', 'Data inicial', { description: VENCIMENTO, visibleWhen: porPrincipal }),
      date('dataFinal', 'Data final'),
      {
        kind: 'select',
        name: 'esfera',
        // Verbas are a labour settlement (liquidacao-verbas.ts): the API's default sphere.
        visibleWhen: porPrincipal,
        label: 'Esfera',
        initial: 'trabalhista',
        options: opcoes(ESFERAS, NOMES_ESFERA),
      },
      {
        kind: 'select',
        name: 'indiceCorrecao',
        label: 'Índice de correção',
        initial: 'AUTOMATICO',
        options: [
          { value: 'AUTOMATICO', label: 'Automático por data (ADC 58/59 e Lei 14.905/2024)' },
          { value: 'SELIC', label: 'SELIC fixa em todo o período' },
          { value: 'IPCA-E', label: 'IPCA-E fixo em todo o período' },
          { value: 'IPCA', label: 'IPCA fixo em todo o período' },
          { value: 'INPC', label: 'INPC fixo em todo o período' },
        ],
      },
      {
        kind: 'select',
        name: 'convencao',
        label: 'Contagem dos meses',
        initial: 'pro_rata_die',
        options: opcoes(CONVENCOES, NOMES_CONVENCAO),
      },
      date('dataAjuizamento', 'Data de ajuizamento', {
        description:
          'Trabalhista: IPCA-E + TRD até o ajuizamento, SELIC depois; de 30/08/2024 em diante, IPCA + taxa legal',
        visibleWhen: (v) => v.indiceCorrecao === 'AUTOMATICO',
      }),
      { kind: 'checkbox', name: 'aplicarJuros', label: 'Aplicar juros', initial: true },
      {
        kind: 'select',
        name: 'tipoJuros',
        label: 'Tipo de juros',
        initial: 'legal',
        options: [
          { value: 'legal', label: 'Legais' },
          { value: 'mora', label: 'De mora' },
          { value: 'compensatorios', label: 'Compensatórios' },
        ],
        enabledWhen: isChecked('aplicarJuros'),
      },
      {
        kind: 'number',
        name: 'taxaJurosMensal',
        label: 'Taxa de juros (% ao mês)',
        description:
          'Opcional: juros convencionais (taxa do título). Vazio: juros legais — trabalhista ADC 58/59; cível CC art. 406 (SELIC, depois taxa legal); tributária SELIC ou 1% a.m. (CTN art. 161 §1º)',
        min: 0,
        max: 10,
        step: 0.1,
        decimals: 4,
        suffix: '%',
        monthlyRate: true,
        enabledWhen: isChecked('aplicarJuros'),
      },
      { kind: 'checkbox', name: 'incluirHonorarios', label: 'Incluir honorários' },
      {
        kind: 'number',
        name: 'percentualHonorarios',
        label: 'Honorários (%)',
        description:
          'Sobre o valor corrigido + juros. Trabalhista 5% a 15% (CLT art. 791-A); cível 10% a 20% (CPC art. 85 §2º)',
        min: 0,
        max: 100,
        step: 1,
        decimals: 0,
        suffix: '%',
        initial: 10,
        enabledWhen: isChecked('incluirHonorarios'),
      },
      { ...dependentes, visibleWhen: (v) => porVerbas(v) || v.esfera === 'trabalhista' },
    ],
    required: ['valorPrincipal', 'dataInicial', 'dataFinal'],
    requiredMessage: 'Preencha valor principal e datas',
    note: 'Automático: trabalhista IPCA-E + TRD antes do ajuizamento e SELIC depois (STF ADC 58/59); cível SELIC (CC art. 406); a partir de 30/08/2024 IPCA + taxa legal (Lei 14.905/2024). Padrão pro rata die desde o vencimento (o ajuizamento e 30/08/2024 caem no meio do mês). Tributária com SELIC: meses cheios + 1% no mês da restituição (Lei 9.250/1995 art. 39 §4º). INSS e IRRF estimados só na esfera trabalhista, pelas competências.',
  },
];

export const tabFor = (type: CalculationType): TabConfig => {
  const tab = TABS.find((t) => t.type === type);
  if (!tab) throw new Error(`unknown calculation type ${type}`);
  return tab;
};

export function initialValues(tab: TabConfig): FormValues {
  const values: FormValues = {};
  for (const f of tab.fields) {
    if (f.kind === 'checkbox') values[f.name] = f.initial ?? false;
    else if (f.kind === 'select') values[f.name] = f.initial;
    else if (f.kind === 'number' && f.initial !== undefined) values[f.name] = f.initial;
    else values[f.name] = '';
  }
  return values;
}

const isActive = (f: Field, v: FormValues) => (f.visibleWhen?.(v) ?? true) && (f.enabledWhen?.(v) ?? true);
const isBlank = (value: FieldValue | undefined) => value === undefined || value === '';

/** The required fields shown and still empty (none → the form may be sent). */
export function missingRequired(tab: TabConfig, values: FormValues): string[] {
  return tab.required.filter((name) => {
    const field = tab.fields.find((f) => f.name === name);
    return (field?.visibleWhen?.(values) ?? true) && isBlank(values[name]);
  });
}

/**
 * The money fields holding text the money field could not read ('4.85', '4,850.00'): refused
 * under the field, never sent as a guess.
 */
export function unreadableAmounts(tab: TabConfig, values: FormValues): string[] {
  return tab.fields
    .filter((f) => f.kind === 'money' && isActive(f, values) && isUnreadableAmount(values[f.name]))
    .map((f) => f.name);
}

/**
 * The request exactly as the API takes it: numbers as numbers, blank optionals left out; `extra`
 * adds inputs the fields do not hold (the verbas).
 */
export function buildRequest(
  tab: TabConfig,
  values: FormValues,
  title: string,
  extra: Record<string, unknown> = {},
): CalculationRequestInput {
  const inputs: Record<string, unknown> = {};
  let referenceDateValue: string | undefined;
  for (const f of tab.fields) {
    const value = values[f.name];
    if (f.local || !isActive(f, values) || isBlank(value)) continue;
    if (f.name === 'referenceDate') referenceDateValue = String(value);
    else if (f.kind === 'money') inputs[f.name] = Number(value);
    else if (f.kind === 'number') {
      const n = Number(value);
      inputs[f.name] = f.monthlyRate ? Number((n / 100).toFixed(8)) : n;
    } else inputs[f.name] = value;
  }
  return {
    type: tab.type,
    inputs: { ...inputs, ...extra },
    ...(title.trim() ? { title: title.trim() } : {}),
    ...(referenceDateValue ? { referenceDate: referenceDateValue } : {}),
  } as CalculationRequestInput;
}

/**
 * The form values of a request (an imported file): the reverse of buildRequest — rates back in
 * percent, the referenceDate in its field, fields the request leaves out at their initial value.
 */
export function valuesFromRequest(tab: TabConfig, request: CalculationRequestInput): FormValues {
  const values = initialValues(tab);
  const inputs = request.inputs as Record<string, unknown>;
  for (const f of tab.fields) {
    const value = f.name === 'referenceDate' ? request.referenceDate : inputs[f.name];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    values[f.name] =
      f.kind === 'number' && f.monthlyRate && typeof value === 'number'
        ? Number((value * 100).toFixed(6))
        : value;
  }
  if (tab.fields.some((f) => f.name === 'modo')) values.modo = inputs.verbas ? 'verbas' : 'principal';
  return values;
}

/** The history badge: the type's Portuguese name, upper-cased with its accents ('RESCISÃO'). */
export const historyTypeLabel = (type: string) =>
  (CALCULATION_TYPE_LABELS[type as CalculationType] ?? type.replace(/_/g, ' ')).toLocaleUpperCase('pt-BR');
