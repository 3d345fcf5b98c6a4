import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing.ts';
import { up } from './2026_11_24_1000_strip_invisible_from_names.ts';

let handle: Awaited<ReturnType<typeof createTestDb>>;
// Creating and migrating a database takes a while on a busy machine.
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(() => handle.close());

describe('2026_11_24_1000 strip invisible characters from names', () => {
  it('cleans names and companies stored before the input sanitiser dropped them', async () => {
    // U+202E right-to-left override, U+200B zero-width space, U+2066/U+2069 isolates, U+FEFF BOM.
    await handle.db
      .insertInto('contacts')
      .values([
        {
          name: '\u202EMaria\u200B Silva',
          email: 'a@x.com',
          company: '\u2066Silva\u2069',
          phone: null,
          message: 'Olá \u202E mundo',
        },
        { name: 'João Souza', email: 'b@x.com', company: null, phone: null, message: 'Mensagem comum.' },
      ])
      .execute();
    await handle.db
      .insertInto('users')
      .values({
        username: 'ana',
        name: 'Ana\uFEFF Lima',
        email: 'ana@x.com',
        company: 'Lima\u200D Adv',
        role: 'user',
        hasActiveContract: true,
        passwordHash: 'x',
      })
      .execute();
    await up(handle.db);
    const contacts = await handle.db
      .selectFrom('contacts')
      .select(['name', 'company', 'message'])
      .orderBy('email')
      .execute();
    expect(contacts).toEqual([
      // The message is not a name: left as written.
      { name: 'Maria Silva', company: 'Silva', message: 'Olá \u202E mundo' },
      { name: 'João Souza', company: null, message: 'Mensagem comum.' },
    ]);
    const user = await handle.db.selectFrom('users').select(['name', 'company']).executeTakeFirstOrThrow();
    expect(user).toEqual({ name: 'Ana Lima', company: 'Lima Adv' });
  });
});
