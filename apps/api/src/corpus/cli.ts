// `pnpm corpus:import <file.jsonl>`: loads legal sources into the database the server uses
// (DATABASE_URL, or the embedded database under DATA_DIR while the server is stopped).
// `pnpm corpus:import --act <id> <file.txt>`: a newer compiled text of one act of the legal
// knowledge base (id as in apps/api/lawbase/PROVENANCE.md: clt, cc, lei-9099…), parsed like the
// shipped one; its articles replace the shipped ones (see README, "The shipped legal knowledge base").
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDb, migrateToLatest } from '@lexato/db';
import { articleRows, LAWBASE_ACTS } from '@lexato/legal';
import type { LegalSourceLine } from '@lexato/schemas';
import { loadConfig } from '../config.ts';
import { CorpusFormatError, importLegalSources, parseCorpusJsonl } from './corpus.service.ts';

const USAGE = 'Uso: pnpm corpus:import <arquivo.jsonl> | pnpm corpus:import --act <lei> <texto.txt>';

/** The articles of a compiled text of one act of the base, as import lines with the base's ids. */
function actLines(slug: string, text: string): LegalSourceLine[] {
  const act = LAWBASE_ACTS.find((a) => a.slug === slug);
  if (!act)
    throw new CorpusFormatError([
      `lei desconhecida: ${slug} (use ${LAWBASE_ACTS.map((a) => a.slug).join(', ')})`,
    ]);
  const rows = articleRows(act, text);
  if (rows.length === 0) throw new CorpusFormatError(['nenhum artigo ("Art. 1º …") encontrado no texto']);
  return rows.map((r) => ({
    id: r.id,
    kind: 'legislacao',
    title: r.title,
    text: r.text,
    reference: r.reference,
    url: r.url,
  }));
}

async function main(argv: string[]): Promise<number> {
  const [slug, file] = argv[0] === '--act' ? [argv[1], argv[2]] : [undefined, argv[0]];
  if (!file || (argv[0] === '--act' && !slug)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // pnpm runs package scripts inside apps/api; a relative path means where the user typed it.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let lines: LegalSourceLine[];
  try {
    const content = readFileSync(path, 'utf8');
    lines = slug ? actLines(slug, content) : parseCorpusJsonl(content);
  } catch (error) {
    console.error(error instanceof CorpusFormatError ? error.message : `Não foi possível ler ${path}`);
    return 1;
  }
  const handle = await createDb(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, schema: config.databaseSchema }
      : { dataDir: resolve(config.dataDir), pgliteSharedBuffersMb: config.pgliteSharedBuffersMb },
  ).catch((error: unknown) => {
    console.error(
      config.databaseUrl
        ? 'Não foi possível conectar ao banco (DATABASE_URL).'
        : `Não foi possível abrir o banco embutido em ${resolve(config.dataDir)}: pare o servidor ou use o envio pelo painel (POST /api/admin/corpus).`,
    );
    console.error(String(error));
    return null;
  });
  if (!handle) return 1;
  try {
    await migrateToLatest(handle.db, handle.schema);
    const started = Date.now();
    const report = await importLegalSources(handle.db, lines);
    console.log(
      `${report.total} fontes lidas: ${report.inserted} novas, ${report.updated} atualizadas, ${report.unchanged} sem alteração (${Date.now() - started} ms).`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
