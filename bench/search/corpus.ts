// The evaluation corpus of the search benchmarks: a `docs.jsonl` of official statute articles and
// súmulas (apps/api/src/corpus/README.md), which the repository does not hold. Its path comes from
// `--corpus=<docs.jsonl>` or LEXATO_EVAL_CORPUS.
import { existsSync, readFileSync } from 'node:fs';

export function readEvalCorpus(): string {
  const path =
    process.argv.find((a) => a.startsWith('--corpus='))?.slice('--corpus='.length) ??
    process.env.LEXATO_EVAL_CORPUS;
  if (!path || !existsSync(path)) {
    console.error(
      'Informe o corpus de avaliação (docs.jsonl): --corpus=<caminho> ou LEXATO_EVAL_CORPUS=<caminho>.',
    );
    process.exit(2);
  }
  return readFileSync(path, 'utf8');
}
