import { describe, expect, it } from "vitest";
import { pageCount, pageItems } from "./pagination";

describe("pageCount", () => {
  it("is at least 1 and rounds up", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(1000, 100)).toBe(10);
  });
});

describe("pageItems", () => {
  it("lists every page when they fit", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("near the start: one ellipsis before the last page", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, "next-more", 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, "next-more", 20]);
  });

  it("in the middle: ellipses on both sides of a window around the current page", () => {
    expect(pageItems(5, 20)).toEqual([1, "prev-more", 3, 4, 5, 6, 7, "next-more", 20]);
    expect(pageItems(10, 20)).toEqual([1, "prev-more", 8, 9, 10, 11, 12, "next-more", 20]);
    expect(pageItems(16, 20)).toEqual([1, "prev-more", 14, 15, 16, 17, 18, "next-more", 20]);
  });

  it("near the end: one ellipsis after the first page", () => {
    expect(pageItems(17, 20)).toEqual([1, "prev-more", 15, 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, "prev-more", 15, 16, 17, 18, 19, 20]);
  });

  it("never leaves an ellipsis standing for nothing", () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let current = 1; current <= pages; current++) {
        const items = pageItems(current, pages);
        const numbers = items.filter((i): i is number => typeof i === "number");
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        expect(numbers.length).toBe(Math.min(7, pages));
        items.forEach((item, i) => {
          if (typeof item !== "number") {
            const gap = (items[i + 1] as number) - (items[i - 1] as number);
            expect(gap).toBeGreaterThan(1);
          } else if (typeof items[i + 1] === "number") {
            expect(items[i + 1]).toBe(item + 1);
          }
        });
      }
    }
  });

  it("clamps an out-of-range current page and honours another pager count", () => {
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
    expect(pageItems(0, 20)).toEqual(pageItems(1, 20));
    expect(pageItems(10, 20, 5)).toEqual([1, "prev-more", 9, 10, 11, "next-more", 20]);
  });
});
