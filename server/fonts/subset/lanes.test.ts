import { describe, expect, it } from "vitest";
import { laneFor, Lanes } from "./lanes";
import { budgetFits, MIN_WORKER_HEAP, splitBudget, WORKER_OVERHEAD } from "./budget";

const job = (font: string, name: string) => ({ font, name });

describe("lanes", () => {
  it("requests of one or two items are previews, larger ones batches", () => {
    expect([1, 2, 3, 50].map(laneFor)).toEqual(["preview", "preview", "batch", "batch"]);
  });

  it("a preview queued after a burst of batch jobs is taken first", () => {
    const lanes = new Lanes<ReturnType<typeof job>>();
    for (let i = 0; i < 100; i++) lanes.push(job(`f${i}`, `batch ${i}`), "batch");
    lanes.push(job("p", "preview 1"), "preview");
    lanes.push(job("q", "preview 2"), "preview");
    const none = new Set<string>();
    expect([lanes.next(none)!.name, lanes.next(none)!.name, lanes.next(none)!.name]).toEqual(["preview 1", "preview 2", "batch 0"]);
    expect(lanes.size).toBe(99);
  });

  it("among batch jobs, one whose font is loaded goes before older ones; else the oldest", () => {
    const lanes = new Lanes<ReturnType<typeof job>>();
    lanes.push(job("a", "a1"), "batch");
    lanes.push(job("b", "b1"), "batch");
    lanes.push(job("c", "c1"), "batch");
    lanes.push(job("b", "b2"), "batch");
    const loaded = new Set(["b"]);
    expect(lanes.next(loaded)!.name).toBe("b1");
    expect(lanes.next(loaded)!.name).toBe("b2");
    expect(lanes.next(loaded)!.name).toBe("a1");
    expect(lanes.next(new Set())!.name).toBe("c1");
    expect(lanes.next(new Set())).toBeUndefined();
  });

  it("a worker takes only jobs it may run (not those on a font another worker holds), previews first", () => {
    const lanes = new Lanes<ReturnType<typeof job>>();
    lanes.push(job("a", "a1"), "batch");
    lanes.push(job("b", "b1"), "batch");
    lanes.push(job("a", "a2"), "preview");
    lanes.push(job("c", "c1"), "batch");
    // Another worker holds font a.
    const may = (j: ReturnType<typeof job>) => j.font !== "a";
    expect(lanes.next(new Set(), may)!.name).toBe("b1");
    expect(lanes.next(new Set(), may)!.name).toBe("c1");
    expect(lanes.next(new Set(), may)).toBeUndefined();
    // The worker holding it takes its preview first, then its batch job.
    expect(lanes.next(new Set(["a"]))!.name).toBe("a2");
    expect(lanes.next(new Set(["a"]))!.name).toBe("a1");
    expect(lanes.size).toBe(0);
  });

  it("drain empties both lanes", () => {
    const lanes = new Lanes<ReturnType<typeof job>>();
    lanes.push(job("a", "1"), "batch");
    lanes.push(job("b", "2"), "preview");
    expect(lanes.drain().map((j) => j.name).sort()).toEqual(["1", "2"]);
    expect(lanes.size).toBe(0);
  });
});

describe("the memory budget", () => {
  const MB = 1024 * 1024;
  it("is split so the parts (heaps, worker overheads, main thread) add up to the whole", () => {
    for (const [total, workers] of [[256, 1], [512, 2], [1024, 4], [4096, 16]]) {
      const s = splitBudget(total * MB, workers);
      const sum = s.mainBytes + (s.workerBytes + WORKER_OVERHEAD) * workers;
      expect(sum).toBeLessThanOrEqual(total * MB);
      expect(sum).toBeGreaterThan(total * MB - workers);
      expect(s.faceBytes).toBeLessThan(s.workerBytes);
      expect(budgetFits(total * MB, workers)).toBe(true);
    }
    // 512 MB on two workers: 128 MB for fonts read and results in flight, 48 MB of overhead and
    // 144 MB of HarfBuzz heap per worker, all but the 16 MB working reserve for fonts kept loaded.
    expect(splitBudget(512 * MB, 2)).toEqual({ totalBytes: 512 * MB, mainBytes: 128 * MB, workerBytes: 144 * MB, faceBytes: 128 * MB });
  });

  it("a budget too small for the workers still gives each a usable heap, and says it does not fit", () => {
    expect(splitBudget(256 * MB, 4).workerBytes).toBe(MIN_WORKER_HEAP);
    expect(budgetFits(256 * MB, 4)).toBe(false);
  });
});
