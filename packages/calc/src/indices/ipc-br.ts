// Gerado por scripts/import-indices.ts em 2026-11-28. Não editar à mão: rode o import.
// Valores lidos em 2026-11-28 de https://github.com/investash/inflacao (commit 777d32b045e87a43a5c37e68fdcf8b177539bbc2, de 16/01/2026, <índice>/valores.json); cada valor mensal publicado nos releases da FGV IBRE conferiu (README do pacote).
import type { SerieIndice } from './serie.ts';

export const SERIE: SerieIndice = {
  nome: 'IPC-Br',
  descricao: 'IPC-Br, variação mensal (FGV IBRE, via BCB)',
  codigoSGS: 191,
  fonte: 'Banco Central do Brasil, SGS 191 (série distribuída com a Lexato)',
  obtidoEm: '2026-11-28',
  inicio: '2015-01',
  fim: '2025-12',
  derivados: [],
  valores: {
    '2015': [1.73, 0.97, 1.41, 0.61, 0.72, 0.82, 0.53, 0.22, 0.42, 0.76, 1, 0.88],
    '2016': [1.78, 0.76, 0.5, 0.49, 0.64, 0.26, 0.37, 0.32, 0.07, 0.34, 0.17, 0.33],
    '2017': [0.69, 0.31, 0.47, 0.12, 0.52, -0.32, 0.38, 0.13, -0.02, 0.33, 0.36, 0.21],
    '2018': [0.69, 0.17, 0.17, 0.34, 0.41, 1.19, 0.17, 0.07, 0.45, 0.48, -0.17, 0.29],
    '2019': [0.57, 0.35, 0.65, 0.63, 0.22, -0.02, 0.31, 0.17, 0, -0.09, 0.49, 0.77],
    '2020': [0.59, -0.01, 0.34, -0.18, -0.54, 0.36, 0.49, 0.53, 0.82, 0.65, 0.94, 1.07],
    '2021': [0.27, 0.54, 1, 0.23, 0.81, 0.64, 0.92, 0.71, 1.43, 0.77, 1.08, 0.57],
    '2022': [0.49, 0.28, 1.35, 1.08, 0.5, 0.67, -1.19, -0.57, 0.02, 0.69, 0.57, 0.35],
    '2023': [0.8, 0.34, 0.74, 0.5, 0.08, -0.1, 0.07, -0.22, 0.27, 0.45, 0.27, 0.29],
    '2024': [0.61, 0.55, 0.1, 0.42, 0.53, 0.22, 0.54, -0.16, 0.63, 0.3, -0.13, 0.31],
    '2025': [0.02, 1.18, 0.44, 0.52, 0.34, 0.16, 0.37, -0.44, 0.65, 0.14, 0.28, 0.28],
  },
};
