/**
 * Lighthouse benchmark. `npm run bench:lighthouse`, or by hand:
 *
 *   node --import tsx bench/lighthouse/run.ts [--runs 3] [--data-dir …] [--url http://host:port] [--save dir]
 *
 * Starts the site as the HTTP benchmark does (bench/http/site.ts; or measures --url), then runs
 * Lighthouse's mobile performance audit (its default: Moto G-class screen, simulated slow 4G and
 * 4× CPU slowdown) on /, /font and /font/{id} in Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium, headless, no sandbox). Each page `--runs` times; prints the median score
 * with its LCP, TBT and CLS, and the JavaScript bytes the page transferred. `--save dir` keeps each
 * report (Lighthouse JSON) to read what costs the time.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { prepareDataDir } from "#bench/http/prepare";
import { freePort, startSite } from "#bench/http/site";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "data-dir": { type: "string", default: path.join(os.tmpdir(), "gongchuang-bench-http") },
    url: { type: "string" },
    save: { type: "string" },
  },
});

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  scriptBytes: number;
}

const TARGET = { score: 95, tbt: 200, lcp: 2500, cls: 0.05 };

/** One audit; null when Lighthouse could not measure the load (its runtimeError, e.g. NO_NAVSTART on a loaded machine). */
async function audit(url: string, port: number): Promise<Run | null> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  if (args.save) {
    await fs.mkdir(args.save, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, "_") || "_";
    await fs.writeFile(path.join(args.save, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  if (result.lhr.runtimeError) return null;
  const { audits, categories } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const items = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcp: numeric("first-contentful-paint"),
    scriptBytes: items.find((i) => i.resourceType === "script")?.transferSize ?? 0,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
};

async function main() {
  const runs = Number(args.runs);
  let base = args.url;
  let stop = () => {};
  if (!base) {
    const dataDir = path.resolve(args["data-dir"]);
    console.log(`Preparing ${dataDir} …`);
    await prepareDataDir(dataDir);
    const port = await freePort();
    const site = await startSite(dataDir, port);
    stop = () => void site.kill("SIGTERM");
    base = `http://127.0.0.1:${port}`;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const list = (await (await fetch(`${base}/web/api/font/getFontList?size=1`)).json()) as { data: { records: { id: number }[] } };
    const pages = ["/", "/font", `/font/${list.data.records[0].id}`];
    // One unmeasured visit each: the server's first render and caches are not what a visitor meets.
    for (const p of pages) await fetch(base + p).then((r) => r.arrayBuffer());
    console.log(`\nLighthouse mobile performance, median of ${runs} (${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(2)})`);
    console.log(`${"page".padEnd(12)}${"score".padStart(7)}${"LCP ms".padStart(9)}${"TBT ms".padStart(9)}${"CLS".padStart(8)}${"FCP ms".padStart(9)}${"JS KB".padStart(8)}  runs`);
    let pass = true;
    for (const p of pages) {
      // A failed run ("—") is left out of the median rather than counted as a score of 0.
      const all: (Run | null)[] = [];
      for (let i = 0; i < runs; i++) all.push(await audit(base + p, chrome.port));
      const results = all.filter((r): r is Run => r !== null);
      if (!results.length) {
        pass = false;
        console.log(`${p.padEnd(12)}  every run failed`);
        continue;
      }
      const m = (key: keyof Run) => median(results.map((r) => r[key]));
      const ok = m("score") >= TARGET.score && m("tbt") < TARGET.tbt && m("lcp") < TARGET.lcp && m("cls") < TARGET.cls;
      pass &&= ok;
      console.log(
        `${p.padEnd(12)}${String(m("score")).padStart(7)}${m("lcp").toFixed(0).padStart(9)}${m("tbt").toFixed(0).padStart(9)}${m("cls").toFixed(3).padStart(8)}${m("fcp").toFixed(0).padStart(9)}${(m("scriptBytes") / 1024).toFixed(0).padStart(8)}  ${all.map((r) => (r ? r.score : "—")).join(" ")}${ok ? "" : "  ✗"}`,
      );
    }
    console.log(`\nTargets: score ≥ ${TARGET.score}, LCP < ${TARGET.lcp} ms, TBT < ${TARGET.tbt} ms, CLS < ${TARGET.cls}: ${pass ? "met" : "NOT met"}`);
  } finally {
    chrome.kill();
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
