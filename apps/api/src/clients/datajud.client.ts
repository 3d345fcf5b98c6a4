// The CNJ DataJud public API (datajud-wiki.cnj.jus.br/api-publica): one POST per process to
// <baseUrl>/<alias>/_search with an Elasticsearch query on numeroProcesso (the 20 digits, no mask).
// Only what the documented response shape holds is read; everything else is ignored.
import { foldAccents } from '@lexato/legal';
import type { MonitorMovementDto } from '@lexato/schemas';
import { z } from 'zod';

export interface DatajudSettings {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

export interface DatajudProcess {
  movements: MonitorMovementDto[];
  /** orgaoJulgador.nome of the most recently updated record (one record per grau). */
  court: string | null;
}

/** A failure to show the user: the message is Portuguese and holds no secret. */
export class DatajudError extends Error {}

const DEFAULT_TIMEOUT_MS = 10_000;
/** A process's record is a few hundred kB at most; anything far larger is not what we asked for. */
const MAX_BODY_CHARS = 5_000_000;

const movementSchema = z.looseObject({
  codigo: z.number().int().optional().nullable(),
  nome: z.string().optional().nullable(),
  dataHora: z.string().optional().nullable(),
  complementosTabelados: z
    .array(
      z.looseObject({ nome: z.string().optional().nullable(), descricao: z.string().optional().nullable() }),
    )
    .optional()
    .nullable(),
});

const responseSchema = z.looseObject({
  hits: z.looseObject({
    hits: z.array(
      z.looseObject({
        _source: z.looseObject({
          numeroProcesso: z.string(),
          dataHoraUltimaAtualizacao: z.string().optional().nullable(),
          orgaoJulgador: z.looseObject({ nome: z.string().optional().nullable() }).optional().nullable(),
          movimentos: z.array(z.unknown()).optional().nullable(),
        }),
      }),
    ),
  }),
});

/** Asks DataJud for one process; undefined when the index has no record of it. */
export async function fetchDatajudProcess(
  settings: DatajudSettings,
  alias: string,
  digits: string,
): Promise<DatajudProcess | undefined> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(alias)}/_search`;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let text: string;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `APIKey ${settings.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: { match: { numeroProcesso: digits } }, size: 10 }),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new DatajudError(`O DataJud respondeu com erro (HTTP ${res.status}).`);
    }
    text = await res.text();
  } catch (error) {
    if (error instanceof DatajudError) throw error;
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new DatajudError(`O DataJud não respondeu em ${Math.round(timeoutMs / 1000)} s.`);
    }
    throw new DatajudError('Não foi possível conectar ao DataJud.');
  }
  if (text.length > MAX_BODY_CHARS) throw new DatajudError('O DataJud enviou uma resposta grande demais.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DatajudError('O DataJud enviou uma resposta que não é JSON válido.');
  }
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success) throw new DatajudError('O DataJud enviou uma resposta em formato inesperado.');

  const records = parsed.data.hits.hits.map((h) => h._source).filter((s) => s.numeroProcesso === digits);
  if (records.length === 0) return undefined;
  const latest = [...records].sort((a, b) =>
    String(b.dataHoraUltimaAtualizacao ?? '').localeCompare(String(a.dataHoraUltimaAtualizacao ?? '')),
  )[0];
  const movements = dedupe(records.flatMap((r) => (r.movimentos ?? []).flatMap(toMovement)));
  return { movements, court: latest?.orgaoJulgador?.nome ?? null };
}

function toMovement(raw: unknown): MonitorMovementDto[] {
  const parsed = movementSchema.safeParse(raw);
  if (!parsed.success) return [];
  const m = parsed.data;
  const date = parseDatajudDate(m.dataHora ?? '');
  const name = m.nome?.trim();
  if (!date || !name) return [];
  const complements = (m.complementosTabelados ?? [])
    .map((c) => c.nome?.trim())
    .filter((c): c is string => Boolean(c));
  return [
    {
      date: date.toISOString(),
      description: complements.length ? `${name} (${complements.join('; ')})` : name,
      type: movementType(name),
      code: m.codigo ?? null,
    },
  ];
}

/** The same movement appears once per grau record: keep one, most recent first. */
function dedupe(movements: MonitorMovementDto[]): MonitorMovementDto[] {
  const seen = new Map<string, MonitorMovementDto>();
  for (const m of movements) seen.set(movementKey(m), m);
  return [...seen.values()].sort((a, b) => b.date.localeCompare(a.date));
}

export function movementKey(m: MonitorMovementDto): string {
  return `${m.date}|${m.code ?? ''}|${m.description}`;
}

/**
 * DataJud writes ISO timestamps ('2018-10-30T14:06:24.000Z'); some tribunals send them without a
 * zone or as 14 bare digits (yyyyMMddHHmmss), both in Brasília time (UTC-3, no DST since 2019).
 */
export function parseDatajudDate(value: string): Date | undefined {
  const text = value.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  const iso = compact
    ? `${compact[1]}-${compact[2]}-${compact[3]}T${compact[4]}:${compact[5]}:${compact[6]}-03:00`
    : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)
      ? `${text}-03:00`
      : /^\d{4}-\d{2}-\d{2}$/.test(text)
        ? `${text}T00:00:00-03:00`
        : text;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso)) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A coarse label from the movement's TPU name: what kind of act it is. */
export function movementType(name: string): string {
  const n = foldAccents(name);
  if (/senten|julga|acordao|decis|despacho|liminar|tutela|homolog/.test(n)) return 'decisao';
  if (/intima|cita|publica|disponibiliza|notifica|expedi|mandado|carta/.test(n)) return 'comunicacao';
  if (/audien|sessao|pauta/.test(n)) return 'audiencia';
  if (/distribu|redistribu|autua|recebi/.test(n)) return 'distribuicao';
  if (/peti|juntada|protocolo/.test(n)) return 'peticao';
  if (/arquiv|baixa|transit/.test(n)) return 'encerramento';
  return 'andamento';
}
