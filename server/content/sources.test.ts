import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "./dir";
import { readSources } from "./sources";

describe("the project's content/", () => {
  it("gives every 书法百科 entry a cover picture of its own (no 字 placeholder)", async () => {
    const baike = (await readSources(CONTENT_DIR)).entries.filter((e) => e.kind === "baike");
    expect(baike.length).toBe(38);
    const missing = baike.filter((e) => !e.cover || !fs.existsSync(path.join(CONTENT_DIR, e.cover))).map((e) => e.title);
    expect(missing).toEqual([]);
    expect(new Set(baike.map((e) => e.cover)).size).toBe(baike.length);
  });
});
