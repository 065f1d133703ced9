/**
 * The font API of docs/product.md §7 on an in-memory PGlite with real fonts imported: filters, paging,
 * sorting, details, faces, variable fonts, featured fonts, and the 400/404 answers.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "#server/db/client";
import { seed } from "#server/db/seed";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import { fsStore } from "#server/storage/fs-store";
import { filesRoute } from "#server/http/files";
import { catalogueFamilyInfo } from "#server/fonts/catalogue";
import { importPaths } from "#server/fonts/import";
import { ApiError } from "#server/errors";
import { fail } from "./respond";
import { fontsApi } from "./fonts";
import { createFontService } from "#server/fonts/service";
import type { Envelope, Page } from "#contract/envelope";
import type { FontDetail, FontFaceInfo, FontFaceItem, FontListItem, VariableFontItem } from "#contract/fonts";
import { FIXTURE_FILES, systemFont } from "#tests/fixtures/fonts/fixtures";

let handle: DbHandle;
let tmp: string;
let app: Hono;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cat-api-"));
  const store = fsStore(path.join(tmp, "objects"));
  handle = await openDb({});
  await handle.migrate();
  await seed(handle.db);
  const files = [
    systemFont("wenkaiRegular"),
    systemFont("wenkaiBold"),
    systemFont("smiley"),
    systemFont("microhei"),
    systemFont("zenhei"),
    systemFont("cwyen"),
    systemFont("cwfs"),
    FIXTURE_FILES.robotoFlexVariable,
  ];
  const summary = await importPaths({ db: handle.db, store }, files, { familyInfo: catalogueFamilyInfo });
  if (summary.failed) throw new Error(JSON.stringify(summary.results.filter((r) => r.status === "failed")));
  app = new Hono();
  app.route("/", fontsApi(createFontService({ db: handle.db, staticBase: "" })));
  app.route("/", filesRoute(store));
  app.onError((error, c) => (error instanceof ApiError ? fail(c, error) : fail(c, new ApiError(500, String(error)))));
}, 180_000);

afterAll(async () => {
  await handle?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function get<T>(url: string): Promise<{ status: number; body: Envelope<T> }> {
  const res = await app.request(url);
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}
const list = (qs = "") => get<Page<FontListItem>>(`/web/api/font/getFontList${qs}`);
const names = (page: Page<FontListItem>) => page.records.map((r) => r.name);
const familyId = async (key: string) => (await handle.db.select().from(fontFamilies).where(eq(fontFamilies.key, key)))[0].id;

describe("GET /web/api/font/getFontList", () => {
  it("pages families, most featured first, each a FontResource with its faces", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.code).toBe("200");
    const page = body.data;
    // 霞鹜文楷, 得意黑, 文泉驿微米黑, 文泉驿正黑, cwTeX 圆体, cwTeX 仿宋体, Roboto Flex
    expect(page).toMatchObject({ total: 7, current: 1, size: 10, pages: 1 });
    expect(names(page).slice(0, 3)).toEqual(["霞鹜文楷", "得意黑", "文泉驿微米黑"]);
    const wenkai = page.records[0];
    expect(wenkai).toMatchObject({ nameEn: "LXGW WenKai", category: "3", categoryName: "楷体", license: "1", fontCount: 2, weights: [400, 700] });
    expect(wenkai.licenseLabel).toMatch(/SIL/);
    expect(wenkai.familyName).toBe("LXGWWenKai-Regular");
    expect(wenkai.childFontResource.map((c) => c.familyName)).toEqual(["LXGWWenKai-Regular", "LXGWWenKai-Bold"]);
    expect(wenkai.childFontResource[0]).toEqual({ fontGNo: wenkai.fontGNo, familyName: "LXGWWenKai-Regular", ttfPath: "", woffPath: "", childFontResource: [] });
    expect(wenkai.coverage).toMatchObject({ gb2312: 6763, tongyong8105: 8105, big5: 13053 });
    expect(wenkai.specimenUrl).toMatch(/^\/files\/specimens\/[0-9a-f]{64}-0\.png$/);
    // The faces themselves are the detail's: the list carries only their resources.
    expect(wenkai).not.toHaveProperty("fonts");
    const detail = (await get<FontDetail>(`/web/api/font/getFontDetail?id=${wenkai.id}`)).body.data;
    expect(wenkai.fontGNo).toBe(detail.fonts[0].id);
    expect(detail.fonts.map((f) => f.weightDict)).toEqual(["4", "7"]);
  });

  it("serves the specimen it links to", async () => {
    const { body } = await list("?size=1");
    const res = await app.request(body.data.records[0].specimenUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toMatch(/immutable/);
  });

  it("pages with current and size", async () => {
    const first = (await list("?size=3&current=1")).body.data;
    const third = (await list("?size=3&current=3")).body.data;
    expect(first).toMatchObject({ total: 7, size: 3, current: 1, pages: 3 });
    expect(first.records).toHaveLength(3);
    expect(third.records).toHaveLength(1);
    expect((await list("?size=3&current=9")).body.data.records).toEqual([]);
    const all = (await list("?size=100")).body.data;
    expect(new Set(all.records.map((r) => r.id)).size).toBe(7);
  });

  it("filters by category, licence, weight and language (dictionary numbers)", async () => {
    expect(names((await list("?category=3")).body.data)).toEqual(["霞鹜文楷"]);
    expect(names((await list("?category=5")).body.data)).toEqual(["cwTeX 圆体"]);
    expect(names((await list("?category=4")).body.data)).toEqual(["cwTeX 仿宋体"]);
    expect(names((await list("?category=1")).body.data).sort()).toEqual(["文泉驿微米黑", "文泉驿正黑"].sort());
    expect(names((await list("?license=6")).body.data).sort()).toEqual(["cwTeX 仿宋体", "cwTeX 圆体"].sort());
    expect(names((await list("?license=4")).body.data)).toEqual(["文泉驿微米黑"]);
    expect(names((await list("?weight=7")).body.data)).toEqual(["霞鹜文楷"]);
    expect(names((await list("?weight=5")).body.data).sort()).toEqual(["cwTeX 仿宋体", "cwTeX 圆体", "文泉驿正黑"].sort());
    expect((await list("?weight=9")).body.data.total).toBe(0);
    // 繁体中文: Big5-complete fonts; Smiley Sans (GB 2312 only) is not one.
    const traditional = names((await list("?language=2&size=100")).body.data);
    expect(traditional).toContain("cwTeX 圆体");
    expect(traditional).not.toContain("得意黑");
    expect(names((await list("?category=3&license=1&weight=4")).body.data)).toEqual(["霞鹜文楷"]);
    expect((await list("?category=3&license=4")).body.data.total).toBe(0);
    expect((await list("?category=&license=")).body.data.total).toBe(7);
  });

  it("finds families by keyword in Chinese and English names, tags and descriptions", async () => {
    expect(names((await list(`?keyword=${encodeURIComponent("文楷")}`)).body.data)).toEqual(["霞鹜文楷"]);
    expect(names((await list(`?keyword=${encodeURIComponent("文泉驿")}`)).body.data).sort()).toEqual(["文泉驿微米黑", "文泉驿正黑"].sort());
    expect(names((await list("?keyword=SMILEY")).body.data)).toEqual(["得意黑"]);
    expect(names((await list(`?keyword=${encodeURIComponent("仿宋")}`)).body.data)).toEqual(["cwTeX 仿宋体"]);
    expect(names((await list(`?keyword=${encodeURIComponent("海报")}`)).body.data)).toEqual(["得意黑"]); // a tag
    expect((await list("?keyword=%25")).body.data.total).toBe(0); // % is literal
    expect((await list("?keyword=_")).body.data.total).toBe(0);
    expect((await list(`?keyword=${encodeURIComponent("不存在的字体")}`)).body.data.total).toBe(0);
  });

  it("sorts by newest, downloads, favorites and name (also by fontSort dictionary number)", async () => {
    // The import order follows the files' paths, which depend on the checkout: date one family explicitly.
    await handle.db.update(fontFamilies).set({ createdAt: new Date(Date.now() + 60_000) }).where(eq(fontFamilies.key, "cwtexfangsong"));
    const newest = names((await list("?sort=newest&size=100")).body.data);
    expect(newest[0]).toBe("cwTeX 仿宋体");
    await handle.db.update(fontFamilies).set({ downloads: 50 }).where(eq(fontFamilies.key, "cwtexyen"));
    await handle.db.update(fontFamilies).set({ favorites: 9 }).where(eq(fontFamilies.key, "cwtexfangsong"));
    expect(names((await list("?sort=downloads")).body.data)[0]).toBe("cwTeX 圆体");
    expect(names((await list("?sort=2")).body.data)[0]).toBe("cwTeX 圆体");
    expect(names((await list("?sort=favorites")).body.data)[0]).toBe("cwTeX 仿宋体");
    const byName = (await list("?sort=name&size=100")).body.data.records.map((r) => r.nameEn.toLowerCase());
    expect(byName).toEqual([...byName].sort());
  });

  it("refuses bad input with HTTP 400 and a Chinese message", async () => {
    const cases: [string, RegExp][] = [
      ["?size=101", /每页最多 100 条/],
      ["?size=0", /每页条数/],
      ["?current=0", /页码/],
      ["?current=abc", /页码/],
      ["?size=ten", /每页条数/],
      ["?current=1.5", /页码/],
      ["?category=abc", /字体分类参数不正确/],
      ["?category=99", /字体分类不存在/],
      ["?license=77", /授权类型不存在/],
      ["?weight=10", /字重不存在/],
      ["?sort=cheapest", /排序方式不正确/],
      [`?keyword=${"字".repeat(51)}`, /关键词最多 50 个字/],
    ];
    for (const [qs, msg] of cases) {
      const { status, body } = await list(qs);
      expect(status, qs).toBe(400);
      expect(body.code, qs).toBe("400");
      expect(body.msg, qs).toMatch(msg);
      expect(body.data).toBeNull();
    }
  });
});

describe("details, faces and families", () => {
  it("getFontDetail?id= answers a family with licence text and image-viewer specimens", async () => {
    const id = await familyId("lxgw wenkai");
    const { status, body } = await get<FontDetail>(`/web/api/font/getFontDetail?id=${id}`);
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({ id, name: "霞鹜文楷", homepage: "https://github.com/lxgw/LxgwWenKai" });
    expect(d.licenseText).toMatch(/SIL Open Font License/);
    expect(d.description).toMatch(/Klee One/);
    expect(d.specimens.map((s) => s.kind)).toEqual(["poster", "text", "sizes"]);
    for (const s of d.specimens) {
      expect(s).toMatchObject({ width: 1600, height: 900 });
      expect((await app.request(s.url)).status).toBe(200);
    }
  });

  it("getFontDetail: unknown id → 404 字体不存在; bad id → 400", async () => {
    const missing = await get("/web/api/font/getFontDetail?id=999999");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: "404", msg: "字体不存在", data: null });
    for (const qs of ["", "?id=abc", "?id=0", "?id=-3", "?id=1.5", "?id=99999999999"]) {
      const bad = await get(`/web/api/font/getFontDetail${qs}`);
      expect(bad.status, qs).toBe(400);
      expect(bad.body.msg, qs).toMatch(/id/);
    }
  });

  it("search/{familyId}/childs lists the family's faces, main face first", async () => {
    const id = await familyId("wenquanyi zen hei");
    const { status, body } = await get<FontFaceItem[]>(`/api/v1/web/search/${id}/childs`);
    expect(status).toBe(200);
    expect(body.data.map((f) => f.styleName)).toEqual(["正黑", "等宽正黑", "点阵正黑"]);
    expect(body.data.every((f) => f.familyId === id)).toBe(true);
    expect((await get(`/api/v1/web/search/999999/childs`)).status).toBe(404);
    expect((await get(`/api/v1/web/search/abc/childs`)).status).toBe(400);
  });

  it("search/fontInformation/{fontId} and …/pid answer a face and its family", async () => {
    const [bold] = await handle.db.select().from(fonts).where(eq(fonts.postscriptName, "LXGWWenKai-Bold"));
    const info = await get<FontFaceInfo>(`/api/v1/web/search/fontInformation/${bold.id}`);
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ id: bold.id, fontGNo: bold.id, weight: 700, weightDict: "7", familyName: "LXGWWenKai-Bold", format: "ttf", faceIndex: 0 });
    expect(info.body.data.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(info.body.data.family.name).toBe("霞鹜文楷");
    const pid = await get<FontListItem>(`/api/v1/web/search/fontInformation/${bold.id}/pid`);
    expect(pid.status).toBe(200);
    expect(pid.body.data).toMatchObject({ id: bold.familyId, name: "霞鹜文楷", fontCount: 2 });
    for (const url of [`/api/v1/web/search/fontInformation/999999`, `/api/v1/web/search/fontInformation/999999/pid`]) {
      const r = await get(url);
      expect(r.status, url).toBe(404);
      expect(r.body.msg).toBe("字体不存在");
    }
    expect((await get(`/api/v1/web/search/fontInformation/x`)).status).toBe(400);
    expect((await get(`/api/v1/web/search/fontInformation/0/pid`)).status).toBe(400);
  });

  it("variable/query-list answers variable faces with their axes", async () => {
    const { status, body } = await get<Page<VariableFontItem>>("/api/v1/variable/query-list");
    expect(status).toBe(200);
    expect(body.data.total).toBe(1);
    expect(body.data.records[0]).toMatchObject({ familyDisplayName: "Roboto Flex", isVariable: true });
    expect(body.data.records[0].axes).toHaveLength(13);
    expect((await get("/api/v1/variable/query-list?size=500")).status).toBe(400);
    expect((await get(`/api/v1/variable/query-list?keyword=${encodeURIComponent("文楷")}`)).body.data).toMatchObject({ total: 0, records: [] });
  });

  it("the font service's featured() gives the home page the most featured families", async () => {
    const featured = await createFontService({ db: handle.db, staticBase: "" }).featured(3);
    expect(featured.map((f) => f.name)).toEqual(["霞鹜文楷", "得意黑", "文泉驿微米黑"]);
    expect(featured[0].childFontResource).toHaveLength(2);
    const cdn = await createFontService({ db: handle.db, staticBase: "https://cdn.example.com" }).featured(1);
    expect(cdn[0].specimenUrl).toMatch(/^https:\/\/cdn\.example\.com\/files\/specimens\//);
  });
});
