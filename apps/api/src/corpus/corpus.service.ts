import { createHash } from 'node:crypto';
import type { Db } from '@lexato/db';
import {
  type CorpusImportReport,
  type LegalSourceLine,
  legalSourceLineSchema,
  pluralize,
} from '@lexato/schemas';
import { AppError } from '../errors.ts';
import { HAS_NUL, toStorableText } from '../http/storable-text.ts';
import { deriveColumns } from './lawbase.ids.ts';
import { refreshTermStats, upsertAdminSources } from './legal-sources.repository.ts';

const BATCH = 500;
const MAX_REPORTED_ERRORS = 20;

export class CorpusFormatError extends Error {
  readonly lineErrors: string[];
  constructor(lineErrors: string[]) {
    super(
      `Arquivo inválido: ${pluralize(lineErrors.length, 'linha', 'linhas')} com erro.\n${lineErrors.join('\n')}`,
    );
    this.lineErrors = lineErrors;
  }
}

/** Parses JSONL (one source per line, blank lines ignored); any bad line rejects the whole file. */
export function parseCorpusJsonl(content: string): LegalSourceLine[] {
  const lines: LegalSourceLine[] = [];
  const errors: string[] = [];
  content.split(/\r?\n/).forEach((raw, index) => {
    if (!raw.trim() || errors.length >= MAX_REPORTED_ERRORS) return;
    let value: unknown;
    try {
      value = toStorableText(JSON.parse(raw));
    } catch {
      errors.push(`linha ${index + 1}: JSON inválido`);
      return;
    }
    if (value === HAS_NUL) {
      errors.push(`linha ${index + 1}: caractere nulo (U+0000) não é aceito`);
      return;
    }
    const parsed = legalSourceLineSchema.safeParse(value);
    if (parsed.success) lines.push(parsed.data);
    else {
      const issue = parsed.error.issues[0];
      errors.push(
        `linha ${index + 1}: ${issue?.path.join('.') || 'registro'}: ${issue?.message ?? 'inválido'}`,
      );
    }
  });
  if (errors.length > 0) throw new CorpusFormatError(errors);
  return lines;
}

function derived(line: LegalSourceLine) {
  const columns = deriveColumns(line.id, line.text);
  return { ...columns, court: line.court ?? columns.court };
}

function hashOf(line: LegalSourceLine): string {
  const canonical = [line.kind, line.title, line.text, line.court, line.date, line.reference, line.url];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * Upserts by the source's own id in one transaction: a row whose content is unchanged is not
 * touched, so importing the same file twice changes nothing; then refreshes the term statistics.
 * Every imported row is the admin's (origin 'admin'): a line with a knowledge-base id (`clt:477`)
 * replaces the shipped record, which the start-up loader then leaves alone.
 */
export async function importLegalSources(db: Db, lines: LegalSourceLine[]): Promise<CorpusImportReport> {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const unique = [...byId.values()];
  let inserted = 0;
  let updated = 0;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < unique.length; i += BATCH) {
      const rows = unique.slice(i, i + BATCH).map((l) => ({
        id: l.id,
        kind: l.kind,
        title: l.title,
        text: l.text,
        date: l.date ?? null,
        reference: l.reference ?? null,
        url: l.url ?? null,
        contentHash: hashOf(l),
        origin: 'admin' as const,
        ...derived(l),
      }));
      const changed = await upsertAdminSources(trx, rows);
      for (const row of changed) {
        if (row.inserted) inserted++;
        else updated++;
      }
    }
    if (inserted + updated > 0) await refreshTermStats(trx);
  });
  return { inserted, updated, unchanged: unique.length - inserted - updated, total: unique.length };
}

/** Import for the API (admin upload): format problems become a 400 with the line numbers. */
export async function importCorpusText(db: Db, content: string): Promise<CorpusImportReport> {
  let lines: LegalSourceLine[];
  try {
    lines = parseCorpusJsonl(content);
  } catch (error) {
    if (error instanceof CorpusFormatError) {
      throw new AppError('invalid', error.message);
    }
    throw error;
  }
  if (lines.length === 0)
    throw new AppError(
      'invalid',
      'Arquivo vazio: envie o JSONL (application/x-ndjson), uma fonte por linha.',
    );
  return importLegalSources(db, lines);
}
