import type { Insertable, Selectable } from 'kysely';
import type { CreatedAt, Defaulted, Id, Json } from './common.ts';

/** An OAB registration a user's DJEN capture searches by. */
export interface DjenOabNumbersTable {
  userId: string;
  number: string;
  uf: string;
  createdAt: CreatedAt;
}

export type DjenCommunicationStatus = 'nova' | 'prazo-definido' | 'descartada';

/** A communication captured from the DJEN, once per user (the API's hash). */
export interface DjenCommunicationsTable {
  id: Id;
  userId: string;
  hash: string;
  /** Data de disponibilização ('YYYY-MM-DD'): the publication is the next dia útil (CPC art. 224 § 2º). */
  availableOn: string;
  tribunal: string;
  organ: string;
  kind: string;
  text: string;
  /** Formatted CNJ number. */
  processNumber: string;
  recipients: Json<Array<{ name: string; role: string }>>;
  monitorId: string | null;
  status: Defaulted<DjenCommunicationStatus>;
  capturedAt: CreatedAt;
}
export type DjenCommunicationRow = Selectable<DjenCommunicationsTable>;
export type NewDjenCommunication = Insertable<DjenCommunicationsTable>;

/** The outcome of a user's last capture (shown on the screen). */
export interface DjenCaptureStateTable {
  userId: string;
  lastAt: Date;
  lastStatus: string;
  lastMessage: string;
}
