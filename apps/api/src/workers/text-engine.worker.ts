// Entry of the text engine's workers (text-engine.ts): each `{ id, job }` message is answered
// with `{ id, reply }`. The worker lives on between jobs; the pool terminates it when a job runs
// past its time limit.
import { parentPort } from 'node:worker_threads';
import { checkText } from '@lexato/legal';
import { analyseRules } from '../tools/analyser/engine/index.ts';
import type { TextJob, TextReply } from './text-engine.ts';

function run(job: TextJob): TextReply {
  try {
    const checked = checkText(job.text, { today: job.today });
    return {
      ok: true,
      checked,
      rules: job.task === 'analyse' ? analyseRules(job.text, job.type, job.relation) : [],
    };
  } catch (error) {
    return { ok: false, code: error instanceof Error ? error.name : 'unexpected' };
  }
}

parentPort?.on('message', ({ id, job }: { id: number; job: TextJob }) => {
  parentPort?.postMessage({ id, reply: run(job) });
});
