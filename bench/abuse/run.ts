/**
 * Hostile inputs against the running site, one after another (docs/security.md). By hand:
 *
 *   node --import tsx bench/abuse/run.ts [--only css2] [--rss-budget-mb 512] [--data-dir /tmp/gongchuang-bench-abuse]
 *
 * Prepares a data folder as bench/http does (migrations, seeds, the demo catalogue), starts the
 * server bundle `build/node/main.js` the way `npm start` does (run `npm run build` first), and for
 * every probe of bench/abuse/probes/*.ts: samples the server's RSS every 50 ms and asks /healthz
 * one request after another while the probe runs (and for a second after, so work the probe left
 * behind is seen too), then prints what the site answered, the worst /healthz latency, the RSS
 * growth at its peak and once the probe ended, and whether the site was unharmed: still running,
 * /healthz under a second, peak growth within --rss-budget-mb. A probe that stops the server is
 * reported and the server started again, so the rest still run.
 * Other variables of the calling environment pass through to the server (e.g. SUBSET_MEMORY_MB).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import { prepareDataDir } from "#bench/http/prepare";
import { freePort, startSite } from "#bench/http/site";
import type { AbuseContext, AbuseProbe } from "./probe";
import { API_PATHS } from "#contract/api-paths";

const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    "rss-budget-mb": { type: "string", default: "512" },
    "data-dir": { type: "string", default: path.join(os.tmpdir(), "gongchuang-bench-abuse") },
    "probe-timeout-s": { type: "string", default: "180" },
  },
});
const RSS_BUDGET_MB = Number(args["rss-budget-mb"]);
const PROBE_TIMEOUT_MS = Number(args["probe-timeout-s"]) * 1000;
const HEALTHZ_LIMIT_MS = 1000;
/**
 * The runner stands where a proxy would (one hop): probes that play many visitors name each one in
 * the proxy's X-Forwarded-For hop, as nginx appends it, and the per-address limits count them
 * apart; a hop the client writes before it is still not believed (the edges probe checks that).
 */
const SITE_ENV = { TRUST_PROXY: "1" };

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function loadProbes(): Promise<{ file: string; probe: AbuseProbe }[]> {
  const dir = path.join(import.meta.dirname, "probes");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".ts")).sort() : [];
  const all: { file: string; probe: AbuseProbe }[] = [];
  for (const file of files) {
    const mod = (await import(path.join(dir, file))) as { probes?: AbuseProbe[] };
    for (const probe of mod.probes ?? []) all.push({ file: file.replace(/\.ts$/, ""), probe });
  }
  return args.only ? all.filter(({ file, probe }) => `${file} ${probe.name}`.includes(args.only!)) : all;
}

interface Watch {
  stop(): Promise<{ worstHealthzMs: number; peakMb: number }>;
}

/** /healthz one request after another and the RSS every 50 ms, until stopped. */
function watch(base: string, pid: number): Watch {
  let running = true;
  let worst = 0;
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const pinger = (async () => {
    while (running) {
      const t0 = performance.now();
      await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(30_000) }).then((r) => r.arrayBuffer(), () => undefined);
      worst = Math.max(worst, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await pinger;
      clearInterval(sampler);
      return { worstHealthzMs: worst, peakMb: peak };
    },
  };
}

async function main() {
  const probes = await loadProbes();
  if (!probes.length) throw new Error("no probes (bench/abuse/probes/*.ts)");
  const dataDir = args["data-dir"]!;
  console.error(`preparing ${dataDir} …`);
  await prepareDataDir(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let site: ChildProcess = await startSite(dataDir, port, SITE_ENV);
  const list = (await (await fetch(`${base}${API_PATHS.fontList}?size=1`)).json()) as { data: { records: { id: number }[] } };
  const ctx: AbuseContext = { base, fontId: list.data.records[0].id };

  const rows: string[][] = [];
  let harmed = 0;
  for (const { file, probe } of probes) {
    // Settle: let the last probe's leftovers (GC, workers retiring) go before measuring the next.
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssMb(site.pid!);
    const w = watch(base, site.pid!);
    let answer: string;
    try {
      answer = await Promise.race([
        probe.run(ctx),
        new Promise<string>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS / 1000} s`)), PROBE_TIMEOUT_MS)),
      ]);
    } catch (error) {
      answer = `probe error: ${(error as Error).message}`;
    }
    await new Promise((r) => setTimeout(r, 1000));
    const { worstHealthzMs, peakMb } = await w.stop();
    const alive = site.exitCode === null && site.signalCode === null;
    const after = alive ? rssMb(site.pid!) : 0;
    const growth = peakMb - before;
    const ok = alive && worstHealthzMs < HEALTHZ_LIMIT_MS && growth <= RSS_BUDGET_MB;
    if (!ok) harmed++;
    rows.push([
      `${file}: ${probe.name}`,
      answer.replace(/\s+/g, " ").slice(0, 90),
      alive ? worstHealthzMs.toFixed(0) : "—",
      growth.toFixed(0),
      alive ? (after - before).toFixed(0) : "—",
      alive ? (ok ? "✓" : "✗") : "✗ server stopped",
    ]);
    if (!alive) {
      console.error(`the server stopped during "${probe.name}"; starting it again`);
      site = await startSite(dataDir, port, SITE_ENV);
    }
  }
  site.kill("SIGTERM");

  const header = ["probe", "answer", "worst /healthz ms", "RSS peak +MB", "RSS after +MB", `unharmed (< ${HEALTHZ_LIMIT_MS} ms, ≤ ${RSS_BUDGET_MB} MB)`];
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map((_, i) => (i >= 2 && i <= 4 ? "---:" : "---")).join("|")}|`);
  for (const row of rows) console.log(`| ${row.map((c) => c.replaceAll("|", "\\|")).join(" | ")} |`);
  console.log(`\n${rows.length} probes, ${harmed} harmed the site.`);
  process.exitCode = harmed ? 1 : 0;
}

await main();
