import { describe, expect, it } from "vitest";
import { cssFontName } from "./font-name";

describe("cssFontName (docs/product.md §3)", () => {
  it("a family name beginning with a digit begins with A as a CSS font name", () => {
    expect(cssFontName("1号字体")).toMatch(/^A/);
    expect(cssFontName("1号字体")).toBe("A1号字体");
    expect(cssFontName("9Sans")).toBe("A9Sans");
  });

  it("two digit-leading names stay distinct", () => {
    expect(cssFontName("1号")).not.toBe(cssFontName("2号"));
  });

  it.each(["霞鹜文楷", "Source Han Sans", "A1", "思源黑体 2", ""])("%s is used unchanged", (name) => {
    expect(cssFontName(name)).toBe(name);
  });
});
