/**
 * The content calls of docs/product.md §7 on an in-memory database loaded from tests/fixtures/content (every
 * kind of file) with two real fonts imported: paging, details with neighbours, 404s, Chinese
 * 400s, search of 2- and 4-character Chinese terms, the collection zip, uploads and messages.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { FIXTURES, readSystemFont, systemFont } from "#tests/fixtures/fonts/fixtures";
import { loadContent } from "#server/content/load";
import { CONTENT_DIR } from "#server/content/dir";
import { fsStore } from "#server/storage/fs-store";
import { catalogueFamilyInfo } from "#server/fonts/catalogue";
import { importPaths } from "#server/fonts/import";
import { boardMessages, contentItems, submissions } from "#server/db/schema-content";

const CONTENT_FIXTURE = path.join(FIXTURES, "..", "content");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const store = fsStore(path.join(t.dataDir, "objects"));
  await importPaths({ db: t.handle.db, store }, [systemFont("wenkaiRegular"), systemFont("smiley")], { familyInfo: catalogueFamilyInfo, specimens: false });
  const summary = await loadContent({ db: t.handle.db, store, root: CONTENT_FIXTURE });
  expect(summary).toMatchObject({ skipped: false, written: 14, removed: 0 });
}, 120_000);

afterAll(() => t?.close());

const get = (url: string, headers?: Record<string, string>) => t.call("GET", url, undefined, headers);
const idOf = async (kind: string, slug: string) =>
  (await t.handle.db.select().from(contentItems).where(eq(contentItems.slug, slug))).find((r) => r.kind === kind)!.id;

describe("loading content/", () => {
  it("is idempotent: a second load skips, a forced one rewrites nothing and keeps ids", async () => {
    const store = fsStore(path.join(t.dataDir, "objects"));
    const before = await idOf("article", "news-a");
    expect(await loadContent({ db: t.handle.db, store, root: CONTENT_FIXTURE })).toMatchObject({ skipped: true });
    expect(await loadContent({ db: t.handle.db, store, root: CONTENT_FIXTURE, force: true })).toMatchObject({ written: 0, unchanged: 14 });
    expect(await idOf("article", "news-a")).toBe(before);
  });

  it("names the wrong file and field", async () => {
    const bad = fs.mkdtempSync(path.join(t.dataDir, "bad-"));
    fs.writeFileSync(path.join(bad, "cases.json"), JSON.stringify([{ title: "缺图", images: ["../secret.png"] }]));
    await expect(loadContent({ db: t.handle.db, store: fsStore(path.join(t.dataDir, "objects")), root: bad })).rejects.toThrow(/cases\.json 第 1 项.*images\.0/);
  });

  it("accepts the project's real content folder", async () => {
    const { readSources } = await import("#server/content/sources");
    const sources = await readSources(CONTENT_DIR);
    expect(sources.entries.filter((e) => e.kind === "article").length).toBeGreaterThanOrEqual(8);
  });
});

describe("articles (web-wenzhang)", () => {
  it("pages by column, newest first, with paging of docs/contract.md", async () => {
    const { status, body } = await get("/web/api/web-wenzhang/selectPage?column=news&size=1");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 2, current: 1, size: 1, pages: 2 });
    expect(body.data.records[0]).toMatchObject({ title: "思源宋体的排版经验", url: expect.stringMatching(/^\/news\/\d+$/) });
    const zixun = await get("/web/api/web-wenzhang/selectPage?column=zixun");
    expect(zixun.body.data.records.map((r: { title: string }) => r.title)).toEqual(["网页字体子集化入门"]);
  });

  it("answers a detail with sanitised rich text and its neighbours", async () => {
    const id = await idOf("article", "news-a");
    const { body } = await get(`/web/api/web-wenzhang/getDetailById?id=${id}`);
    expect(body.data.body).toContain("<h2>更新内容</h2>");
    expect(body.data.body).toMatch(/<img src="\/files\/content\/[0-9a-f]{32}\.webp"/);
    expect(body.data.body).not.toContain("<script");
    expect(body.data.prev).toMatchObject({ title: "思源宋体的排版经验" });
    expect(body.data.next).toBeNull();
    const image = await t.app.request(body.data.body.match(/src="([^"]+)"/)[1]);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses bad input in Chinese and answers 404 for unknown ids", async () => {
    for (const url of ["/web/api/web-wenzhang/selectPage?column=sport", "/web/api/web-wenzhang/selectPage?size=1000", "/web/api/web-wenzhang/getDetailById?id=abc"]) {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const missing = await get("/web/api/web-wenzhang/getDetailById?id=99999");
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe("内容不存在或已下架");
    // A baike id is not an article.
    expect((await get(`/web/api/web-wenzhang/getDetailById?id=${await idOf("baike", "kaishu")}`)).status).toBe(404);
  });
});

describe("encyclopedia, cases, videos, promotions, adverts, keywords, columns", () => {
  it("groups baike titles by tag and relates named entries", async () => {
    const groups = (await get("/web/api/shufa-baike/getCalligraphyTitleByTageId")).body.data;
    expect(groups.map((g: { tag: string }) => g.tag).sort()).toEqual(["书体", "书法家"]);
    const page = (await get("/web/api/shufa-baike/selectPage?tag=书体")).body.data;
    expect(page.total).toBe(2);
    const detail = (await get(`/web/api/shufa-baike/getDetailById?id=${await idOf("baike", "kaishu")}`)).body.data;
    expect(detail.related[0].title).toBe("行书");
  });

  it("answers cases with their pictures, videos with a playable source", async () => {
    const cases = (await get("/web/api/web-font-case/selectPage")).body.data;
    expect(cases.records[0].images).toHaveLength(2);
    expect(cases.records[0].images[1].caption).toBe("外盒");
    const detail = (await get(`/web/api/web-font-case/selectDetail?id=${cases.records[0].id}`)).body.data;
    expect(detail.body).toContain("<strong>温润</strong>");
    const video = (await get("/web/api/web-video/selectPage")).body.data.records[0];
    expect(video.video).toMatchObject({ duration: 6, src: expect.stringMatching(/\.mp4$/) });
    const range = await t.app.request(video.video.src, { headers: { Range: "bytes=0-3" } });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toMatch(/^bytes 0-3\/\d+$/);
    expect((await get(`/web/api/web-video/getDetailById?id=${video.id}`)).body.data.title).toBe("霞鹜文楷样张动画");
  });

  it("answers albums and promotions together or by type", async () => {
    expect((await get("/web/api/web-promotion/selectPage")).body.data.total).toBe(2);
    const albums = (await get("/web/api/web-promotion/selectPage?type=album")).body.data;
    expect(albums.records.map((r: { title: string }) => r.title)).toEqual(["春日字帖专辑"]);
    expect((await get(`/web/api/web-promotion/getDetail?id=${albums.records[0].id}`)).body.data.url).toMatch(/^\/album\/\d+$/);
    expect((await get("/web/api/web-promotion/selectPage?type=x")).status).toBe(400);
  });

  it("answers adverts by position, hot keywords and columns with their links", async () => {
    const banners = (await get("/web/api/adv/getData?position=home-banner")).body.data;
    expect(banners.map((a: { title: string }) => a.title)).toEqual(["首批开源字体上线"]);
    expect((await get("/web/api/adv/getData?position=list-sidebar")).body.data[0].link).toEqual({ url: "github.com/lxgw/LxgwWenKai", protocol: 2 });
    expect((await get("/web/api/keyword/getKeyword")).body.data.map((k: { word: string }) => k.word)).toEqual(["楷书", "黑体"]);
    const footer = (await get("/web/api/web-column/getColumnByType?type=footer")).body.data;
    expect(footer).toEqual([expect.objectContaining({ name: "关于", children: [{ name: "关于我们", path: "/about" }, { name: "联系我们", path: "/contact" }] })]);
  });
});

describe("what other areas read through the content service", () => {
  it("finds the cases and videos that name a family, by either of its names", async () => {
    const { content } = t.services;
    const found = await content.forFont(["霞鹜文楷", "LXGW WenKai"]);
    expect(found.cases.map((c) => [c.title, c.url])).toEqual([["茶饮品牌包装", `/case?id=${await idOf("case", "tea-brand")}`]]);
    expect(found.videos.map((v) => [v.title, v.url])).toEqual([["霞鹜文楷样张动画", `/video/${await idOf("video", "specimen")}`]]);
    expect(found.cases[0]!.cover).not.toBe("");
    expect(await content.forFont(["得意黑"])).toEqual({ cases: [], videos: [] });
    expect(await content.forFont(["", "lxgw wenkai"])).toEqual(await content.forFont(["LXGW WenKai"]));
  });

  it("describes favourite articles with the page of their own column", async () => {
    const news = await idOf("article", "news-a");
    const zixun = await idOf("article", "zixun-a");
    const described = await t.services.content.articleLookup.describe([news, zixun, await idOf("case", "tea-brand")]);
    expect(described.get(news)).toMatchObject({ url: `/news/${news}` });
    expect(described.get(zixun)).toEqual({ title: "网页字体子集化入门", url: `/zixun/${zixun}` });
    expect(described.size, "a case is not an article").toBe(2);
  });
});

describe("search (web-findAll)", () => {
  it("finds 2- and 4-character Chinese substrings across fonts and content, title hits first", async () => {
    const two = (await get(`/web/api/web-findAll/getPageList?keyword=${encodeURIComponent("楷书")}`)).body.data;
    expect(two.records[0]).toMatchObject({ type: "baike", title: "楷书" });
    const four = (await get(`/web/api/web-findAll/getPageList?keyword=${encodeURIComponent("霞鹜文楷")}`)).body.data;
    const types = four.records.map((r: { type: string }) => r.type);
    expect(types).toEqual(expect.arrayContaining(["font", "article", "case", "video"]));
    const onlyFonts = (await get(`/web/api/web-findAll/getByParameter?type=font&keyword=${encodeURIComponent("霞鹜")}`)).body.data;
    expect(onlyFonts.records.every((r: { type: string; url: string }) => r.type === "font" && /^\/font\/\d+$/.test(r.url))).toBe(true);
  });

  it("answers odd input with 4xx or nothing, never 500", async () => {
    // Already encoded: NUL, a lone surrogate (as UTF-8 bytes and as %uD800), 10 KB, LIKE wildcards, SQL.
    for (const keyword of ["%00", "%ED%A0%80", "%uD800", "a".repeat(10_000), "%25_%5C", "'%3B%20drop%20table%20x%3B%20--"]) {
      const { status, body } = await get(`/web/api/web-findAll/getPageList?keyword=${keyword}`);
      expect([200, 400]).toContain(status);
      if (status === 200) expect(body.data.total).toBe(0);
    }
    expect((await get("/web/api/web-findAll/getByParameter?type=user&keyword=a")).status).toBe(400);
  });
});

describe("collections (web-font-collection)", () => {
  it("lists tags, pages by tag and answers a detail with its fonts", async () => {
    expect((await get("/web/api/web-font-collection/getCollectionTagList")).body.data.sort()).toEqual(["其他", "楷体"]);
    const page = (await get(`/web/api/web-font-collection/selectPage?tag=${encodeURIComponent("楷体")}`)).body.data;
    expect(page.records).toHaveLength(1);
    expect(page.records[0].fontCount).toBe(2);
    const detail = (await get(`/web/api/web-font-collection/getDetailById?id=${page.records[0].id}`)).body.data;
    expect(detail.collectionFonts.map((f: { name: string }) => f.name)).toEqual(["霞鹜文楷", "得意黑"]);
  });

  it("answers a signed zip URL after sign-in and the agreement; the zip holds the fonts and is counted", async () => {
    const id = await idOf("collection", "kaiti");
    expect((await get(`/web/api/web-font-collection/download-font-zip-url?id=${id}`)).status).toBe(401);
    const token = await t.signUp("heji@example.com");
    const auth = { "X-Access-Token": token };
    const refused = await get(`/web/api/web-font-collection/download-font-zip-url?id=${id}`, auth);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain("字体使用协议");
    const { body } = await get(`/web/api/web-font-collection/download-font-zip-url?id=${id}&agree=1`, auth);
    expect(body.data.expired).toBe(300);
    const res = await t.app.request(body.data.url);
    expect(res.status).toBe(200);
    const zipFile = path.join(t.dataDir, "heji.zip");
    fs.writeFileSync(zipFile, Buffer.from(await res.arrayBuffer()));
    // Debian's unzip lists the entries (UTF-8 names).
    const names = execFileSync("unzip", ["-Z1", zipFile], { encoding: "utf8" }).trim().split("\n");
    expect(names.sort()).toEqual(["得意黑-Oblique.ttf", "霞鹜文楷-Regular.ttf"]);
    const [row] = await t.handle.db.select().from(contentItems).where(eq(contentItems.id, id));
    expect(row.downloads).toBe(1);
    const forged = body.data.url.replace(/sig=[^&]+/, "sig=abc");
    expect((await t.app.request(forged)).status).toBe(403);
    const empty = await get(`/web/api/web-font-collection/download-font-zip-url?id=${await idOf("collection", "empty")}`, auth);
    expect(empty.status).toBe(404);
  });
});

describe("submissions and message board", () => {
  async function upload(grant: { uploadUrl: string; prefix: string }, name: string, bytes: Uint8Array) {
    const res = await t.app.request(`${grant.uploadUrl}&key=${encodeURIComponent(grant.prefix + name)}`, { method: "PUT", body: Buffer.from(bytes) });
    return { status: res.status, body: await res.json() };
  }

  it("accepts a real font uploaded under the grant and stores the submission", async () => {
    const grant = (await get("/web/api/submission/getSTSToken")).body.data;
    expect(grant.prefix).toMatch(/^uploads\//);
    expect((await upload(grant, "0.ttf", readSystemFont("smiley"))).status).toBe(200);
    const saved = await t.call("POST", "/web/api/submission/saveSubmission", {
      contact: "designer@example.com",
      fontName: "得意黑",
      license: "SIL 开源字体许可 1.1",
      grant: grant.grant,
      keys: [`${grant.prefix}0.ttf`],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.files[0]).toMatchObject({ format: "ttf", family: "得意黑" });
    const [row] = await t.handle.db.select().from(submissions).where(eq(submissions.id, saved.body.data.id));
    expect(row.fontName).toBe("得意黑");
  });

  it("refuses a PNG renamed .ttf, keys outside the grant, forged or expired grants, oversize files", async () => {
    const grant = (await get("/web/api/submission/getSTSToken")).body.data;
    const png = fs.readFileSync(path.join(CONTENT_FIXTURE, "images", "cover.webp"));
    await upload(grant, "fake.ttf", png);
    const refused = await t.call("POST", "/web/api/submission/saveSubmission", { contact: "a@b.cn", fontName: "假字体", license: "Apache 2.0", grant: grant.grant, keys: [`${grant.prefix}fake.ttf`] });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("文件 fake.ttf 不是有效的字体文件：不是可识别的字体文件（支持 TTF、OTF、TTC/OTC、WOFF、WOFF2）");
    expect((await upload(grant, "../x.ttf", png)).status).toBe(400);
    const outside = await t.app.request(`${grant.uploadUrl}&key=uploads/other/x.ttf`, { method: "PUT", body: png });
    expect(outside.status).toBe(403);
    const forged = await t.app.request(`/web/api/submission/upload?grant=${grant.grant.replace(/\.[^.]+$/, ".AAAA")}&key=${grant.prefix}x.ttf`, { method: "PUT", body: png });
    expect(forged.status).toBe(403);
    const big = await t.app.request(`${grant.uploadUrl}&key=${grant.prefix}big.ttf`, { method: "PUT", body: new Uint8Array(51 * 1024 * 1024) });
    expect(big.status).toBe(413);
    const { verifyGrant } = await import("#server/content/uploads");
    const realNow = Date.now;
    Date.now = () => realNow() + 31 * 60_000;
    try {
      await expect(verifyGrant(t.handle.db, grant.grant)).rejects.toThrow("上传凭证已过期，请重新上传");
    } finally {
      Date.now = realNow;
    }
  });

  it("stores a message as written and limits posts per IP", async () => {
    const text = '<script>alert("x")</script> 你好';
    const first = await t.call("POST", "/web/api/messageBoard/save", { name: "小明", contact: "13800138000", content: text });
    expect(first.status).toBe(200);
    const [row] = await t.handle.db.select().from(boardMessages).where(eq(boardMessages.id, first.body.data.id));
    expect(row.content).toBe(text);
    expect((await t.call("POST", "/web/api/messageBoard/save", { name: "", contact: "x@qq.com", content: "y" })).body.msg).toBe("请填写称呼");
    // 联系方式 is the mobile-or-e-mail field of docs/product.md §5.
    const abc = await t.call("POST", "/web/api/messageBoard/save", { name: "小明", contact: "abc", content: "y" });
    expect(abc).toMatchObject({ status: 400, body: { msg: "手机号或邮箱账号格式不正确" } });
    expect(await t.handle.db.select().from(boardMessages).where(eq(boardMessages.contact, "abc"))).toEqual([]);
    for (let i = 0; i < 4; i++) await t.call("POST", "/web/api/messageBoard/save", { name: "小明", contact: "x@qq.com", content: `第 ${i} 条` });
    const limited = await t.call("POST", "/web/api/messageBoard/save", { name: "小明", contact: "x@qq.com", content: "太多了" });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toBe("提交过于频繁，请稍后再试");
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists public pages and detail ids, keeps /user and /pdf out", async () => {
    // URLs are on the configured origin (here the default, where the server listens), not the Host asked.
    const origin = "http://127.0.0.1:3000";
    const sitemap = await (await t.app.request("http://site.test/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${origin}/baike</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/news/${await idOf("article", "news-a")}</loc>`);
    expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:3000\/font\/\d+<\/loc>/);
    expect(sitemap).not.toMatch(/\/user|\/pdf/);
    const robots = await (await t.app.request("http://site.test/robots.txt")).text();
    expect(robots).toContain("Disallow: /user\nDisallow: /pdf");
    // /search says noindex in its page: a crawler must be let in to read it.
    expect(robots).not.toContain("/search");
  });
});
