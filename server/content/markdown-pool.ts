/**
 * The console's Markdown, rendered in a worker thread (./markdown-worker.ts) with the pipeline
 * content/ files go through (./markdown.ts): a 30,000-character body costs 0.1–0.4 s of CPU
 * (bench/markdown-worst.ts), which on the main thread would stall every other request while a
 * reviewer types. One worker, started on first use and let go when idle; bodies are rendered one
 * at a time, in order. A body the parser cannot take (marked overflows its stack on 30,000 nested
 * quotes) or one past the time limit (the worker is terminated and replaced) is refused in Chinese.
 */
import type { Worker } from "node:worker_threads";
import { spawnWorker } from "#server/worker-thread";
import { ApiError } from "#server/errors";
import { CONTENT_EDIT_MESSAGES } from "#contract/admin-content";

export interface MarkdownRequest {
  seq: number;
  markdown: string;
}

export type MarkdownReply = { seq: number; body: string; text: string } | { seq: number; error: string };

export interface RenderedMarkdown {
  /** Sanitised HTML, as stored and shown. */
  body: string;
  /** Its plain text, for search and summaries. */
  text: string;
}

export interface MarkdownRenderer {
  render(markdown: string): Promise<RenderedMarkdown>;
  close(): Promise<void>;
}

export function createMarkdownRenderer({ timeoutMs = 10_000, idleMs = 30_000 } = {}): MarkdownRenderer {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let seq = 0;
  let queue: Promise<unknown> = Promise.resolve();

  const stop = () => {
    const w = worker;
    worker = undefined;
    void w?.terminate();
  };

  function start(): Worker {
    const w = spawnWorker(import.meta.url, { bundled: "./markdown-worker.js", source: "./markdown-worker.ts" });
    w.unref();
    // A job's own listeners report what happens during it; an 'error' with none listening would end the process.
    w.on("error", () => {});
    w.once("exit", () => {
      if (worker === w) worker = undefined;
    });
    return w;
  }

  function run(markdown: string): Promise<RenderedMarkdown> {
    clearTimeout(idle);
    const w = (worker ??= start());
    const id = ++seq;
    w.ref();
    return new Promise<RenderedMarkdown>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        w.off("message", onMessage);
        w.off("exit", onExit);
        w.unref();
        idle = setTimeout(stop, idleMs);
        idle.unref();
      };
      const onMessage = (reply: MarkdownReply) => {
        if (reply.seq !== id) return;
        finish();
        if ("error" in reply) reject(new ApiError(400, CONTENT_EDIT_MESSAGES.unrenderable));
        else resolve({ body: reply.body, text: reply.text });
      };
      const onExit = () => {
        finish();
        reject(new ApiError(400, CONTENT_EDIT_MESSAGES.unrenderable));
      };
      const timer = setTimeout(() => {
        finish();
        stop();
        reject(new ApiError(400, CONTENT_EDIT_MESSAGES.unrenderable));
      }, timeoutMs);
      w.on("message", onMessage);
      w.once("exit", onExit);
      w.postMessage({ seq: id, markdown } satisfies MarkdownRequest);
    });
  }

  return {
    render(markdown) {
      if (!markdown.trim()) return Promise.resolve({ body: "", text: "" });
      const result = queue.then(() => run(markdown));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      clearTimeout(idle);
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}
