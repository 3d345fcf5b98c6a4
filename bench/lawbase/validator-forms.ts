// The Validator against the shipped base in process (no server), citation FORMS generated from
// the base's own rows for all 24 acts: the act named first ("Código Civil, art. 927") and in
// compact writing ("art. 927, CC"), lists of articles each with its own provisions ("arts. 5º,
// XXXV, e 93, IX"), "c/c … ambos do", parágrafos abbreviated ("par. ún.", "§ único", "parágrafo
// 2º"), incisos listed before the article, alíneas; fabricated ones next to them (an article
// past the last inside a list, the inciso after the last of a parágrafo or of the caput, an
// alínea "z"); then súmulas of the STF and STJ in nine forms (court before or after the number,
// by name, "verbete", "Enunciado … da Súmula do STJ") and STJ temas in eight. The base is the
// oracle of what exists; the hand-worked cases are in validator.forms.test.ts.
// Run: node bench/lawbase/validator-forms.ts [seed]   (figures in BENCH.md)
import { readShippedLawbase } from '../../apps/api/src/corpus/lawbase.loader.ts';
import { runValidation } from '../../apps/api/src/tools/validator/engine/validation.ts';
import { shippedLawbase } from '../../apps/api/test/shipped-lawbase.ts';
import { romanValue } from '../../packages/legal/src/citation-provisions.ts';
import type { LawbaseRow, ProvisionUnit } from '../../packages/legal/src/lawbase/index.ts';

const TODAY = '2026-11-22';
const lawbase = shippedLawbase();
const rows = readShippedLawbase()
  .ndjson.toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as LawbaseRow);

/** Each act as a brief names it in full and in compact writing. */
const NAMES: Record<string, [string, string]> = {
  'cf-1988': ['Constituição Federal', 'CF'],
  'adct-1988': ['ADCT', 'ADCT'],
  'decreto-lei-5452-1943': ['CLT', 'CLT'],
  'lei-10406-2002': ['Código Civil', 'CC'],
  'lei-13105-2015': ['CPC', 'CPC'],
  'lei-8078-1990': ['CDC', 'CDC'],
  'decreto-lei-2848-1940': ['Código Penal', 'CP'],
  'decreto-lei-3689-1941': ['Código de Processo Penal', 'CPP'],
  'lei-5172-1966': ['CTN', 'CTN'],
  'lei-8069-1990': ['ECA', 'ECA'],
  'lei-13709-2018': ['LGPD', 'LGPD'],
  'lei-8213-1991': ['Lei 8.213/1991', 'Lei 8.213/91'],
  'lei-8112-1990': ['Lei nº 8.112/90', 'Lei 8.112/90'],
  'lei-14133-2021': ['Lei 14.133/2021', 'Lei 14.133/21'],
  'lei-9099-1995': ['Lei 9.099/95', 'Lei 9.099/95'],
  'lei-11101-2005': ['Lei 11.101/2005', 'Lei 11.101/05'],
  'lei-6019-1974': ['Lei 6.019/74', 'Lei 6.019/74'],
  'lei-7347-1985': ['Lei 7.347/85', 'Lei 7.347/85'],
  'lei-8036-1990': ['Lei 8.036/90', 'Lei 8.036/90'],
  'lei-8245-1991': ['Lei 8.245/91', 'Lei 8.245/91'],
  'lei-8429-1992': ['Lei 8.429/92', 'Lei 8.429/92'],
  'lei-9307-1996': ['Lei 9.307/96', 'Lei 9.307/96'],
  'lei-9656-1998': ['Lei 9.656/98', 'Lei 9.656/98'],
  'lei-12016-2009': ['Lei 12.016/2009', 'Lei 12.016/09'],
};

let seed = Number(process.argv[2] ?? 3);
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
/** '5' → '5º', '1228' → '1.228' (LC 95/1998 art. 10, I). */
const written = (label: string) => {
  const [digits = '', letter] = label.split('-');
  const n = Number(digits);
  const base = n <= 9 ? `${n}º` : n.toLocaleString('pt-BR');
  return letter ? `${base}-${letter}` : base;
};
const paragraph = (label: string, style: number) =>
  label === 'unico'
    ? (['parágrafo único', 'par. ún.', '§ único', 'p. único'][style % 4] ?? '')
    : ([`§ ${written(label)}`, `parágrafo ${written(label)}`, `par. ${written(label)}`, `§${written(label)}`][
        style % 4
      ] ?? '');
const ofAct = (act: string) => {
  const name = NAMES[act]?.[0] ?? '';
  return /^(CLT|Constituição|LGPD|Lei)/.test(name) ? `da ${name}` : `do ${name}`;
};
const ROMAN: Array<[number, string]> = [
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];
const roman = (n: number) => {
  let out = '';
  for (const [value, numeral] of ROMAN) {
    while (n >= value) {
      out += numeral;
      n -= value;
    }
  }
  return out;
};
const lastIncisoOf = (units: ProvisionUnit[]) =>
  Math.max(
    ...units.filter((u) => u.kind === 'inciso').map((u) => romanValue(u.label.replace(/-.*/, '')) ?? 0),
  );
const inForceUnits = (units: ProvisionUnit[]) => units.filter((u) => u.status === 'vigente');

const cases: Array<[string, string]> = [];
for (const [act, [name, short]] of Object.entries(NAMES)) {
  const articles = rows.filter((r) => r.kind === 'legislacao' && r.act === act);
  const inForce = articles.filter((r) => r.status === 'vigente' && r.structure?.caputStatus === 'vigente');
  const last = Math.max(...articles.map((r) => r.articleNumber ?? 0));
  for (let i = 0; i < 6; i += 1) {
    const a = written(pick(inForce).article ?? '');
    const b = written(pick(inForce).article ?? '');
    cases.push([`${name}, art. ${a}`, 'valid']);
    cases.push([`art. ${a}, ${short}`, 'valid']);
    cases.push([`arts. ${a} e ${b} ${ofAct(act)}`, 'valid']);
    cases.push([`arts. ${a} e ${written(String(last + 1 + i))} ${ofAct(act)}`, 'invalid']);
    cases.push([`art. ${a} c/c art. ${b}, ambos ${ofAct(act)}`, 'valid']);
  }
  const divided = inForce.filter((r) => inForceUnits(r.structure?.units ?? []).length > 0);
  for (let i = 0; i < 8 && divided.length > 0; i += 1) {
    const [r, r2] = [pick(divided), pick(divided)];
    const u = pick(inForceUnits(r.structure?.units ?? []));
    const u2 = pick(inForceUnits(r2.structure?.units ?? []));
    const art = `art. ${written(r.article ?? '')}`;
    const name1 =
      u.kind === 'paragrafo'
        ? paragraph(u.label, i)
        : u.kind === 'inciso'
          ? i % 2
            ? `inciso ${u.label}`
            : u.label
          : null;
    const name2 =
      u2.kind === 'paragrafo' ? paragraph(u2.label, i + 1) : u2.kind === 'inciso' ? u2.label : null;
    if (!name1 || !name2 || u.label.includes('-') || u2.label.includes('-') || r.article === r2.article)
      continue;
    cases.push([
      `arts. ${written(r.article ?? '')}, ${name1}, e ${written(r2.article ?? '')}, ${name2}, ${ofAct(act)}`,
      'valid',
    ]);
    if (u.kind === 'paragrafo' && u.label !== 'unico') cases.push([`${art}, ${name1}, ${short}`, 'valid']);
    const incisos = u.children.filter(
      (c) => c.status === 'vigente' && c.kind === 'inciso' && !c.label.includes('-'),
    );
    if (u.kind === 'paragrafo' && incisos.length >= 2) {
      const p = paragraph(u.label, 0);
      cases.push([`${art}, ${p}, ${incisos[0]?.label} e ${incisos[1]?.label}, ${ofAct(act)}`, 'valid']);
      cases.push([`${art}, ${p}, ${roman(lastIncisoOf(u.children) + 1)}, ${ofAct(act)}`, 'invalid']);
    }
    const own = (r.structure?.units ?? []).filter((c) => c.kind === 'inciso');
    if (own.length >= 2 && own.every((c) => c.status === 'vigente')) {
      cases.push([`incisos ${own[0]?.label} e ${own[1]?.label} do ${art} ${ofAct(act)}`, 'valid']);
      cases.push([
        `incisos ${own[0]?.label} e ${roman(lastIncisoOf(own) + 1)} do ${art} ${ofAct(act)}`,
        'invalid',
      ]);
    }
    const alineas = u.kind === 'inciso' ? inForceUnits(u.children).filter((c) => c.kind === 'alinea') : [];
    if (alineas[0]) {
      cases.push([`${art}, ${u.label}, "${alineas[0].label}", ${ofAct(act)}`, 'valid']);
      cases.push([`alínea "${alineas[0].label}" do inciso ${u.label} do ${art} ${ofAct(act)}`, 'valid']);
      cases.push([`${art}, ${u.label}, letra z, ${ofAct(act)}`, 'invalid']);
    }
  }
}

const SUMULA_FORMS = [
  (n: string, c: string) => `Súmula ${n}/${c}`,
  (n: string, c: string) => `Súmula nº ${n} do ${c}`,
  (n: string, c: string) =>
    `Súmula ${n} do ${c === 'STJ' ? 'Superior Tribunal de Justiça' : 'Supremo Tribunal Federal'}`,
  (n: string, c: string) => `Súmula ${c} ${n}`,
  (n: string, c: string) => `Súmula ${n}, ${c}`,
  (n: string, c: string) => `verbete sumular nº ${n} do ${c}`,
  (n: string, c: string) => `Enunciado ${n} da Súmula do ${c}`,
  (n: string, c: string) => `Súmula n. ${n} do ${c}`,
  (n: string, c: string) => `súmula ${n} do ${c}`,
];
for (const court of ['STF', 'STJ'] as const) {
  const series = rows.filter((r) => r.kind === 'sumula' && r.court?.toUpperCase() === court);
  for (let i = 0; i < 60; i += 1) {
    const row = pick(series);
    const form = SUMULA_FORMS[i % SUMULA_FORMS.length];
    if (form)
      cases.push([form(String(row.number), court), row.status === 'vigente' ? 'valid' : 'suspicious']);
  }
  // past any growth of the series since the base was taken (STF: closed at 736)
  for (const [i, n] of [800, 900, 1000, 1500].entries()) {
    cases.push([SUMULA_FORMS[i]?.(n.toLocaleString('pt-BR'), court) ?? '', 'invalid']);
  }
}

const TEMA_FORMS = [
  (n: number) => `Tema ${n.toLocaleString('pt-BR')} do STJ`,
  (n: number) => `Tema Repetitivo ${n}/STJ`,
  (n: number) => `Tema ${n} (STJ)`,
  (n: number) => `Tema nº ${n.toLocaleString('pt-BR')} dos recursos repetitivos do STJ`,
  (n: number) => `Tema ${n.toLocaleString('pt-BR')} do Superior Tribunal de Justiça`,
  (n: number) => `Tema repetitivo n. ${n.toLocaleString('pt-BR')}`,
  (n: number) => `REsp repetitivo (Tema ${n})`,
  (n: number) => `Tema ${n}, STJ`,
];
const temas = new Map(rows.filter((r) => r.kind === 'tema').map((r) => [r.number ?? 0, r]));
const highest = Math.max(...temas.keys());
for (let i = 0; i < 120; i += 1) {
  const n = 1 + Math.floor(random() * (highest + 40));
  const row = temas.get(n);
  // the STJ catalogue is complete up to Tema 1.220 (shared/lawbase/judge.ts TEMAS_COMPLETE_UP_TO)
  const expected = row
    ? row.status === 'cancelada'
      ? 'suspicious'
      : 'valid'
    : n > highest || n <= 1220
      ? 'invalid'
      : 'unverified';
  cases.push([TEMA_FORMS[i % TEMA_FORMS.length]?.(n) ?? '', expected]);
}

const tally = new Map<string, number>();
const misses: string[] = [];
const started = performance.now();
for (const [citation, expected] of cases) {
  const r = await runValidation(`Trata-se de parecer. Conforme ${citation}, requer-se o deferimento.`, {
    today: TODAY,
    lawbase,
  });
  const got = r.citationDetails.map((d) => d.status).join(',') || 'nada';
  const key = `${expected} → ${got}`;
  tally.set(key, (tally.get(key) ?? 0) + 1);
  if (got !== expected) misses.push(`${key}: ${citation} — ${r.citationDetails[0]?.details ?? ''}`);
}
for (const miss of misses) console.log(miss);
console.log([...tally].map(([k, n]) => `${k}: ${n}`).join('\n'));
console.log(
  `${cases.length} citations in ${((performance.now() - started) / 1000).toFixed(1)} s; ${misses.length} disagree with the base`,
);
process.exitCode = misses.length > 0 ? 1 : 0;
