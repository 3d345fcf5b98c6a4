// Keeps the calculator's series current from the Banco Central SGS API (called by the job in
// jobs/series-refresh.ts and by an admin). Each series is asked again from twelve months before
// its last month, so a figure the source revised replaces ours; a failing series never stops the
// others, and nothing is written for a series whose answer was refused.
import { mesPorExtenso, NOMES_SERIE, type NomeSerie, SERIES_INFO } from '@lexato/calc';
import type { Db } from '@lexato/db';
import { pluralize } from '@lexato/schemas';
import { fetchSgsMonthly, SgsError, type SgsSettings } from '../clients/sgs.client.ts';
import { ensureSeeded, upsertPoints } from './series.store.ts';

/** Where a series with nothing loaded starts (the shipped series start here too). */
const PRIMEIRO_MES = '2015-01';
const MESES_REVISTOS = 12;

export interface RefreshDeps {
  db: Db;
  now: () => Date;
  sgs: SgsSettings;
}

export interface SerieRefreshReport {
  serie: NomeSerie;
  codigoSGS: number;
  ok: boolean;
  novos: string[];
  revisados: Array<{ mes: string; antes: number; depois: number }>;
  erro?: string;
}

function mesesAntes(mes: string, n: number): string {
  const total = Number(mes.slice(0, 4)) * 12 + Number(mes.slice(5, 7)) - 1 - n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

async function ultimoMes(db: Db, nome: NomeSerie): Promise<string | null> {
  const row = await db
    .selectFrom('indexSeriesMonths')
    .select((eb) => eb.fn.max('month').as('fim'))
    .where('series', '=', nome)
    .executeTakeFirst();
  return row?.fim ?? null;
}

export async function refreshSeries(
  deps: RefreshDeps,
  nomes: readonly NomeSerie[] = NOMES_SERIE,
): Promise<SerieRefreshReport[]> {
  await ensureSeeded(deps.db);
  const reports: SerieRefreshReport[] = [];
  const host = new URL(deps.sgs.baseUrl).host;
  for (const nome of nomes) {
    const codigoSGS = SERIES_INFO[nome].codigoSGS;
    const now = deps.now();
    try {
      const fim = await ultimoMes(deps.db, nome);
      const de = fim ? mesesAntes(fim, MESES_REVISTOS) : PRIMEIRO_MES;
      const pontos = await fetchSgsMonthly(deps.sgs, codigoSGS, `${de}-01`, now.toISOString().slice(0, 10));
      const r = await upsertPoints(deps.db, nome, pontos, `BCB SGS ${codigoSGS} (${host})`, now);
      reports.push({ serie: nome, codigoSGS, ok: true, ...r });
    } catch (error) {
      if (!(error instanceof SgsError)) throw error;
      reports.push({ serie: nome, codigoSGS, ok: false, novos: [], revisados: [], erro: error.message });
    }
  }
  return reports;
}

/** One line per series for the log and the admin ("IPCA: 2 novos (até 10/2026), 1 revisado"). */
export function describeRefresh(r: SerieRefreshReport): string {
  if (!r.ok) return `${r.serie}: ${r.erro}`;
  const fim = r.novos.at(-1);
  return `${r.serie}: ${pluralize(r.novos.length, 'novo', 'novos')}${fim ? ` (até ${mesPorExtenso(fim)})` : ''}, ${pluralize(r.revisados.length, 'revisado', 'revisados')}`;
}
