/**
 * The browser's main-thread work after first paint, measured directly (docs/decisions/009): what
 * Lighthouse's blocking time estimates, without its ±8-point noise on this machine.
 *
 *   node --import tsx bench/lighthouse/main-thread.ts --url http://127.0.0.1:3000 [--runs 5] [--rate 4]
 *
 * Start the site first (`npm start`). Loads /, /font and /font/{id} in Debian's Chromium (CHROME_PATH)
 * at a 412 px viewport with the CPU slowed `--rate` times (DevTools throttling), collects the
 * long-animation-frame entries of each load for 5 s, and prints per page the median over the runs
 * of their blocking time after first contentful paint (the part of each frame over 50 ms), of
 * the time the page spent in layout and in style recalculation over those 5 s (DevTools metrics),
 * and of its first contentful paint and largest contentful paint as Chromium observed them at
 * that CPU rate (no network throttling: the work before the first frame, which Lighthouse's
 * simulated FCP and LCP depend on).
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";

const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    runs: { type: "string", default: "5" },
    rate: { type: "string", default: "4" },
  },
});

type Frames = { __frames: { start: number; blocking: number }[]; __lcp: number };

interface Load {
  blocking: number;
  layout: number;
  style: number;
  fcp: number;
  lcp: number;
}

async function measureLoad(browser: Browser, url: string, rate: number): Promise<Load> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await cdp.send("Performance.enable");
    await page.addInitScript(() => {
      const w = window as unknown as Frames;
      w.__frames = [];
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__lcp = e.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { blockingDuration: number })[]) w.__frames.push({ start: e.startTime, blocking: e.blockingDuration });
      }).observe({ type: "long-animation-frame", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(5000);
    const { blocking, fcp, lcp } = await page.evaluate(() => {
      const w = window as unknown as Frames;
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      return { blocking: w.__frames.filter((f) => f.start > fcp).reduce((sum, f) => sum + f.blocking, 0), fcp, lcp: w.__lcp };
    });
    const { metrics } = await cdp.send("Performance.getMetrics");
    const seconds = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { blocking, layout: seconds("LayoutDuration") * 1000, style: seconds("RecalcStyleDuration") * 1000, fcp, lcp };
  } finally {
    await page.close();
  }
}

async function main() {
  if (!args.url) throw new Error("--url is required: start the site (npm start) and pass its address");
  const base = args.url.replace(/\/+$/, "");
  const runs = Number(args.runs);
  const rate = Number(args.rate);
  const list = (await (await fetch(`${base}/web/api/font/getFontList?size=1`)).json()) as { data: { records: { id: number }[] } };
  const pages = ["/", "/font", `/font/${list.data.records[0].id}`];
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    for (const p of pages) await fetch(base + p).then((r) => r.arrayBuffer()); // first renders, not measured
    console.log(`Main-thread blocking after FCP at ${rate}× CPU, median of ${runs} (${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(2)})`);
    console.log(`${"page".padEnd(12)}${"blocking".padStart(10)}${"layout".padStart(10)}${"style".padStart(10)}${"FCP".padStart(10)}${"LCP".padStart(10)}   blocking of each run`);
    const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[values.length >> 1]);
    for (const p of pages) {
      const loads: Load[] = [];
      for (let i = 0; i < runs; i++) loads.push(await measureLoad(browser, base + p, rate));
      const column = (key: keyof Load) => `${median(loads.map((l) => l[key]))} ms`.padStart(10);
      console.log(`${p.padEnd(12)}${column("blocking")}${column("layout")}${column("style")}${column("fcp")}${column("lcp")}   ${loads.map((l) => Math.round(l.blocking)).join(" ")}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
