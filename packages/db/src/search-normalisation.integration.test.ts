import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from './testing.ts';

// How lexato_norm folds Portuguese words before the stemmer, as the stored tsvectors and the
// searches read them. Migration 2026_11_25_0500: the singular and the plural of a word give one
// lexeme, while words that only look alike stay apart. Migration 2026_11_28_1800: "-ável" and
// "-ível" are written with their accent again after the fold, so the Portuguese stemmer removes them
// as it does in accented text, and an adjective meets the noun or verb of its family.
let handle: Awaited<ReturnType<typeof createTestDb>>;

// Every migration runs on a fresh PGlite: beyond the 10 s default on a loaded machine.
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
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

describe('lexato_norm: the adjective endings -ável and -ível stemmed as the stemmer stems them', () => {
  it.each([
    // Lei 14.133 art. 75 "É dispensável a licitação" and the "dispensa de licitação" of a question.
    ['dispensável', 'dispensa'],
    // CC art. 932 "São também responsáveis pela reparação civil" and "responsabilidade civil".
    ['responsáveis', 'responsabilidade'],
    // CPC art. 833 "São impenhoráveis" and a question's "impenhorabilidade".
    ['impenhoráveis', 'impenhorabilidade'],
    ['inafiançáveis', 'inafiançável'],
  ])('"%s" matches "%s", and the other way round', async (text, query) => {
    expect(await matches(text, query)).toBe(true);
    expect(await matches(query, text)).toBe(true);
  });

  it.each([
    // One letter before the ending: left as it was ("cível" is not an adjective of a stem "c").
    ['Juizado Especial Cível', 'civil'],
    // Two letters before it, the stemmer's region too short to remove it: "cabível" keeps it.
    ['cabível', 'caber'],
    // The negation prefix is not removed: "impenhorável" is not "penhorável".
    ['impenhorável', 'penhorável'],
  ])('keeps "%s" apart from "%s"', async (text, query) => {
    expect(await matches(text, query)).toBe(false);
  });

  it('stores the stemmed lexeme in the corpus tsvector', async () => {
    const { rows } = await sql<{ lexemes: string[] }>`
      select tsvector_to_array(lexato_tsv('Art. 833', 'São impenhoráveis os bens inalienáveis')) as lexemes`.execute(
      handle.db,
    );
    expect(rows[0]?.lexemes).toEqual(expect.arrayContaining(['impenhor', 'inalien']));
    expect(rows[0]?.lexemes).not.toContain('impenhoravel');
  });
});
