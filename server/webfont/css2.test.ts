/**
 * GET /css2 and the font files it points at, through the whole app on an in-memory database
 * with real fonts imported: slices and `text=` for several families and weights, the strategy
 * choice, the headers (CORS, caching, ETag/304) and the Chinese refusals.
 */
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { importPaths } from "#server/fonts/import";
import { catalogueFamilyInfo } from "#server/fonts/catalogue";
import { fontFamilies } from "#server/db/schema-fonts";
import { fsStore } from "#server/storage/fs-store";
import { FIXTURE_FILES, readSystemFont, systemFont } from "#tests/fixtures/fonts/fixtures";
import { installDataVersion } from "#server/db/data-version";
import { CSS2_LIMITS } from "#contract/webfont";
import { UNCACHED_STYLESHEET_LIMIT } from "./service";
import * as fontkit from "fontkit";
import { cmapOf } from "./cmap";
import { strategy } from "./strategies";

let t: TestApp;
const ORIGIN = "https://fonts.example.com";

beforeAll(async () => {
  // Trusting one proxy lets the limit tests below be several clients (X-Forwarded-For).
  // Font URLs are absolute, on the configured origin (docs/decisions/022-css2-parity.md).
  t = await createTestApp({ TRUST_PROXY: "1", PUBLIC_ORIGIN: ORIGIN });
  const store = fsStore(path.join(t.dataDir, "objects"));
  const summary = await importPaths(
    { db: t.handle.db, store },
    [systemFont("wenkaiRegular"), systemFont("wenkaiBold"), systemFont("smiley"), systemFont("cwyen"), FIXTURE_FILES.robotoFlexVariable],
    { familyInfo: catalogueFamilyInfo },
  );
  if (summary.failed) throw new Error(JSON.stringify(summary.results.filter((r) => r.status === "failed")));
  // The variable fixture's family has no catalogue entry (so no licence): it is OFL 1.1.
  await t.handle.db.update(fontFamilies).set({ license: "1" }).where(eq(fontFamilies.nameEn, "Roboto Flex"));
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

interface Rule {
  family: string;
  weight: string;
  display: string;
  url: string;
  range: [number, number][] | null;
}

function rules(css: string): Rule[] {
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => {
    const field = (name: string) => new RegExp(`${name}: ([^;]+);`).exec(body)?.[1] ?? "";
    const range = field("unicode-range");
    return {
      family: field("font-family"),
      weight: field("font-weight"),
      display: field("font-display"),
      url: /url\(([^)]+)\)/.exec(body)![1],
      range: range
        ? range.split(", ").map((r) => {
            const [a, b] = r.slice(2).split("-");
            return [parseInt(a, 16), parseInt(b ?? a, 16)] as [number, number];
          })
        : null,
    };
  });
}

const inRange = (cp: number, rs: [number, number][]) => rs.some(([a, b]) => cp >= a && cp <= b);

describe("GET /css2 in slice mode", () => {
  it("answers one @font-face per covered slice, disjoint and together the font's whole cmap", async () => {
    const res = await get("/css2?family=霞鹜文楷");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("timing-allow-origin")).toBe("*");
    const css = await res.text();
    // No `display=`, no font-display descriptor (as from Google Fonts).
    expect(css).not.toContain("font-display");
    const list = rules(css);
    const cmap = cmapOf(readSystemFont("wenkaiRegular"), 0);
    const simplified = strategy("chinese-simplified");
    expect(list.length).toBeGreaterThan(simplified.subsets.length);
    for (const r of list) {
      expect(r.family).toBe("'霞鹜文楷'");
      expect(r.weight).toBe("400");
      expect(r.display).toBe("");
      expect(r.url).toMatch(/^https:\/\/fonts\.example\.com\/webfont\/s\/[0-9a-f]{64}\/0\/chinese-simplified\/\d+\.[0-9a-f]{16}\.woff2$/);
    }
    // Every code point of the font is in exactly one slice, and no slice names one it lacks.
    const owners = new Map<number, number>();
    const have = new Set(cmap);
    list.forEach((r, i) => {
      for (const [a, b] of r.range!) {
        for (let cp = a; cp <= b; cp++) {
          expect(have.has(cp)).toBe(true);
          expect(owners.has(cp)).toBe(false);
          owners.set(cp, i);
        }
      }
    });
    expect(owners.size).toBe(cmap.length);
    // The most frequent characters are in the strategy's last subsets (its file lists them last).
    const slot = (ch: string) => list.find((r) => inRange(ch.codePointAt(0)!, r.range!))!.url.match(/\/(\d+)\./)![1];
    expect(slot("的")).toBe("119");
    expect(slot("是")).toBe("118");
    expect(Number(slot("A"))).toBeGreaterThan(100);
  });

  it("serves a slice as WOFF2 made on first request, immutable, CORS, with its own ETag", async () => {
    const list = rules(await (await get("/css2?family=LXGW+WenKai")).text());
    expect(list[0].family).toBe("'LXGW WenKai'");
    const slice = list.find((r) => inRange("中".codePointAt(0)!, r.range!))!;
    const [a, b] = await Promise.all([get(slice.url), get(slice.url)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.headers.get("content-type")).toBe("font/woff2");
    expect(a.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(a.headers.get("access-control-allow-origin")).toBe("*");
    expect(a.headers.get("timing-allow-origin")).toBe("*");
    const bytes = new Uint8Array(await a.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe("wOF2");
    expect(new Uint8Array(await b.arrayBuffer())).toEqual(bytes);
    const again = await get(slice.url, { "If-None-Match": a.headers.get("etag")! });
    expect(again.status).toBe(304);
    // A URL whose content address no longer matches, or that names nothing, is 404.
    expect((await get(slice.url.replace(/\.([0-9a-f]{16})\.woff2$/, ".0000000000000000.woff2"))).status).toBe(404);
    expect((await get(slice.url.replace(/\/\d+\./, "/9999."))).status).toBe(404);
    expect((await get(`/webfont/s/${"0".repeat(64)}/0/chinese-simplified/1.${"0".repeat(16)}.woff2`)).status).toBe(404);
  });

  it("answers 304 to the CSS's ETag", async () => {
    const first = await get("/css2?family=霞鹜文楷:wght@400;700");
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await get("/css2?family=霞鹜文楷:wght@400;700", { "If-None-Match": tag! });
    expect(again.status).toBe(304);
  });

  it("serves several families and weights, each with its own slices", async () => {
    const list = rules(await (await get("/css2?family=霞鹜文楷:wght@400;700&family=得意黑&display=optional")).text());
    const by = (family: string, weight: string) => list.filter((r) => r.family === family && r.weight === weight);
    expect(by("'霞鹜文楷'", "400").length).toBeGreaterThan(100);
    expect(by("'霞鹜文楷'", "700").length).toBeGreaterThan(100);
    expect(by("'得意黑'", "400").length).toBeGreaterThan(30);
    expect(list.every((r) => r.display === "optional")).toBe(true);
    const urls400 = new Set(by("'霞鹜文楷'", "400").map((r) => r.url));
    expect(by("'霞鹜文楷'", "700").some((r) => urls400.has(r.url))).toBe(false);
  });

  it("chooses the strategy by coverage, or as subset= says", async () => {
    const [family] = await t.handle.db.select({ name: fontFamilies.name }).from(fontFamilies).where(eq(fontFamilies.key, "cwtexyen"));
    const traditional = rules(await (await get(`/css2?family=${encodeURIComponent(family.name)}`)).text());
    expect(traditional[0].url).toContain("/chinese-traditional/");
    const asked = rules(await (await get("/css2?family=霞鹜文楷&subset=chinese-hongkong")).text());
    expect(asked.every((r) => r.url.includes("/chinese-hongkong/"))).toBe(true);
  });
});

describe("GET /css2 as Google Fonts' clients read it (docs/decisions/022-css2-parity.md)", () => {
  it("writes font-display only when display= is given", async () => {
    const swap = await (await get("/css2?family=霞鹜文楷&display=swap")).text();
    expect(rules(swap).every((r) => r.display === "swap")).toBe(true);
    const none = await (await get(`/css2?family=霞鹜文楷&text=${encodeURIComponent("共创")}`)).text();
    expect(none).toMatch(/@font-face/);
    expect(none).not.toContain("font-display");
  });

  it("serves a variable face whole, with the weight range asked as its font-weight", async () => {
    const whole = rules(await (await get("/css2?family=Roboto+Flex:wght@100..1000")).text());
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.every((r) => r.family === "'Roboto Flex'" && r.weight === "100 1000")).toBe(true);
    const part = rules(await (await get("/css2?family=Roboto+Flex:wght@300..700")).text());
    expect(part.map((r) => r.weight)).toEqual(whole.map(() => "300 700"));
    const one = rules(await (await get("/css2?family=Roboto+Flex:wght@500")).text());
    expect(one.map((r) => r.weight)).toEqual(whole.map(() => "500"));
    // One file, the variable one: the same URLs whatever the weights asked, and its wght axis kept.
    expect(part.map((r) => r.url)).toEqual(whole.map((r) => r.url));
    expect(one.map((r) => r.url)).toEqual(whole.map((r) => r.url));
    const file = await get(whole.find((r) => inRange("A".codePointAt(0)!, r.range!))!.url);
    expect(file.status).toBe(200);
    const font = fontkit.create(Buffer.from(await file.arrayBuffer())) as fontkit.Font;
    expect(font.variationAxes.wght).toMatchObject({ min: 100, max: 1000 });
  });

  it("refuses a weight or range the family lacks, naming the weights it has", async () => {
    const cases: [string, string][] = [
      ["/css2?family=Roboto+Flex:wght@50..900", "字体家族“Roboto Flex”没有字重 50..900（有 100..1000）"],
      ["/css2?family=霞鹜文楷:wght@100..900", "字体家族“霞鹜文楷”没有字重 100..900（有 400、700）"],
      ["/css2?family=霞鹜文楷:wght@300", "字体家族“霞鹜文楷”没有字重 300（有 400、700）"],
      ["/css2?family=得意黑:wght@700", "字体家族“得意黑”没有字重 700（有 斜体 400）"],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(await res.text()).toBe(`/* ${message} */\n`);
    }
  });
});

describe("GET /css2 with text=", () => {
  it("answers one @font-face per face pointing at the exact subset", async () => {
    const res = await get(`/css2?family=霞鹜文楷:wght@400;700&text=${encodeURIComponent("共创字库共创")}`);
    expect(res.status).toBe(200);
    const list = rules(await res.text());
    expect(list.map((r) => r.weight)).toEqual(["400", "700"]);
    expect(list.every((r) => r.range === null)).toBe(true);
    for (const r of list) expect(r.url).toMatch(/^https:\/\/fonts\.example\.com\/webfont\/t\/[0-9a-f]{64}\.woff2$/);
    expect(list[0].url).not.toBe(list[1].url);
    const file = await get(list[0].url);
    expect(file.status).toBe(200);
    expect(file.headers.get("access-control-allow-origin")).toBe("*");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe("wOF2");
    // The same characters in another order are the same subset.
    const same = rules(await (await get(`/css2?family=霞鹜文楷&text=${encodeURIComponent("库字创共")}`)).text());
    expect(same[0].url).toBe(list[0].url);
  });
});

describe("GET /css2 refusals", () => {
  const refusals: [string, RegExp][] = [
    ["/css2", /缺少 family 参数/],
    ["/css2?family=不存在的字体", /字体家族不存在：不存在的字体/],
    ["/css2?family=霞鹜文楷:wght@900", /没有字重 900（有 400、700）/],
    ["/css2?family=霞鹜文楷:wght@abc", /字重无效/],
    ["/css2?family=霞鹜文楷:ital@1", /没有斜体/],
    ["/css2?family=霞鹜文楷:slnt@1", /不支持的轴：slnt/],
    ["/css2?family=霞鹜文楷&display=fast", /display 无效：fast/],
    ["/css2?family=霞鹜文楷&subset=latin", /subset 无效：latin/],
    ["/css2?family=霞鹜文楷&text=", /text 参数不能为空/],
  ];
  for (const [url, message] of refusals) {
    it(`${url} → 400 with the reason in a CSS comment`, async () => {
      const res = await get(url);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toBe("text/css; charset=utf-8");
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      const body = await res.text();
      expect(body).toMatch(/^\/\* .* \*\/\n$/);
      expect(body).toMatch(message);
    });
  }

  it("refuses a family whose licence does not allow web embedding, and its slice URLs", async () => {
    const list = rules(await (await get("/css2?family=得意黑")).text());
    await t.handle.db.update(fontFamilies).set({ license: "" }).where(eq(fontFamilies.name, "得意黑"));
    try {
      const res = await get("/css2?family=得意黑");
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/授权不允许在网页中嵌入/);
      expect((await get(list[0].url)).status).toBe(404);
    } finally {
      await t.handle.db.update(fontFamilies).set({ license: "1" }).where(eq(fontFamilies.name, "得意黑"));
    }
  });
});

describe("GET /css2 against floods (docs/decisions/014-edges.md)", () => {
  beforeAll(async () => {
    // Stylesheets are kept per data version; this app's database gets one now.
    await installDataVersion(t.handle.db);
  });

  it(`refuses more than ${CSS2_LIMITS.faces} faces in one request, in Chinese`, async () => {
    // Seven times the two weights of one family: 14 faces, each ~180 slices of CSS.
    const url = `/css2?${Array.from({ length: 7 }, () => "family=霞鹜文楷:wght@400;700").join("&")}`;
    const res = await get(url);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/一次最多请求 12 种字体样式/);
  });

  it("builds a stylesheet once: repeats in any spelling come from memory, past the address's limit of builds; a catalogue change drops it", async () => {
    const from = (ip: string) => ({ "X-Forwarded-For": ip });
    const first = await get("/css2?family=霞鹜文楷:wght@700;400&display=block", from("198.18.7.1"));
    expect(first.status).toBe(200);
    const css = await first.text();
    // Every other query this address sends is a new build, until the limit.
    for (let i = 1; i < UNCACHED_STYLESHEET_LIMIT.limit; i++) {
      const res = await get(`/css2?family=得意黑&text=${encodeURIComponent(String.fromCodePoint(0x4e00 + i))}`, from("198.18.7.1"));
      expect(res.status).toBe(200);
    }
    const over = await get(`/css2?family=得意黑&text=${encodeURIComponent("满")}`, from("198.18.7.1"));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await over.text()).toMatch(/生成字体样式表过于频繁，请稍后再试/);

    // The first stylesheet, asked in other spellings and orders, is served from memory: no build, no refusal.
    for (const same of ["/css2?family=霞鹜文楷:wght@400;700&display=block", "/css2?family=霞鹜文楷:wght@700&family=%20霞鹜文楷%20:wght@400&display=block"]) {
      const again = await get(same, from("198.18.7.1"));
      expect(again.status, same).toBe(200);
      expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
      expect(await again.text()).toBe(css);
    }
    const compressed = await get("/css2?family=霞鹜文楷:wght@400;700&display=block", { ...from("198.18.7.1"), "Accept-Encoding": "br" });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(css);
    // Another address builds as usual.
    expect((await get(`/css2?family=得意黑&text=${encodeURIComponent("满")}`, from("198.18.7.2"))).status).toBe(200);

    // A licence change reaches the stored stylesheet at once.
    await t.handle.db.update(fontFamilies).set({ license: "" }).where(eq(fontFamilies.name, "霞鹜文楷"));
    try {
      const refused = await get("/css2?family=霞鹜文楷:wght@400;700&display=block", from("198.18.7.3"));
      expect(refused.status).toBe(400);
      expect(await refused.text()).toMatch(/授权不允许在网页中嵌入/);
    } finally {
      await t.handle.db.update(fontFamilies).set({ license: "1" }).where(eq(fontFamilies.name, "霞鹜文楷"));
    }
  }, 120_000);
});
