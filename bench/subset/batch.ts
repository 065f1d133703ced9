/**
 * The preview batch: 20 catalogue fonts (bench/subset/common.ts batchCatalogue, 13 files, 210 MB),
 * faces already loaded, 10 new hanzi each time — and the same batch repeated. Run by hand:
 *
 *   node --import tsx bench/subset/batch.ts [--budgets 512,1024] [--workers 2] [--rounds 15] [--before DIR]
 *
 * For each memory budget (SUBSET_MEMORY_MB) it starts one SubsetEngine per code — this checkout,
 * and with --before the engine of another checkout (e.g. a worktree of main, with node_modules
 * linked in) — on one object store, loads the faces with one batch and four more not measured,
 * then runs the rounds interleaved (before, after, after, before, …) as the subset router does:
 * admit(jobs, "batch") and every job at once. Per code and budget it prints medians of:
 * - the batch with a new text (ms, and its range), and repeated (answered from memory);
 * - fonts loaded and evicted per batch, and workers replaced in all the measured rounds;
 * - CPU time per batch from /proc/self/task/<tid>/schedstat: every thread, the main thread, and
 *   the busiest other thread — a worker's time on the batch's critical path; CPU time does not
 *   grow with the machine's load as wall time does;
 * - jobs per worker (this checkout only: RunnerStats.jobs).
 */
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { SubsetEngine as Engine, SubsetJob } from "#server/fonts/subset/engine";
import { fontFixture } from "#tests/support/subset-fonts";
import { batchCatalogue, median } from "./common";
import { gb2312Level1 } from "./hanzi";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const BUDGETS = arg("budgets", "512,1024").split(",").map(Number);
const WORKERS = Number(arg("workers", "2"));
const ROUNDS = Number(arg("rounds", "15"));
const BEFORE = process.argv.includes("--before") ? path.resolve(arg("before", "")) : undefined;
const HERE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MB = 1024 * 1024;
const silent = { info() {}, warn() {}, error() {} };

/** CPU time of every thread of this process so far (ns), by thread id. */
function threadCpu(): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync("/proc/self/task")) {
    try {
      out.set(tid, Number(readFileSync(`/proc/self/task/${tid}/schedstat`, "utf8").split(" ")[0]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
}

interface Sample {
  ms: number;
  repeatMs: number;
  loads: number;
  evictions: number;
  recycles: number;
  cpuMs: number;
  mainMs: number;
  busiestMs: number;
  jobs?: number[];
}

interface Code {
  name: string;
  SubsetEngine: typeof Engine;
}

async function loadCodes(): Promise<Code[]> {
  const codes: Code[] = [];
  if (BEFORE) {
    const mod = (await import(pathToFileURL(path.join(BEFORE, "server/fonts/subset/engine.ts")).href)) as { SubsetEngine: typeof Engine };
    codes.push({ name: "before", SubsetEngine: mod.SubsetEngine });
  }
  const mod = (await import(pathToFileURL(path.join(HERE, "server/fonts/subset/engine.ts")).href)) as { SubsetEngine: typeof Engine };
  codes.push({ name: "after", SubsetEngine: mod.SubsetEngine });
  return codes;
}

async function main() {
  const codes = await loadCodes();
  const fx = await fontFixture([]);
  const fonts = await batchCatalogue(fx.add);
  const hanzi = gb2312Level1();
  let offset = 0;
  const newText = () => {
    const cps = hanzi.slice(offset, offset + 10).map((c) => c.codePointAt(0)!);
    offset = (offset + 10) % (hanzi.length - 10);
    return cps;
  };
  const load0 = loadavg()[0];
  const results: { budget: number; code: string; samples: Sample[] }[] = [];
  try {
    for (const budget of BUDGETS) {
      const engines = codes.map((c) => ({ code: c, engine: new c.SubsetEngine({ store: fx.store, logger: silent, workers: WORKERS, memoryBytes: budget * MB }), samples: [] as Sample[] }));
      await Promise.all(engines.map((e) => e.engine.ready()));
      const batch = async (engine: Engine, codePoints: number[]) => {
        const jobs: SubsetJob[] = fonts.map((font) => ({ font, codePoints }));
        const t = performance.now();
        const release = engine.admit(jobs, "batch");
        try {
          await Promise.all(jobs.map((job) => engine.subset(job, "batch")));
        } finally {
          release();
        }
        return performance.now() - t;
      };
      // Faces loaded (the first batch), then four batches to settle, none measured.
      for (const e of engines) for (let i = 0; i < 5; i++) await batch(e.engine, newText());
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 ? [...engines].reverse() : engines;
        for (const e of order) {
          const s0 = e.engine.stats();
          const cpu0 = threadCpu();
          const text = newText();
          const ms = await batch(e.engine, text);
          const cpu1 = threadCpu();
          const s1 = e.engine.stats();
          const repeatMs = await batch(e.engine, text);
          let cpu = 0;
          let busiest = 0;
          for (const [tid, ns] of cpu1) {
            const d = ns - (cpu0.get(tid) ?? 0);
            cpu += d;
            if (tid !== String(process.pid)) busiest = Math.max(busiest, d);
          }
          const { jobs: jobs0 } = s0 as { jobs?: number[] };
          const { jobs: jobs1 } = s1 as { jobs?: number[] };
          e.samples.push({
            ms,
            repeatMs,
            loads: s1.loads - s0.loads,
            evictions: s1.evictions - s0.evictions,
            recycles: s1.recycles - s0.recycles,
            cpuMs: cpu / 1e6,
            mainMs: ((cpu1.get(String(process.pid)) ?? 0) - (cpu0.get(String(process.pid)) ?? 0)) / 1e6,
            busiestMs: busiest / 1e6,
            jobs: jobs0 && jobs1 ? jobs1.map((n, i) => n - (jobs0[i] ?? 0)) : undefined,
          });
        }
      }
      for (const e of engines) {
        results.push({ budget, code: e.code.name, samples: e.samples });
        await e.engine.close();
      }
    }
  } finally {
    await fx.cleanup();
  }

  const f = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
  console.log(
    `Preview batch — ${new Date().toISOString().slice(0, 16)}, Node ${process.version}, ${availableParallelism()} cores, ${WORKERS} workers, ` +
      `${fonts.length} fonts × 10 new hanzi, ${ROUNDS} rounds interleaved (medians); load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}.`,
  );
  console.log("");
  console.log("| budget | code | new text ms (min–max) | repeated ms | loads / evictions per batch | workers replaced | CPU ms: all threads / main / busiest worker | jobs per worker |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of results) {
    const m = (pick: (s: Sample) => number) => median(r.samples.map(pick));
    const ms = r.samples.map((s) => s.ms);
    const jobs = r.samples[0]?.jobs ? r.samples.map((s) => [...s.jobs!].sort((a, b) => b - a).join("/")) : [];
    const commonest = jobs.length ? [...new Set(jobs)].sort((a, b) => jobs.filter((j) => j === b).length - jobs.filter((j) => j === a).length)[0] : "–";
    console.log(
      `| ${r.budget} MB | ${r.code} | ${f(m((s) => s.ms))} (${f(Math.min(...ms))}–${f(Math.max(...ms))}) | ${f(m((s) => s.repeatMs))} | ` +
        `${m((s) => s.loads)} / ${m((s) => s.evictions)} | ${r.samples.reduce((n, s) => n + s.recycles, 0)} | ` +
        `${f(m((s) => s.cpuMs))} / ${f(m((s) => s.mainMs))} / ${f(m((s) => s.busiestMs))} | ${commonest} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
