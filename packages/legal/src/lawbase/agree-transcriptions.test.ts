import { describe, expect, it } from 'vitest';
import { agreeTranscriptions, comparable, type Transcription } from './agree-transcriptions.ts';

const t = (id: string, entries: Record<string, string | null>, family = id): Transcription => ({
  id,
  family,
  source: `transcrição ${id}`,
  entries,
});

describe('comparable: only whitespace, quotation marks and dashes are evened out', () => {
  it('treats “c”, \'c\' and "c", and – — -, and runs of spaces as the same', () => {
    expect(comparable('art. 150, VI, “c”,  da CF')).toBe(comparable("art. 150, VI, 'c', da CF"));
    expect(comparable('Técnico-Administrativa – GDATA')).toBe(comparable('Técnico-Administrativa - GDATA'));
  });

  it('keeps words, case, accents and abbreviations apart', () => {
    expect(comparable('Lei Complementar 110/2001')).not.toBe(comparable('Lei Complementar nº 110/2001'));
    expect(comparable('art. 97')).not.toBe(comparable('artigo 97'));
    expect(comparable('Congresso Nacional')).not.toBe(comparable('congresso nacional'));
    expect(comparable('nessa hipótese')).not.toBe(comparable('nesta hipótese'));
  });
});

describe('agreeTranscriptions', () => {
  it('keeps an entry two families print alike and names the dissenting one', () => {
    const { agreed, leftOut } = agreeTranscriptions([
      t('A', { '56': 'devendo-se observar, nessa hipótese, os parâmetros' }),
      t('B', { '56': 'devendo-se observar, nesta hipótese, os parâmetros' }),
      t('C', { '56': 'devendo-se  observar, nessa hipótese, os parâmetros' }),
    ]);
    expect(agreed).toEqual([
      {
        number: 56,
        text: 'devendo-se observar, nessa hipótese, os parâmetros',
        sources: ['A', 'C'],
        dissent: ['B'],
      },
    ]);
    expect(leftOut).toEqual([]);
  });

  it('leaves out what one transcription alone prints, or two of one project', () => {
    const { agreed, leftOut } = agreeTranscriptions([
      t('A', { '1': 'texto um' }),
      t('D', { '1': 'texto um', '62': 'texto sessenta e dois' }, 'A'),
    ]);
    expect(agreed).toEqual([]);
    expect(leftOut.map((e) => [e.number, e.why])).toEqual([
      [1, 'uma só transcrição independente imprime o texto'],
      [62, 'uma só transcrição independente imprime o texto'],
    ]);
  });

  it('leaves out a number whose transcriptions differ, or that none prints with a text', () => {
    const { agreed, leftOut } = agreeTranscriptions([
      t('A', { '1': 'Lei Complementar 110/2001.', '30': null }),
      t('B', { '1': 'Lei Complementar nº 110/2001.' }),
    ]);
    expect(agreed).toEqual([]);
    expect(leftOut).toEqual([
      {
        number: 1,
        why: 'as transcrições divergem',
        texts: { A: 'Lei Complementar 110/2001.', B: 'Lei Complementar nº 110/2001.' },
      },
      { number: 30, why: 'nenhuma transcrição imprime o texto', texts: { A: null } },
    ]);
  });

  it('leaves out a number on which two pairs agree on two different texts', () => {
    const { agreed, leftOut } = agreeTranscriptions([
      t('A', { '7': 'um' }),
      t('B', { '7': 'um' }),
      t('C', { '7': 'dois' }),
      t('E', { '7': 'dois' }),
    ]);
    expect(agreed).toEqual([]);
    expect(leftOut[0]?.why).toBe('duas transcrições concordam num texto e outras duas noutro');
  });
});
