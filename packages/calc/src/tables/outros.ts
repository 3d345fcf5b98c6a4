/** Minimum wage and fixed rates, each with its act. */
export interface SalarioMinimo {
  vigenciaInicio: string;
  vigenciaFim: string | null;
  mensal: number;
  fonte: string;
}

export const SALARIOS_MINIMOS: readonly SalarioMinimo[] = [
  {
    vigenciaInicio: '2024-01-01',
    vigenciaFim: '2024-12-31',
    mensal: 1412.0,
    fonte: 'Decreto nº 11.864/2023',
  },
  {
    vigenciaInicio: '2025-01-01',
    vigenciaFim: '2025-12-31',
    mensal: 1518.0,
    fonte: 'Decreto nº 12.342/2024',
  },
  { vigenciaInicio: '2026-01-01', vigenciaFim: null, mensal: 1621.0, fonte: 'Decreto nº 12.797/2025' },
];

export const FGTS_ALIQUOTA = { valor: 0.08, fonte: 'Lei 8.036/1990 art. 15' } as const;
export const MULTA_FGTS = { valor: 0.4, fonte: 'Lei 8.036/1990 art. 18 §1º' } as const;
export const MULTA_FGTS_COMUM_ACORDO = {
  valor: 0.2,
  fonte: 'CLT art. 484-A, I, b (Lei 13.467/2017)',
} as const;
/** Culpa recíproca recognised by the Justiça do Trabalho: the fine is 20% (Lei 8.036/1990 art. 18 §2º). */
export const MULTA_FGTS_CULPA_RECIPROCA = { valor: 0.2, fonte: 'Lei 8.036/1990 art. 18 §2º' } as const;
/** Comum acordo: the FGTS account may be moved up to 80% of the deposits (CLT art. 484-A §1º). */
export const SAQUE_FGTS_COMUM_ACORDO = {
  valor: 0.8,
  fonte: 'CLT art. 484-A §1º; Lei 8.036/1990 art. 20, I-A',
} as const;
/** Monthly hours divisor of a 44-hour week: 44 × 5 weeks (CLT art. 64; CF art. 7º XIII). */
export const DIVISOR_HORAS = { valor: 220, fonte: 'CLT art. 64; CF art. 7º, XIII (44 h semanais)' } as const;
