/**
 * Imports font files into the catalogue:
 *
 *   npm run fonts:import -- <files or folders> [--cjk-only] [--no-specimens]
 *
 * Folders are walked recursively for .ttf .otf .ttc .otc .woff .woff2. Each file is imported at
 * most once (by content hash); a bad or truncated file is reported and skipped. Uses the same
 * DATA_DIR / DATABASE_URL / S3_* as the server. With the embedded database (PGlite, no DATABASE_URL),
 * stop the server first: only one process may open DATA_DIR/pglite at a time.
 */
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "#server/config";
import { openRuntime } from "#server/runtime";
import { catalogueFamilyInfo, isCjkFace } from "#server/fonts/catalogue";
import { CJK_MIN_GB2312 } from "#server/fonts/coverage";
import { importPaths, updatedFamilies, type ImportResult } from "#server/fonts/import";
import { configureFontParser } from "#server/fonts/parse-pool";

const USAGE = `用法 / usage: npm run fonts:import -- <字体文件或目录 …> [--cjk-only] [--no-specimens]
  --cjk-only      只导入中文字体（至少含 GB 2312 汉字 ${CJK_MIN_GB2312} 个）
  --no-specimens  不生成样张图片`;

const STATUS = { imported: "✓ 导入", skipped: "· 跳过", ignored: "- 忽略", failed: "✗ 失败" } as const;

/** Display width: CJK and full-width characters take two columns. */
const width = (s: string) => [...s].reduce((n, c) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(c) ? 2 : 1), 0);
const pad = (s: string, n: number) => s + " ".repeat(Math.max(0, n - width(s)));
const clip = (s: string, n: number) => {
  let out = "";
  for (const c of s) {
    if (width(out + c) > n - 1) return `${out}…`;
    out += c;
  }
  return out;
};

function row(r: ImportResult): string[] {
  const faces = r.faces.length ? r.faces.map((f) => `${f.family} ${f.style}`).join("、") : (r.message ?? "");
  const size = r.size != null ? `${(r.size / 1048576).toFixed(1)} MB` : "";
  return [STATUS[r.status], clip(path.basename(r.file), 34), r.format ?? "", size, clip(faces, 60), `${r.ms} ms`];
}

async function main() {
  const args = process.argv.slice(2);
  const flags = new Set(args.filter((a) => a.startsWith("--")));
  const targets = args.filter((a) => !a.startsWith("--"));
  for (const f of flags) {
    if (!["--cjk-only", "--no-specimens", "--help"].includes(f)) {
      console.error(`未知选项 ${f}\n${USAGE}`);
      process.exit(2);
    }
  }
  if (flags.has("--help") || targets.length === 0) {
    console.log(USAGE);
    process.exit(targets.length === 0 && !flags.has("--help") ? 2 : 0);
  }
  const missing = targets.filter((t) => !fs.existsSync(t));
  if (missing.length) {
    console.error(`找不到: ${missing.join(", ")}`);
    process.exit(2);
  }

  const config = loadConfig();
  configureFontParser(config.fontParse);
  const { database, store, services } = await openRuntime(config);

  const widths = [8, 34, 6, 9, 60, 9];
  const line = (cells: string[]) => console.log(cells.map((c, i) => pad(c, widths[i])).join("  ").trimEnd());
  line(["状态", "文件", "格式", "大小", "字体 / 原因", "耗时"]);
  const summary = await importPaths({ db: database.db, store }, targets, {
    familyInfo: catalogueFamilyInfo,
    accept: flags.has("--cjk-only") ? isCjkFace : undefined,
    refusal: flags.has("--cjk-only") ? `不是中文字体（GB 2312 汉字少于 ${CJK_MIN_GB2312} 个）` : undefined,
    specimens: !flags.has("--no-specimens"),
    onResult: (r) => line(row(r)),
  });
  console.log(
    `\n共 ${summary.results.length} 个文件：导入 ${summary.imported}（${summary.faces} 款字体），跳过 ${summary.skipped}，忽略 ${summary.ignored}，失败 ${summary.failed}；用时 ${(summary.ms / 1000).toFixed(1)} s`,
  );
  // A re-import that adds faces to families users keep in their favourites tells those users.
  const told = await services.notifications.notifyFavoriteFontsUpdated(updatedFamilies(summary.results));
  if (told) console.log(`已通知 ${told} 位收藏了更新字体的用户`);
  await database.close();
  process.exit(summary.failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error("导入失败:", error);
  process.exit(1);
});
