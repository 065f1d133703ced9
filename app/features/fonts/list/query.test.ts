import { describe, expect, it } from "vitest";
import {
  apiParams,
  clearFilters,
  DEFAULT_LIST_QUERY,
  hasFilters,
  LIST_DEFAULT_SIZE,
  LIST_MAX_SIZE,
  LIST_PAGE_SIZES,
  listSearch,
  parseListQuery,
  patchQuery,
  toggleFilter,
  type ListQuery,
} from "./query";

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

describe("parseListQuery: the URL's query as the list's state", () => {
  it("no parameters: the defaults (featured, page 1, the default size)", () => {
    expect(parse("")).toEqual(DEFAULT_LIST_QUERY);
    expect(DEFAULT_LIST_QUERY).toMatchObject({ sort: "featured", current: 1, size: LIST_DEFAULT_SIZE });
  });

  it("reads every parameter", () => {
    expect(parse("category=3&license=1&weight=4&language=2&keyword=文楷&sort=downloads&current=2&size=48")).toEqual({
      category: "3",
      license: "1",
      weight: "4",
      language: "2",
      keyword: "文楷",
      text: "",
      cover: "all",
      standard: "",
      commercial: false,
      sort: "downloads",
      current: 2,
      size: 48,
    });
  });

  it("drops values that cannot be right instead of failing", () => {
    expect(parse("category=abc&license=-1&weight=1234&language= &sort=popular&current=0&size=x")).toEqual(DEFAULT_LIST_QUERY);
    expect(parse("current=-3").current).toBe(1);
    expect(parse("current=1.5").current).toBe(1);
  });

  it("accepts the fontSort dictionary's numbers for sort", () => {
    expect(parse("sort=1").sort).toBe("newest");
    expect(parse("sort=2").sort).toBe("downloads");
    expect(parse("sort=3").sort).toBe("favorites");
    expect(parse("sort=4").sort).toBe("name");
  });

  it("caps the page size so one subset call (≤ 50 items) previews a page", () => {
    expect(parse("size=100").size).toBe(LIST_MAX_SIZE);
    expect(LIST_MAX_SIZE).toBeLessThanOrEqual(50);
    expect(Math.max(...LIST_PAGE_SIZES)).toBeLessThanOrEqual(LIST_MAX_SIZE);
  });

  it("trims the keyword and keeps at most 50 characters", () => {
    expect(parse("keyword=%20%20宋体%20").keyword).toBe("宋体");
    expect([...parse(`keyword=${"字".repeat(80)}`).keyword]).toHaveLength(50);
  });
});

describe("listSearch: the query as a URL", () => {
  it("leaves defaults out", () => {
    expect(listSearch(DEFAULT_LIST_QUERY)).toBe("");
    expect(listSearch({ ...DEFAULT_LIST_QUERY, current: 2 })).toBe("?current=2");
  });

  it("writes parameters in one stable order", () => {
    const q: ListQuery = { ...DEFAULT_LIST_QUERY, size: 48, sort: "name", keyword: "黑", category: "1", weight: "7" };
    expect(listSearch(q)).toBe(`?category=1&weight=7&keyword=${encodeURIComponent("黑")}&sort=name&size=48`);
  });

  it("round-trips through parseListQuery", () => {
    const q: ListQuery = { category: "2", license: "6", weight: "9", language: "5", keyword: "思源 宋体", text: "", cover: "all", standard: "", commercial: false, sort: "favorites", current: 3, size: 12 };
    expect(parse(listSearch(q).slice(1))).toEqual(q);
  });

  it("carries the text filter: text, cover, standard and 可免费商用 round-trip; cover only with a text", () => {
    const q: ListQuery = { ...DEFAULT_LIST_QUERY, text: "张𠮷 李堃\n王喆", cover: "any", standard: "tygf3", commercial: true };
    const search = listSearch(q);
    expect(search).toBe(`?standard=tygf3&commercial=1&text=${encodeURIComponent("张𠮷 李堃\n王喆").replace(/%20/g, "+")}&cover=any`);
    expect(parse(search.slice(1))).toEqual(q);
    expect(listSearch({ ...DEFAULT_LIST_QUERY, cover: "any" })).toBe("");
    expect(parse("standard=gbk&commercial=yes&cover=most")).toMatchObject({ standard: "", commercial: false, cover: "all" });
    expect(parse(`text=${"字".repeat(1200)}`).text).toHaveLength(1000);
  });
});

describe("patchQuery / toggleFilter / clearFilters", () => {
  const onPage3: ListQuery = { ...DEFAULT_LIST_QUERY, category: "3", current: 3 };

  it("a change of what is listed goes back to page 1", () => {
    expect(patchQuery(onPage3, { license: "1" }).current).toBe(1);
    expect(patchQuery(onPage3, { keyword: "楷" }).current).toBe(1);
    expect(patchQuery(onPage3, { sort: "newest" }).current).toBe(1);
    expect(patchQuery(onPage3, { size: 48 }).current).toBe(1);
  });

  it("naming the page, or changing nothing, keeps it", () => {
    expect(patchQuery(onPage3, { current: 5 }).current).toBe(5);
    expect(patchQuery(onPage3, { size: 12, current: 2 })).toMatchObject({ size: 12, current: 2 });
    expect(patchQuery(onPage3, { category: "3" }).current).toBe(3);
  });

  it("a chip toggles its value", () => {
    expect(toggleFilter(DEFAULT_LIST_QUERY, "category", "3").category).toBe("3");
    expect(toggleFilter(onPage3, "category", "3")).toMatchObject({ category: "", current: 1 });
    expect(toggleFilter(onPage3, "category", "5").category).toBe("5");
  });

  it("filters are the dictionary choices and the keyword, not sort or paging", () => {
    expect(hasFilters(DEFAULT_LIST_QUERY)).toBe(false);
    expect(hasFilters({ ...DEFAULT_LIST_QUERY, sort: "name", current: 4, size: 12 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_LIST_QUERY, keyword: "黑" })).toBe(true);
    expect(hasFilters({ ...DEFAULT_LIST_QUERY, language: "2" })).toBe(true);
    expect(hasFilters({ ...DEFAULT_LIST_QUERY, text: "𠮷" })).toBe(true);
    expect(hasFilters({ ...DEFAULT_LIST_QUERY, text: " \n" })).toBe(false);
    expect(hasFilters({ ...DEFAULT_LIST_QUERY, standard: "gb2312" })).toBe(true);
    expect(hasFilters({ ...DEFAULT_LIST_QUERY, commercial: true })).toBe(true);
  });

  it("clearing keeps the sort and the page size", () => {
    const q: ListQuery = { category: "1", license: "2", weight: "3", language: "4", keyword: "x", text: "永", cover: "any", standard: "big5", commercial: true, sort: "name", current: 3, size: 48 };
    expect(clearFilters(q)).toEqual({ ...DEFAULT_LIST_QUERY, sort: "name", size: 48 });
  });
});

describe("apiParams", () => {
  it("passes every field to getFontList (the client leaves out empty ones)", () => {
    expect(apiParams({ ...DEFAULT_LIST_QUERY, category: "3", keyword: "楷" })).toEqual({
      category: "3",
      license: "",
      weight: "",
      language: "",
      keyword: "楷",
      standard: "",
      sort: "featured",
      current: 1,
      size: LIST_DEFAULT_SIZE,
    });
  });

  it("sends text with its cover, and commercial only when asked", () => {
    expect(apiParams({ ...DEFAULT_LIST_QUERY, text: "𠮷", cover: "any", commercial: true })).toMatchObject({ text: "𠮷", cover: "any", commercial: "1" });
    expect(apiParams({ ...DEFAULT_LIST_QUERY, cover: "any" })).not.toHaveProperty("cover");
  });
});
