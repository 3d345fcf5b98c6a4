import { randomUUID } from 'node:crypto';
import type { Db } from '@lexato/db';
import type { ContactInputData, ContactPage } from '@lexato/schemas';
import type { AppDeps } from '../deps.ts';
import { countAttempt, waitInWords } from '../http/attempts.ts';

/**
 * One contact from this address counted against its hour, before anything is stored; the
 * Portuguese refusal and the wait in seconds when the hour is used up.
 */
export async function countContactAttempt(
  deps: Pick<AppDeps, 'attempts' | 'config' | 'now'>,
  address: string,
): Promise<{ message: string; retryAfterSeconds: number } | null> {
  const rule = {
    key: `contacts:${address}`,
    windowMs: 3_600_000,
    max: deps.config.rateLimit.contactsPerHour,
  };
  const [refusal] = await countAttempt(deps.attempts, [rule], deps.now());
  if (!refusal) return null;
  return {
    message: `Muitas mensagens enviadas deste endereço. Tente novamente em ${waitInWords(refusal.retryAfterMs)}.`,
    retryAfterSeconds: Math.max(1, Math.ceil(refusal.retryAfterMs / 1000)),
  };
}

/**
 * Stores a contact. One whose honeypot is filled in is answered exactly as a stored one (a fresh
 * id), so the bot learns nothing, and is not kept; `stored` tells the caller which it was.
 */
export async function createContact(
  db: Db,
  { website, ...contact }: ContactInputData,
): Promise<{ id: string; stored: boolean }> {
  if (website?.trim()) return { id: randomUUID(), stored: false };
  const row = await db.insertInto('contacts').values(contact).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, stored: true };
}

/** Newest first, keyset-paginated so page 200 of 10,000 contacts costs the same as page 1. */
export async function listContacts(
  db: Db,
  { limit, cursor }: { limit: number; cursor?: { createdAt: Date; id: string } | undefined },
): Promise<ContactPage> {
  let query = db
    .selectFrom('contacts')
    .select(['id', 'name', 'email', 'company', 'phone', 'message', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('createdAt', '<', cursor.createdAt),
        eb.and([eb('createdAt', '=', cursor.createdAt), eb('id', '<', cursor.id)]),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query.execute(),
    db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    total: Number(count.n),
    nextCursor: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null,
  };
}

/** LGPD art. 18 II: everything Lexato holds about the person behind a contact. */
export async function exportContact(db: Db, id: string) {
  const contact = await db
    .selectFrom('contacts')
    .select(['id', 'name', 'email', 'company', 'phone', 'message', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!contact) return null;
  return {
    exportedAt: new Date(),
    legalBasis:
      'LGPD art. 7º, V e IX: procedimentos preliminares a contrato e legítimo interesse em responder ao contato.',
    purpose: 'Responder à mensagem enviada pelo formulário de contato do site.',
    contact,
  };
}

/** LGPD art. 18 VI: erasure on request. Answers whether a row was removed. */
export async function deleteContact(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contacts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
