import { describe, expect, it } from "vitest";
import { formatDate, formatDuration } from "./format";

describe("formatDate / formatDuration", () => {
  it("shows the China date and m:ss", () => {
    expect(formatDate("2025-03-17T20:00:00.000Z")).toBe("2025-03-18");
    expect(formatDuration(75)).toBe("1:15");
    expect(formatDuration(6.4)).toBe("0:06");
  });
});
