// Preloaded into the API process by bench/lawbase/rss.ts (node --import): keeps a weak reference to
// every WebAssembly.Memory the process creates (PGlite's, initdb's) and, on SIGUSR2, writes the V8
// heap, process.memoryUsage() and those memories' sizes to <tmpdir>/rss-probe-<pid>.json.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';

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

process.on('SIGUSR2', () => {
  const heap = v8.getHeapStatistics();
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
    }),
  );
});
