// Gerado por scripts/import-indices.ts em 2026-11-28. Não editar à mão: rode o import.
// Valores lidos em 2026-11-28 de https://github.com/investash/inflacao (commit 777d32b045e87a43a5c37e68fdcf8b177539bbc2, de 16/01/2026, <índice>/valores.json); cada valor mensal publicado nos releases da FGV IBRE conferiu (README do pacote).
import type { SerieIndice } from './serie.ts';

export const SERIE: SerieIndice = {
  nome: 'IGP-DI',
  descricao: 'IGP-DI, variação mensal (FGV IBRE, via BCB)',
  codigoSGS: 190,
  fonte: 'Banco Central do Brasil, SGS 190 (série distribuída com a Lexato)',
  obtidoEm: '2026-11-28',
  inicio: '2015-01',
  fim: '2025-12',
  derivados: [],
  valores: {
    '2015': [0.67, 0.53, 1.21, 0.92, 0.4, 0.68, 0.58, 0.4, 1.42, 1.76, 1.19, 0.44],
    '2016': [1.53, 0.79, 0.43, 0.36, 1.13, 1.63, -0.39, 0.43, 0.03, 0.13, 0.05, 0.83],
    '2017': [0.43, 0.06, -0.38, -1.24, -0.51, -0.96, -0.3, 0.24, 0.62, 0.1, 0.8, 0.74],
    '2018': [0.58, 0.15, 0.56, 0.93, 1.64, 1.48, 0.44, 0.68, 1.79, 0.26, -1.14, -0.45],
    '2019': [0.07, 1.25, 1.07, 0.9, 0.4, 0.63, -0.01, -0.51, 0.5, 0.55, 0.85, 1.74],
    '2020': [0.09, 0.01, 1.64, 0.05, 1.07, 1.6, 2.34, 3.87, 3.3, 3.68, 2.64, 0.76],
    '2021': [2.91, 2.71, 2.17, 2.22, 3.4, 0.11, 1.45, -0.14, -0.55, 1.6, -0.58, 1.25],
    '2022': [2.01, 1.5, 2.37, 0.41, 0.69, 0.62, -0.38, -0.55, -1.22, -0.62, -0.18, 0.31],
    '2023': [0.06, 0.04, -0.34, -1.01, -2.33, -1.45, -0.4, 0.05, 0.45, 0.51, 0.5, 0.64],
    '2024': [-0.27, -0.41, -0.3, 0.72, 0.87, 0.5, 0.83, 0.12, 1.03, 1.54, 1.18, 0.87],
    '2025': [0.11, 1, -0.5, 0.3, -0.85, -1.8, -0.07, 0.2, 0.36, -0.03, 0.01, 0.1],
  },
};
