/**
 * The demo catalogue's import, timed: what the first start does (server/fonts/catalogue.ts,
 * ensureCatalogue) into a fresh in-memory database and a temporary object store.
 *
 *   node --import tsx bench/fonts/import.ts [--runs 2] [--no-specimens] [files or folders …]
 *
 * Default folders: the system's (/usr/share/fonts), CJK faces only, as on a first start. Prints
 * per run the wall time, the CPU time of the whole process (every thread: on a shared machine the
 * steadier figure), the files and faces imported, the main thread's worst stall (event-loop delay,
 * from monitorEventLoopDelay) and the process's peak RSS; then each file's best time.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { openDb } from "#server/db/client";
import { seed } from "#server/db/seed";
import { catalogueFamilyInfo, isCjkFace } from "#server/fonts/catalogue";
import { importPaths } from "#server/fonts/import";
import { fsStore } from "#server/storage/fs-store";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "2" }, "no-specimens": { type: "boolean", default: false } },
});
const targets = positionals.length ? positionals : ["/usr/share/fonts"];
const perFile = new Map<string, number>();

async function once(run: number) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
  const handle = await openDb({});
  await handle.migrate();
  await seed(handle.db);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 50);
  delay.enable();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const summary = await importPaths({ db: handle.db, store: fsStore(path.join(tmp, "objects")) }, targets, {
    accept: isCjkFace,
    familyInfo: catalogueFamilyInfo,
    specimens: !args["no-specimens"],
    onResult: (r) => r.status === "imported" && perFile.set(r.file, Math.min(perFile.get(r.file) ?? Infinity, r.ms)),
  });
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  delay.disable();
  clearInterval(sampler);
  await handle.close();
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(
    `run ${run}: ${seconds.toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s), ${summary.imported} files / ${summary.faces} faces imported (${summary.ignored} not CJK, ${summary.failed} failed); ` +
      `main-thread stall max ${(delay.max / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms; peak RSS ${(peakRss / 1048576).toFixed(0)} MB`,
  );
}

for (let run = 1; run <= Number(args.runs); run++) await once(run);
console.log("\nbest time per file (ms):");
for (const [file, ms] of [...perFile].sort((a, b) => b[1] - a[1])) console.log(`${String(ms).padStart(7)}  ${path.basename(file)}`);
process.exit(0);
