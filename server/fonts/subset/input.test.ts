import { describe, expect, it } from "vitest";
import { SUBSET_LIMITS } from "#contract/font-constants";
import { InputError, parseJson, parseVariableBody, parseWebfontBody, textCodePoints } from "./input";

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error("accepted");
};

describe("textCodePoints", () => {
  it("deduplicates and sorts, counting a supplementary character once", () => {
    expect(textCodePoints("永永和A𠀀")).toEqual([0x41, 0x548c, 0x6c38, 0x20000]);
  });
  it("ignores control characters and lone surrogates, keeps spaces", () => {
    expect(textCodePoints("\n\t\u0000\u0085\ud800 ")).toEqual([0x20]);
  });
});

describe("POST /webfont/http body", () => {
  it("accepts gno as string or integer, answers code points", () => {
    expect(parseWebfontBody([{ gno: 12, text: "和永和" }, { gno: " 7 ", text: "a" }])).toEqual([
      { gno: "12", codePoints: [0x548c, 0x6c38] },
      { gno: "7", codePoints: [0x61] },
    ]);
    expect(parseWebfontBody([])).toEqual([]);
  });

  it.each([
    [{ gno: 1, text: "a" }, "请求体必须是 [{gno, text}] 数组"],
    ["[]", "请求体必须是 [{gno, text}] 数组"],
    [null, "请求体必须是 [{gno, text}] 数组"],
    [["x"], "第 1 项：必须是 {gno, text} 对象"],
    [[{ gno: 1, text: "a" }, [1]], "第 2 项：必须是 {gno, text} 对象"],
    [[null], "第 1 项：必须是 {gno, text} 对象"],
    [[{ text: "a" }], "第 1 项：缺少字体编号 gno"],
    [[{ gno: "", text: "a" }], "第 1 项：字体编号 gno 不能为空"],
    [[{ gno: "  ", text: "a" }], "第 1 项：字体编号 gno 不能为空"],
    [[{ gno: -1, text: "a" }], "第 1 项：字体编号 gno 不能为负数"],
    [[{ gno: 1.5, text: "a" }], "第 1 项：字体编号 gno 必须是整数"],
    [[{ gno: true, text: "a" }], "第 1 项：字体编号 gno 必须是字符串或整数"],
    [[{ gno: "x".repeat(65), text: "a" }], "第 1 项：字体编号 gno 最长 64 个字符"],
    [[{ gno: 1 }], "第 1 项：缺少预览文字 text"],
    [[{ gno: 1, text: 5 }], "第 1 项：预览文字 text 必须是字符串"],
    [[{ gno: 1, text: "" }], "第 1 项：预览文字为空"],
    [[{ gno: 1, text: "\n\t" }], "第 1 项：预览文字为空"],
    [[{ gno: 1, text: "a".repeat(SUBSET_LIMITS.textChars + 1) }], "第 1 项：预览文字过长（最多 20000 个字符）"],
  ])("refuses case %# with “%s”", (body, message) => {
    expect(refusal(() => parseWebfontBody(body))).toBe(message);
  });

  it("at most 2000 distinct code points per item (repeats do not count)", () => {
    const chars = (n: number) => Array.from({ length: n }, (_, i) => String.fromCodePoint(0x4e00 + i)).join("");
    expect(parseWebfontBody([{ gno: 1, text: chars(2000).repeat(5) }])[0].codePoints).toHaveLength(2000);
    expect(refusal(() => parseWebfontBody([{ gno: 1, text: chars(2001) }]))).toBe("第 1 项：预览文字的不同字符过多（最多 2000 个）");
  });

  it("at most 50 items", () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ gno: i, text: "字" }));
    expect(parseWebfontBody(items(50))).toHaveLength(50);
    expect(refusal(() => parseWebfontBody(items(51)))).toBe("一次最多请求 50 个字体");
  });
});

describe("POST /subset/web-variable-font body", () => {
  it("axes: a number pins, an object limits; absent means none", () => {
    expect(parseVariableBody({ gno: 3, text: "永", axes: { wght: 700, wdth: { min: 75, max: 100 } } })).toEqual({
      gno: "3",
      codePoints: [0x6c38],
      axes: { wght: 700, wdth: { min: 75, max: 100 } },
    });
    expect(parseVariableBody({ gno: "3", text: "永" }).axes).toEqual({});
  });

  it.each([
    [[{ gno: 1, text: "a" }], "请求体必须是 {gno, text, axes} 对象"],
    ["x", "请求体必须是 {gno, text, axes} 对象"],
    [{ text: "a" }, "缺少字体编号 gno"],
    [{ gno: 1, text: "" }, "预览文字为空"],
    [{ gno: 1, text: "a", axes: [] }, "axes 必须是对象，如 {\"wght\": 700}"],
    [{ gno: 1, text: "a", axes: "wght" }, "axes 必须是对象，如 {\"wght\": 700}"],
    [{ gno: 1, text: "a", axes: { weight: 700 } }, "可变轴标签必须是 4 个字符，如 wght（收到 weight）"],
    [{ gno: 1, text: "a", axes: { wght: "bold" } }, "可变轴 wght：可变轴的设置必须是数字或 {min, max, default}"],
    [{ gno: 1, text: "a", axes: { wght: { min: 700, max: 300 } } }, "可变轴 wght：可变轴的 min 不能大于 max"],
    [{ gno: 1, text: "a", axes: { wght: { min: 300, max: 700, default: 800 } } }, "可变轴 wght：可变轴的 default 必须在 min 与 max 之间"],
    [{ gno: 1, text: "a", axes: { wght: { lo: 1 } } }, "可变轴 wght：可变轴的设置只能是数字或 {min, max, default}"],
  ])("refuses case %# with “%s”", (body, message) => {
    expect(refusal(() => parseVariableBody(body))).toBe(message);
  });
});

describe("parseJson", () => {
  it.each(["", "  ", "{", "[{gno:1}]", "undefined"])("refuses %j", (text) => {
    expect(refusal(() => parseJson(text))).toMatch(/^请求体(为空|不是合法的 JSON)$/);
  });
});
