import { describe, expect, it } from "vitest";
import { mayLeave, neighbourOf } from "./tabs";

describe("mayLeave (the before-leave veto)", () => {
  it("allows the switch without a hook", async () => {
    expect(await mayLeave(undefined, "b", "a")).toBe(true);
  });

  it("passes next and previous tab to the hook", async () => {
    const seen: string[] = [];
    await mayLeave((next, prev) => void seen.push(next, prev), "b", "a");
    expect(seen).toEqual(["b", "a"]);
  });

  it("false, a promise of false, a throw or a rejection veto it", async () => {
    expect(await mayLeave(() => false, "b", "a")).toBe(false);
    expect(await mayLeave(async () => false, "b", "a")).toBe(false);
    expect(
      await mayLeave(
        () => {
          throw new Error("no");
        },
        "b",
        "a",
      ),
    ).toBe(false);
    expect(await mayLeave(() => Promise.reject(new Error("no")), "b", "a")).toBe(false);
  });

  it("true, undefined or a promise of true let it go ahead", async () => {
    expect(await mayLeave(() => true, "b", "a")).toBe(true);
    expect(await mayLeave(() => undefined, "b", "a")).toBe(true);
    expect(await mayLeave(async () => true, "b", "a")).toBe(true);
  });
});

describe("neighbourOf", () => {
  it("prefers the next tab, then the previous", () => {
    expect(neighbourOf(["a", "b", "c"], "b")).toBe("c");
    expect(neighbourOf(["a", "b", "c"], "c")).toBe("b");
    expect(neighbourOf(["a"], "a")).toBeUndefined();
    expect(neighbourOf(["a"], "z")).toBeUndefined();
  });
});
