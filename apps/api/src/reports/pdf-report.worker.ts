// Entry of the report workers (pdf-renderer.ts): each `{ id, job }` message is answered with
// `{ id, reply }`. The worker lives on between reports (pdfkit and the fonts stay loaded); the pool
// terminates it when a report runs past its time limit.
import { parentPort } from 'node:worker_threads';
import { drawPdf, type PdfJob, type PdfReply } from './draw-pdf.ts';

async function run(job: PdfJob): Promise<PdfReply> {
  try {
    const data = await drawPdf(job);
    return { ok: true, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } catch (error) {
    return { ok: false, code: error instanceof Error ? error.name : 'unexpected' };
  }
}

parentPort?.on('message', ({ id, job }: { id: number; job: PdfJob }) => {
  void run(job).then((reply) => parentPort?.postMessage({ id, reply }));
});
