// Gerado por scripts/import-indices.ts em 2026-11-22. Não editar à mão: rode o import.
import type { SerieIndice } from './serie.ts';

export const SERIE: SerieIndice = {
  nome: 'TAXA_LEGAL',
  descricao: 'Taxa legal mensal (CC art. 406; Lei 14.905/2024; Res. CMN 5.171/2024)',
  codigoSGS: 29543,
  fonte: 'Banco Central do Brasil, SGS 29543 (série distribuída com a Lexato)',
  obtidoEm: '2026-11-22',
  inicio: '2024-08',
  fim: '2026-08',
  derivados: [],
  valores: {
    '2024': [0.605306, 0.676227, 0.704241, 0.385874, 0.171924],
    '2025': [
      0.589427, 0.902209, 0, 0.321969, 0.6232, 0.775982, 0.83488, 0.942622, 1.305984, 0.736394, 1.093764,
      0.851001,
    ],
    '2026': [0.96751, 0.962232, 0.155714, 0.768672, 0.198293, 0.450641, 0.706607, 1.154527],
  },
};
