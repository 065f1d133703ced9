/**
 * A subset worker thread: one SubsetCore (HarfBuzz wasm + face cache) answering jobs from
 * runner.ts, one at a time, with the subset and its WOFF2. Its heap is bounded from outside: the
 * runner replaces the whole worker when the reported wasm size outgrows its part of the budget. A job for a font that is not loaded is answered `need`, and comes back with the
 * file's bytes (transferred, not copied).
 */
import { parentPort, workerData } from "node:worker_threads";
import { SubsetCore } from "./core";
import { useCompiledHarfBuzz } from "./hb";
import { encodeWoff2Sync } from "./woff2";
import type { WorkerReply, WorkerRequest } from "./runner";

const port = parentPort!;
const data = workerData as { faceBytes: number; harfbuzz?: WebAssembly.Module };
if (data.harfbuzz) useCompiledHarfBuzz(data.harfbuzz);
const core = await SubsetCore.create(data.faceBytes);

port.on("message", (req: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const bytes = req.bytes ? new Uint8Array(req.bytes) : undefined;
    if (!bytes && !core.has(req.id)) {
      reply = { seq: req.seq, need: true, stats: core.stats() };
    } else {
      const sfnt = core.subset(req.id, req.faceIndex, bytes, Array.from(req.codePoints), req.options);
      // This thread's own time: brotli here keeps the main thread and the libuv pool free.
      const woff2 = encodeWoff2Sync(sfnt, { quality: req.quality });
      reply = { seq: req.seq, sfnt, woff2, stats: core.stats() };
      port.postMessage(reply, [sfnt.buffer as ArrayBuffer, woff2.buffer as ArrayBuffer]);
      return;
    }
  } catch (error) {
    const e = error as Error;
    reply = { seq: req.seq, error: { name: e?.name ?? "Error", message: e?.message ?? String(error) }, stats: core.stats() };
  }
  port.postMessage(reply);
});
port.postMessage({ seq: 0, ready: true, stats: core.stats() } satisfies WorkerReply);
