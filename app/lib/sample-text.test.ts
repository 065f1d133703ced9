import { describe, expect, it } from "vitest";
import { clampSize, createSampleTextStore, normalizeSampleText, PRESET_TEXTS, previewText, SAMPLE_SIZE, SAMPLE_TEXT_MAX } from "#app/lib/sample-text";

describe("toolbar sample text", () => {
  it("starts empty (docs/product.md §3) at the default size", () => {
    const store = createSampleTextStore();
    expect(store.getState().text).toBe("");
    expect(store.getState().size).toBe(SAMPLE_SIZE.default);
    expect(SAMPLE_SIZE).toMatchObject({ min: 12, max: 120 });
  });

  it("empty or blank text previews each font's own name", () => {
    expect(previewText("", "霞鹜文楷")).toBe("霞鹜文楷");
    expect(previewText("   ", "得意黑")).toBe("得意黑");
    expect(previewText("天地玄黄", "得意黑")).toBe("天地玄黄");
  });

  it("sizes stay within 12–120 px, whole pixels", () => {
    expect(clampSize(4)).toBe(12);
    expect(clampSize(500)).toBe(120);
    expect(clampSize(47.6)).toBe(48);
    expect(clampSize(Number.NaN)).toBe(SAMPLE_SIZE.default);
  });

  it("text is one line of at most SAMPLE_TEXT_MAX characters (counted as characters, not UTF-16 units)", () => {
    expect(normalizeSampleText("永和\n九年\t岁在")).toBe("永和 九年 岁在");
    expect([...normalizeSampleText("𠀀".repeat(SAMPLE_TEXT_MAX + 10))]).toHaveLength(SAMPLE_TEXT_MAX);
  });

  it("setText, setSize and reset", () => {
    const store = createSampleTextStore();
    store.getState().setText("永和九年，岁在癸丑");
    store.getState().setSize(200);
    expect(store.getState()).toMatchObject({ text: "永和九年，岁在癸丑", size: 120 });
    store.getState().reset();
    expect(store.getState()).toMatchObject({ text: "", size: SAMPLE_SIZE.default });
  });

  it("offers the preset texts of the brief", () => {
    expect(PRESET_TEXTS.map((p) => p.text)).toEqual(["永和九年，岁在癸丑", "天地玄黄 宇宙洪荒", "The quick brown fox jumps over the lazy dog", "0123456789"]);
  });
});
