// Writes a 100,000-passage corpus for the latency benchmark: the 6,116 official passages of
// the statute corpus (docs.jsonl) plus synthetic jurisprudence built from their sentences
// (2–4 sentences of random official passages per "acórdão", a court and a date drawn with a
// seeded generator, so every run writes the same file). Run: node bench/search/generate.ts <out.jsonl> [total]
import { createWriteStream } from 'node:fs';
import { officialJsonlToSourceLines } from '../../apps/api/src/corpus/official-corpus.ts';
import { readEvalCorpus } from './corpus.ts';

const out = process.argv[2];
const total = Number(process.argv[3] ?? 100_000);
if (!out) throw new Error('uso: node bench/search/generate.ts <saida.jsonl> [total]');

const official = officialJsonlToSourceLines(readEvalCorpus());
const sentences = official.flatMap((s) =>
  s.text
    .split(/(?<=[.;:])\s+|\n/)
    .map((t) => t.trim())
    .filter((t) => t.length > 40),
);

// mulberry32: a small seeded generator, so the corpus is the same on every machine.
let seed = 20261122;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;

const COURTS = [
  'STF',
  'STJ',
  'TST',
  'TJSP',
  'TJRJ',
  'TJMG',
  'TJRS',
  'TRF1',
  'TRF3',
  'TRF4',
  'TRT-2',
  'TRT-3',
  'TRT-15',
];
const CLASSES = [
  'Recurso Especial',
  'Agravo Interno',
  'Apelação Cível',
  'Recurso de Revista',
  'Recurso Ordinário',
  'Agravo de Instrumento',
];

const stream = createWriteStream(out);
for (const line of official) stream.write(`${JSON.stringify(line)}\n`);
for (let i = official.length; i < total; i++) {
  const court = pick(COURTS);
  const body = Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(sentences)).join(' ');
  const year = 2000 + Math.floor(random() * 26);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  const line = {
    id: `sint:${i}`,
    kind: 'jurisprudencia',
    title: `${pick(CLASSES)} ${100000 + i} (${court})`,
    text: body,
    court,
    date: `${year}-${month}-${day}`,
  };
  stream.write(`${JSON.stringify(line)}\n`);
}
stream.end();
await new Promise<void>((ok) => stream.on('finish', () => ok()));
console.log(`${total} passagens em ${out} (${sentences.length} frases de origem)`);
