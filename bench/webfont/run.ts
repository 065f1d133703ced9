/**
 * The web-font benchmark, run by hand:
 *
 *   node --import tsx bench/webfont/run.ts [--workers=N]
 *
 * For LXGW WenKai (TrueType) and Noto Sans CJK SC (CFF), with Google's simplified-Chinese
 * strategy, on this machine: the number and total bytes of a face's slices; the time to make all
 * of them cold (empty object store, fresh engine) and warm (again, same engine: remembered; and a
 * fresh engine on the filled store); and for three pages — a 20-character headline, the
 * ~2,000-character article of /webfont-demo, the 3,500 characters of 通用规范汉字表 level 1 —
 * what a browser downloads through slices (requests, bytes, share of all slices), through an
 * exact `text=` subset, and for the whole font as WOFF2 (every code point through the same
 * engine). CPU seconds (all threads) are printed beside wall time: the machine is shared.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { SubsetEngine } from "#server/fonts/subset/engine";
import { createSlicer } from "#server/webfont/slicer";
import { fontFixture, SYSTEM_FONTS } from "#tests/support/subset-fonts";
import { WEBFONT_ARTICLE, WEBFONT_ARTICLE_TITLE } from "#app/features/fonts/webfont-article";

const workersArg = process.argv.find((a) => a.startsWith("--workers="));
const WORKERS = workersArg ? Number(workersArg.slice(10)) : Math.max(1, Math.min(4, os.availableParallelism()));

const HEADLINE = "开源中文字体一行代码就能用在任何网页上了";

/** 通用规范汉字表 level 1 (kTGH 2013:0001–3500) from Debian's unicode-data. */
function tongyongLevel1(): string {
  const text = execFileSync("bzcat", ["/usr/share/unicode/Unihan_OtherMappings.txt.bz2"], { maxBuffer: 64 << 20 }).toString();
  const chars: [number, string][] = [];
  for (const m of text.matchAll(/^U\+([0-9A-F]+)\tkTGH\t2013:(\d+)/gm)) {
    if (Number(m[2]) <= 3500) chars.push([Number(m[2]), String.fromCodePoint(parseInt(m[1], 16))]);
  }
  return chars.sort((a, b) => a[0] - b[0]).map((c) => c[1]).join("");
}

const cps = (s: string) => [...new Set(Array.from(s.replace(/\s+/g, ""), (c) => c.codePointAt(0)!))];

const PAGES = [
  { name: "标题 20 字", text: HEADLINE },
  { name: "文章 2,000 字", text: WEBFONT_ARTICLE_TITLE + WEBFONT_ARTICLE.join("") },
  { name: "一级字 3,500", text: tongyongLevel1() },
];

const FONTS = [
  { gno: "1", label: "LXGW WenKai" },
  { gno: "4", label: "Noto Sans CJK SC" },
];

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const mb = (n: number) => `${(n / 1048576).toFixed(2)} MB`;
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

async function timed<T>(f: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const c0 = cpu();
  const t0 = performance.now();
  const value = await f();
  return { value, wall: (performance.now() - t0) / 1000, cpu: cpu() - c0 };
}

async function main() {
  for (const p of PAGES) console.log(`page ${p.name}: ${Array.from(p.text).length} characters, ${cps(p.text).length} distinct`);
  console.log(`workers: ${WORKERS}, cores: ${os.availableParallelism()}, load average: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}\n`);
  const rows: string[][] = [];
  for (const f of FONTS) {
    const font = SYSTEM_FONTS.find((s) => s.gno === f.gno);
    if (!font) {
      console.log(`${f.label}: not installed, skipped`);
      continue;
    }
    const fx = await fontFixture([font]);
    const record = fx.fonts.records.get(f.gno)!;
    const engine = new SubsetEngine({ store: fx.store, workers: WORKERS });
    await engine.ready();
    const slicer = createSlicer({ store: fx.store, engine });
    await slicer.cmap(record); // the cmap read is part of the CSS request, not of making slices

    const cold = await timed(() => slicer.makeAll(record, "chinese-simplified"));
    const warm = await timed(() => slicer.makeAll(record, "chinese-simplified"));
    const fresh = new SubsetEngine({ store: fx.store, workers: WORKERS });
    const fromStore = await timed(() => createSlicer({ store: fx.store, engine: fresh }).makeAll(record, "chinese-simplified"));
    await fresh.close();

    const { plan, results } = cold.value;
    const size = (key: string) => fs.statSync(path.join(fx.dataDir, "objects", key)).size;
    const sizes = results.map((r) => size(r.woffKey));
    const total = sizes.reduce((a, b) => a + b, 0);
    const strategySlices = plan.slices.filter((s) => s.index < 120).length;
    const whole = await engine.subset({ font: record, codePoints: await slicer.cmap(record) });
    const wholeBytes = size(whole.woffKey);

    rows.push([
      f.label,
      `${plan.slices.length} (${strategySlices} + ${plan.slices.length - strategySlices})`,
      mb(total),
      mb(wholeBytes),
      `${cold.wall.toFixed(2)} s (CPU ${cold.cpu.toFixed(1)} s)`,
      `${(warm.wall * 1000).toFixed(0)} ms / ${(fromStore.wall * 1000).toFixed(0)} ms`,
      ...PAGES.flatMap((p) => {
        const want = new Set(cps(p.text));
        let n = 0;
        let bytes = 0;
        plan.slices.forEach((s, i) => {
          if (s.codePoints.some((cp) => want.has(cp))) {
            n++;
            bytes += sizes[i];
          }
        });
        return [`${n} req, ${kb(bytes)} = ${((bytes / total) * 100).toFixed(1)} %`];
      }),
    ]);
    for (const p of PAGES) {
      const exact = await engine.subset({ font: record, codePoints: cps(p.text) });
      rows[rows.length - 1].push(kb(size(exact.woffKey)));
    }
    await engine.close();
    await fx.cleanup();
  }

  const header = [
    "font",
    "slices",
    "all slices",
    "whole font WOFF2",
    "cold, all slices",
    "warm (memory / store)",
    ...PAGES.map((p) => `${p.name}: slices`),
    ...PAGES.map((p) => `${p.name}: text=`),
  ];
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map(() => "---").join("|")}|`);
  for (const r of rows) console.log(`| ${r.join(" | ")} |`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
