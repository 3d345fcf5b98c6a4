// Súmulas of the STF and the STJ and the STJ's temas repetitivos → records. Pure: the caller
// reads the files and passes their text.
import type { SumulaRecord, TemaRecord, TemaStatus } from './types.ts';

const STF_HEADER = /^Súmula\s+(\d{1,4})\s*-\s*STF\s*$/;
// "… revogada a Súmula nº 274." — a later súmula that revokes an earlier one.
const REVOKES = /revogada a Súmula n[º°o]?\s*(\d{1,4})/gi;

/**
 * The STF's (non-binding) súmulas from blocks "Súmula N - STF" + text. The text marks some as
 * "(Cancelada)", "(Revogada)" or "(Superada)", and some later súmulas say which one they revoke; the markers are
 * incomplete, so `cancelled` adds numbers known from another source.
 */
export function parseStfSumulas(text: string, cancelled: readonly number[] = []): SumulaRecord[] {
  const blocks = new Map<number, string[]>();
  let current: string[] | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    const header = STF_HEADER.exec(line);
    if (header) {
      current = [];
      blocks.set(Number(header[1]), current);
    } else if (current && line && !/^-+$/.test(line)) current.push(line);
  }
  const revoked = new Set(cancelled);
  for (const lines of blocks.values()) {
    for (const m of lines.join(' ').matchAll(REVOKES)) revoked.add(Number(m[1]));
  }
  return [...blocks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, lines]) => {
      const body = lines.join(' ');
      const status =
        /\((?:Cancelada|Revogada)\)\s*$/i.test(body) || revoked.has(number)
          ? 'cancelada'
          : /\(Superada\)\s*$/i.test(body)
            ? 'superada'
            : 'vigente';
      return { court: 'STF', number, text: body, status, date: null } satisfies SumulaRecord;
    });
}

interface StjStatusEntry {
  numero: number;
  status: 'vigente' | 'cancelada';
  texto: string;
}
interface StjOfficialEntry {
  id: string;
  texto: string;
}

// "(SEGUNDA SEÇÃO, julgado em25/04/1990, DJ02/05/1990, p. 3619)" closes the official text.
const STJ_TRAILER = /\s*\(([^()]*?),\s*julgado em\s*(\d{2})\/(\d{2})\/(\d{4})[^()]*\)\s*$/;

/**
 * The STJ's súmulas 1–676 with their status (vigente / cancelada), the text of those in force
 * taken from the STJ's own listing (`officialJson`: `[{id: 'Súmula N', texto}]`) and the rest from
 * `statusJson` (`[{numero, status, texto}]`).
 */
export function parseStjSumulas(statusJson: string, officialJson: string): SumulaRecord[] {
  const official = new Map<number, string>();
  for (const entry of JSON.parse(officialJson) as StjOfficialEntry[]) {
    const n = Number(/(\d+)/.exec(entry.id)?.[1]);
    if (n) official.set(n, entry.texto.replace(/\s+/g, ' ').trim());
  }
  return (JSON.parse(statusJson) as StjStatusEntry[])
    .map((entry) => {
      const full = official.get(entry.numero) ?? entry.texto.replace(/\s+/g, ' ').trim();
      const trailer = STJ_TRAILER.exec(full);
      return {
        court: 'STJ',
        number: entry.numero,
        text: trailer ? full.slice(0, trailer.index).trim() : full,
        status: entry.status === 'cancelada' ? 'cancelada' : 'vigente',
        date: trailer ? `${trailer[4]}-${trailer[3]}-${trailer[2]}` : null,
      } satisfies SumulaRecord;
    })
    .sort((a, b) => a.number - b.number);
}

interface TemaEntry {
  tema: string | number;
  situacao?: string | null;
  questao?: string | null;
  tese?: string | null;
  orgao_julgador?: string | null;
}

/**
 * The STJ's temas repetitivos (`[{tema, situacao, questao, tese, orgao_julgador}]`): cancelled
 * when the STJ says "Cancelado", in force when a thesis has been fixed, otherwise pending.
 */
export function parseTemas(json: string): TemaRecord[] {
  return (JSON.parse(json) as TemaEntry[])
    .map((entry) => {
      const situation = (entry.situacao ?? '').trim();
      const thesis = entry.tese?.replace(/\s+/g, ' ').trim() || null;
      const status: TemaStatus = /^cancelad/i.test(situation) ? 'cancelada' : thesis ? 'vigente' : 'pendente';
      return {
        court: 'STJ',
        number: Number(entry.tema),
        question: (entry.questao ?? '').replace(/\s+/g, ' ').trim(),
        thesis,
        situation,
        status,
        body: entry.orgao_julgador?.trim() || null,
      } satisfies TemaRecord;
    })
    .filter((t) => Number.isInteger(t.number) && t.number > 0)
    .sort((a, b) => a.number - b.number);
}
