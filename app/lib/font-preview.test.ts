import { describe, expect, it, vi } from "vitest";
import {
  applySubsets,
  batchItems,
  FontFaceSheet,
  fontFaceRule,
  fontFamilyValue,
  previewFamily,
  requestSubsets,
  stampedUrl,
  unicodeRange,
  WEBFONT_PATH,
  type SubsetFace,
  type SubsetPost,
} from "#app/lib/font-preview";

const face = (gno: string, familyName: string, hash = "ab".repeat(32)): SubsetFace => ({
  gno,
  familyName,
  woffPath: `/files/subsets/${hash}.woff2`,
  ttfPath: `/files/subsets/${hash}.ttf`,
});

function poster(data: unknown = [], code = "200") {
  return vi.fn<SubsetPost>(async () => ({ code, msg: "操作成功", data }));
}

describe("batchItems: the body of the one batched call", () => {
  it("one item per distinct (gno, text), in order, gno as a string, empty texts left out", () => {
    expect(
      batchItems([
        { gno: 1, text: "永" },
        { gno: "2", text: "和" },
        { gno: "1", text: "永" },
        { gno: 3, text: "" },
        { gno: "1", text: "九" },
        { gno: " ", text: "年" },
      ]),
    ).toEqual([
      { gno: "1", text: "永" },
      { gno: "2", text: "和" },
      { gno: "1", text: "九" },
    ]);
  });
});

describe("requestSubsets (docs/product.md §7)", () => {
  it("posts every item of the view in ONE call to /webfont/http", async () => {
    const answer = [face("1", "霞鹜文楷"), face("2", "得意黑")];
    const post = poster(answer);
    const items = [
      { gno: "1", text: "霞鹜文楷" },
      { gno: "2", text: "得意黑" },
    ];
    await expect(requestSubsets(post, items)).resolves.toEqual(answer);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0][0]).toBe(WEBFONT_PATH);
    expect(post.mock.calls[0][1]).toEqual(items);
  });

  it("a single-item subset returns an empty list with no call", async () => {
    const post = poster([face("1", "霞鹜文楷")]);
    await expect(requestSubsets(post, [{ gno: "1", text: "永" }])).resolves.toEqual([]);
    expect(post).not.toHaveBeenCalled();
  });

  it("no item: no call either", async () => {
    const post = poster();
    await expect(requestSubsets(post, [])).resolves.toEqual([]);
    expect(post).not.toHaveBeenCalled();
  });

  it("a non-200 code or a data that is not a list answers an empty list", async () => {
    const items = [
      { gno: "1", text: "a" },
      { gno: "2", text: "b" },
    ];
    await expect(requestSubsets(poster([face("1", "x")], "500"), items)).resolves.toEqual([]);
    await expect(requestSubsets(poster({ nope: 1 }), items)).resolves.toEqual([]);
  });

  it("passes the abort signal on", async () => {
    const post = poster([]);
    const controller = new AbortController();
    await requestSubsets(post, [{ gno: "1", text: "a" }, { gno: "2", text: "b" }], controller.signal);
    expect(post.mock.calls[0][2]).toEqual({ signal: controller.signal });
  });
});

describe("CSS font names (docs/product.md §3)", () => {
  it("a family name beginning with a digit begins with A", () => {
    expect(previewFamily("1号字体")).toBe("A1号字体");
    expect(previewFamily("霞鹜文楷")).toBe("霞鹜文楷");
  });
  it("a font-family value with the site's fallback", () => {
    expect(fontFamilyValue("A1号字体")).toBe('"A1号字体", sans-serif');
    expect(fontFamilyValue('He said "hi"')).toBe('"He said \\"hi\\"", sans-serif');
  });
});

describe("@font-face rules", () => {
  it("unicode-range lists the text's code points, merging runs", () => {
    expect(unicodeRange("永和九年")).toBe("U+4E5D,U+548C,U+5E74,U+6C38");
    expect(unicodeRange("abcx a")).toBe("U+20,U+61-63,U+78");
    expect(unicodeRange("𠀀𠀁")).toBe("U+20000-20001");
    expect(unicodeRange("")).toBe("");
  });

  it("the timestamp query goes on each path", () => {
    expect(stampedUrl("/files/subsets/x.woff2", 1700000000000)).toBe("/files/subsets/x.woff2?t=1700000000000");
    expect(stampedUrl("https://cdn.example.cn/x.woff2?v=1", 5)).toBe("https://cdn.example.cn/x.woff2?v=1&t=5");
  });

  it("one rule: CSS family name, WOFF2 source with ?t=, unicode-range, swap", () => {
    const rule = fontFaceRule(face("9", "1号字体", "cd".repeat(32)), "九号", 1234);
    expect(rule).toBe(
      '@font-face{font-family:"A1号字体";' +
        `src:url("/files/subsets/${"cd".repeat(32)}.woff2?t=1234") format("woff2");` +
        "unicode-range:U+4E5D,U+53F7;font-display:swap}",
    );
  });

  it("a failed item gives no rule", () => {
    expect(fontFaceRule({ gno: "1", familyName: "坏", woffPath: null, ttfPath: null, error: "字体文件已损坏" }, "坏")).toBeNull();
  });
});

/** Just enough of a Document for the sheet (the unit tests run without a DOM). */
function fakeDocument() {
  const elements = new Map<string, { id: string; textContent: string; isConnected: boolean }>();
  const doc = {
    head: {
      children: [] as unknown[],
      appendChild(el: { id: string; isConnected: boolean }) {
        el.isConnected = true;
        elements.set(el.id, el as never);
        this.children.push(el);
        return el;
      },
    },
    getElementById: (id: string) => elements.get(id) ?? null,
    createElement: () => ({ id: "", textContent: "", isConnected: false }),
  };
  return doc;
}

/** A CSSOM sheet that records each insert and delete, as the browser's <style>.sheet. */
function fakeCssom() {
  const cssRules: { cssText: string }[] = [];
  const log: string[] = [];
  return {
    log,
    cssRules,
    insertRule(text: string, index: number) {
      cssRules.splice(index, 0, { cssText: text });
      log.push(`+${text}`);
      return index;
    },
    deleteRule(index: number) {
      log.push(`-${cssRules[index].cssText}`);
      cssRules.splice(index, 1);
    },
  };
}

describe("FontFaceSheet: one <style> element of injected rules", () => {
  it("in a browser, touches only the rules that change (no FontFace is re-created)", () => {
    const doc = fakeDocument();
    const css = fakeCssom();
    doc.createElement = () => ({ id: "", textContent: "", isConnected: false, sheet: css }) as never;
    const sheet = new FontFaceSheet(doc as unknown as Document, "preview-fonts", 3);
    sheet.add([["a", "@font-face{a}"], ["b", "@font-face{b}"]]);
    sheet.add([["a", "@font-face{a}"], ["c", "@font-face{c}"]]);
    expect(css.log).toEqual(["+@font-face{a}", "+@font-face{b}", "+@font-face{c}"]);
    // A fourth rule evicts the least recently used (b); a changed rule replaces its own.
    sheet.add([["d", "@font-face{d}"], ["a", "@font-face{a2}"]]);
    expect(css.log.slice(3)).toEqual(["-@font-face{a}", "-@font-face{b}", "+@font-face{d}", "+@font-face{a2}"]);
    expect(css.cssRules.map((r) => r.cssText)).toEqual(["@font-face{c}", "@font-face{d}", "@font-face{a2}"]);
  });

  it("adds rules to a single element, replacing a key's rule, most recent last, bounded", () => {
    const doc = fakeDocument();
    const sheet = new FontFaceSheet(doc as unknown as Document, "preview-fonts", 3);
    sheet.add([["a", "@font-face{a}"], ["b", "@font-face{b}"]]);
    sheet.add([["c", "@font-face{c}"]]);
    expect(doc.head.children).toHaveLength(1);
    expect(doc.getElementById("preview-fonts")!.textContent).toBe("@font-face{a}\n@font-face{b}\n@font-face{c}");
    sheet.add([["a", "@font-face{a}"], ["d", "@font-face{d}"]]);
    expect(sheet.size).toBe(3);
    expect(doc.getElementById("preview-fonts")!.textContent).toBe("@font-face{c}\n@font-face{a}\n@font-face{d}");
    expect(doc.head.children).toHaveLength(1);
  });

  it("applySubsets injects each answer for its own text and names the families by gno", () => {
    const doc = fakeDocument();
    const sheet = new FontFaceSheet(doc as unknown as Document);
    const items = [
      { gno: "1", text: "永和" },
      { gno: "2", text: "九年" },
      { gno: "3", text: "坏" },
    ];
    const families = applySubsets(
      sheet,
      items,
      [face("1", "霞鹜文楷", "11".repeat(32)), face("2", "2号", "22".repeat(32)), { gno: "3", familyName: "坏", woffPath: null, ttfPath: null, error: "x" }],
      42,
    );
    expect(families).toEqual({ "1": "霞鹜文楷", "2": "A2号" });
    const css = doc.getElementById("cu-preview-fonts")!.textContent;
    expect(css).toContain('font-family:"霞鹜文楷";src:url("/files/subsets/' + "11".repeat(32) + '.woff2?t=42") format("woff2");unicode-range:U+548C,U+6C38;');
    expect(css).toContain('font-family:"A2号";src:url("/files/subsets/' + "22".repeat(32) + '.woff2?t=42")');
    expect(css.match(/@font-face/g)).toHaveLength(2);
  });
});
