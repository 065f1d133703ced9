import { describe, expect, it } from "vitest";
import { canvasSize, layoutHorizontal, layoutVertical, pngFileName, tokenize, wrapParagraph, type LayoutInput } from "./png-layout";

// A monospaced stand-in for the canvas: CJK 1 em (20 px), everything else half an em.
const EM = 20;
const measure = (s: string) => [...s].reduce((w, c) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? EM : EM / 2), 0);
const base: LayoutInput = { text: "", fontSize: EM, lineHeight: 1.5, padding: 10, maxWidth: 100, maxHeight: 100, measure };

describe("tokenize", () => {
  it("keeps Latin words and spaces together, CJK one by one", () => {
    expect(tokenize("Hello, 字体 world!")).toEqual(["Hello,", " ", "字", "体", " ", "world!"]);
  });
});

describe("horizontal layout", () => {
  it("wraps CJK anywhere at the box width", () => {
    expect(wrapParagraph("永和九年岁在癸丑暮春", 100, measure)).toEqual(["永和九年岁", "在癸丑暮春"]);
  });

  it("keeps closing punctuation off the start of a line", () => {
    expect(wrapParagraph("永和九年岁，在", 100, measure)).toEqual(["永和九年岁，", "在"]);
  });

  it("moves a whole word to the next line and drops the space at the break", () => {
    expect(wrapParagraph("ab cdefgh", 60, measure)).toEqual(["ab", "cdefgh"]);
    expect(wrapParagraph("abcdefghijklmn", 60, measure)).toEqual(["abcdef", "ghijkl", "mn"]);
  });

  it("sizes the picture from the lines, keeping empty lines", () => {
    const layout = layoutHorizontal({ ...base, text: "永和九年岁在\n\n兰亭" });
    expect(layout.lines).toBe(4);
    expect(layout.width).toBe(120);
    expect(layout.height).toBe(4 * 30 + 20);
    expect(layout.items).toEqual([
      { text: "永和九年岁", x: 10, y: 25, align: "start", rotate: false },
      { text: "在", x: 10, y: 55, align: "start", rotate: false },
      { text: "兰亭", x: 10, y: 115, align: "start", rotate: false },
    ]);
  });
});

describe("vertical layout", () => {
  it("stacks characters top to bottom in columns from the right", () => {
    const layout = layoutVertical({ ...base, text: "永和九年岁在癸丑" });
    // 100 px of column hold 5 characters: two columns of 30 px.
    expect(layout.lines).toBe(2);
    expect(layout.width).toBe(2 * 30 + 20);
    expect(layout.height).toBe(120);
    const first = layout.items[0];
    expect(first).toEqual({ text: "永", x: 80 - 10 - 15, y: 10 + 10, align: "center", rotate: false });
    const sixth = layout.items[5];
    expect(sixth).toMatchObject({ text: "在", x: 80 - 10 - 45, y: 20 });
  });

  it("turns Latin runs and brackets, puts the comma in the top-right corner", () => {
    const layout = layoutVertical({ ...base, maxHeight: 200, text: "《ab》字，" });
    const [open, word, close, zi, comma] = layout.items;
    expect(open).toMatchObject({ text: "《", rotate: true, y: 10 });
    expect(word).toMatchObject({ text: "ab", rotate: true, y: 30 });
    expect(close).toMatchObject({ text: "》", rotate: true, y: 50 });
    expect(zi).toMatchObject({ text: "字", rotate: false, y: 70 + 10 });
    expect(comma).toMatchObject({ text: "，", rotate: false, x: zi.x + 10, y: 90 });
  });

  it("starts a new column for each paragraph", () => {
    expect(layoutVertical({ ...base, text: "一\n二\n三" }).lines).toBe(3);
  });
});

describe("canvas", () => {
  it("keeps the canvas under the browser's limits", () => {
    expect(canvasSize({ width: 800, height: 400 }, 2)).toEqual({ width: 1600, height: 800, scale: 2 });
    const big = canvasSize({ width: 20000, height: 100 }, 2);
    expect(big.width).toBeLessThanOrEqual(8192);
    const area = canvasSize({ width: 8000, height: 8000 }, 2);
    expect(area.width * area.height).toBeLessThanOrEqual(32_000_001);
  });

  it("names the file after the family and face", () => {
    expect(pngFileName("霞鹜文楷", "常规")).toBe("霞鹜文楷-常规.png");
    expect(pngFileName("A/B: C", "")).toBe("A_B_C.png");
  });
});
