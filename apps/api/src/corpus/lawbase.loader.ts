// Loads the shipped legal knowledge base (apps/api/lawbase/) into the corpus table on start, so a
// fresh install searches and validates against the law with no import. It runs only when the
// shipped release is newer than the one recorded in `lawbase_state` (or the same release rebuilt);
// it writes only its own rows (origin 'lexato') and never touches the admin's imports.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type Db, withoutStatementTimeout } from '@lexato/db';
import type { LawbaseRow } from '@lexato/legal';
import { LAWBASE_DIR, type LawbaseManifest } from './lawbase.files.ts';
import {
  deleteDroppedShippedSources,
  loadedLawbase,
  lockLawbase,
  refreshTermStats,
  saveLawbaseState,
  upsertShippedSources,
} from './legal-sources.repository.ts';

const BATCH = 400;

export interface LawbaseLoadReport {
  loaded: boolean;
  release: number;
  /** Why nothing was loaded, when nothing was. */
  skipped?: 'same-release' | 'newer-release-loaded';
  records: number;
  written: number;
  deleted: number;
  ms: number;
}

export interface LawbaseFiles {
  manifest: LawbaseManifest;
  ndjson: Buffer;
}

/** The shipped release's manifest alone: what a start compares with the loaded release. */
export function readShippedManifest(dir: string = LAWBASE_DIR): LawbaseManifest {
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as LawbaseManifest;
}

export function readShippedLawbase(dir: string = LAWBASE_DIR): LawbaseFiles {
  const manifest = readShippedManifest(dir);
  const ndjson = gunzipSync(readFileSync(join(dir, 'lawbase.ndjson.gz')));
  const digest = createHash('sha256').update(ndjson).digest('hex');
  if (digest !== manifest.sha256) {
    throw new Error(`lawbase: lawbase.ndjson.gz não confere com manifest.json (sha256 ${digest})`);
  }
  return { manifest, ndjson };
}

function* batches(ndjson: Buffer): Generator<Array<{ row: LawbaseRow; hash: string }>> {
  let batch: Array<{ row: LawbaseRow; hash: string }> = [];
  let start = 0;
  while (start < ndjson.length) {
    let end = ndjson.indexOf(10, start);
    if (end < 0) end = ndjson.length;
    const line = ndjson.toString('utf8', start, end);
    start = end + 1;
    if (!line) continue;
    batch.push({
      row: JSON.parse(line) as LawbaseRow,
      hash: createHash('sha256').update(line).digest('hex'),
    });
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const isCurrent = (
  state: { release: number; sha256: string } | undefined,
  manifest: LawbaseManifest,
): LawbaseLoadReport['skipped'] | null => {
  if (!state) return null;
  if (state.release > manifest.release) return 'newer-release-loaded';
  if (state.release === manifest.release && state.sha256 === manifest.sha256) return 'same-release';
  return null;
};

/**
 * Loads the shipped base when it is newer than the loaded one, in one transaction (a crash
 * leaves the previous state; two processes starting together load it once, serialised by an
 * advisory lock). Rows whose id the admin has imported are left as the admin wrote them. A start
 * with the base current reads the manifest only: the 18.5 MB of records are unpacked and their
 * sha256 checked when they are loaded.
 */
export async function loadShippedLawbase(
  db: Db,
  files?: LawbaseFiles,
  onProgress?: (done: number, total: number) => void,
): Promise<LawbaseLoadReport> {
  const started = Date.now();
  const manifest = files?.manifest ?? readShippedManifest();
  const report = (r: Partial<LawbaseLoadReport>): LawbaseLoadReport => ({
    loaded: false,
    release: manifest.release,
    records: manifest.records,
    written: 0,
    deleted: 0,
    ...r,
    ms: Date.now() - started,
  });
  const before = await loadedLawbase(db);
  const skipped = isCurrent(before, manifest);
  if (skipped) return report({ skipped });

  // Bulk work at start, not a request: its upserts and the term statistics' refresh may take
  // longer than the pool's statement timeout (DATABASE_STATEMENT_TIMEOUT_MS).
  return withoutStatementTimeout(db, async (trx) => {
    await lockLawbase(trx);
    const state = await loadedLawbase(trx);
    const again = isCurrent(state, manifest);
    if (again) return report({ skipped: again });

    const { ndjson } = files ?? readShippedLawbase();
    const ids: string[] = [];
    let written = 0;
    for (const batch of batches(ndjson)) {
      const rows = batch.map(({ row, hash }) => {
        ids.push(row.id);
        return {
          ...row,
          headingPath: row.headingPath ? JSON.stringify(row.headingPath) : null,
          subjects: row.subjects ? JSON.stringify(row.subjects) : null,
          structure: row.structure ? JSON.stringify(row.structure) : null,
          status: row.status as 'vigente',
          origin: 'lexato' as const,
          contentHash: hash,
        };
      });
      const changed = await upsertShippedSources(trx, rows);
      onProgress?.(ids.length, manifest.records);
      written += changed.length;
    }
    const deleted = await deleteDroppedShippedSources(trx, ids);
    if (written + deleted > 0) await refreshTermStats(trx);
    await saveLawbaseState(trx, manifest);
    return report({ loaded: true, written, deleted });
  });
}
