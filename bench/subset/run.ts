/**
 * Subset benchmark. Run by hand:
 *
 *   node --import tsx bench/subset/run.ts [--runs N]
 *
 * On LXGW WenKai, WenQuanYi Zen Hei, Noto Sans CJK SC and Smiley Sans, with texts of the first
 * 10, 100 and 1000 GB 2312 level-1 hanzi each font covers, side by side in one run:
 * - the service (SubsetEngine on an object store in /tmp/subset-bench-*): cold face (font not
 *   loaded yet: read, load, subset, WOFF2, store), warm face (font loaded, result not in the store),
 *   cached result (in the store, asked by a fresh engine; and remembered, asked again);
 * - hb-subset (libharfbuzz-bin) + woff2_compress (woff2), as two processes, same text, --no-hinting
 *   like the service;
 * - pyftsubset --flavor=woff2 (python3-fonttools + python3-brotli), default options (it keeps
 *   hinting), and its size with --no-hinting for the like-for-like comparison;
 * - a 20-font batch of 10 characters through HTTP: the subset router served by
 *   @hono/node-server on 127.0.0.1 (a real socket, fetch as the client), uncached (new
 *   characters every run, fonts loaded) and cached (the same batch again); medians.
 * Then its targets, each a ratio within this run.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { SubsetEngine } from "#server/fonts/subset/engine";
import { fontFixture } from "#tests/support/subset-fonts";
import { subsetApi } from "#server/api/subset";
import { loadConfig } from "#server/config";
import { batchCatalogue, BENCH_FONTS, coveredText, hasCommand, median } from "./common";
import { gb2312Level1 } from "./hanzi";
import { API_PATHS } from "#contract/api-paths";

const PYTHON = "/usr/bin/python3";
const argRuns = process.argv.indexOf("--runs");
const RUNS = argRuns > 0 ? Number(process.argv[argRuns + 1]) : 11;
const SIZES = [10, 100, 1000];

const silent = { info() {}, warn() {}, error() {} };
const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const cps = (text: string) => [...text].map((c) => c.codePointAt(0)!);

function time(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

async function timeAsync(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
}

interface Row {
  font: string;
  chars: string;
  cold: string;
  warm: string;
  cached: string;
  bytes: string;
  cli: string;
  cliBytes: string;
  py: string;
  pyBytes: string;
  pyNhBytes: string;
  warmVsCli: string;
  warmVsPy: string;
  sizeVsPy: string;
}

const HEAD: Row = {
  font: "font",
  chars: "chars",
  cold: "cold face ms",
  warm: "warm face ms",
  cached: "cached ms (store / memory)",
  bytes: "WOFF2 B",
  cli: "hb-subset+woff2_compress ms",
  cliBytes: "B",
  py: "pyftsubset ms",
  pyBytes: "B",
  pyNhBytes: "B --no-hinting",
  warmVsCli: "warm vs CLI",
  warmVsPy: "warm vs py",
  sizeVsPy: "size vs py (no-hint)",
};

function printTable(rows: Row[]) {
  const keys = Object.keys(HEAD) as (keyof Row)[];
  const all = [HEAD, ...rows];
  const width = (k: keyof Row) => Math.max(...all.map((r) => [...r[k]].length));
  const line = (r: Row) => `| ${keys.map((k) => r[k] + " ".repeat(width(k) - [...r[k]].length)).join(" | ")} |`;
  console.log(line(HEAD));
  console.log(`|${keys.map((k) => "-".repeat(width(k) + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
}

interface Target {
  name: string;
  ok: boolean;
  detail: string;
}

async function main() {
  for (const cmd of ["hb-subset", "woff2_compress"]) if (!hasCommand(cmd)) throw new Error(`${cmd} missing: apt-get install libharfbuzz-bin woff2`);
  if (spawnSync(PYTHON, ["-c", "import fontTools.subset, brotli"]).status !== 0) throw new Error("pyftsubset missing: apt-get install python3-fonttools python3-brotli");
  const work = mkdtempSync(path.join(tmpdir(), "subset-bench-"));
  const rows: Row[] = [];
  const targets: Target[] = [];
  const fixtures = await fontFixture([]);
  try {
    const engines: SubsetEngine[] = [];
    /** An engine with its worker threads up (their start is not part of any measurement). */
    const newEngine = async () => {
      const engine = new SubsetEngine({ store: fixtures.store, logger: silent });
      engines.push(engine);
      await engine.ready();
      return engine;
    };

    // Warm the JIT (WOFF2 transform, engine, store) on a small font first: a long-running
    // server is past this point; the first measured rows should not pay for it.
    const load0 = loadavg()[0];
    {
      const warmFont = BENCH_FONTS[BENCH_FONTS.length - 1];
      const font = await fixtures.add({ gno: "warmup", familyName: "warmup", file: warmFont.file, faceIndex: warmFont.faceIndex });
      const engine = await newEngine();
      const hanzi = gb2312Level1();
      for (let i = 0; i < 40; i++) await engine.subset({ font, codePoints: cps(hanzi.slice(3000 + i * 10, 3010 + i * 10).join("")) });
      await engine.close();
    }

    for (const bench of BENCH_FONTS) {
      const bytes = readFileSync(bench.file);
      const font = await fixtures.add({ gno: bench.label, familyName: bench.label, file: bench.file, faceIndex: bench.faceIndex });
      for (const n of SIZES) {
        const text = coveredText(bytes, bench.faceIndex, n);
        const job = { font, codePoints: cps(text) };
        const runs = n >= 1000 ? Math.max(1, Math.min(3, RUNS)) : RUNS;
        const forget = async (engine: SubsetEngine) => {
          const key = engine.keyOf(job);
          for (const ext of ["woff2", "ttf", "otf"]) await fixtures.store.delete(`subsets/${key}.${ext}`);
          engine.forgetKnownKeys();
        };

        // Cold face: a new engine (font not loaded), result not in the store.
        const colds: number[] = [];
        for (let i = 0; i < Math.min(runs, 3); i++) {
          const engine = await newEngine();
          await forget(engine);
          colds.push(await timeAsync(() => engine.subset(job)));
          await engine.close();
        }
        const engine = await newEngine();
        await engine.subset({ font, codePoints: [0x4e00] });
        // Warm face (result removed from the store before each run), hb-subset + woff2_compress
        // (two processes) and pyftsubset, interleaved run by run so a change of machine load
        // hits all three alike.
        const textFile = path.join(work, `text-${n}.txt`);
        writeFileSync(textFile, text);
        const sfntFile = path.join(work, `cli-${bench.label.replace(/\W+/g, "")}-${n}.${bench.cff ? "otf" : "ttf"}`);
        const pyOut = path.join(work, `py-${n}.woff2`);
        const pyArgs = ["-m", "fontTools.subset", bench.file, `--font-number=${bench.faceIndex}`, `--text-file=${textFile}`, "--flavor=woff2"];
        const cliRuns = n >= 1000 ? 1 : runs;
        const pyRuns = n >= 1000 ? 1 : 3;
        const warms: number[] = [];
        const clis: number[] = [];
        const pys: number[] = [];
        for (let i = 0; i < runs; i++) {
          await forget(engine);
          warms.push(await timeAsync(() => engine.subset(job)));
          if (i < cliRuns) {
            clis.push(
              time(() => {
                run("hb-subset", [`--font-file=${bench.file}`, `--face-index=${bench.faceIndex}`, "--no-hinting", `--text-file=${textFile}`, `--output-file=${sfntFile}`]);
                run("woff2_compress", [sfntFile]);
              }),
            );
          }
          if (i < pyRuns) pys.push(time(() => run(PYTHON, [...pyArgs, `--output-file=${pyOut}`])));
        }
        const cliBytes = statSync(sfntFile.replace(/\.[a-z]+$/, ".woff2")).size;
        const result = await engine.subset(job);
        const woff2Bytes = statSync(path.join(fixtures.dataDir, "objects", result.woffKey)).size;
        // Cached: in the store, asked by a fresh engine; then remembered by it.
        const stores: number[] = [];
        const memories: number[] = [];
        for (let i = 0; i < runs; i++) {
          const fresh = await newEngine();
          stores.push(await timeAsync(() => fresh.subset(job)));
          memories.push(await timeAsync(() => fresh.subset(job)));
          await fresh.close();
        }
        await engine.close();

        const pyBytes = statSync(pyOut).size;
        run(PYTHON, [...pyArgs, "--no-hinting", `--output-file=${pyOut}`]);
        const pyNhBytes = statSync(pyOut).size;

        const warm = median(warms);
        const cli = median(clis);
        const py = median(pys);
        rows.push({
          font: bench.label,
          chars: String(n),
          cold: ms(median(colds)),
          warm: ms(warm),
          cached: `${ms(median(stores))} / ${ms(median(memories))}`,
          bytes: String(woff2Bytes),
          cli: ms(cli),
          cliBytes: String(cliBytes),
          py: ms(py),
          pyBytes: String(pyBytes),
          pyNhBytes: String(pyNhBytes),
          warmVsCli: `${(cli / warm).toFixed(1)}×`,
          warmVsPy: `${(py / warm).toFixed(0)}×`,
          sizeVsPy: `${((woff2Bytes / pyBytes - 1) * 100).toFixed(1)} % (${((woff2Bytes / pyNhBytes - 1) * 100).toFixed(1)} %)`,
        });
        if (n === 10) {
          targets.push({ name: `${bench.label}: warm 10-char ≥ 2× faster than hb-subset + woff2_compress`, ok: cli / warm >= 2, detail: `${(cli / warm).toFixed(1)}×` });
          targets.push({ name: `${bench.label}: warm 10-char ≥ 50× faster than pyftsubset`, ok: py / warm >= 50, detail: `${(py / warm).toFixed(0)}×` });
        }
        targets.push({
          name: `${bench.label}, ${n} chars: WOFF2 ≤ 5 % larger than pyftsubset's`,
          ok: woff2Bytes <= pyBytes * 1.05,
          detail: `${((woff2Bytes / pyBytes - 1) * 100).toFixed(1)} %`,
        });
        console.error(`… ${bench.label} ${n}: warm ${ms(warm)} ms, CLI ${ms(cli)} ms, py ${ms(py)} ms`);
      }
    }

    // 20-font batch through HTTP.
    const batchFonts = await batchCatalogue(fixtures.add);
    const engine = await newEngine();
    const app = new Hono();
    app.route("/", subsetApi({ store: fixtures.store, fonts: fixtures.fonts, logger: silent, staticBase: "", engine }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}${API_PATHS.subset}`;
    const hanzi = gb2312Level1();
    let offset = 0;
    const nextText = () => {
      const t = hanzi.slice(offset, offset + 10).join("");
      offset += 10;
      return t;
    };
    const batch = (text: string) => batchFonts.map((f) => ({ gno: f.gno, text }));
    const send = async (body: unknown) => {
      const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      const json = (await res.json()) as { code: string; data: { woffPath: string | null }[] };
      if (json.code !== "200" || json.data.length !== batchFonts.length || json.data.some((d) => !d.woffPath)) throw new Error(`batch failed: ${JSON.stringify(json).slice(0, 300)}`);
    };
    const coldBatch = await timeAsync(() => send(batch(nextText())));
    const uncached: number[] = [];
    for (let i = 0; i < Math.max(RUNS, 5); i++) uncached.push(await timeAsync(() => send(batch(nextText()))));
    const cachedBody = batch(nextText());
    await send(cachedBody);
    const cached: number[] = [];
    for (let i = 0; i < Math.max(RUNS, 5) * 3; i++) cached.push(await timeAsync(() => send(cachedBody)));
    server.close();
    const dash = "–";
    rows.push({
      font: "20-font batch, HTTP",
      chars: "10",
      cold: `${ms(coldBatch)}`,
      warm: `${ms(median(uncached))}`,
      cached: `${dash} / ${ms(median(cached))}`,
      bytes: dash,
      cli: dash,
      cliBytes: dash,
      py: dash,
      pyBytes: dash,
      pyNhBytes: dash,
      warmVsCli: dash,
      warmVsPy: dash,
      sizeVsPy: dash,
    });
    targets.push({ name: "20-font 10-char batch through HTTP < 80 ms uncached", ok: median(uncached) < 80, detail: `${ms(median(uncached))} ms` });
    targets.push({ name: "20-font 10-char batch through HTTP < 5 ms cached", ok: median(cached) < 5, detail: `${ms(median(cached))} ms` });

    const workers = loadConfig().subset.workers;
    console.log(
      `Subset benchmark — ${new Date().toISOString().slice(0, 16)}, Node ${process.version}, ${availableParallelism()} cores, ` +
        `${workers} subset worker threads, ${RUNS} runs (medians; 1000-char rows fewer); load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}.`,
    );
    printTable(rows);
    console.log("");
    for (const t of targets) console.log(`${t.ok ? "PASS" : "FAIL"}  ${t.name}: ${t.detail}`);
    await Promise.all(engines.map((e) => e.close()));
  } finally {
    await fixtures.cleanup();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
