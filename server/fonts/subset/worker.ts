/**
 * A subset worker thread: one SubsetCore (HarfBuzz wasm + face cache) answering jobs from
 * runner.ts. A job for a font that is not loaded is answered `need`, and comes back with the
 * file's bytes (transferred, not copied).
 */
import { parentPort, workerData } from "node:worker_threads";
import { SubsetCore } from "./core";
import type { WorkerReply, WorkerRequest } from "./runner";

const port = parentPort!;
const core = await SubsetCore.create((workerData as { budgetBytes: number }).budgetBytes);

port.on("message", (req: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const bytes = req.bytes ? new Uint8Array(req.bytes) : undefined;
    if (!bytes && !core.has(req.id)) {
      reply = { seq: req.seq, need: true, stats: core.stats() };
    } else {
      const sfnt = core.subset(req.id, req.faceIndex, bytes, Array.from(req.codePoints), req.options);
      reply = { seq: req.seq, sfnt, stats: core.stats() };
      port.postMessage(reply, [sfnt.buffer as ArrayBuffer]);
      return;
    }
  } catch (error) {
    const e = error as Error;
    reply = { seq: req.seq, error: { name: e?.name ?? "Error", message: e?.message ?? String(error) }, stats: core.stats() };
  }
  port.postMessage(reply);
});
port.postMessage({ seq: 0, ready: true, stats: core.stats() } satisfies WorkerReply);
