import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCES_DIR, STF_VINCULANTES_FILE, type VinculantesFile } from './lawbase.files.ts';
import { agreeVinculantes } from './sumulas-vinculantes-build.ts';

const committed = JSON.parse(
  readFileSync(join(SOURCES_DIR, STF_VINCULANTES_FILE), 'utf8'),
) as VinculantesFile;

describe('the súmulas vinculantes two transcriptions agree on', () => {
  it('the committed file is what `pnpm lawbase:sv` makes of the transcriptions beside it', () => {
    expect(committed).toEqual(agreeVinculantes());
  });

  it('leaves out SV 30, which no transcription prints (A: "pendente de publicação"; B: omitted)', () => {
    expect(committed.leftOut.find((e) => e.number === 30)?.why).toBe('nenhuma transcrição imprime o texto');
  });

  it('leaves out SV 57, on which B (a financing programme) and C (e-books) print different súmulas', () => {
    expect(committed.leftOut.find((e) => e.number === 57)?.why).toBe('as transcrições divergem');
  });

  it('keeps SV 63 from B and D, and SV 56 from A and C with B ("nesta hipótese") dissenting', () => {
    expect(committed.entries.find((e) => e.number === 63)?.sources).toEqual(['B', 'D']);
    expect(committed.entries.find((e) => e.number === 56)).toMatchObject({
      sources: ['A', 'C'],
      dissent: ['B'],
    });
  });
});
