/**
 * Regenerates the index series shipped in `src/indices/*.ts`.
 *
 *   pnpm --filter @lexato/calc indices:update              # online, Banco Central SGS JSON API
 *   pnpm --filter @lexato/calc indices:import -- <dir>     # local `month,percent` CSV files
 *
 * Each series records its SGS code, its source and the date it was taken. Months missing in the
 * middle of a series abort the import: a gap must never become a zero.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Config {
  nome: string;
  arquivo: string;
  descricao: string;
  codigoSGS: number;
  csv: Array<{ file: string; derivado: boolean }>;
  /** Where the local CSV's figures were read, when it was not the SGS itself (the file's header). */
  copia?: string;
}

/**
 * FGV's price indices, as the BCB republishes them in the SGS. Their local CSVs were read from a
 * public copy (GitHub investash/inflacao, commit 777d32b0 of 16/01/2026, `<índice>/valores.json`),
 * 2015-01..2025-12; every monthly figure checked against FGV IBRE's releases matched (the check is
 * listed in the package README).
 */
const COPIA_FGV =
  'lidos em 2026-11-28 de https://github.com/investash/inflacao (commit 777d32b045e87a43a5c37e68fdcf8b177539bbc2, ' +
  'de 16/01/2026, <índice>/valores.json); cada valor mensal publicado nos releases da FGV IBRE conferiu (README do pacote)';

const SERIES: Config[] = [
  {
    nome: 'IPCA-E',
    arquivo: 'ipca-e',
    descricao: 'IPCA-E, variação mensal (IBGE; valores mensais = IPCA-15)',
    codigoSGS: 10764,
    csv: [
      { file: 'ipca-e.csv', derivado: false },
      { file: 'ipca-e-derived-2026.csv', derivado: true },
    ],
  },
  {
    nome: 'IPCA',
    arquivo: 'ipca',
    descricao: 'IPCA, variação mensal (IBGE)',
    codigoSGS: 433,
    csv: [{ file: 'ipca.csv', derivado: false }],
  },
  {
    nome: 'INPC',
    arquivo: 'inpc',
    descricao: 'INPC, variação mensal (IBGE)',
    codigoSGS: 188,
    csv: [{ file: 'inpc.csv', derivado: false }],
  },
  {
    nome: 'SELIC',
    arquivo: 'selic',
    descricao: 'Taxa SELIC acumulada no mês (BCB)',
    codigoSGS: 4390,
    csv: [
      { file: 'selic.csv', derivado: false },
      { file: 'selic-derived-sgs11.csv', derivado: true },
    ],
  },
  {
    nome: 'TAXA_LEGAL',
    arquivo: 'taxa-legal',
    descricao: 'Taxa legal mensal (CC art. 406; Lei 14.905/2024; Res. CMN 5.171/2024)',
    codigoSGS: 29543,
    csv: [{ file: 'taxa-legal.csv', derivado: false }],
  },
  {
    nome: 'IGP-M',
    arquivo: 'igp-m',
    descricao: 'IGP-M, variação mensal (FGV IBRE, via BCB)',
    codigoSGS: 189,
    csv: [{ file: 'igp-m.csv', derivado: false }],
    copia: COPIA_FGV,
  },
  {
    nome: 'IGP-DI',
    arquivo: 'igp-di',
    descricao: 'IGP-DI, variação mensal (FGV IBRE, via BCB)',
    codigoSGS: 190,
    csv: [{ file: 'igp-di.csv', derivado: false }],
    copia: COPIA_FGV,
  },
  {
    nome: 'IPC-Br',
    arquivo: 'ipc-br',
    descricao: 'IPC-Br, variação mensal (FGV IBRE, via BCB)',
    codigoSGS: 191,
    csv: [{ file: 'ipc-br.csv', derivado: false }],
    copia: COPIA_FGV,
  },
];

type Pontos = Map<string, { valor: number; derivado: boolean }>;

function lerCsv(dir: string, cfg: Config): Pontos {
  const pontos: Pontos = new Map();
  for (const { file, derivado } of cfg.csv) {
    const linhas = readFileSync(join(dir, file), 'utf8').trim().split(/\r?\n/).slice(1);
    for (const linha of linhas) {
      const [mes = '', pct = ''] = linha.split(',');
      if (!/^\d{4}-\d{2}$/.test(mes) || !Number.isFinite(Number(pct)))
        throw new Error(`${file}: linha inválida "${linha}"`);
      pontos.set(mes, { valor: Number(pct), derivado });
    }
  }
  return pontos;
}

async function lerSgs(cfg: Config): Promise<Pontos> {
  const url = `https://api.bcb.gov.br/dados/serie/bcdata.sgs.${cfg.codigoSGS}/dados?formato=json&dataInicial=01/01/2015`;
  const resposta = await fetch(url);
  if (!resposta.ok) throw new Error(`SGS ${cfg.codigoSGS}: HTTP ${resposta.status}`);
  const dados = (await resposta.json()) as Array<{ data: string; valor: string }>;
  const pontos: Pontos = new Map();
  for (const { data, valor } of dados) {
    const [, mm, yyyy] = data.split('/');
    pontos.set(`${yyyy}-${mm}`, { valor: Number(valor), derivado: false });
  }
  return pontos;
}

function proximoMes(mes: string): string {
  const y = Number(mes.slice(0, 4));
  const m = Number(mes.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

function gerar(cfg: Config, pontos: Pontos, fonte: string, obtidoEm: string, copia?: string): string {
  const meses = [...pontos.keys()].sort();
  const inicio = meses[0];
  const fim = meses[meses.length - 1];
  if (!inicio || !fim) throw new Error(`${cfg.nome}: série vazia`);
  const anos = new Map<string, number[]>();
  const derivados: string[] = [];
  for (let mes = inicio; mes <= fim; mes = proximoMes(mes)) {
    const ponto = pontos.get(mes);
    if (!ponto) throw new Error(`${cfg.nome}: falta o mês ${mes} no meio da série`);
    if (ponto.derivado) derivados.push(mes);
    const ano = mes.slice(0, 4);
    anos.set(ano, [...(anos.get(ano) ?? []), ponto.valor]);
  }
  const valores = [...anos].map(([ano, v]) => `    '${ano}': [${v.join(', ')}],`).join('\n');
  const origem = copia ? `\n// Valores ${copia}.` : '';
  return `// Gerado por scripts/import-indices.ts em ${obtidoEm}. Não editar à mão: rode o import.${origem}
import type { SerieIndice } from './serie.ts';

export const SERIE: SerieIndice = {
  nome: '${cfg.nome}',
  descricao: '${cfg.descricao}',
  codigoSGS: ${cfg.codigoSGS},
  fonte: '${fonte}',
  obtidoEm: '${obtidoEm}',
  inicio: '${inicio}',
  fim: '${fim}',
  derivados: [${derivados.map((m) => `'${m}'`).join(', ')}],
  valores: {
${valores}
  },
};
`;
}

const args = process.argv.slice(2).filter((a) => a !== '--');
const dir = args[0];
const obtidoEm = new Date().toISOString().slice(0, 10);
for (const cfg of SERIES) {
  // A folder without a series' CSVs leaves that series as shipped (never an empty or partial one).
  if (dir && !cfg.csv.every(({ file }) => existsSync(join(dir, file)))) {
    console.log(
      `${cfg.nome}: sem ${cfg.csv.map((c) => c.file).join(', ')} na pasta; src/indices/${cfg.arquivo}.ts mantido`,
    );
    continue;
  }
  const pontos = dir ? lerCsv(dir, cfg) : await lerSgs(cfg);
  const fonte = dir
    ? `Banco Central do Brasil, SGS ${cfg.codigoSGS} (série distribuída com a Lexato)`
    : `BCB SGS ${cfg.codigoSGS}, api.bcb.gov.br`;
  const destino = new URL(`../src/indices/${cfg.arquivo}.ts`, import.meta.url);
  writeFileSync(destino, gerar(cfg, pontos, fonte, obtidoEm, dir ? cfg.copia : undefined));
  console.log(`${cfg.nome}: ${pontos.size} meses → src/indices/${cfg.arquivo}.ts`);
}
