/** The subset service under load: one memory budget, admission limits, previews before batches. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fontFixture, SYSTEM_FONTS, type FontFixture } from "#tests/support/subset-fonts";
import { SubsetBusyError, SubsetEngine, type SubsetJob } from "./engine";

const MB = 1024 * 1024;
const have = (...gnos: string[]) => gnos.every((gno) => SYSTEM_FONTS.some((f) => f.gno === gno));
/** `n` hanzi from `from` on, different for every test so nothing comes from the store. */
const hanzi = (from: number, n: number) => Array.from({ length: n }, (_, i) => 0x4e00 + from + i);

let fx: FontFixture;
const record = (gno: string) => fx.fonts.records.get(gno)!;
const engines: SubsetEngine[] = [];
const engine = (options: Omit<ConstructorParameters<typeof SubsetEngine>[0], "store">) => {
  const e = new SubsetEngine({ store: fx.store, ...options });
  engines.push(e);
  return e;
};

beforeAll(async () => {
  fx = await fontFixture();
});
afterAll(async () => {
  await Promise.all(engines.map((e) => e.close()));
  await fx?.cleanup();
});

describe("admission", () => {
  const jobs = (n: number, from: number): SubsetJob[] => Array.from({ length: n }, (_, i) => ({ font: { fileKey: "x", faceIndex: 0, sha256: "f" }, codePoints: [from + i] }));

  it("refuses a request beyond the lane's limit with a retry delay, and admits again once released", () => {
    const e = engine({ workers: 0, queueLimits: { batch: 5, preview: 1 } });
    const release = e.admit(jobs(3, 0), "batch");
    let refused: unknown;
    try {
      e.admit(jobs(3, 10), "batch");
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(SubsetBusyError);
    expect((refused as SubsetBusyError).status).toBe(503);
    expect((refused as SubsetBusyError).retryAfter).toBeGreaterThanOrEqual(1);
    expect((refused as SubsetBusyError).message).toMatch(/^字体子集服务繁忙，请 \d+ 秒后再试$/);
    // The preview lane is counted on its own.
    const preview = e.admit(jobs(1, 20), "preview");
    expect(e.stats()).toMatchObject({ admitted: { batch: 3, preview: 1 }, refused: 1 });
    release();
    release();
    preview();
    expect(e.stats().admitted).toEqual({ batch: 0, preview: 0 });
    e.admit(jobs(3, 10), "batch")();
  });

  it.skipIf(!have("5"))("refuses a batch that would wait longer than the longest wait, measured on recent jobs", async () => {
    const e = engine({ workers: 0, maxWaitMs: 1 });
    await e.subset({ font: record("5"), codePoints: hanzi(5000, 20) });
    expect(e.stats().msPerUnit).toBeGreaterThan(0);
    const release = e.admit(jobs(2, 0), "batch");
    expect(() => e.admit(jobs(2, 10), "batch")).toThrow(SubsetBusyError);
    // Previews are not held to it: they go first.
    e.admit(jobs(1, 20), "preview")();
    release();
    e.admit(jobs(2, 10), "batch")();
  });

  it("jobs already being computed cost nothing more: a request that joins them is admitted", async () => {
    const e = engine({ workers: 0, queueLimits: { batch: 3, preview: 1 } });
    const first = jobs(3, 30);
    const release = e.admit(first, "batch");
    const running = first.map((job) => e.subset(job, "batch").catch(() => null));
    // The same three subsets asked again (a burst of visitors of one page) join the running ones.
    expect(() => e.admit(jobs(3, 30), "batch")()).not.toThrow();
    // New work is still held to the limit.
    expect(() => e.admit(jobs(3, 40), "batch")).toThrow(SubsetBusyError);
    await Promise.all(running);
    release();
  });

  it("an empty lane takes a request larger than its limit (slow, never refused forever)", () => {
    const e = engine({ workers: 0, queueLimits: { batch: 2 } });
    expect(() => e.admit(jobs(50, 0), "batch")).not.toThrow();
  });
});

describe.skipIf(!have("1", "2", "4", "5", "9", "10"))("in worker threads", { timeout: 60_000 }, () => {
  it("a one-item preview sent after a burst of batch jobs is answered before them", async () => {
    const e = engine({ workers: 1 });
    await e.ready();
    const order: string[] = [];
    const fonts = ["1", "2", "4", "5", "9", "10"];
    const batch = Array.from({ length: 24 }, (_, i) =>
      e.subset({ font: record(fonts[i % fonts.length]), codePoints: hanzi(1000 + i * 30, 30) }, "batch").then(() => order.push(`batch ${i}`)),
    );
    // Sent while at least 12 batch jobs still wait for the worker (polled, not timed: a loaded
    // machine takes longer to queue the burst), so FIFO would answer it 13th or later.
    for (const deadline = Date.now() + 10_000; e.stats().queued < 12 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 2));
    expect(e.stats().queued).toBeGreaterThanOrEqual(12);
    const preview = e.subset({ font: record("5"), codePoints: hanzi(2000, 4) }, "preview").then(() => order.push("preview"));
    await Promise.all([...batch, preview]);
    // Only the jobs the worker is on, and those it finishes while the preview's font is read, go first.
    expect(order.indexOf("preview")).toBeLessThanOrEqual(6);
  });

  it("a worker whose heap outgrows its part of the budget is replaced, and subsetting goes on", async () => {
    // 80 MB gives the one worker the smallest heap, 96 MB; a face cache allowed more than that
    // (only a test does this) makes the heap outgrow it after a few large CJK fonts.
    const e = engine({ workers: 1, memoryBytes: 80 * MB, faceBytes: 200 * MB });
    expect(e.budget.workerBytes).toBe(96 * MB);
    const results = [];
    for (const gno of ["1", "4", "9", "10", "6", "7"].filter((g) => have(g))) {
      results.push(await e.subset({ font: record(gno), codePoints: hanzi(3000, 10) }));
      if (e.stats().recycles) break;
    }
    expect(e.stats().recycles).toBe(1);
    // The fresh worker has HarfBuzz's start heap and none of the fonts.
    await e.ready();
    results.push(await e.subset({ font: record("5"), codePoints: hanzi(3000, 10) }));
    expect(e.stats()).toMatchObject({ recycles: 1, computed: results.length, resets: 0, fonts: 1 });
    expect(e.stats().wasmBytes).toBeLessThan(96 * MB);
    expect(results.map((r) => r.source)).toEqual(Array(results.length).fill("computed"));
    expect((await fx.store.read(results.at(-1)!.woffKey))!.byteLength).toBeGreaterThan(100);
  });

  it("fonts stay loaded while they fit in the worker's heap: a new text over the same fonts loads none again", async () => {
    // One worker, 144 MB of heap (as each of two workers gets of 512 MB); six files, 92 MB.
    const e = engine({ workers: 1, memoryBytes: 256 * MB });
    expect(e.budget.workerBytes).toBe(144 * MB);
    const fonts = ["1", "2", "4", "5", "9", "10"];
    const batch = (from: number) => Promise.all(fonts.map((gno) => e.subset({ font: record(gno), codePoints: hanzi(from, 10) }, "batch")));
    await batch(5000);
    expect(e.stats()).toMatchObject({ loads: 6, evictions: 0 });
    await batch(5100);
    await batch(5200);
    expect(e.stats()).toMatchObject({ loads: 6, evictions: 0, recycles: 0, computed: 18 });
    // Within the worker's part of the budget.
    expect(e.stats().wasmBytes).toBeLessThanOrEqual(e.budget.workerBytes);
  });

  it("a batch is spread over every free worker, each font loaded in one worker only", async () => {
    // Fonts a sharding by hash put on one of two workers (the choice the runner made before).
    const byShard = [0, 1].map((shard) => ["1", "2", "4", "5", "6", "7", "8", "9", "10"].filter((gno) => have(gno) && Number.parseInt(record(gno).sha256.slice(0, 8), 16) % 2 === shard));
    const fonts = byShard[0].length >= byShard[1].length ? byShard[0] : byShard[1];
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    const files = new Set(fonts.map((gno) => record(gno).sha256)).size;
    const e = engine({ workers: 2, memoryBytes: 1024 * MB });
    await e.ready();
    const batch = (from: number) => Promise.all(fonts.map((gno) => e.subset({ font: record(gno), codePoints: hanzi(from, 10) }, "batch")));
    await batch(6000);
    await batch(6100);
    const { jobs, loads, evictions } = e.stats();
    expect(jobs).toHaveLength(2);
    expect(jobs[0] + jobs[1]).toBe(fonts.length * 2);
    // Both workers ran part of the batch; no font was loaded twice.
    expect(Math.min(...jobs)).toBeGreaterThan(0);
    expect({ loads, evictions }).toEqual({ loads: files, evictions: 0 });
  });

  it("fonts requested one at a time go to the worker with the fewest bytes loaded: none evicted, and a batch over them uses both workers", async () => {
    // Two workers with 96 MB of heap each (80 MB for fonts); seven fonts, 94 MB: one worker alone
    // cannot keep them all.
    const e = engine({ workers: 2, memoryBytes: 384 * MB });
    expect(e.budget.faceBytes).toBe(80 * MB);
    await e.ready();
    const fonts = ["1", "2", "4", "5", "6", "7", "8"].filter((gno) => have(gno));
    const files = new Set(fonts.map((gno) => record(gno).sha256)).size;
    // One at a time, both workers free each time: the first free worker would take every one.
    for (const gno of fonts) await e.subset({ font: record(gno), codePoints: hanzi(8000, 10) });
    expect(e.stats()).toMatchObject({ loads: files, evictions: 0 });
    expect(Math.min(...e.stats().jobs)).toBeGreaterThan(0);
    const before = e.stats().jobs;
    await Promise.all(fonts.map((gno) => e.subset({ font: record(gno), codePoints: hanzi(8100, 10) }, "batch")));
    // Each font stays where it was loaded: nothing loaded again, evicted or replaced.
    const { jobs, loads, evictions, recycles } = e.stats();
    expect({ loads, evictions, recycles }).toEqual({ loads: files, evictions: 0, recycles: 0 });
    expect(Math.min(jobs[0] - before[0], jobs[1] - before[1])).toBeGreaterThan(0);
  });

  it("a worker idle with a grown heap is replaced, giving the memory back", async () => {
    const e = engine({ workers: 1, memoryBytes: 1024 * MB, runner: { idleRecycleMs: 300 } });
    // Four large CJK fonts (≈ 70 MB) loaded: past HarfBuzz's 65 MB start, the heap grows.
    for (const gno of ["1", "4", "9", "10"]) await e.subset({ font: record(gno), codePoints: hanzi(4000, 10) });
    const grown = e.stats();
    expect(grown).toMatchObject({ fonts: 4, recycles: 0 });
    expect(grown.wasmBytes).toBeGreaterThan(70 * MB);
    await expect.poll(() => e.stats().recycles, { timeout: 5000 }).toBe(1);
    await e.ready();
    await e.subset({ font: record("5"), codePoints: hanzi(4000, 10) });
    expect(e.stats().wasmBytes).toBeLessThan(70 * MB);
    expect(e.stats().fonts).toBe(1);
  });
});
