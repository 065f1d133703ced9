import { STORAGE_KEYS } from "#contract/constants";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_LAYOUT, LIST_LAYOUTS, parseListLayout, readListLayout, writeListLayout } from "./layout-pref";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe("list layout preference", () => {
  it("defaults to Table (docs/product.md §3 'List layout state: default Table')", () => {
    expect(DEFAULT_LIST_LAYOUT).toBe("Table");
    expect(LIST_LAYOUTS).toEqual(["Table", "Card", "Sticky"]);
    expect(readListLayout(memoryStorage())).toBe("Table");
  });

  it("only the three layouts are accepted", () => {
    for (const layout of LIST_LAYOUTS) expect(parseListLayout(layout)).toBe(layout);
    for (const bad of ["table", "Grid", "", null, undefined, 3]) expect(parseListLayout(bad)).toBe("Table");
  });

  it("is remembered in localStorage under fontListLayout", () => {
    const storage = memoryStorage();
    writeListLayout("Sticky", storage);
    expect(storage.data.get(STORAGE_KEYS.listLayout)).toBe("Sticky");
    expect(readListLayout(storage)).toBe("Sticky");
    expect(readListLayout(memoryStorage({ [STORAGE_KEYS.listLayout]: "Card" }))).toBe("Card");
  });

  it("a damaged stored value reads as the default", () => {
    expect(readListLayout(memoryStorage({ [STORAGE_KEYS.listLayout]: "{oops" }))).toBe("Table");
  });

  it("blocked storage: reading gives the default, writing does not throw and the choice holds for the page", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readListLayout(blocked)).toBe("Table");
    expect(() => writeListLayout("Card", blocked)).not.toThrow();
    expect(readListLayout(blocked)).toBe("Card");
    expect(readListLayout(null)).toBe("Card");
    writeListLayout("Table", memoryStorage());
    expect(readListLayout(null)).toBe("Table");
  });
});
