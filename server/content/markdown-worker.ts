/**
 * The Markdown worker thread (./markdown-pool.ts): renders the console's Markdown with the site's
 * one pipeline (./markdown.ts) off the main thread, one body at a time. Bundled as
 * build/node/markdown-worker.js.
 */
import { parentPort } from "node:worker_threads";
import { plainText, renderMarkdown } from "./markdown";
import type { MarkdownReply, MarkdownRequest } from "./markdown-pool";

const port = parentPort!;
port.on("message", ({ seq, markdown }: MarkdownRequest) => {
  let reply: MarkdownReply;
  try {
    // Console pictures are already site-relative URLs (/files/…).
    const body = renderMarkdown(markdown, (src) => src);
    reply = { seq, body, text: plainText(body) };
  } catch (error) {
    reply = { seq, error: (error as Error)?.name ?? "Error" };
  }
  port.postMessage(reply);
});
