import { describe, expect, it } from "vitest";
import { CODE_RESEND_SECONDS, codeButtonLabel, secondsLeft } from "./countdown";

describe("secondsLeft", () => {
  it("rounds up and stops at zero", () => {
    const start = 1_000_000;
    const end = start + CODE_RESEND_SECONDS * 1000;
    expect(secondsLeft(end, start)).toBe(60);
    expect(secondsLeft(end, start + 1)).toBe(60);
    expect(secondsLeft(end, start + 999)).toBe(60);
    expect(secondsLeft(end, start + 1000)).toBe(59);
    expect(secondsLeft(end, end - 1)).toBe(1);
    expect(secondsLeft(end, end)).toBe(0);
    expect(secondsLeft(end, end + 5000)).toBe(0);
  });
});

describe("codeButtonLabel", () => {
  it("offers a code, counts down, then offers to resend", () => {
    expect(codeButtonLabel(0, false)).toBe("获取验证码");
    expect(codeButtonLabel(42, true)).toBe("42 秒后重新获取");
    expect(codeButtonLabel(0, true)).toBe("重新获取");
  });
});
