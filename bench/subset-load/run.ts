/**
 * Subset memory under load. Run by hand:
 *
 *   DATA_DIR=/tmp/subset-load-data node --import tsx bench/subset-load/run.ts [--budget MB] [--port N] [--chars 50,200] [--idle S]
 *
 * Starts the site's process (bench/subset-load/server.ts: createApp on the real catalogue of
 * DATA_DIR, imported on first start) with SUBSET_MEMORY_MB=<budget> and, for each text length of
 * --chars, fires 30 concurrent POST /webfont/http of 50 items each (50 distinct fonts per request,
 * fresh random GB 2312 hanzi per item, so nothing is answered from the store) while sending a
 * one-item request (8 new hanzi) every 200 ms until the burst is over; then stays idle --idle
 * seconds (30). RSS is the server process's VmRSS (main thread and every worker thread), read
 * from /proc every 100 ms. Prints one row per burst and its three targets: peak RSS
 * < budget + 600 MB, RSS after the idle time < budget + 300 MB, one-item p99 < 2 s.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { gb2312Level1 } from "#bench/subset/hanzi";
import { API_PATHS } from "#contract/api-paths";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const BUDGET_MB = Number(arg("budget", "1024"));
const PORT = Number(arg("port", "3430"));
const CHARS = arg("chars", "50,200").split(",").map(Number);
const IDLE_S = Number(arg("idle", "30"));
const BATCHES = Number(arg("batches", "30"));
const ITEMS = 50;
const DATA_DIR = process.env.DATA_DIR;
if (!DATA_DIR) {
  console.error("DATA_DIR is required (the catalogue is imported there on first start and reused).");
  process.exit(1);
}

const HANZI = gb2312Level1();
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: readonly T[], n: number): T[] => {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
};
const text = (n: number) => pick(HANZI, n).join("");
const quantile = (xs: number[], q: number) => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

function rssBytes(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) * 1024 : 0;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const child = spawn(process.execPath, ["--import", "tsx", "bench/subset-load/server.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR,
    NODE_ENV: "production",
    // Info: the subset service logs each worker it replaces, counted below.
    LOG_LEVEL: "info",
    SUBSET_MEMORY_MB: String(BUDGET_MB),
    // Main before the budget only knew the face-cache setting: the same figure, for the before run.
    SUBSET_CACHE_MB: String(BUDGET_MB),
  },
  stdio: ["ignore", "pipe", "inherit"],
});
process.on("exit", () => child.kill("SIGKILL"));
const started = Date.now();
let recycles = 0;
const ready = await new Promise<{ fonts: { gno: string; size: number }[] }>((resolve, reject) => {
  child.on("exit", (code) => reject(new Error(`server exited (${code})`)));
  createInterface({ input: child.stdout! }).on("line", (line) => {
    try {
      const msg = JSON.parse(line);
      if (msg.ready) resolve(msg);
      else if (msg.msg?.startsWith("subset: worker replaced")) recycles++;
      // Errors other than the request log (which logs every 503 it answers).
      else if (msg.level >= 50 && msg.msg !== "request") console.error(line);
    } catch {
      // Not JSON: not ours.
    }
  });
});
const base = `http://127.0.0.1:${PORT}`;
const gnos = ready.fonts.map((f) => f.gno);
console.log(`server up in ${((Date.now() - started) / 1000).toFixed(0)} s: ${gnos.length} fonts, budget ${BUDGET_MB} MB, RSS ${(rssBytes(child.pid!) / MB).toFixed(0)} MB`);

let peak = 0;
let sampling = true;
void (async () => {
  while (sampling) {
    peak = Math.max(peak, rssBytes(child.pid!));
    await sleep(100);
  }
})();

/** One POST; a connection error counts as status 0 (the server was unreachable or reset it). */
async function post(items: { gno: string; text: string }[]) {
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}${API_PATHS.subset}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(items) });
    const body = (await res.json()) as { data: { woffPath: string | null }[] | null; msg: string };
    return { t0, ms: performance.now() - t0, status: res.status, retryAfter: res.headers.get("retry-after"), failed: body.data?.filter((d) => !d.woffPath).length ?? 0, msg: body.msg };
  } catch (error) {
    return { t0, ms: performance.now() - t0, status: 0, retryAfter: null, failed: items.length, msg: String((error as Error).cause ?? error) };
  }
}

interface Row {
  chars: number;
  peakMb: number;
  idleMb: number;
  batchP50: number;
  batchMax: number;
  refused: number;
  recycles: number;
  errors: number;
  failedItems: number;
  smallN: number;
  smallP50: number;
  smallP99: number;
  smallMax: number;
}
const rows: Row[] = [];
const retryAfters = new Set<string>();

for (const chars of CHARS) {
  peak = rssBytes(child.pid!);
  const recyclesBefore = recycles;
  const burst = Array.from({ length: BATCHES }, () => post(pick(gnos, ITEMS).map((gno) => ({ gno, text: text(chars) }))));
  let done = false;
  const all = Promise.all(burst).finally(() => (done = true));
  const small: Promise<Awaited<ReturnType<typeof post>>>[] = [];
  while (!done) {
    small.push(post([{ gno: pick(gnos, 1)[0], text: text(8) }]));
    await sleep(200);
  }
  const batches = await all;
  const smalls = await Promise.all(small);
  const burstStart = Math.min(...smalls.map((s) => s.t0));
  const slowest = [...smalls].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(`  ${chars} chars: slowest one-item requests (sent at +s → ms): ${slowest.map((s) => `+${((s.t0 - burstStart) / 1000).toFixed(1)} → ${s.ms.toFixed(0)}`).join(", ")}`);
  const burstPeak = peak;
  for (const b of batches) if (b.retryAfter) retryAfters.add(b.retryAfter);
  const refusedSmall = smalls.filter((s) => s.status !== 200).length;
  if (refusedSmall) console.log(`  ${refusedSmall} one-item requests were not answered 200: ${smalls.find((s) => s.status !== 200)!.msg}`);
  const badBatch = batches.find((b) => b.status !== 200 && b.status !== 503);
  if (badBatch) console.log(`  a batch was answered ${badBatch.status}: ${badBatch.msg}`);
  await sleep(IDLE_S * 1000);
  const ok = batches.filter((b) => b.status === 200);
  rows.push({
    chars,
    peakMb: burstPeak / MB,
    idleMb: rssBytes(child.pid!) / MB,
    batchP50: quantile(ok.map((b) => b.ms), 0.5) / 1000,
    batchMax: Math.max(...batches.map((b) => b.ms)) / 1000,
    refused: batches.filter((b) => b.status === 503).length,
    recycles: recycles - recyclesBefore,
    errors: batches.filter((b) => b.status !== 200 && b.status !== 503).length + smalls.filter((b) => b.status === 0).length,
    failedItems: ok.reduce((n, b) => n + b.failed, 0),
    smallN: smalls.length,
    smallP50: quantile(smalls.map((s) => s.ms), 0.5),
    smallP99: quantile(smalls.map((s) => s.ms), 0.99),
    smallMax: Math.max(...smalls.map((s) => s.ms)),
  });
}
sampling = false;
child.kill("SIGTERM");

const f0 = (n: number) => n.toFixed(0);
const f1 = (n: number) => n.toFixed(1);
console.log(`\n${BATCHES} × POST /webfont/http of ${ITEMS} items, budget ${BUDGET_MB} MB (targets: peak < ${BUDGET_MB + 600} MB, idle < ${BUDGET_MB + 300} MB, one-item p99 < 2000 ms)`);
console.table(
  rows.map((r) => ({
    "chars/item": r.chars,
    "peak RSS MB": f0(r.peakMb),
    [`RSS after ${IDLE_S} s idle MB`]: f0(r.idleMb),
    "batch p50 s": f1(r.batchP50),
    "batch max s": f1(r.batchMax),
    "503s": r.refused,
    "failed items": r.failedItems,
    "conn errors": r.errors,
    "workers replaced": r.recycles,
    "one-item n": r.smallN,
    "one-item p50 ms": f0(r.smallP50),
    "one-item p99 ms": f0(r.smallP99),
    "one-item max ms": f0(r.smallMax),
    targets: [r.peakMb < BUDGET_MB + 600, r.idleMb < BUDGET_MB + 300, r.smallP99 < 2000].map((ok) => (ok ? "✓" : "✗")).join(" "),
  })),
);
if (retryAfters.size) console.log(`Retry-After values seen: ${[...retryAfters].join(", ")} s`);
process.exit(0);
