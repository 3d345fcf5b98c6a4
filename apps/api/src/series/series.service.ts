// What an admin does with the index series: see what each covers, upload a month,percent CSV,
// refresh from the Banco Central now. Errors are the app's own; the router maps them to 400.
import type { NomeSerie } from '@lexato/calc';
import type { Db } from '@lexato/db';
import { saoPauloDay } from '@lexato/legal';
import { parseSeriesCsv } from './series.csv.ts';
import { type RefreshDeps, refreshSeries, type SerieRefreshReport } from './series.refresh.ts';
import { seriesCoverage, type UpsertReport, upsertPoints } from './series.store.ts';

export { seriesCoverage };

export async function uploadSeriesCsv(
  db: Db,
  serie: NomeSerie,
  csv: string,
  adminName: string,
  now: Date,
): Promise<UpsertReport> {
  const pontos = parseSeriesCsv(csv);
  const quando = saoPauloDay(now);
  return upsertPoints(db, serie, pontos, `CSV importado por ${adminName} em ${quando}`, now);
}

export function refreshSeriesNow(deps: RefreshDeps, serie?: NomeSerie): Promise<SerieRefreshReport[]> {
  return refreshSeries(deps, serie ? [serie] : undefined);
}
