import { performance } from "node:perf_hooks";
import { renderMarkdown } from "#server/content/markdown";
const N = 30_000;
const inputs: [string, string][] = [
  ["normal article ×15 (30k chars)", ("## 小标题\n\n共创字库收录了一款新的楷体，**加粗**，[链接](https://example.com)。\n\n- 列表\n- 列表\n\n> 引文\n\n").repeat(400).slice(0, N)],
  ["30k '>' (nested quotes)", ">".repeat(N)],
  ["15k '[' + 15k ']'", "[".repeat(N / 2) + "]".repeat(N / 2)],
  ["'*a' ×15k", "*a".repeat(N / 2)],
  ["'![' ×15k", "![".repeat(N / 2)],
  ["'- ' nested lists", Array.from({ length: 1000 }, (_, i) => " ".repeat(Math.min(i * 2, 60)) + "- x").join("\n").slice(0, N)],
  ["'<a' ×10k", "<a ".repeat(N / 3)],
  ["'`' ×30k", "`".repeat(N)],
  ["'_' and '*' alternated", "_*".repeat(N / 2)],
];
for (const [name, md] of inputs) {
  for (let round = 0; round < 2; round++) {
    const t = performance.now();
    let out: string;
    try {
      out = `${renderMarkdown(md, (s) => s).length} chars`;
    } catch (error) {
      out = `${(error as Error).name}: ${(error as Error).message.slice(0, 40)}`;
    }
    if (round === 1) console.log(`${name.padEnd(34)} ${(performance.now() - t).toFixed(0).padStart(6)} ms  → ${out}`);
  }
}
