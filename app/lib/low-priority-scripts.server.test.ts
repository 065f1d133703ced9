import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowPriorityScripts } from "./low-priority-scripts.server";

async function run(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const piece of Readable.from(chunks).pipe(lowPriorityScripts())) out.push(Buffer.from(piece));
  return Buffer.concat(out).toString("utf8");
}

describe("lowPriorityScripts", () => {
  const page = '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/b.css"/></head><body>字体预览<link rel="modulepreload" href="/c.js"/></body>';
  const expected = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

  it("marks every script preload low, and nothing else", async () => {
    expect(await run([Buffer.from(page)])).toBe(expected);
  });

  it("keeps tags and characters whole at any chunk boundary", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
    // One byte at a time.
    expect(await run([...bytes].map((b) => Buffer.from([b])))).toBe(expected);
  });
});
