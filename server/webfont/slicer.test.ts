/**
 * Slices made by the engine: every slice of LXGW WenKai passes the OpenType sanitizer browsers
 * use (Debian's `ots-sanitize`, scripts/setup.mjs installs it), together the slices hold every
 * code point of the font, a slice asked for twice at once is computed once, and a second run
 * computes nothing.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SubsetEngine } from "#server/fonts/subset/engine";
import { fontFixture, SYSTEM_FONTS, type FontFixture } from "#tests/support/subset-fonts";
import { createSlicer, type Slicer } from "./slicer";
import { planSlices } from "./plan";
import { strategy } from "./strategies";

const run = promisify(execFile);
let fx: FontFixture;
let engine: SubsetEngine;
let slicer: Slicer;

const WENKAI = SYSTEM_FONTS.find((f) => f.gno === "1")!;

beforeAll(async () => {
  fx = await fontFixture([WENKAI]);
  engine = new SubsetEngine({ store: fx.store, workers: 2 });
  slicer = createSlicer({ store: fx.store, engine });
});

afterAll(async () => {
  await engine?.close();
  await fx?.cleanup();
});

describe("the slice plan", () => {
  it("keeps the strategy's subsets the font covers and puts the rest in extra slices", () => {
    const s = strategy("chinese-simplified");
    expect(s.subsets).toHaveLength(120);
    expect(s.slot.has(0x10fffd) || s.slot.has(0x10ffff)).toBe(false);
    const plan = planSlices([0x41, 0x4e00, 0x4e01, 0x10ffff, 0x10fffd], "chinese-simplified");
    const inStrategy = plan.slices.filter((x) => x.index < 120);
    expect(inStrategy.flatMap((x) => x.codePoints).sort()).toEqual([0x41, 0x4e00, 0x4e01].sort());
    expect(plan.slices.filter((x) => x.index >= 120)).toEqual([{ index: 120, codePoints: [0x10fffd, 0x10ffff] }]);
  });
});

describe("every slice of LXGW WenKai", () => {
  it("is made once, holds the font's whole cmap, and passes ots-sanitize", async () => {
    const font = fx.fonts.records.get("1")!;
    const cmap = await slicer.cmap(font);
    const made = await slicer.makeAll(font, "chinese-simplified");
    expect(made.results.length).toBe(made.plan.slices.length);
    expect(new Set(made.results.map((r) => r.hash)).size).toBe(made.results.length);
    expect(made.plan.slices.flatMap((s) => s.codePoints).sort((a, b) => a - b)).toEqual([...cmap].sort((a, b) => a - b));

    const failures: string[] = [];
    const files = made.results.map((r) => path.join(fx.dataDir, "objects", r.woffKey));
    // Two sanitizers at a time: the machine has two cores.
    for (let i = 0; i < files.length; i += 2) {
      await Promise.all(
        files.slice(i, i + 2).map((file) =>
          run("ots-sanitize", [file]).catch((error: { stderr?: string; message: string }) => failures.push(`${file}: ${error.stderr || error.message}`)),
        ),
      );
    }
    expect(failures).toEqual([]);

    // Again: nothing is computed, everything is remembered.
    const before = engine.stats().computed;
    await slicer.makeAll(font, "chinese-simplified");
    expect(engine.stats().computed).toBe(before);
  }, 240_000);

  it("computes a slice asked for twice at once only once", async () => {
    const font = fx.fonts.records.get("1")!;
    const before = engine.stats();
    const [a, b] = await Promise.all([slicer.slice(font, "chinese-traditional", 119), slicer.slice(font, "chinese-traditional", 119)]);
    expect(a.hash).toBe(b.hash);
    const after = engine.stats();
    expect(after.computed - before.computed).toBe(1);
    expect(after.inFlightJoins - before.inFlightJoins).toBe(1);
  });
});
