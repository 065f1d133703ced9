import { describe, expect, it, vi } from "vitest";
import { runSubmit } from "./submit";

describe("runSubmit: one submission of an account form", () => {
  it("runs the action between pending on and off", async () => {
    const states: boolean[] = [];
    const action = vi.fn(async () => {
      expect(states).toEqual([true]);
    });
    await runSubmit(false, (p) => states.push(p), () => true, action);
    expect(action).toHaveBeenCalledOnce();
    expect(states).toEqual([true, false]);
  });

  it("does nothing while a submission is pending", async () => {
    const setPending = vi.fn();
    const check = vi.fn(() => true);
    const action = vi.fn(async () => {});
    await runSubmit(true, setPending, check, action);
    expect(check).not.toHaveBeenCalled();
    expect(action).not.toHaveBeenCalled();
    expect(setPending).not.toHaveBeenCalled();
  });

  it("does nothing when the checks fail", async () => {
    const setPending = vi.fn();
    const action = vi.fn(async () => {});
    await runSubmit(false, setPending, () => false, action);
    expect(action).not.toHaveBeenCalled();
    expect(setPending).not.toHaveBeenCalled();
  });

  it("ends the pending state on a failure, which it swallows (the client has shown it)", async () => {
    const states: boolean[] = [];
    await expect(
      runSubmit(false, (p) => states.push(p), () => true, async () => Promise.reject(new Error("账号或密码错误"))),
    ).resolves.toBeUndefined();
    expect(states).toEqual([true, false]);
  });

  it("keepPendingOnSuccess: stays pending after a success, not after a failure", async () => {
    const ok: boolean[] = [];
    await runSubmit(false, (p) => ok.push(p), () => true, async () => {}, { keepPendingOnSuccess: true });
    expect(ok).toEqual([true]);

    const failed: boolean[] = [];
    await runSubmit(false, (p) => failed.push(p), () => true, async () => Promise.reject(new Error("x")), { keepPendingOnSuccess: true });
    expect(failed).toEqual([true, false]);
  });
});
