import type { Insertable, Selectable } from 'kysely';
import type { CreatedAt, Id } from './common.ts';

export interface ContactsTable {
  id: Id;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  createdAt: CreatedAt;
}
export type Contact = Selectable<ContactsTable>;
export type NewContact = Insertable<ContactsTable>;
