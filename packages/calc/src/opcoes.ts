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
