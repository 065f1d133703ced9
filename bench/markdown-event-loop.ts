/**
 * What the console's Markdown preview costs the other requests of the process: the worst event-loop
 * delay while 20 previews of a 30,000-character article are rendered, on the main thread (as
 * before server/content/markdown-pool.ts) and in the worker thread.
 *
 *   node --import tsx bench/markdown-event-loop.ts
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { renderMarkdown } from "#server/content/markdown";
import { createMarkdownRenderer } from "#server/content/markdown-pool";

const ARTICLE = "## 小标题\n\n共创字库收录了一款新的楷体，**加粗**，[链接](https://example.com)。\n\n- 列表\n- 列表\n\n> 引文\n\n".repeat(400).slice(0, 30_000);
const ROUNDS = 20;

async function measure(name: string, render: (md: string) => Promise<unknown>) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i++) {
    await render(`${ARTICLE.slice(0, 29_990)}${i}`);
    await new Promise((r) => setImmediate(r));
  }
  delay.disable();
  const ms = (ns: number) => (ns / 1e6).toFixed(0).padStart(5);
  console.log(`${name.padEnd(16)} ${((performance.now() - started) / ROUNDS).toFixed(0).padStart(5)} ms a preview · event-loop delay p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`);
}

const pool = createMarkdownRenderer();
await pool.render("warm up");
renderMarkdown("warm up", (s) => s);
await measure("main thread", async (md) => renderMarkdown(md, (s) => s));
await measure("worker thread", (md) => pool.render(md));
await pool.close();
