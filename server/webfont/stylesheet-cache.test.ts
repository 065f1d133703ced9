/** The /css2 stylesheet cache: one build per normalised query and data version, failures not kept. */
import { describe, expect, it } from "vitest";
import { parseCss2Query, type Css2Query } from "#contract/webfont";
import { ApiError } from "#server/errors";
import { createStylesheetCache, css2Key, MAX_QUEUED_BUILDS, normaliseCss2Query } from "./stylesheet-cache";

const q = (search: string): Css2Query => {
  const params = new URLSearchParams(search);
  return parseCss2Query((n) => params.get(n) ?? undefined, (n) => params.getAll(n));
};

describe("normaliseCss2Query", () => {
  it("gives one key to queries that mean the same stylesheet, and another to those that do not", () => {
    const key = (search: string) => css2Key(normaliseCss2Query(q(search)));
    const same = [
      "family=Noto Sans:wght@400;700&family=霞鹜文楷&text=共创",
      "family=霞鹜文楷&family=noto  sans:wght@700;400&text=创共创",
      "family=NOTO SANS:wght@700&family=霞鹜文楷&family=Noto Sans:wght@400&text=共创",
    ].map(key);
    expect(new Set(same).size).toBe(1);
    for (const other of ["family=Noto Sans:wght@400&family=霞鹜文楷&text=共创", "family=Noto Sans:wght@400;700&family=霞鹜文楷&text=共创字", "family=Noto Sans:wght@400;700&family=霞鹜文楷&text=共创&display=block"]) {
      expect(key(other), other).not.toBe(same[0]);
    }
  });

  it("keeps a bare family as the regular face, and its first spelling for messages", () => {
    expect(normaliseCss2Query(q("family=Noto Sans&family=noto sans")).families).toEqual([{ name: "Noto Sans", styles: [] }]);
    expect(normaliseCss2Query(q("family=A&family=A:wght@700")).families[0].styles).toEqual([
      { italic: false, weight: null },
      { italic: false, weight: 700 },
    ]);
  });
});

describe("createStylesheetCache", () => {
  it("builds concurrent misses once, admits only builds, and builds again for a new data version", async () => {
    let version = "1";
    let builds = 0;
    let admitted = 0;
    const cache = createStylesheetCache({ maxBytes: 1 << 20, version: async () => version });
    const build = async () => `/* ${++builds} */`;
    const admit = async () => void admitted++;
    const text = async (query: Css2Query) => new TextDecoder().decode((await cache.get(query, build, admit)).bytes);
    const answers = await Promise.all([text(q("family=A")), text(q("family=a")), text(q("family=A"))]);
    expect(answers).toEqual(["/* 1 */", "/* 1 */", "/* 1 */"]);
    expect([builds, admitted]).toEqual([1, 1]);
    version = "2";
    expect(await text(q("family=A"))).toBe("/* 2 */");
  });

  it("builds a few at a time and refuses with 503 beyond the queue", async () => {
    const cache = createStylesheetCache({ maxBytes: 1 << 20, version: async () => "1", concurrency: 2 });
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const build = async () => {
      most = Math.max(most, ++running);
      await gate;
      running--;
      return "ok";
    };
    const asks = Promise.allSettled(Array.from({ length: MAX_QUEUED_BUILDS + 4 }, (_, i) => cache.get(q(`family=F${i}`), build, async () => {})));
    await new Promise((r) => setTimeout(r, 10));
    release();
    const results = await asks;
    const busy = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason);
    expect(most).toBe(2);
    expect(busy.length).toBe(2);
    expect(busy.every((e) => e instanceof ApiError && e.status === 503 && e.headers["Retry-After"])).toBe(true);
  });

  it("lets a request waiting on a refused build ask for itself", async () => {
    const cache = createStylesheetCache({ maxBytes: 1 << 20, version: async () => "1" });
    const refused = new Error("429");
    let builds = 0;
    const build = async () => `/* ${++builds} */`;
    const [over, other] = await Promise.allSettled([
      cache.get(q("family=A"), build, () => Promise.reject(refused)),
      cache.get(q("family=A"), build, async () => {}),
    ]);
    expect(over).toEqual({ status: "rejected", reason: refused });
    expect(other.status).toBe("fulfilled");
    expect(builds).toBe(1);
  });

  it("keeps no failure, and nothing when the data version cannot be read", async () => {
    let fail = true;
    const cache = createStylesheetCache({ maxBytes: 1 << 20, version: async () => "1" });
    const build = async () => {
      if (fail) throw new Error("字体文件缺失");
      return "ok";
    };
    await expect(cache.get(q("family=A"), build, async () => {})).rejects.toThrow("字体文件缺失");
    fail = false;
    expect((await cache.get(q("family=A"), build, async () => {})).bytes.length).toBe(2);

    let builds = 0;
    const blind = createStylesheetCache({ maxBytes: 1 << 20, version: () => Promise.reject(new Error("no table")) });
    for (let i = 0; i < 2; i++) await blind.get(q("family=A"), async () => String(++builds), async () => {});
    expect(builds).toBe(2);
  });
});
