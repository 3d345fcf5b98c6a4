// `pnpm lawbase:sv`: the súmulas vinculantes of the STF that two independent public transcriptions
// print word for word alike (apps/api/lawbase/sources/stf-sv-fonte-*.json, each naming where it
// was read) → apps/api/lawbase/sources/stf-sumulas-vinculantes.json, which `pnpm lawbase:build`
// reads. An entry the transcriptions do not agree on stays out, with why, and is "não verificada".
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { agreeTranscriptions, type Transcription } from '@lexato/legal';
import { SOURCES_DIR, STF_VINCULANTES_FILE, type VinculantesFile } from './lawbase.files.ts';

export function agreeVinculantes(dir = SOURCES_DIR): VinculantesFile {
  const transcriptions = readdirSync(dir)
    .filter((f) => /^stf-sv-fonte-[a-z]+\.json$/.test(f))
    .sort()
    .map((file): Transcription => {
      const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Omit<Transcription, 'id'>;
      const id = (/fonte-([a-z]+)\.json$/.exec(file)?.[1] ?? file).toUpperCase();
      return { id, family: data.family, source: data.source, entries: data.entries };
    });
  const { agreed, leftOut } = agreeTranscriptions(transcriptions);
  return {
    about:
      'Súmulas vinculantes do STF: cada texto é o que duas transcrições públicas independentes imprimem palavra por palavra (comparadas após uniformizar espaços, aspas e travessões). Situação: vigente, pois nenhuma das transcrições marca súmula vinculante alguma como cancelada ou revisada. Gerado por `pnpm lawbase:sv`; não editar à mão.',
    sources: Object.fromEntries(transcriptions.map((t) => [t.id, t.source])),
    entries: agreed.map((e) => ({ ...e, status: 'vigente' as const })),
    leftOut,
  };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const result = agreeVinculantes();
  writeFileSync(join(SOURCES_DIR, STF_VINCULANTES_FILE), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `${result.entries.length} súmulas vinculantes confirmadas por duas transcrições; ${result.leftOut.length} de fora: ${result.leftOut.map((e) => `SV ${e.number} (${e.why})`).join('; ')}`,
  );
}
