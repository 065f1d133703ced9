import { describe, expect, it } from "vitest";
import type { FontListItem } from "#contract/fonts";
import { batchItems } from "#app/lib/font-preview";
import {
  batchable,
  coveragePercent,
  formatCount,
  LONE_ITEM_PAD,
  rowFamily,
  rowRequests,
  specimenPlacement,
  toFontRow,
  weightLabels,
  weightRange,
} from "#app/lib/font-rows";

const rows = [
  { fontGNo: 98, name: "霞鹜文楷" },
  { fontGNo: 102, name: "得意黑" },
  { fontGNo: 33, name: "思源黑体 简体中文" },
];

describe("rowRequests: one preview request per row in view", () => {
  it("empty sample text: each font previews its own name", () => {
    expect(rowRequests(rows, "")).toEqual([
      { gno: 98, text: "霞鹜文楷" },
      { gno: 102, text: "得意黑" },
      { gno: 33, text: "思源黑体 简体中文" },
    ]);
  });

  it("with a sample text every font previews it", () => {
    expect(rowRequests(rows, "天地玄黄").map((r) => r.text)).toEqual(["天地玄黄", "天地玄黄", "天地玄黄"]);
  });

  it("all rows of a page make one batch, so one call", () => {
    expect(batchItems(batchable(rowRequests(rows, "")))).toHaveLength(3);
  });
});

describe("batchable: the single-item rule of docs/product.md §7", () => {
  it("a lone font is asked twice (its text, and its text plus a space), so the batch is not a single item", () => {
    const batch = batchItems(batchable([{ gno: 98, text: "霞鹜文楷" }]));
    expect(batch).toEqual([
      { gno: "98", text: "霞鹜文楷" },
      { gno: "98", text: `霞鹜文楷${LONE_ITEM_PAD}` },
    ]);
  });

  it("the same lone item repeated counts as one", () => {
    expect(batchItems(batchable([{ gno: 5, text: "永" }, { gno: "5", text: "永" }]))).toHaveLength(2);
  });

  it("batches of two or more, and empty ones, pass through", () => {
    const two = [
      { gno: 1, text: "永" },
      { gno: 2, text: "永" },
    ];
    expect(batchable(two)).toEqual(two);
    expect(batchable([])).toEqual([]);
    expect(batchable([{ gno: 1, text: "" }])).toEqual([{ gno: 1, text: "" }]);
  });
});

describe("specimenPlacement", () => {
  it("scales the 960×200 list specimen so its 72 px name is 1em, shifted by its 24 px margin", () => {
    const box = specimenPlacement(1.3);
    expect(box.width).toBeCloseTo(960 / 72, 3);
    expect(box.height).toBeCloseTo(200 / 72, 3);
    expect(box.left).toBeCloseTo(-24 / 72, 3);
    // Half the leading of a 1.3 line box puts the em box 0.15em down.
    expect(box.top).toBeCloseTo(-24 / 72 + 0.15, 3);
  });
});

describe("formats", () => {
  it("counts", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(12_345)).toBe("1.2万");
    expect(formatCount(10_000)).toBe("1万");
    expect(formatCount(123_456_789)).toBe("1.2亿");
    expect(formatCount(-1)).toBe("0");
  });

  it("coverage never rounds up to 100 %", () => {
    expect(coveragePercent(6763, 6763)).toBe(100);
    expect(coveragePercent(6762, 6763)).toBe(99);
    expect(coveragePercent(4384, 6763)).toBe(64);
    expect(coveragePercent(0, 6763)).toBe(0);
    expect(coveragePercent(5, 0)).toBe(0);
  });

  it("weights", () => {
    expect(weightRange([100, 300, 900])).toBe("100–900");
    expect(weightRange([400])).toBe("400");
    expect(weightRange([])).toBe("");
    const labels: Record<string, string> = { "1": "极细", "4": "常规", "7": "粗体" };
    expect(weightLabels([100, 350, 400, 700], (n) => labels[n])).toEqual(["极细", "常规", "粗体"]);
    expect(weightLabels([500], () => undefined)).toEqual(["500"]);
  });
});

describe("toFontRow", () => {
  it("keeps what the list shows and drops the faces", () => {
    const item = {
      id: 96,
      fontGNo: 98,
      familyName: "LXGWWenKai-Regular",
      ttfPath: "",
      woffPath: "",
      childFontResource: [],
      name: "霞鹜文楷",
      nameEn: "LXGW WenKai",
      category: "3",
      categoryName: "楷体",
      license: "1",
      licenseLabel: "SIL 开源字体许可 1.1",
      licenseName: "SIL Open Font License 1.1",
      tags: ["楷体", "手写感", "正文", "文艺", "简繁", "开源", "多余"],
      languages: ["1"],
      designer: "",
      foundry: "",
      description: "",
      fontCount: 3,
      weights: [300, 400, 700],
      isVariable: false,
      coverage: { gb2312: 6763, tongyong8105: 8105, big5: 13053, hanzi: 22777, total: 28872 },
      glyphCount: 29145,
      specimenUrl: "/files/specimens/x.png",
      featured: 100,
      downloads: 3,
      favorites: 1,
      createdTime: "2026-01-01T00:00:00.000Z",
      standards: ["gb2312", "tygf1", "tygf2", "tygf3", "big5"],
    } satisfies FontListItem;
    const row = toFontRow(item);
    expect(row).not.toHaveProperty("description");
    expect(row.tags).toHaveLength(6);
    expect(row.coverage).toEqual({ gb2312: 6763, tongyong8105: 8105, big5: 13053 });
    expect(row).toMatchObject({ id: 96, fontGNo: 98, name: "霞鹜文楷", specimenUrl: "/files/specimens/x.png" });
    expect(toFontRow({ ...item, name: "" }).name).toBe("LXGW WenKai");
  });

  it("a family name starting with a digit gets an A as a CSS name (docs/product.md §3)", () => {
    expect(rowFamily({ familyName: "1号字体" })).toBe("A1号字体");
    expect(rowFamily({ familyName: "SmileySans-Oblique" })).toBe("SmileySans-Oblique");
  });
});
