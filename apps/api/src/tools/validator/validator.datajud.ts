// A cited CNJ number checked against DataJud: the typical fabrication is a real number with invented
// content, so the court, class and dates the text states next to the number must match the record.
// The Monitor's client (clients/datajud.client.ts) reads movements and the court only; the
// class and filing date needed here come from the same documented response, read by this lookup.
import { foldAccents, formatBr, MONTH_NAMES, parseCnj, saoPauloDay, tribunalFromCnj } from '@lexato/legal';
import { z } from 'zod';
import { DatajudError, type DatajudSettings, parseDatajudDate } from '../../clients/datajud.client.ts';

export interface CnjMetadata {
  court: string | null;
  className: string | null;
  /** YYYY-MM-DD (São Paulo) of dataAjuizamento. */
  filedOn: string | null;
}

/** undefined: DataJud has no record of the number. Throws DatajudError when DataJud fails. */
export type CnjLookup = (cnj: string) => Promise<CnjMetadata | undefined>;

const sourceSchema = z.looseObject({
  numeroProcesso: z.string(),
  dataAjuizamento: z.string().optional().nullable(),
  dataHoraUltimaAtualizacao: z.string().optional().nullable(),
  classe: z.looseObject({ nome: z.string().optional().nullable() }).optional().nullable(),
  orgaoJulgador: z.looseObject({ nome: z.string().optional().nullable() }).optional().nullable(),
});
const responseSchema = z.looseObject({
  hits: z.looseObject({ hits: z.array(z.looseObject({ _source: z.unknown() })) }),
});

export function datajudLookup(settings: DatajudSettings): CnjLookup {
  return async (cnj) => {
    const parsed = parseCnj(cnj);
    const alias = tribunalFromCnj(cnj)?.datajudAlias;
    if (!parsed.ok || !alias) return undefined;
    const digits = parsed.value.digits;
    let json: unknown;
    try {
      const res = await fetch(
        `${settings.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(alias)}/_search`,
        {
          method: 'POST',
          headers: { Authorization: `APIKey ${settings.apiKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: { match: { numeroProcesso: digits } }, size: 10 }),
          redirect: 'error',
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        },
      );
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        throw new DatajudError(`O DataJud respondeu com erro (HTTP ${res.status}).`);
      }
      json = await res.json();
    } catch (error) {
      if (error instanceof DatajudError) throw error;
      throw new DatajudError('Não foi possível consultar o DataJud.');
    }
    const body = responseSchema.safeParse(json);
    if (!body.success) throw new DatajudError('O DataJud enviou uma resposta em formato inesperado.');
    const records = body.data.hits.hits
      .map((h) => sourceSchema.safeParse(h._source))
      .flatMap((r) => (r.success && r.data.numeroProcesso === digits ? [r.data] : []));
    if (records.length === 0) return undefined;
    // One record per grau: the first-instance filing date is the earliest one.
    const filed = records
      .map((r) => parseDatajudDate(r.dataAjuizamento ?? ''))
      .filter((d): d is Date => d !== undefined)
      .sort((a, b) => a.getTime() - b.getTime())[0];
    const latest = [...records].sort((a, b) =>
      String(b.dataHoraUltimaAtualizacao ?? '').localeCompare(String(a.dataHoraUltimaAtualizacao ?? '')),
    )[0];
    return {
      court: latest?.orgaoJulgador?.nome ?? null,
      className: latest?.classe?.nome ?? null,
      filedOn: filed ? saoPauloDay(filed) : null,
    };
  };
}

/** Kinds of court a text names, and the word DataJud's órgão julgador must then contain. */
const COURT_KINDS: Array<[RegExp, RegExp, string]> = [
  [/vara do trabalho/, /trabalho/, 'Vara do Trabalho'],
  [/vara civel|vara de direito civil/, /civel|civil/, 'Vara Cível'],
  [/vara criminal/, /criminal|crime/, 'Vara Criminal'],
  [/vara da familia|vara de familia/, /familia/, 'Vara de Família'],
  [/vara da fazenda|vara de fazenda/, /fazenda/, 'Vara da Fazenda Pública'],
  [/vara federal/, /federal/, 'Vara Federal'],
  [/juizado especial/, /juizado/, 'Juizado Especial'],
  [/vara empresarial|vara de falencias/, /empresarial|falencia/, 'Vara Empresarial'],
];

/** TPU class names a text may state, and what DataJud's classe must then contain. */
const CLASSES: Array<[RegExp, RegExp, string]> = [
  [/mandado de seguranca/, /mandado de seguranca/, 'Mandado de Segurança'],
  [/execucao fiscal/, /execucao fiscal/, 'Execução Fiscal'],
  [/habeas corpus/, /habeas corpus/, 'Habeas Corpus'],
  [/agravo de instrumento/, /agravo de instrumento/, 'Agravo de Instrumento'],
  [/acao civil publica/, /acao civil publica/, 'Ação Civil Pública'],
  [/acao monitoria/, /monitoria/, 'Ação Monitória'],
  [/usucapiao/, /usucapiao/, 'Usucapião'],
  [/inventario/, /inventario/, 'Inventário'],
  [/busca e apreensao/, /busca e apreensao/, 'Busca e Apreensão'],
  [/despejo/, /despejo/, 'Despejo'],
  [
    /execucao de titulo extrajudicial/,
    /execucao de titulo extrajudicial/,
    'Execução de Título Extrajudicial',
  ],
  [/reclamacao trabalhista|acao trabalhista/, /trabalhista/, 'Ação Trabalhista'],
  [/juizado especial/, /juizado especial/, 'Procedimento do Juizado Especial'],
  [/procedimento comum/, /procedimento comum/, 'Procedimento Comum'],
];

const FILED_LABEL = /(?:ajuizad[ao]|distribu[ií]d[ao]|propost[ao]|protocolad[ao])\s+em\s+$/i;
const DATE = new RegExp(
  String.raw`(\d{1,2})\/(\d{1,2})\/(\d{4})|(\d{1,2})º?\s+de\s+(${MONTH_NAMES.join('|')}|marco)\s+de\s+(\d{4})`,
  'gi',
);
const MONTHS = MONTH_NAMES.map(foldAccents);

/** What the text says about the process next to its number, compared with the record. */
export function compareWithRecord(context: string, meta: CnjMetadata): string[] {
  const problems: string[] = [];
  const ctx = foldAccents(context);
  if (meta.court) {
    const court = foldAccents(meta.court);
    const stated = /(\d{1,3})\s?[ªao]?\s+vara/.exec(ctx);
    const recorded = /(\d{1,3})\s?[ªao]?\s+vara/.exec(court);
    if (stated && (!/\bvara\b/.test(court) || (recorded && stated[1] !== recorded[1]))) {
      problems.push(`o texto indica a ${stated[1]}ª Vara, mas o órgão julgador no DataJud é "${meta.court}"`);
    } else {
      for (const [said, must, label] of COURT_KINDS) {
        if (said.test(ctx) && !must.test(court)) {
          problems.push(`o texto fala em ${label}, mas o órgão julgador no DataJud é "${meta.court}"`);
          break;
        }
      }
    }
  }
  if (meta.className) {
    const klass = foldAccents(meta.className);
    for (const [said, must, label] of CLASSES) {
      if (said.test(ctx) && !must.test(klass)) {
        problems.push(
          `o texto trata o processo como ${label}, mas a classe no DataJud é "${meta.className}"`,
        );
        break;
      }
    }
  }
  if (meta.filedOn) {
    for (const m of context.matchAll(DATE)) {
      const iso = isoOf(m);
      if (!iso) continue;
      const labelled = FILED_LABEL.test(context.slice(Math.max(0, m.index - 40), m.index));
      if (labelled && iso !== meta.filedOn) {
        problems.push(
          `o texto diz que o processo foi ajuizado em ${m[0]}, mas o DataJud registra ${formatBr(meta.filedOn)}`,
        );
      } else if (iso < meta.filedOn) {
        problems.push(
          `a data ${m[0]} é anterior ao ajuizamento registrado no DataJud (${formatBr(meta.filedOn)})`,
        );
      }
    }
  }
  return problems;
}

function isoOf(m: RegExpMatchArray): string | undefined {
  const day = Number(m[1] ?? m[4]);
  const month = m[2] ? Number(m[2]) : MONTHS.indexOf(foldAccents(m[5] ?? '')) + 1;
  const year = Number(m[3] ?? m[6]);
  if (!day || !month || !year) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
