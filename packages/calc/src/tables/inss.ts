/**
 * INSS employee contribution (segurado empregado), progressive by band since EC 103/2019
 * art. 28. Figures from the Portarias below. The ceiling contribution is the exact band sum rounded half-up once
 * (2026: 121,575 + 115,3656 + 174,1716 + 576,9792 = 988,0914 → R$ 988,09; per-band rounding
 * would give 988,10).
 */
export interface FaixaInss {
  ate: number;
  aliquota: number;
}

export interface TabelaInss {
  vigenciaInicio: string;
  vigenciaFim: string | null;
  fonte: string;
  faixas: readonly FaixaInss[];
  teto: number;
  contribuicaoMaxima: number;
}

export const TABELAS_INSS: readonly TabelaInss[] = [
  {
    vigenciaInicio: '2024-01-01',
    vigenciaFim: '2024-12-31',
    fonte: 'Portaria Interministerial MPS/MF nº 2/2024, art. 7º',
    faixas: [
      { ate: 1412.0, aliquota: 0.075 },
      { ate: 2666.68, aliquota: 0.09 },
      { ate: 4000.03, aliquota: 0.12 },
      { ate: 7786.02, aliquota: 0.14 },
    ],
    teto: 7786.02,
    contribuicaoMaxima: 908.86,
  },
  {
    vigenciaInicio: '2025-01-01',
    vigenciaFim: '2025-12-31',
    fonte: 'Portaria Interministerial MPS/MF nº 6/2025',
    faixas: [
      { ate: 1518.0, aliquota: 0.075 },
      { ate: 2793.88, aliquota: 0.09 },
      { ate: 4190.83, aliquota: 0.12 },
      { ate: 8157.41, aliquota: 0.14 },
    ],
    teto: 8157.41,
    contribuicaoMaxima: 951.63,
  },
  {
    vigenciaInicio: '2026-01-01',
    vigenciaFim: null,
    fonte: 'Portaria Interministerial MPS/MF nº 13/2026',
    faixas: [
      { ate: 1621.0, aliquota: 0.075 },
      { ate: 2902.84, aliquota: 0.09 },
      { ate: 4354.27, aliquota: 0.12 },
      { ate: 8475.55, aliquota: 0.14 },
    ],
    teto: 8475.55,
    contribuicaoMaxima: 988.09,
  },
];
