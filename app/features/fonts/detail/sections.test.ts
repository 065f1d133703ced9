import { describe, expect, it } from "vitest";
import { activeSection, DETAIL_SECTIONS, isSectionId, SECTION_IDS, sectionFromHash } from "./sections";

describe("detail sections", () => {
  it("has the nine sections of docs/product.md §2 in page order, each with a Chinese label", () => {
    expect(SECTION_IDS).toEqual(["about", "preview", "editor", "family", "images", "info", "chars", "license", "webfont", "case", "video"]);
    expect(new Set(SECTION_IDS).size).toBe(SECTION_IDS.length);
    for (const s of DETAIL_SECTIONS) expect(s.label).toMatch(/^[\u4e00-\u9fff]+$/);
  });

  it("reads a section from a hash", () => {
    expect(sectionFromHash("#editor")).toBe("editor");
    expect(sectionFromHash("license")).toBe("license");
    expect(sectionFromHash("#%69nfo")).toBe("info");
    expect(sectionFromHash("#nope")).toBeNull();
    expect(sectionFromHash("#%E0%A4%A")).toBeNull();
    expect(sectionFromHash("")).toBeNull();
    expect(isSectionId("video")).toBe(true);
    expect(isSectionId("constructor")).toBe(false);
  });

  it("spies the section under the sticky bar", () => {
    const tops = [
      { id: "about" as const, top: -800 },
      { id: "preview" as const, top: -100 },
      { id: "editor" as const, top: 120 },
      { id: "family" as const, top: 900 },
    ];
    expect(activeSection(tops, 120)).toBe("editor");
    expect(activeSection(tops, 119)).toBe("editor"); // within a pixel of the line counts
    expect(activeSection(tops, 100)).toBe("preview");
    expect(activeSection([{ id: "about", top: 400 }, { id: "preview", top: 900 }], 120)).toBe("about");
    expect(activeSection(tops, 120, true)).toBe("family");
    expect(activeSection([], 120)).toBeNull();
  });
});
