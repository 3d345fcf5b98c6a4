// POST /api/admin/corpus: the same JSONL file as `pnpm corpus:import`, sent as a raw body.
import type { RawRoute } from './route.ts';

export const corpusImportRoute: RawRoute = {
  method: 'POST',
  path: '/api/admin/corpus',
  access: 'admin',
  summary:
    'Importa fontes jurídicas (JSONL, um {id, kind, title, text, court?, date?, reference?, url?} por linha); responde {inserted, updated, unchanged, total}',
  requestBody: { contentType: 'application/x-ndjson', schema: { type: 'string' } },
};
