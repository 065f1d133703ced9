/**
 * Makes the web-font slices (/css2 without text=) of every embeddable face ahead of time, so the
 * first visitor of a page does not wait for them:
 *
 *   npm run fonts:slices [-- 霞鹜文楷 "Noto Sans CJK SC" …] [--subset=chinese-traditional]
 *
 * Without names: every face of every family whose licence allows web embedding. Each face gets
 * the strategy /css2 would choose for it (or --subset). Slices already stored are skipped by the
 * engine (content-addressed), so a second run takes seconds. Uses DATA_DIR / DATABASE_URL /
 * S3_* like the server; with the embedded database, stop the server first.
 */
import { openRuntime } from "#server/runtime";
import pino from "pino";
import { loadConfig } from "#server/config";
import { SubsetEngine } from "#server/fonts/subset/engine";
import { createSlicer } from "#server/webfont/slicer";
import { isStrategyName, STRATEGY_NAMES } from "#server/webfont/strategies";

const USAGE = `用法 / usage: npm run fonts:slices [-- <字体家族名 …>] [--subset=${STRATEGY_NAMES.join("|")}]`;

/** One line that redraws itself: `名称  [█████·····]  12/179  3.1 s`. */
function bar(label: string, done: number, total: number, ms: number) {
  const cells = 30;
  const full = Math.round((done / total) * cells);
  const text = `${label}  [${"█".repeat(full)}${"·".repeat(cells - full)}]  ${done}/${total}  ${(ms / 1000).toFixed(1)} s`;
  if (process.stdout.isTTY) process.stdout.write(`\r${text}\x1b[K`);
  else if (done === total) process.stdout.write(text);
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes("--help")) return console.log(USAGE);
  const subsetArg = args.find((a) => a.startsWith("--subset="))?.slice("--subset=".length);
  if (subsetArg !== undefined && !isStrategyName(subsetArg)) {
    console.error(`未知的 subset：${subsetArg}\n${USAGE}`);
    process.exit(2);
  }
  const names = args.filter((a) => !a.startsWith("--"));

  const config = loadConfig();
  const { database, store, services } = await openRuntime(config);
  const engine = new SubsetEngine({ store, logger: pino({ level: "warn" }), workers: config.subset.workers, memoryBytes: config.subset.memoryBytes });
  const slicer = createSlicer({ store, engine });
  const faces = await services.webfont.embeddableFaces(names);
  if (!faces.length) {
    console.error(names.length ? `找不到可用于网页的字体家族：${names.join("、")}` : "目录中没有可用于网页的字体");
    process.exit(1);
  }
  let failed = 0;
  let files = 0;
  const t0 = performance.now();
  for (const { family, face } of faces) {
    const started = performance.now();
    try {
      const strategy = await slicer.strategyFor(face, subsetArg as never);
      const { results } = await slicer.makeAll(face, strategy, (done, total) => bar(family, done, total, performance.now() - started));
      const made = results.filter((r) => r.source === "computed").length;
      files += results.length;
      process.stdout.write(`  ${strategy}，新生成 ${made} 个\n`);
    } catch (error) {
      failed++;
      process.stdout.write(`\n✗ ${family}：${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
  console.log(`完成：${faces.length} 个字体，${files} 个切片文件，用时 ${((performance.now() - t0) / 1000).toFixed(1)} s${failed ? `，${failed} 个失败` : ""}`);
  await engine.close();
  await database.close();
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
