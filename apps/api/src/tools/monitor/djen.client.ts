// The DJEN (Diário de Justiça Eletrônico Nacional) public search, Comunica PJe API:
// GET <baseUrl>/api/v1/comunicacao with numeroOab + ufOab, or numeroProcesso (20 digits), and the
// availability window (dataDisponibilizacaoInicio/Fim), page by page (pagina, itensPorPagina).
// Only the fields a deadline needs are read; a page in an unexpected shape fails the whole search.
import { z } from 'zod';

export interface DjenSettings {
  baseUrl: string;
  timeoutMs: number;
}

export type DjenQuery =
  | { oab: { number: string; uf: string }; from: string; to: string }
  | { processDigits: string; from: string; to: string };

export interface DjenCommunication {
  hash: string;
  /** 'YYYY-MM-DD' */
  availableOn: string;
  tribunal: string;
  organ: string;
  kind: string;
  text: string;
  /** 20 digits. */
  processDigits: string;
  recipients: Array<{ name: string; role: string }>;
}

/** A failure to show the user (Portuguese, no secret). */
export class DjenError extends Error {}

export const DJEN_PAGE_SIZE = 100;
/** Bounds one search: 50 pages of 100 communications. */
export const DJEN_MAX_PAGES = 50;
const MAX_BODY_CHARS = 20_000_000;

const itemSchema = z.looseObject({
  hash: z.string().min(1),
  data_disponibilizacao: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  siglaTribunal: z.string(),
  tipoComunicacao: z.string().nullable().optional(),
  nomeOrgao: z.string().nullable().optional(),
  texto: z.string().nullable().optional(),
  numero_processo: z.string(),
  destinatarios: z
    .array(z.looseObject({ nome: z.string().nullable().optional(), polo: z.string().nullable().optional() }))
    .nullable()
    .optional(),
});

const pageSchema = z.looseObject({ count: z.number().int().min(0), items: z.array(itemSchema) });

function queryString(query: DjenQuery, page: number): string {
  const params = new URLSearchParams();
  if ('oab' in query) {
    params.set('numeroOab', query.oab.number);
    params.set('ufOab', query.oab.uf);
  } else {
    params.set('numeroProcesso', query.processDigits);
  }
  params.set('dataDisponibilizacaoInicio', query.from);
  params.set('dataDisponibilizacaoFim', query.to);
  params.set('pagina', String(page));
  params.set('itensPorPagina', String(DJEN_PAGE_SIZE));
  return params.toString();
}

async function fetchPage(settings: DjenSettings, query: DjenQuery, page: number) {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/api/v1/comunicacao?${queryString(query, page)}`;
  let text: string;
  try {
    const res = await fetch(url, {
      headers: { Accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new DjenError(`O DJEN respondeu com erro (HTTP ${res.status}).`);
    }
    text = await res.text();
  } catch (error) {
    if (error instanceof DjenError) throw error;
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new DjenError(`O DJEN não respondeu em ${Math.round(settings.timeoutMs / 1000)} s.`);
    }
    throw new DjenError('Não foi possível conectar ao DJEN.');
  }
  if (text.length > MAX_BODY_CHARS) throw new DjenError('O DJEN enviou uma resposta grande demais.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DjenError('O DJEN enviou uma resposta que não é JSON válido.');
  }
  const parsed = pageSchema.safeParse(json);
  if (!parsed.success) throw new DjenError('O DJEN enviou uma resposta em formato inesperado.');
  return parsed.data;
}

/** Every communication the query finds, page after page, each hash once. */
export async function searchDjen(settings: DjenSettings, query: DjenQuery): Promise<DjenCommunication[]> {
  const found = new Map<string, DjenCommunication>();
  for (let page = 1; page <= DJEN_MAX_PAGES; page++) {
    const { count, items } = await fetchPage(settings, query, page);
    for (const item of items) {
      const digits = item.numero_processo.replace(/\D/g, '');
      if (digits.length !== 20) continue;
      found.set(item.hash, {
        hash: item.hash,
        availableOn: item.data_disponibilizacao.slice(0, 10),
        tribunal: item.siglaTribunal,
        organ: item.nomeOrgao?.trim() ?? '',
        kind: item.tipoComunicacao?.trim() ?? '',
        text: item.texto ?? '',
        processDigits: digits,
        recipients: (item.destinatarios ?? []).map((d) => ({
          name: d.nome?.trim() ?? '',
          role: d.polo ?? '',
        })),
      });
    }
    if (items.length < DJEN_PAGE_SIZE || page * DJEN_PAGE_SIZE >= count) break;
  }
  return [...found.values()];
}
