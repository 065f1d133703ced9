import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "#contract/constants";
import { debounce } from "./debounce";

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits 300 ms (the autocomplete debounce) by default and calls once with the last arguments", () => {
    const fn = vi.fn();
    const search = debounce(fn);
    search("a");
    vi.advanceTimersByTime(100);
    search("ab");
    vi.advanceTimersByTime(100);
    search("abc");
    vi.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith("abc");
  });

  it("restarts the wait on every call", () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    for (let i = 0; i < 10; i++) {
      d(i);
      vi.advanceTimersByTime(90);
    }
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith(9);
  });

  it("with leading, calls at once and again at the end only if called meanwhile", () => {
    const fn = vi.fn();
    const d = debounce(fn, 100, { leading: true });
    d(1);
    expect(fn).toHaveBeenCalledWith(1);
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
    d(2);
    d(3);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it("cancel drops the pending call; flush runs it now", () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d("x");
    expect(d.pending()).toBe(true);
    d.cancel();
    expect(d.pending()).toBe(false);
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
    d("y");
    d.flush();
    expect(fn).toHaveBeenCalledWith("y");
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("maxWait forces a call during a long burst", () => {
    const fn = vi.fn();
    const d = debounce(fn, 100, { maxWait: 250 });
    for (let t = 0; t < 600; t += 50) {
      d(t);
      vi.advanceTimersByTime(50);
    }
    expect(fn.mock.calls.map(([t]) => t)).toEqual([200, 450]);
  });
});
