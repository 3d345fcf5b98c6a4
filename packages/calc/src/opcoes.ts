/**
 * The choices the engine accepts for its enumerated inputs, written once: the engine's modules
 * and @lexato/schemas (the API's and the web form's validation) read them from here, through the
 * `@lexato/calc/opcoes` export (no other import, no I/O).
 */

/** Termination types (CLT arts. 477–484-A). */
export const TIPOS_RESCISAO = [
  'sem_justa_causa',
  'com_justa_causa',
  'pedido_demissao',
  'comum_acordo',
  'culpa_reciproca',
] as const;

/** How the notice is given (CLT arts. 487–488). */
export const TIPOS_AVISO = ['trabalhado', 'indenizado', 'dispensado'] as const;

/** Indices of monetary correction (see correcao-monetaria.ts for the source of each series). */
export const INDICES_CORRECAO = [
  'IPCA-E',
  'IPCA',
  'SELIC',
  'INPC',
  'IGP-M',
  'IGP-DI',
  'IPC-Br',
  'CDI',
] as const;

/** Indices of a liquidação, AUTOMATICO choosing by sphere and date (regimes.ts). */
export const INDICES_LIQUIDACAO = ['SELIC', 'IPCA-E', 'IPCA', 'INPC', 'AUTOMATICO'] as const;

/** Kinds of interest in a liquidação (liquidacao.ts). */
export const TIPOS_JUROS = ['legal', 'mora', 'compensatorios'] as const;

/** How months are counted (README, "Conventions"). */
export const CONVENCOES = ['meses_cheios', 'pro_rata_die'] as const;

/** The sphere whose rules of correction and interest apply (regimes.ts). */
export const ESFERAS = ['trabalhista', 'civel', 'tributaria'] as const;

/**
 * The label a person reads for each choice (form options, the printed memo's criteria), typed by
 * its enum: a choice added above without its label does not compile.
 */
export const NOMES_TIPO_RESCISAO: Readonly<Record<(typeof TIPOS_RESCISAO)[number], string>> = {
  sem_justa_causa: 'Sem justa causa',
  com_justa_causa: 'Com justa causa',
  pedido_demissao: 'Pedido de demissão',
  comum_acordo: 'Comum acordo (CLT art. 484-A)',
  culpa_reciproca: 'Culpa recíproca (CLT art. 484)',
};
export const NOMES_TIPO_AVISO: Readonly<Record<(typeof TIPOS_AVISO)[number], string>> = {
  trabalhado: 'Trabalhado',
  indenizado: 'Indenizado',
  dispensado: 'Dispensado',
};
export const NOMES_CONVENCAO: Readonly<Record<(typeof CONVENCOES)[number], string>> = {
  meses_cheios: 'Meses cheios (como a Calculadora do Cidadão e as tabelas dos tribunais)',
  pro_rata_die: 'Pro rata die desde o vencimento',
};
export const NOMES_TIPO_JUROS: Readonly<Record<(typeof TIPOS_JUROS)[number], string>> = {
  legal: 'Legais',
  mora: 'De mora',
  compensatorios: 'Compensatórios',
};
export const NOMES_ESFERA: Readonly<Record<(typeof ESFERAS)[number], string>> = {
  trabalhista: 'Trabalhista',
  civel: 'Cível',
  tributaria: 'Tributária',
};
