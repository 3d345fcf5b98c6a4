// Entry of the parse worker thread: one file per worker, then the worker ends. The parent
// bounds it with resourceLimits and a wall-clock timeout (security-checklist "Parsers").
import { parentPort, workerData } from 'node:worker_threads';
import { docxText } from './docx.ts';
import { ParseFailure } from './parse-failure.ts';
import { pdfText } from './pdf.ts';

export type ParseJob = { kind: 'pdf' | 'docx'; bytes: Uint8Array };
export type ParseReply = { ok: true; text: string } | { ok: false; code: string };

const job = workerData as ParseJob;
let reply: ParseReply;
try {
  const text = job.kind === 'pdf' ? await pdfText(job.bytes) : await docxText(job.bytes);
  reply = { ok: true, text };
} catch (error) {
  reply = { ok: false, code: error instanceof ParseFailure ? error.code : 'unexpected' };
}
parentPort?.postMessage(reply);
