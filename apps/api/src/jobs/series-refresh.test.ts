// The series refresh's log: a run in which the SGS answered nothing must not read "refreshed".
import { describe, expect, it } from 'vitest';
import type { SerieRefreshReport } from '../series/series.refresh.ts';
import { logRefresh } from './series-refresh.ts';

const ok = (serie: SerieRefreshReport['serie']): SerieRefreshReport => ({
  serie,
  codigoSGS: 433,
  ok: true,
  novos: ['2026-10'],
  revisados: [],
});
const failed = (serie: SerieRefreshReport['serie']): SerieRefreshReport => ({
  serie,
  codigoSGS: 433,
  ok: false,
  novos: [],
  revisados: [],
  erro: 'SGS indisponível (tempo esgotado)',
});

function capture() {
  const lines: Array<{ level: string; msg: string; obj: object }> = [];
  const at = (level: string) => (obj: object, msg: string) => lines.push({ level, msg, obj });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

describe('the series refresh log', () => {
  it('says "refreshed" at info level when every series was fetched', () => {
    const { lines, log } = capture();
    logRefresh([ok('IPCA'), ok('INPC')], log);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([['info', 'index series refreshed']]);
  });

  it('warns, naming the failure, when no series could be fetched', () => {
    const { lines, log } = capture();
    logRefresh([failed('IPCA'), failed('INPC')], log);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'index series refresh failed: no series could be fetched'],
    ]);
    expect(JSON.stringify(lines[0]?.obj)).toContain('IPCA: SGS indisponível (tempo esgotado)');
  });

  it('warns with the count when some failed', () => {
    const { lines, log } = capture();
    logRefresh([ok('IPCA'), failed('INPC')], log);
    expect(lines[0]?.level).toBe('warn');
    expect(lines[0]?.msg).toBe('index series refresh incomplete: 1 of 2 failed');
  });
});
