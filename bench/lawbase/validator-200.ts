// The Validator's speed on a brief of 200 citations, 50 of them with a quote, against the shipped
// base in process (extraction, catalogue, base look-ups, quote comparison; no DataJud, no model):
// target < 200 ms on one core. The 150 plain citations are CLT, CC and CF articles in the forms
// courts write ('art 477 da CLT', 'arts. 186 e 927 do Código Civil', 'Súmula 331 do TST' among
// them); the 50 quotes are the opening words of CLT articles as the base holds them, so every quote
// is compared with an official text.
// Run: node bench/lawbase/validator-200.ts [runs]   (figures in BENCH.md)
import { readShippedLawbase } from '../../apps/api/src/corpus/lawbase.loader.ts';
import { runValidation } from '../../apps/api/src/tools/validator/engine/validation.ts';
import { TextEngine } from '../../apps/api/src/workers/text-engine.ts';
import { shippedLawbase } from '../../apps/api/test/shipped-lawbase.ts';
import type { LawbaseRow } from '../../packages/legal/src/lawbase/index.ts';

const runs = Number(process.argv[2] ?? 20);
const lawbase = shippedLawbase();
const clt = readShippedLawbase()
  .ndjson.toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as LawbaseRow)
  .filter(
    (r) =>
      r.kind === 'legislacao' &&
      r.act === 'decreto-lei-5452-1943' &&
      r.status === 'vigente' &&
      r.articleNumber,
  )
  .slice(0, 400);

const FORMS = [
  (n: number) => `art ${n} da CLT`,
  (n: number) => `Art. ${n} da Consolidação das Leis do Trabalho`,
  (n: number) => `arts. ${n} e ${n + 1} da CLT`,
  (n: number) => `artigo ${n}, caput, da CLT`,
  (n: number) => `art. ${(n % 900) + 1} do Código Civil`,
  (n: number) => `art. ${(n % 250) + 1} da CF`,
];
const parts: string[] = [];
for (let i = 0; i < 150; i += 1) {
  const n = clt[i % clt.length]?.articleNumber ?? 1;
  parts.push(`Conforme o ${(FORMS[i % FORMS.length] ?? FORMS[0])?.(n) ?? ''}, o pedido procede.`);
}
for (let i = 0; i < 50; i += 1) {
  const row = clt[(i * 7) % clt.length];
  if (!row) continue;
  const words = row.text
    .replace(/^Art\.\s*\S+\s*/, '')
    .split(/\s+/)
    .slice(0, 12)
    .join(' ');
  parts.push(`Dispõe o art. ${row.articleNumber} da CLT: "${words}".`);
}
const text = parts.join('\n');
const engine = new TextEngine({ inlineMaxChars: Number.MAX_SAFE_INTEGER });
const first = await runValidation(text, { today: '2026-11-22', lawbase, engine });
const times: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const cpu = process.cpuUsage();
  await runValidation(text, { today: '2026-11-22', lawbase, engine });
  const used = process.cpuUsage(cpu);
  times.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
const statuses = new Map<string, number>();
for (const d of first.citationDetails) statuses.set(d.status, (statuses.get(d.status) ?? 0) + 1);
console.log(
  `${first.totalCitations} citations (${text.length} characters): ${[...statuses].map(([s, n]) => `${n} ${s}`).join(', ')}`,
);
console.log(
  `CPU per validation over ${runs} runs: median ${times[Math.floor(runs / 2)]?.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms`,
);
