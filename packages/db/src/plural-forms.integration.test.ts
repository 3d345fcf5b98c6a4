import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from './testing.ts';

// Migration 2026_11_25_0500: the singular and the plural of a word give one lexeme, in the stored
// tsvectors and in the searches, while words that only look alike stay apart.
let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

/** Whether a text's tsvector (as stored) matches a query written the other way round. */
async function matches(text: string, query: string): Promise<boolean> {
  const { rows } = await sql<{ hit: boolean }>`
    select to_tsvector('portuguese', lexato_norm(${text}))
           @@ plainto_tsquery('portuguese', lexato_norm(${query})) as hit`.execute(handle.db);
  return rows[0]?.hit ?? false;
}

describe('lexato_norm: plural endings written as the singular before stemming', () => {
  it.each([
    ['danos morais', 'dano moral'],
    ['das obrigações', 'obrigação'],
    ['bens imóveis', 'bem imóvel'],
    ['servidores públicos civis', 'servidor público civil'],
    ['Juizados Especiais Cíveis', 'juizado especial cível'],
    ['dias úteis', 'dia útil'],
    ['atos dos réus', 'ato do réu'],
    ['as mães', 'a mãe'],
    ['as leis', 'lei'],
    ['os tabeliães', 'tabelião'],
    ['as pensões', 'pensão'],
    ['os papéis', 'papel'],
  ])('"%s" matches "%s", and the other way round', async (plural, singular) => {
    expect(await matches(plural, singular)).toBe(true);
    expect(await matches(singular, plural)).toBe(true);
  });

  it.each([
    // Before the migration "morais" stemmed to the lexeme of "mora" (late payment).
    ['juros de mora', 'morais'],
    ['as mães', 'mão'],
    ['os pais', 'pal'],
    // "pais" is also "país" once accents are folded: it is not read as "pai".
    ['no País', 'pai'],
    ['mais', 'mal'],
    ['demais casos', 'demal'],
  ])('keeps "%s" apart from "%s"', async (text, query) => {
    expect(await matches(text, query)).toBe(false);
  });

  it('stores the normalised tsvector in the corpus and the user passages', async () => {
    const { rows } = await sql<{ lexemes: string[] }>`
      select tsvector_to_array(lexato_tsv('Título', 'Das obrigações e dos danos morais')) as lexemes`.execute(
      handle.db,
    );
    expect(rows[0]?.lexemes).toEqual(expect.arrayContaining(['obrigaca', 'moral']));
    expect(rows[0]?.lexemes).not.toContain('mor');
  });
});
