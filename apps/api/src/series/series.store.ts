// The index series of the calculator, kept in the database (index_series_months): seeded from the
// series shipped in @lexato/calc, then kept current by the SGS refresh job or an admin's CSV. A
// calculation reads them through loadSeries, cached briefly per process.
import {
  mesPorExtenso,
  NOMES_SERIE,
  type NomeSerie,
  type PontoSerie,
  SERIES,
  SERIES_INFO,
  type SeriesIndices,
  serieDePontos,
} from '@lexato/calc';
import type { Db, IndexSeriesMonthsTable } from '@lexato/db';
import type { Insertable } from 'kysely';

/** How long a process trusts its copy; writes in the same process drop it at once. */
const CACHE_MS = 60_000;

interface Cached {
  at: number;
  series: SeriesIndices;
}

const cache = new WeakMap<Db, Cached>();
const seeded = new WeakMap<Db, Promise<void>>();

/** Writes the shipped series for every month not yet in the table (idempotent, any process). */
export function ensureSeeded(db: Db): Promise<void> {
  let done = seeded.get(db);
  if (!done) {
    done = seed(db).catch((error: unknown) => {
      seeded.delete(db);
      throw error;
    });
    seeded.set(db, done);
  }
  return done;
}

async function seed(db: Db): Promise<void> {
  const rows = Object.values(SERIES).flatMap((s) => {
    const out: Array<Insertable<IndexSeriesMonthsTable>> = [];
    for (const [ano, valores] of Object.entries(s.valores)) {
      const primeiro = ano === s.inicio.slice(0, 4) ? Number(s.inicio.slice(5, 7)) : 1;
      valores.forEach((percent, i) => {
        const month = `${ano}-${String(primeiro + i).padStart(2, '0')}`;
        out.push({
          series: s.nome,
          month,
          percent: String(percent),
          derived: s.derivados.includes(month),
          source: s.fonte,
          fetchedAt: new Date(`${s.obtidoEm}T12:00:00Z`),
        });
      });
    }
    return out;
  });
  await db
    .insertInto('indexSeriesMonths')
    .values(rows)
    .onConflict((oc) => oc.columns(['series', 'month']).doNothing())
    .execute();
}

export function forgetSeries(db: Db): void {
  cache.delete(db);
}

/** Every series in the table, as the engine takes them (a gap ends a series, never a zero). */
export async function loadSeries(db: Db, now = Date.now()): Promise<SeriesIndices> {
  const hit = cache.get(db);
  if (hit && now - hit.at < CACHE_MS) return hit.series;
  await ensureSeeded(db);
  const rows = await db
    .selectFrom('indexSeriesMonths')
    .select(['series', 'month', 'percent', 'derived', 'source', 'fetchedAt'])
    .orderBy('series')
    .orderBy('month')
    .execute();
  const porSerie = new Map<string, typeof rows>();
  for (const r of rows) {
    const list = porSerie.get(r.series) ?? [];
    list.push(r);
    porSerie.set(r.series, list);
  }
  const series: Partial<Record<NomeSerie, ReturnType<typeof serieDePontos>>> = {};
  for (const nome of NOMES_SERIE) {
    const list = porSerie.get(nome);
    if (!list?.length) continue;
    const pontos: PontoSerie[] = list.map((r) => ({
      mes: r.month,
      percentual: Number(r.percent),
      derivado: r.derived,
    }));
    const obtidoEm = new Date(Math.max(...list.map((r) => r.fetchedAt.getTime())));
    series[nome] = serieDePontos(nome, pontos, {
      fonte: fontes(list),
      obtidoEm: obtidoEm.toISOString().slice(0, 10),
    });
  }
  const result = series as SeriesIndices;
  cache.set(db, { at: now, series: result });
  return result;
}

/** "source A (01/2015 a 02/2026); source B (03/2026 a 10/2026)": each stretch with its source. */
function fontes(list: ReadonlyArray<{ month: string; source: string }>): string {
  const trechos: Array<{ source: string; de: string; ate: string }> = [];
  for (const r of list) {
    const last = trechos.at(-1);
    if (last && last.source === r.source) last.ate = r.month;
    else trechos.push({ source: r.source, de: r.month, ate: r.month });
  }
  return trechos.map((t) => `${t.source} (${mesPorExtenso(t.de)} a ${mesPorExtenso(t.ate)})`).join('; ');
}

export interface UpsertReport {
  novos: string[];
  revisados: Array<{ mes: string; antes: number; depois: number }>;
}

/** Writes points of one series in one transaction: new months inserted, changed months revised. */
export async function upsertPoints(
  db: Db,
  nome: NomeSerie,
  pontos: readonly PontoSerie[],
  source: string,
  fetchedAt: Date,
): Promise<UpsertReport> {
  const report: UpsertReport = { novos: [], revisados: [] };
  if (pontos.length === 0) return report;
  await ensureSeeded(db);
  await db.transaction().execute(async (trx) => {
    const meses = pontos.map((p) => p.mes);
    const existentes = await trx
      .selectFrom('indexSeriesMonths')
      .select(['month', 'percent', 'derived'])
      .where('series', '=', nome)
      .where('month', 'in', meses)
      .execute();
    const atual = new Map(existentes.map((r) => [r.month, r]));
    for (const p of pontos) {
      const antes = atual.get(p.mes);
      if (!antes) {
        report.novos.push(p.mes);
        continue;
      }
      if (Number(antes.percent) !== p.percentual || antes.derived !== (p.derivado ?? false)) {
        report.revisados.push({ mes: p.mes, antes: Number(antes.percent), depois: p.percentual });
      }
    }
    const escrever = pontos.filter((p) => !atual.has(p.mes) || report.revisados.some((r) => r.mes === p.mes));
    if (escrever.length === 0) return;
    await trx
      .insertInto('indexSeriesMonths')
      .values(
        escrever.map((p) => ({
          series: nome,
          month: p.mes,
          percent: String(p.percentual),
          derived: p.derivado ?? false,
          source,
          fetchedAt,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['series', 'month']).doUpdateSet((eb) => ({
          percent: eb.ref('excluded.percent'),
          derived: eb.ref('excluded.derived'),
          source: eb.ref('excluded.source'),
          fetchedAt: eb.ref('excluded.fetchedAt'),
        })),
      )
      .execute();
  });
  forgetSeries(db);
  return report;
}

export interface SerieCobertura {
  serie: NomeSerie;
  codigoSGS: number;
  inicio: string | null;
  fim: string | null;
  fonte: string | null;
  obtidoEm: string | null;
}

/** What each series covers now (admin screen, calculator hint). */
export async function seriesCoverage(db: Db): Promise<SerieCobertura[]> {
  const series = await loadSeries(db);
  return NOMES_SERIE.map((nome) => {
    const s = series[nome];
    return {
      serie: nome,
      codigoSGS: SERIES_INFO[nome].codigoSGS,
      inicio: s?.inicio ?? null,
      fim: s?.fim ?? null,
      fonte: s?.fonte ?? null,
      obtidoEm: s?.obtidoEm ?? null,
    };
  });
}
