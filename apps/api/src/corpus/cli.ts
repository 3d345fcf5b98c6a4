// `pnpm corpus:import <file.jsonl>`: loads legal sources into the database the server uses
// (DATABASE_URL, or the embedded database under DATA_DIR while the server is stopped).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDb, migrateToLatest } from '@lexato/db';
import { loadConfig } from '../config.ts';
import { CorpusFormatError, importLegalSources, parseCorpusJsonl } from './corpus.service.ts';

async function main(argv: string[]): Promise<number> {
  const file = argv[0];
  if (!file) {
    console.error('Uso: pnpm corpus:import <arquivo.jsonl>');
    return 2;
  }
  const config = loadConfig();
  // pnpm runs package scripts inside apps/api; a relative path means where the user typed it.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let lines: ReturnType<typeof parseCorpusJsonl>;
  try {
    lines = parseCorpusJsonl(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(error instanceof CorpusFormatError ? error.message : `Não foi possível ler ${path}`);
    return 1;
  }
  const handle = await createDb(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, schema: config.databaseSchema }
      : { dataDir: resolve(config.dataDir) },
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
