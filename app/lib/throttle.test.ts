import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLL_RESIZE_THROTTLE_MS } from "#contract/constants";
import { throttle } from "./throttle";

describe("throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("calls on the leading edge, then at most once per wait with the latest arguments", () => {
    const fn = vi.fn();
    const t = throttle(fn, SCROLL_RESIZE_THROTTLE_MS);
    t(0);
    expect(fn).toHaveBeenCalledWith(0);
    // A scroll event every 5 ms for 100 ms.
    for (let ms = 5; ms <= 100; ms += 5) {
      vi.advanceTimersByTime(5);
      t(ms);
    }
    vi.advanceTimersByTime(SCROLL_RESIZE_THROTTLE_MS);
    const times = fn.mock.calls.map(([ms]) => ms);
    // Leading call, then one per 20 ms window, and a trailing call with the very last value.
    expect(times[0]).toBe(0);
    expect(times.at(-1)).toBe(100);
    expect(times.length).toBeGreaterThanOrEqual(5);
    expect(times.length).toBeLessThanOrEqual(7);
  });

  it("never calls twice within one wait", () => {
    const stamps: number[] = [];
    const t = throttle(() => stamps.push(Date.now()), 200);
    for (let i = 0; i < 100; i++) {
      t();
      vi.advanceTimersByTime(7);
    }
    vi.advanceTimersByTime(400);
    for (let i = 1; i < stamps.length; i++) expect(stamps[i] - stamps[i - 1]).toBeGreaterThanOrEqual(200);
    expect(stamps.length).toBe(5); // 700 ms of events: 0, 200, 400, 600, and the trailing one at 800
  });

  it("a single call fires once (no trailing repeat)", () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledOnce();
  });

  it("trailing: false skips the end-of-burst call; leading: false waits for it", () => {
    const noTrail = vi.fn();
    const a = throttle(noTrail, 100, { trailing: false });
    a(1);
    a(2);
    vi.advanceTimersByTime(300);
    expect(noTrail.mock.calls).toEqual([[1]]);

    const noLead = vi.fn();
    const b = throttle(noLead, 100, { leading: false });
    b(1);
    b(2);
    expect(noLead).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(noLead.mock.calls).toEqual([[2]]);
  });

  it("cancel stops a pending trailing call", () => {
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t(1);
    t(2);
    t.cancel();
    vi.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([[1]]);
  });
});
