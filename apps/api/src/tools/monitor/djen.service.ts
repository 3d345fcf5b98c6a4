// The user's side of the DJEN capture: the OAB numbers searched, and what was done with a captured
// communication (a deadline set from it, or dismissed). Unknown or foreign ids are a 404.
import type { Db, DjenCommunicationStatus } from '@lexato/db';
import { notFound } from '../../errors.ts';
import { replaceOabNumbers, setCommunicationStatus } from './djen.repository.ts';

export const PUBLICATION_NOT_FOUND = 'Publicação não encontrada.';

export async function setOabNumbers(
  db: Db,
  userId: string,
  numbers: Array<{ number: string; uf: string }>,
): Promise<void> {
  // '012345' and '12345' are one registration: kept without leading zeros, each once.
  const unique = new Map(
    numbers.map((n) => {
      const number = n.number.replace(/^0+(?=\d)/, '');
      return [`${number}/${n.uf}`, { number, uf: n.uf }];
    }),
  );
  await replaceOabNumbers(db, userId, [...unique.values()]);
}

export async function setPublicationStatus(
  db: Db,
  userId: string,
  id: string,
  status: DjenCommunicationStatus,
): Promise<{ id: string; status: DjenCommunicationStatus }> {
  const row = await setCommunicationStatus(db, userId, id.toLowerCase(), status);
  if (!row) notFound(PUBLICATION_NOT_FOUND);
  return { id: row.id, status: row.status };
}
