import type { Insertable, Selectable } from 'kysely';
import type { CreatedAt, Id } from './common.ts';

export interface FilesTable {
  id: Id;
  userId: string;
  /** Display name only, sanitised; never used as a path. */
  filename: string;
  mime: string;
  size: number;
  sha256: string;
  data: Uint8Array;
  createdAt: CreatedAt;
}
export type FileRow = Selectable<FilesTable>;
export type NewFile = Insertable<FilesTable>;
