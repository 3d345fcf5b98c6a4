// The Validator over real court decisions: the LeNER-Br data set (Luz de Araujo et al., PROPOR
// 2018; github.com/peluz/lener-br, MIT licence), whose tokens are tagged B-/I-LEGISLACAO for the
// statutes and B-/I-JURISPRUDENCIA for the case law the courts cited. Each tagged citation's span is
// recovered by aligning the tokens to the raw text in order; the raw text goes through the
// Validator (extraction, catalogue, shipped knowledge base, in process) and the bench counts
//   - detection: tagged citations overlapped by a citation the Validator found, by kind;
//   - false "inválida": every tagged citation was written by a court, so none of the citations found
//     over them may come back "inválida" (share of the citations found over tagged spans);
//   - what the Validator found outside the tagged spans (not an error by itself: dates, CNJ numbers
//     and acts the annotators left untagged).
//
// HOLD-OUT. The 60 decisions are split by a fixed rule on the file name, decided before any tuning:
// a decision is HELD OUT when the sum of the UTF-16 code units of its name (without extension) is
// divisible by 3 (17 decisions, 893 statute and 522 case-law citations); the other 43 are the
// tuning part. The grammar is tuned on the tuning part only: `--errors` lists misses and false
// alarms of the tuning part and refuses to list the held-out part's.
//
// Run: LENER_BR_DIR=<folder with raw_text/, train/, dev/> node bench/lawbase/lener.ts [--errors]
// (figures in BENCH.md). The data set is not shipped with Lexato.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verifyInBase } from '../../apps/api/src/shared/lawbase/verify.ts';
import { shippedLawbase } from '../../apps/api/test/shipped-lawbase.ts';
import { checkText } from '../../packages/legal/src/citation-check.ts';

const TODAY = '2026-11-22';
const dir = process.env.LENER_BR_DIR;
if (!dir || !existsSync(join(dir, 'raw_text'))) {
  console.error('Defina LENER_BR_DIR com a pasta do LeNER-Br (raw_text/, train/, dev/).');
  process.exit(1);
}
const showErrors = process.argv.includes('--errors');

type Kind = 'statute' | 'caselaw';
interface Marked {
  kind: Kind;
  start: number;
  end: number;
  text: string;
}

function heldOut(name: string): boolean {
  let sum = 0;
  for (let i = 0; i < name.length; i += 1) sum += name.charCodeAt(i);
  return sum % 3 === 0;
}

/** The tagged citations of one decision, located in its raw text by aligning the tokens in order. */
function markedSpans(raw: string, conll: string): Marked[] {
  const out: Marked[] = [];
  let cursor = 0;
  let open: Marked | undefined;
  const close = () => {
    if (open) out.push({ ...open, text: raw.slice(open.start, open.end) });
    open = undefined;
  };
  for (const line of conll.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 2) continue;
    const token = parts[0] ?? '';
    const tag = parts[parts.length - 1] ?? 'O';
    // a token is looked for a short way ahead; one the tokeniser rewrote is skipped
    const at = raw.indexOf(token, cursor);
    const found = at !== -1 && at - cursor <= 400;
    const kind: Kind | undefined = tag.endsWith('LEGISLACAO')
      ? 'statute'
      : tag.endsWith('JURISPRUDENCIA')
        ? 'caselaw'
        : undefined;
    if (tag.startsWith('B-') || !kind || (open && open.kind !== kind)) close();
    if (found) {
      if (kind && !open) open = { kind, start: at, end: at + token.length, text: '' };
      else if (kind && open) open.end = at + token.length;
      cursor = at + token.length;
    }
  }
  close();
  return out;
}

interface Tally {
  decisions: number;
  marked: Record<Kind, number>;
  detected: Record<Kind, number>;
  foundOverMarked: number;
  invalidOverMarked: number;
  foundOutside: number;
  ms: number;
}
const empty = (): Tally => ({
  decisions: 0,
  marked: { statute: 0, caselaw: 0 },
  detected: { statute: 0, caselaw: 0 },
  foundOverMarked: 0,
  invalidOverMarked: 0,
  foundOutside: 0,
  ms: 0,
});
const parts = { tuning: empty(), heldOut: empty() };
const lawbase = shippedLawbase();
const misses: string[] = [];
const alarms: string[] = [];

const names = [...readdirSync(join(dir, 'train')), ...readdirSync(join(dir, 'dev'))]
  .filter((f) => f.endsWith('.conll'))
  .sort();
for (const file of names) {
  const name = file.replace(/\.conll$/, '');
  const folder = existsSync(join(dir, 'train', file)) ? 'train' : 'dev';
  const raw = readFileSync(join(dir, 'raw_text', `${name}.txt`), 'utf8');
  const marked = markedSpans(raw, readFileSync(join(dir, folder, file), 'utf8'));
  const started = performance.now();
  const checked = checkText(raw, { today: TODAY });
  const { details } = await verifyInBase(raw, checked, lawbase);
  const part = heldOut(name) ? parts.heldOut : parts.tuning;
  part.ms += performance.now() - started;
  part.decisions += 1;
  const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    a.start < b.end && b.start < a.end;
  for (const m of marked) {
    part.marked[m.kind] += 1;
    if (details.some((d) => overlaps(d, m))) part.detected[m.kind] += 1;
    else if (showErrors && part === parts.tuning)
      misses.push(
        `${name} [${m.kind}] …${raw.slice(Math.max(0, m.start - 30), m.start).replace(/\s+/g, ' ')}⟦${m.text.replace(/\s+/g, ' ')}⟧`,
      );
  }
  for (const d of details) {
    if (marked.some((m) => overlaps(d, m))) {
      part.foundOverMarked += 1;
      if (d.status === 'invalid') {
        part.invalidOverMarked += 1;
        if (showErrors && part === parts.tuning) alarms.push(`${name} "${d.citation}" — ${d.details}`);
      }
    } else part.foundOutside += 1;
  }
}

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);
for (const [label, t] of [
  ['tuning', parts.tuning],
  ['held-out', parts.heldOut],
] as const) {
  console.log(`\n${label}: ${t.decisions} decisions (${t.ms.toFixed(0)} ms)`);
  console.log(
    `  statute   detected ${t.detected.statute}/${t.marked.statute} = ${pct(t.detected.statute, t.marked.statute)}`,
  );
  console.log(
    `  case law  detected ${t.detected.caselaw}/${t.marked.caselaw} = ${pct(t.detected.caselaw, t.marked.caselaw)}`,
  );
  console.log(
    `  false "inválida" ${t.invalidOverMarked}/${t.foundOverMarked} citations found over tagged spans = ${pct(t.invalidOverMarked, t.foundOverMarked)}`,
  );
  console.log(`  found outside tagged spans: ${t.foundOutside}`);
}
if (showErrors) {
  console.log(`\nTuning part, missed (${misses.length}):`);
  for (const m of misses) console.log(`  ${m}`);
  console.log(`\nTuning part, false "inválida" (${alarms.length}):`);
  for (const a of alarms) console.log(`  ${a}`);
}
