/**
 * IRRF monthly withholding table (Lei 11.482/2007 art. 1º as amended), with the monthly
 * dependant deduction (Lei 9.250/1995 art. 4º, III) and the monthly simplified discount
 * (desconto simplificado mensal, created by Lei 14.663/2023 and kept at 25% of the exempt band).
 * From 2026 the monthly reduction of Lei 15.270/2025 (art. 3º-A of Lei 9.250/1995) applies on
 * the GROSS taxable income (RFB, "Exemplos de aplicação da Lei 15.270/2025", example 5).
 * Figures from the acts cited with each table; the parcelas a deduzir are official.
 */
export interface FaixaIrrf {
  ate: number | null;
  aliquota: number;
  parcelaDeduzir: number;
}

export interface ReducaoMensal {
  fonte: string;
  /** Income up to this amount: the tax is reduced to zero (reduction up to `reducaoMaxima`). */
  limiteIsencao: number;
  reducaoMaxima: number;
  /** Between the two limits: reduction = constante − coeficiente × rendimentos tributáveis. */
  limiteReducao: number;
  constante: number;
  coeficiente: number;
}

export interface TabelaIrrf {
  vigenciaInicio: string;
  vigenciaFim: string | null;
  fonte: string;
  faixas: readonly FaixaIrrf[];
  deducaoDependente: number;
  descontoSimplificado: number;
  reducao: ReducaoMensal | null;
}

const FAIXAS_2025_05: readonly FaixaIrrf[] = [
  { ate: 2428.8, aliquota: 0, parcelaDeduzir: 0 },
  { ate: 2826.65, aliquota: 0.075, parcelaDeduzir: 182.16 },
  { ate: 3751.05, aliquota: 0.15, parcelaDeduzir: 394.16 },
  { ate: 4664.68, aliquota: 0.225, parcelaDeduzir: 675.49 },
  { ate: null, aliquota: 0.275, parcelaDeduzir: 908.73 },
];

export const TABELAS_IRRF: readonly TabelaIrrf[] = [
  {
    vigenciaInicio: '2023-05-01',
    vigenciaFim: '2024-01-31',
    fonte: 'Lei nº 14.663/2023 (conversão da MP 1.171/2023)',
    faixas: [
      { ate: 2112.0, aliquota: 0, parcelaDeduzir: 0 },
      { ate: 2826.65, aliquota: 0.075, parcelaDeduzir: 158.4 },
      { ate: 3751.05, aliquota: 0.15, parcelaDeduzir: 370.4 },
      { ate: 4664.68, aliquota: 0.225, parcelaDeduzir: 651.73 },
      { ate: null, aliquota: 0.275, parcelaDeduzir: 884.96 },
    ],
    deducaoDependente: 189.59,
    descontoSimplificado: 528.0,
    reducao: null,
  },
  {
    vigenciaInicio: '2024-02-01',
    vigenciaFim: '2025-04-30',
    fonte: 'MP nº 1.206/2024, convertida na Lei nº 14.848/2024',
    faixas: [
      { ate: 2259.2, aliquota: 0, parcelaDeduzir: 0 },
      { ate: 2826.65, aliquota: 0.075, parcelaDeduzir: 169.44 },
      { ate: 3751.05, aliquota: 0.15, parcelaDeduzir: 381.44 },
      { ate: 4664.68, aliquota: 0.225, parcelaDeduzir: 662.77 },
      { ate: null, aliquota: 0.275, parcelaDeduzir: 896.0 },
    ],
    deducaoDependente: 189.59,
    descontoSimplificado: 564.8,
    reducao: null,
  },
  {
    vigenciaInicio: '2025-05-01',
    vigenciaFim: '2025-12-31',
    fonte: 'MP nº 1.294/2025, convertida na Lei nº 15.191/2025',
    faixas: FAIXAS_2025_05,
    deducaoDependente: 189.59,
    descontoSimplificado: 607.2,
    reducao: null,
  },
  {
    vigenciaInicio: '2026-01-01',
    vigenciaFim: null,
    fonte: 'Tabela da Lei nº 15.191/2025; redução da Lei nº 15.270/2025 (Lei 9.250/1995 art. 3º-A)',
    faixas: FAIXAS_2025_05,
    deducaoDependente: 189.59,
    descontoSimplificado: 607.2,
    reducao: {
      fonte: 'Lei nº 15.270/2025 (Lei 9.250/1995 art. 3º-A); IN RFB nº 2.299/2025',
      limiteIsencao: 5000.0,
      reducaoMaxima: 312.89,
      limiteReducao: 7350.0,
      constante: 978.62,
      coeficiente: 0.133145,
    },
  },
];
