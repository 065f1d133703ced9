/**
 * Loads content/ (articles, encyclopedia, cases, collections, albums, videos, adverts, columns,
 * hot keywords, the board's seeded messages) into the database and the object store:
 *
 *   npm run content:load [-- --force] [--dir <folder>]
 *
 * The operator's way to add an article or a video: put the file under content/ (format in
 * docs/content.md), run this command (or restart the server, which loads changed content by
 * itself). Unchanged items are left alone, and so is every item edited in the console
 * (docs/decisions/026-console-content.md); a wrong file is named with the field to fix and
 * nothing is loaded. With the embedded database (PGlite), stop the server first.
 */
import path from "node:path";
import { loadConfig } from "#server/config";
import { openRuntime } from "#server/runtime";
import { loadContent } from "#server/content/load";
import { ContentError } from "#server/content/sources";
import { CONTENT_DIR } from "#server/content/dir";

async function main() {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf("--dir");
  const root = dirAt >= 0 && args[dirAt + 1] ? path.resolve(args[dirAt + 1]) : CONTENT_DIR;
  const config = loadConfig();
  const runtime = await openRuntime(config);
  try {
    const summary = await loadContent({ db: runtime.db, store: runtime.store, root, force: args.includes("--force") });
    console.log(
      summary.skipped
        ? `内容未变化（${root}），无需加载。加 --force 可强制重新加载。`
        : `内容已加载：更新 ${summary.written} 条，未变 ${summary.unchanged} 条，移除 ${summary.removed} 条` +
            (summary.kept ? `，保留后台编辑过的 ${summary.kept} 条（不被文件覆盖）。` : "。") +
            (summary.board
              ? `留言板示例：更新 ${summary.board.written} 条，未变 ${summary.board.unchanged} 条，移除 ${summary.board.removed} 条` +
                (summary.board.kept ? `，保留后台处理过的 ${summary.board.kept} 条。` : "。")
              : ""),
    );
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
});
