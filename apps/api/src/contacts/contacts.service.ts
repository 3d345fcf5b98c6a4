import { randomUUID } from 'node:crypto';
import type { Db } from '@lexato/db';
import type { ContactInputData, ContactPage } from '@lexato/schemas';
import type { AppDeps } from '../deps.ts';
import { AppError, notFound } from '../errors.ts';
import { countAttempt, waitInWords } from '../http/attempts.ts';
import {
  countContacts,
  deleteContact as deleteContactRow,
  findContact,
  insertContact,
  listContacts as listContactRows,
} from './contacts.repository.ts';

const CONTACT_NOT_FOUND = 'Contato não encontrado.';

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

/** A contact from the site's form: counted against its address's hour (429 with the wait), then stored. */
export async function submitContact(
  deps: Pick<AppDeps, 'attempts' | 'config' | 'now' | 'db'>,
  address: string,
  input: ContactInputData,
): Promise<{ id: string; stored: boolean }> {
  const refusal = await countContactAttempt(deps, address);
  if (refusal) {
    throw new AppError('too_many', refusal.message, { retryAfterSeconds: refusal.retryAfterSeconds });
  }
  return createContact(deps.db, input);
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
  const row = await insertContact(db, contact);
  return { id: row.id, stored: true };
}

/** Newest first, keyset-paginated so page 200 of 10,000 contacts costs the same as page 1. */
export async function listContacts(
  db: Db,
  { limit, cursor }: { limit: number; cursor?: { createdAt: Date; id: string } | undefined },
): Promise<ContactPage> {
  const [rows, total] = await Promise.all([listContactRows(db, limit + 1, cursor), countContacts(db)]);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    total,
    nextCursor: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null,
  };
}

/** LGPD art. 18 II: everything Lexato holds about the person behind a contact. */
export async function exportContact(db: Db, id: string) {
  const contact = await findContact(db, id);
  if (!contact) notFound(CONTACT_NOT_FOUND);
  return {
    exportedAt: new Date(),
    legalBasis:
      'LGPD art. 7º, V e IX: procedimentos preliminares a contrato e legítimo interesse em responder ao contato.',
    purpose: 'Responder à mensagem enviada pelo formulário de contato do site.',
    contact,
  };
}

/** LGPD art. 18 VI: erasure on request; 404 when there was no such contact. */
export async function deleteContact(db: Db, id: string): Promise<void> {
  if (!(await deleteContactRow(db, id))) notFound(CONTACT_NOT_FOUND);
}
