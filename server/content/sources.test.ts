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

describe("content/board.json", () => {
  it("seeds /contact's board with eight or more answered questions, a name and no contact each, in the past", async () => {
    const board = (await readSources(CONTENT_DIR)).board ?? [];
    expect(board.length).toBeGreaterThanOrEqual(8);
    // The file as written: nothing beyond a name, the texts and the times (no contact, no account).
    const raw = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "board.json"), "utf8")) as Record<string, unknown>[];
    for (const m of raw) expect(Object.keys(m).sort()).toEqual(["content", "createdAt", "name", "repliedAt", "reply", "slug"]);
    for (const m of board) {
      expect(m.repliedAt!.getTime()).toBeGreaterThan(m.createdAt.getTime());
      expect(m.repliedAt!.getTime()).toBeLessThan(new Date("2026-11-24T00:00:00Z").getTime());
    }
  });
});
