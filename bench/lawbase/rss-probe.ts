// Preloaded into the API process by bench/lawbase/rss.ts (node --import): keeps a weak reference to
// every WebAssembly.Memory the process creates (PGlite's, initdb's) and to every worker thread and,
// on SIGUSR2, writes the V8 heap, process.memoryUsage(), those memories' sizes and the live
// workers' heaps to <tmpdir>/rss-probe-<pid>.json.
import { writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import workerThreads, { isMainThread } from 'node:worker_threads';

// The project's TypeScript has no DOM lib, hence no WebAssembly types: the little used here.
interface WasmMemory {
  buffer: ArrayBuffer;
}
type MemoryConstructor = new (descriptor: object) => WasmMemory;
const wasm = (globalThis as unknown as { WebAssembly: { Memory: MemoryConstructor } }).WebAssembly;
const memories: Array<WeakRef<WasmMemory>> = [];
const Original = wasm.Memory;
const Tracked = function Memory(descriptor: object) {
  const memory = new Original(descriptor);
  memories.push(new WeakRef(memory));
  return memory;
} as unknown as MemoryConstructor;
Tracked.prototype = Original.prototype;
wasm.Memory = Tracked;

// The API's worker threads (text engine, file parsing), seen by replacing the constructor they use.
const workers: Array<WeakRef<workerThreads.Worker>> = [];
if (isMainThread) {
  const OriginalWorker = workerThreads.Worker;
  class TrackedWorker extends OriginalWorker {
    constructor(...args: ConstructorParameters<typeof OriginalWorker>) {
      super(...args);
      workers.push(new WeakRef(this));
    }
  }
  workerThreads.Worker = TrackedWorker;
  syncBuiltinESMExports();
}

process.on('SIGUSR2', async () => {
  const heap = v8.getHeapStatistics();
  const workerHeaps = await Promise.all(
    workers
      .map((w) => w.deref())
      .filter((w): w is workerThreads.Worker => w !== undefined && w.threadId >= 0)
      .map((w) =>
        w.getHeapStatistics().then(
          (h) => h.total_physical_size,
          () => null,
        ),
      ),
  );
  writeFileSync(
    join(tmpdir(), `rss-probe-${process.pid}.json`),
    JSON.stringify({
      usage: process.memoryUsage(),
      heapPhysical: heap.total_physical_size,
      heapUsed: heap.used_heap_size,
      mallocedMemory: heap.malloced_memory,
      externalMemory: heap.external_memory,
      spaces: Object.fromEntries(
        v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.physical_space_size]),
      ),
      // Live memories only: a collected one (initdb's, once initdb is done) is null.
      wasmBytes: memories.map((m) => m.deref()?.buffer.byteLength ?? null),
      workerHeaps: workerHeaps.filter((h) => h !== null),
    }),
  );
});
