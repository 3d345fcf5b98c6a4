// The Validator against the shipped base, citation by citation, on a running API: real citations
// sampled from every act (articles, lettered articles, parágrafos and incisos named after or
// before the article) must come back "válida"; fabricated ones built next to them (past the last
// article, a letter no norm inserted, a § 31 or inciso LXXXIX the article lacks) "inválida";
// revoked articles "suspeita". The base is the oracle for what exists, so this checks that the
// extraction and the look-up agree with it for every act and citation form, not the law itself
// (the hand-worked cases are in apps/api/src/tools/validator/engine/validation.test.ts).
// Run: node bench/lawbase/validator-sample.ts [seed]   (starts its own server; figures in BENCH.md)

import { readShippedLawbase } from '../../apps/api/src/corpus/lawbase.loader.ts';
import { createServerStore, loginCookie, startServer } from '../../apps/api/test/spawn-server.ts';
import type { LawbaseRow } from '../../packages/legal/src/lawbase/build.ts';

delete process.env.DATABASE_URL;

/** How a brief names each act of the base after the article ('art. 477 da CLT'). */
const CITED_AS: Record<string, string> = {
  'cf-1988': 'da Constituição Federal',
  'adct-1988': 'do ADCT',
  'decreto-lei-5452-1943': 'da CLT',
  'lei-10406-2002': 'do Código Civil',
  'lei-13105-2015': 'do CPC',
  'lei-8078-1990': 'do CDC',
  'decreto-lei-2848-1940': 'do Código Penal',
  'decreto-lei-3689-1941': 'do Código de Processo Penal',
  'lei-5172-1966': 'do CTN',
  'lei-8069-1990': 'do ECA',
  'lei-13709-2018': 'da LGPD',
  'lei-8213-1991': 'da Lei 8.213/1991',
  'lei-8112-1990': 'da Lei 8.112/1990',
  'lei-14133-2021': 'da Lei 14.133/2021',
  'lei-9099-1995': 'da Lei 9.099/1995',
  'lei-11101-2005': 'da Lei 11.101/2005',
  'lei-6019-1974': 'da Lei 6.019/1974',
  'lei-7347-1985': 'da Lei 7.347/1985',
  'lei-8036-1990': 'da Lei 8.036/1990',
  'lei-8245-1991': 'da Lei 8.245/1991',
  'lei-8429-1992': 'da Lei 8.429/1992',
  'lei-9307-1996': 'da Lei 9.307/1996',
  'lei-9656-1998': 'da Lei 9.656/1998',
  'lei-12016-2009': 'da Lei 12.016/2009',
};

let seed = Number(process.argv[2] ?? 7);
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;

/** '5' → '5º', '1228' → '1.228', '8-A' → '8º-A' (LC 95/1998 art. 10, I). */
function written(label: string): string {
  const [digits = '', letter] = label.split('-');
  const n = Number(digits);
  const base = n <= 9 ? `${n}º` : n.toLocaleString('pt-BR');
  return letter ? `${base}-${letter}` : base;
}

interface Case {
  text: string;
  expected: 'valid' | 'invalid' | 'suspicious';
}

const rows = readShippedLawbase()
  .ndjson.toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as LawbaseRow);
const cases: Case[] = [];
for (const [act, citedAs] of Object.entries(CITED_AS)) {
  const articles = rows.filter((r) => r.act === act && r.article);
  const inForce = articles.filter((r) => r.status === 'vigente');
  for (let i = 0; i < 8; i += 1) {
    cases.push({ text: `art. ${written(pick(inForce).article ?? '')} ${citedAs}`, expected: 'valid' });
  }
  const last = Math.max(...articles.map((r) => r.articleNumber ?? 0));
  cases.push({ text: `art. ${written(String(last + 3))} ${citedAs}`, expected: 'invalid' });
  const existing = new Set(articles.map((r) => r.article));
  const base = (pick(inForce).article ?? '1').replace(/-.*/, '');
  let letter = 'A';
  while (existing.has(`${base}-${letter}`)) letter = String.fromCharCode(letter.charCodeAt(0) + 1);
  cases.push({ text: `art. ${written(`${base}-${letter}`)} ${citedAs}`, expected: 'invalid' });
  const revoked = articles.filter((r) => r.status === 'revogado');
  if (revoked.length > 0) {
    cases.push({ text: `art. ${written(pick(revoked).article ?? '')} ${citedAs}`, expected: 'suspicious' });
  }
  const divided = inForce.filter((r) => r.structure?.units.some((u) => u.status === 'vigente'));
  for (let i = 0; i < 4 && divided.length > 0; i += 1) {
    const row = pick(divided);
    const unit = row.structure?.units.find((u) => u.status === 'vigente');
    if (!unit || (unit.kind !== 'paragrafo' && unit.kind !== 'inciso')) continue;
    const art = `art. ${written(row.article ?? '')}`;
    const name =
      unit.kind === 'inciso'
        ? `inciso ${unit.label}`
        : unit.label === 'unico'
          ? 'parágrafo único'
          : `§ ${written(unit.label)}`;
    const fake = unit.kind === 'inciso' ? 'inciso LXXXIX' : '§ 31';
    cases.push({ text: `${art}, ${name}, ${citedAs}`, expected: 'valid' });
    cases.push({ text: `${name} do ${art} ${citedAs}`, expected: 'valid' });
    cases.push({ text: `${art}, ${fake}, ${citedAs}`, expected: 'invalid' });
    cases.push({ text: `${fake} do ${art} ${citedAs}`, expected: 'invalid' });
  }
}

const store = createServerStore();
const server = await startServer(store, { LAWBASE_AUTOLOAD: 'true' }, { readyTimeoutMs: 600_000 });
try {
  const cookie = await loginCookie(server.url, 'platform');
  const tally = new Map<string, number>();
  const misses: string[] = [];
  const started = performance.now();
  for (const c of cases) {
    const response = await fetch(`${server.url}/api/platform/validator/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        documentTitle: 'Amostra do Validator',
        documentContent: `Trata-se de parecer jurídico. Conforme ${c.text}, requer-se o deferimento do pedido.`,
      }),
    });
    const body = (await response.json()) as { citationDetails?: Array<{ status: string; details: string }> };
    const got = body.citationDetails?.map((d) => d.status).join(',') || `nada (${response.status})`;
    const key = `${c.expected} → ${got}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
    if (got !== c.expected) misses.push(`${key}: ${c.text} — ${body.citationDetails?.[0]?.details ?? ''}`);
  }
  const seconds = (performance.now() - started) / 1000;
  for (const miss of misses) console.log(miss);
  console.log([...tally].map(([k, n]) => `${k}: ${n}`).join('\n'));
  console.log(
    `${cases.length} citations over ${Object.keys(CITED_AS).length} acts in ${seconds.toFixed(1)} s; ${misses.length} disagree with the base`,
  );
  process.exitCode = misses.length > 0 ? 1 : 0;
} finally {
  await server.stop();
  await store.dispose();
}
