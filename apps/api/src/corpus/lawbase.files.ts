// The shipped knowledge base on disk (apps/api/lawbase/): where it is, what it is built from and
// the manifest that tells the loader which release it holds.
import { fileURLToPath } from 'node:url';
import { LAWBASE_ACTS } from '@lexato/legal';

/**
 * Raise when the shipped rows change (a new source text, a parser fix): a database holding an
 * older release reloads on its next start; one holding the same release is left alone.
 */
export const LAWBASE_RELEASE = 13;

export const LAWBASE_DIR = fileURLToPath(new URL('../../lawbase/', import.meta.url));
/** Lexato's subject index, one file per act (`<slug>.json`), read by `pnpm lawbase:build`. */
export const SUBJECTS_DIR = fileURLToPath(new URL('../../lawbase/subjects/', import.meta.url));

/**
 * Sources kept in the repository: the public transcriptions of the súmulas vinculantes and the
 * entries two of them agree on (`pnpm lawbase:sv`), which `pnpm lawbase:build` reads from here.
 */
export const SOURCES_DIR = fileURLToPath(new URL('../../lawbase/sources/', import.meta.url));
export const STF_VINCULANTES_FILE = 'stf-sumulas-vinculantes.json';

/** `stf-sumulas-vinculantes.json`: the agreed entries, with their transcriptions, and those left out. */
export interface VinculantesFile {
  about: string;
  sources: Record<string, string>;
  entries: Array<{
    number: number;
    text: string;
    sources: string[];
    dissent: string[];
    status: 'vigente' | 'cancelada';
  }>;
  leftOut: Array<{ number: number; why: string; texts: Record<string, string | null> }>;
}

export interface LawbaseManifest {
  release: number;
  /** sha256 of the uncompressed NDJSON. */
  sha256: string;
  records: number;
  sources: Array<{ file: string; sha256: string; bytes: number }>;
  counts: Record<
    string,
    { records: number; lastArticle?: number; byStatus: Record<string, number>; indexed?: number }
  >;
  /** The subject index files the base was built with. */
  subjects?: Array<{ file: string; sha256: string; articles: number; phrases: number }>;
}

const ESTUDO = 'github.com/osvaldosereia/estudo';
const VADE =
  'github.com/kewbson/direito-organizado-pnpm @ 85fcb385 (Planalto page scraped 2025-07-18; HTML → text, struck text dropped)';

/** Where each source text was taken from (repository, path, commit) and the date of its text. */
export const SOURCE_ORIGINS: Record<string, { from: string; date: string }> = {
  'CF88.txt': { from: `${ESTUDO} data/codigos/CF88.txt @ 38f6f362`, date: '2025-09-18 (EC 136/2025)' },
  'CLT.txt': { from: `${ESTUDO} data/codigos/CLT.txt @ a5a2d272`, date: '2025-09-18' },
  'codigo_civil.txt': { from: `${ESTUDO} data/codigos/codigo_civil.txt @ f38fb236`, date: '2025-09-19' },
  'codigo_processo_civil.txt': {
    from: `${ESTUDO} data/codigos/codigo_processo_civil.txt @ 1293b7a9`,
    date: '2025-09-25',
  },
  'CDC.txt': { from: `${ESTUDO} data/codigos/CDC.txt @ 554c8bc5`, date: '2025-09-25' },
  'codigo_penal.txt': { from: `${ESTUDO} data/codigos/codigo_penal.txt @ 54c4b8ea`, date: '2025-09-22' },
  'ECA.txt': { from: `${ESTUDO} data/estatutos/ECA.txt @ 8179bcaf`, date: '2025-09-21' },
  'codigo_processo_penal.txt': { from: `${VADE}, cpp (del3689.htm)`, date: '2025-07-18' },
  'codigo_tributario_nacional.txt': { from: `${VADE}, ctn (l5172.htm)`, date: '2025-07-18' },
  'lei_13709_LGPD.txt': { from: `${VADE}, lgpd (l13709.htm)`, date: '2025-07-18' },
  'lei_8213_beneficios_previdencia.txt': { from: `${VADE}, l8213 (l8213compilado.htm)`, date: '2025-07-18' },
  'lei_8112_servidores_federais.txt': { from: `${VADE}, l8112 (l8112cons.htm)`, date: '2025-07-18' },
  'lei_14133_licitacoes.txt': { from: `${VADE}, licit (L14133.htm)`, date: '2025-07-18' },
  'lei_9099_juizados_especiais.txt': { from: `${VADE}, jecc (l9099.htm)`, date: '2025-07-18' },
  'lei_11101_falencia_recuperacao.txt': { from: `${VADE}, falencia (l11101.htm)`, date: '2025-07-18' },
  'lei_6019_trabalho_temporario.txt': { from: `${VADE}, terceirizacao (l6019.htm)`, date: '2025-07-18' },
  'lei_7347_acao_civil_publica.txt': { from: `${VADE}, acp (l7347orig.htm)`, date: '2025-07-18' },
  'lei_8036_fgts.txt': { from: `${VADE}, fgts (l8036compilada.htm)`, date: '2025-07-18' },
  'lei_8245_inquilinato.txt': { from: `${VADE}, inq (l8245.htm)`, date: '2025-07-18' },
  'lei_8429_improbidade.txt': { from: `${VADE}, improb (l8429.htm)`, date: '2025-07-18' },
  'lei_9307_arbitragem.txt': { from: `${VADE}, arbitragem (l9307.htm)`, date: '2025-07-18' },
  'lei_9656_planos_saude.txt': { from: `${VADE}, psaude (l9656.htm)`, date: '2025-07-18' },
  'lei_12016_mandado_seguranca.txt': { from: `${VADE}, mandseg (l12016.htm)`, date: '2025-07-18' },
  'sumulas_stf.txt': { from: `${ESTUDO} data/sumulas/sumulas_stf.txt @ ee96466c`, date: '2025-09-21' },
  'stj-sumulas.json': {
    from: 'github.com/VictorManuelChang/RAG-sumulas-STJ sumulas.json @ 39be7864 (STJ listing "NAO CANCELADA")',
    date: '2025-08-23',
  },
  'stj-sumulas-status.json': {
    from: `${ESTUDO} data/sumulas/sumulas_stj.txt @ 63b7ef61 (texts); status: absence from stj-sumulas.json`,
    date: '2025-09-21',
  },
  'stf-sumulas-vinculantes.json': {
    from: 'apps/api/lawbase/sources/: the entries two independent public transcriptions (named in the file) print alike',
    date: '2017 (STF publication, SV 1–56) / 2024–2026-08-04 (SV 57–63)',
  },
  'stj-temas-repetitivos.json': {
    from: 'STJ open data "precedentes qualificados" via github.com/armando-nahmias/precedentes @ 564f3dc2 (2023) + github.com/ricarossetto/stj-precedentes-app @ 490784b0 (2026)',
    date: '2023-11-14 / 2026-07-22',
  },
};

/** Every source file, in a fixed order (the manifest lists them so). */
export const LAWBASE_FILES: readonly string[] = [
  ...new Set(LAWBASE_ACTS.map((a) => a.file)),
  'sumulas_stf.txt',
  'stj-sumulas.json',
  'stj-sumulas-status.json',
  'stj-temas-repetitivos.json',
];
