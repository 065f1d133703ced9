/**
 * The text filter's speed (getFontList `text`, docs/decisions/017-coverage-index.md):
 *
 *   node --import tsx bench/coverage/run.ts [--data /tmp/gongchuang-bench-coverage] [--faces 10000] [--runs 40]
 *
 * 1. Today's catalogue: the font service's getFontList (size 24) on a data folder prepared the way
 *    a first start does (the demo catalogue from the system's fonts, indexed), without `text` and
 *    with texts of 1, 100, 500 and 1,000 characters, cover=all and cover=any. The index is warm
 *    (as in a running site: it is loaded once per data version). Target: 500 characters within
 *    2× the list without text.
 * 2. 10,000 synthetic faces in memory, shaped like real ones (GB 2312, 通用规范, Big5 and full CJK
 *    fonts with a few hundred random characters dropped, Latin fonts): the time to find the faces
 *    that cover a text of 1, 100 and 1,000 characters, and what the sets take. Target: < 50 ms.
 *
 * Prints medians in milliseconds (and p90), a table each. Runs while no server holds the folder.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pino from "pino";
import { loadConfig } from "#server/config";
import { openRuntime } from "#server/runtime";
import { ensureCatalogue } from "#server/fonts/catalogue";
import { createFontService } from "#server/fonts/service";
import { createCoverageIndex, indexMissingFaces, standardCodePoints } from "#server/fonts/coverage-index";
import { CodePointQuery, CodePointSet } from "#server/fonts/charset";
import { BIG5_HANZI, GB2312_HANZI, TONGYONG_8105, TONGYONG_LEVEL1 } from "#server/fonts/charsets";
import { fontListQuery } from "#contract/fonts";

const { values: args } = parseArgs({
  options: {
    data: { type: "string", default: "/tmp/gongchuang-bench-coverage" },
    faces: { type: "string", default: "10000" },
    runs: { type: "string", default: "40" },
  },
});
const RUNS = Number(args.runs);

function stats(samples: number[]): { median: number; p90: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p90: s[Math.min(s.length - 1, Math.floor(s.length * 0.9))] };
}
async function time(fn: () => unknown, runs = RUNS): Promise<{ median: number; p90: number }> {
  for (let i = 0; i < 3; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return stats(samples);
}
const ms = (n: number) => n.toFixed(2);

/** A text of n distinct common hanzi (通用规范 一级, spread over the table), which most CJK fonts can write. */
function textOf(n: number): string {
  const common = Array.from(TONGYONG_LEVEL1);
  const out = new Set<string>();
  for (let i = 0; out.size < n; i++) out.add(common[(i * 37) % common.length]);
  return [...out].join("");
}
/** Names in rare characters (姓名用字, Extension B): few fonts can write them. */
const RARE = "张𠮷 李堃 王喆 陈玥 刘昇";
const SIZES = [1, 100, 500, 1000];

/** `a` and `b` timed in turn, so a busy machine slows both alike. */
async function timePair(a: () => unknown, b: () => unknown, runs = RUNS) {
  for (let i = 0; i < 3; i++) await Promise.all([a(), b()]);
  const sa: number[] = [];
  const sb: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    await a();
    sa.push(performance.now() - t);
    t = performance.now();
    await b();
    sb.push(performance.now() - t);
  }
  return [stats(sa), stats(sb)] as const;
}

/* ------------------------------------------------------------------ 1. today's catalogue */

const dataDir = path.resolve(args.data!);
fs.mkdirSync(dataDir, { recursive: true });
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: process.env.DATABASE_URL ?? "" });
const logger = pino({ level: "warn" });
const { database, store } = await openRuntime(config);
const catalogue = await ensureCatalogue({ db: database.db, store, logger, dirs: config.fontDirs });
await indexMissingFaces({ db: database.db, store, logger });

// A constant data version: the index loads once, as it does between two writes in a running site.
const coverage = createCoverageIndex({ db: database.db, version: async () => "bench" });
const service = createFontService({ db: database.db, staticBase: "", coverage });
const plain = () => service.list(fontListQuery.parse({ size: "24" }));
await plain();
const index = await coverage.stats();
console.log(`\n## Today's catalogue: ${catalogue.families} families, ${catalogue.fonts} faces (index: ${index.faces} faces, ${(index.bytes / 1024).toFixed(0)} KB in memory)\n`);
console.log("Each row times the list without text in turn with the list with text (medians of each).\n");
console.log("| getFontList size=24 | without text ms | cover=all median / p90 ms | kept | × without | cover=any median / p90 ms | × without |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
const texts: [string, string][] = [...SIZES.map((n): [string, string] => [`${n} character${n > 1 ? "s" : ""}`, textOf(n)]), ["rare names (𠮷 堃 喆 玥 昇)", RARE]];
for (const [label, text] of texts) {
  const [base, all] = await timePair(plain, () => service.list(fontListQuery.parse({ size: "24", text })));
  const [base2, any] = await timePair(plain, () => service.list(fontListQuery.parse({ size: "24", text, cover: "any" })));
  const kept = (await service.list(fontListQuery.parse({ size: "24", text }))).total;
  console.log(
    `| ${label} | ${ms(base.median)} | ${ms(all.median)} / ${ms(all.p90)} | ${kept} | ${(all.median / base.median).toFixed(2)} | ${ms(any.median)} / ${ms(any.p90)} | ${(any.median / base2.median).toFixed(2)} |`,
  );
}
await database.close();

/* ------------------------------------------------------------------ 2. synthetic faces */

const FACES = Number(args.faces);
const cps = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const latin = [...range(0x20, 0x7e), ...range(0xa0, 0x17f)];
const punctuation = [...range(0x2010, 0x2027), ...range(0x3000, 0x303f), ...range(0xff01, 0xff5e)];
const standards = standardCodePoints();
const PROFILES: number[][] = [
  [...latin, ...punctuation, ...cps(GB2312_HANZI)],
  [...latin, ...punctuation, ...standards.tygf2],
  [...latin, ...punctuation, ...cps(TONGYONG_8105)],
  [...latin, ...punctuation, ...cps(BIG5_HANZI)],
  [...latin, ...punctuation, ...range(0x3400, 0x4dbf), ...range(0x4e00, 0x9fff), ...range(0x20000, 0x2a6df)],
  latin,
];
// A fixed seed: the same faces on every run.
let seedState = 20261124;
const random = () => ((seedState = (seedState * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const built = performance.now();
const sets: CodePointSet[] = [];
for (let i = 0; i < FACES; i++) {
  const profile = PROFILES[i % PROFILES.length];
  // Each face drops a few hundred characters of its profile, so no two are alike.
  const drop = new Set(Array.from({ length: 200 + Math.floor(random() * 300) }, () => profile[Math.floor(random() * profile.length)]));
  sets.push(CodePointSet.of(profile.filter((cp) => !drop.has(cp))));
}
const buildMs = performance.now() - built;
const bytes = sets.reduce((n, s) => n + s.memoryBytes, 0);
const stored = sets.slice(0, 200).reduce((n, s) => n + s.encode().length, 0) / 200;
console.log(`\n## ${FACES.toLocaleString("en")} synthetic faces (built in ${(buildMs / 1000).toFixed(1)} s; ${(bytes / 2 ** 20).toFixed(0)} MB in memory; ~${(stored / 1024).toFixed(1)} KB stored per face)\n`);
console.log("| text | compile ms | faces that cover it: median / p90 ms | kept | what 24 faces lack: median ms |");
console.log("|---|---:|---:|---:|---:|");
for (const n of [1, 100, 1000]) {
  const text = n === 1 ? "永" : textOf(n);
  const compile = await time(() => new CodePointQuery(cps(text)), 20);
  const query = new CodePointQuery(cps(text));
  let kept = 0;
  const scan = await time(() => {
    kept = 0;
    for (const s of sets) if (query.coveredBy(s)) kept++;
  }, 20);
  const missing = await time(() => {
    for (let i = 0; i < 24; i++) query.missingIn(sets[i]);
  }, 20);
  console.log(`| ${n} character${n > 1 ? "s" : ""} | ${ms(compile.median)} | ${ms(scan.median)} / ${ms(scan.p90)} | ${kept} | ${ms(missing.median)} |`);
}
