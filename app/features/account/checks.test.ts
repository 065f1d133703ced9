import { describe, expect, it } from "vitest";
import { confirmCheck, CONFIRM_REQUIRED, PASSWORDS_DIFFER } from "./checks";

describe("confirmCheck", () => {
  const check = confirmCheck<{ password: string; confirm: string }>();
  it("asks for the repeat, then for it to match", () => {
    expect(check("", { password: "abcd1234", confirm: "" })).toBe(CONFIRM_REQUIRED);
    expect(check("abcd1235", { password: "abcd1234", confirm: "abcd1235" })).toBe(PASSWORDS_DIFFER);
    expect(check("abcd1234", { password: "abcd1234", confirm: "abcd1234" })).toBeNull();
  });
});
