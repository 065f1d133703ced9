/**
 * The OpenAPI document is what the API answers (docs/decisions/025-openapi-contract.md): every
 * public GET — and the signed-in and console GETs that need only an account — is called with
 * valid parameters on an app seeded with two real fonts and every kind of content, and each
 * answer is validated against the schema the served /api/openapi.json gives it (ajv, draft
 * 2020-12). Objects are closed, so a field a router answers without declaring it fails, as does a
 * required one it leaves out; file answers must have one of their documented media types.
 */
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { FIXTURES, readSystemFont, systemFont } from "#tests/fixtures/fonts/fixtures";
import { loadContent } from "#server/content/load";
import { fsStore } from "#server/storage/fs-store";
import { catalogueFamilyInfo } from "#server/fonts/catalogue";
import { importPaths } from "#server/fonts/import";
import { API_CALLS } from "#contract/api-calls";
import { API_PATHS, fillPath, type ApiPath } from "#contract/api-paths";

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

const ADMIN = "admin@example.com";
let t: TestApp;
let doc: Doc;
let ajv: Ajv2020;
let token: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_ACCOUNTS: ADMIN });
  const store = fsStore(path.join(t.dataDir, "objects"));
  await importPaths({ db: t.handle.db, store }, [systemFont("wenkaiRegular"), systemFont("smiley")], { familyInfo: catalogueFamilyInfo, specimens: false });
  await loadContent({ db: t.handle.db, store, root: path.join(FIXTURES, "..", "content") });
  token = await t.signUp("member@example.com");
  admin = await t.signUp(ADMIN);
  doc = (await (await t.app.request("/api/openapi.json")).json()) as Doc;
  // The whole document is one schema resource: each call's schema is found by its JSON pointer,
  // and its $refs (#/components/schemas/…) resolve inside the same document.
  ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(doc, "openapi.json");
}, 180_000);

afterAll(() => t?.close());

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/** The calls checked, to prove below that no public GET was left out. */
const checked = new Set<string>();

async function get(template: ApiPath, query: Record<string, string | number> = {}, o: { values?: Record<string, string | number>; as?: string } = {}) {
  const url = `${o.values ? fillPath(template, o.values) : template}${Object.keys(query).length ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : ""}`;
  return t.app.request(url, { headers: o.as ? { "X-Access-Token": o.as } : {} });
}

/** Validates a JSON answer of `method template` against the document; answers its data. */
async function valid(res: Response, template: ApiPath, method = "get") {
  const body = (await res.json()) as { data: any };
  expect(res.status, `${template}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  const ref = `openapi.json#/${pointer("paths", template, method, "responses", "200", "content", "application/json", "schema")}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  expect(validate(body) ? [] : validate.errors, `${method} ${template} answers what its schema says`).toEqual([]);
  return body.data;
}

/** Calls a JSON GET and validates its answer against the document; answers its data. */
async function answer(template: ApiPath, query: Record<string, string | number> = {}, o: { values?: Record<string, string | number>; as?: string } = {}) {
  checked.add(template);
  return valid(await get(template, query, o), template);
}

/** Calls a GET that answers a file and checks the media type is one the document names. */
async function file(url: string, template: ApiPath) {
  checked.add(template);
  const res = await t.app.request(url);
  expect(res.status, url).toBe(200);
  const media = Object.keys(doc.paths[template].get.responses["200"].content ?? {});
  expect(media).toContain(res.headers.get("content-type")!.split(";")[0].trim());
  return res;
}

/** A link the site answered (absolute or not), as a path and query this app serves. */
const local = (link: string) => {
  const url = new URL(link, "http://site.invalid");
  return url.pathname + url.search;
};

describe("every GET answers what /api/openapi.json says", () => {
  it("site, fonts and the dictionary", async () => {
    await answer(API_PATHS.friendLinks);
    await answer(API_PATHS.fontDict);
    await answer(API_PATHS.homeData);
    await answer(API_PATHS.columns, { type: "footer" });
    const list = await answer(API_PATHS.fontList, { size: 10 });
    expect(list.records.length).toBeGreaterThan(0);
    // With text and cover=any, records carry missingChars: declared too.
    expect((await answer(API_PATHS.fontList, { text: "永字八法😀", cover: "any" })).records[0]).toHaveProperty("missingChars");
    const family = list.records[0];
    const detail = await answer(API_PATHS.fontDetail, { id: family.id });
    const face = detail.fonts[0].id;
    await answer(API_PATHS.fontFaces, {}, { values: { id: family.id } });
    await answer(API_PATHS.fontInfo, {}, { values: { id: face } });
    await answer(API_PATHS.fontFamilyOf, {}, { values: { id: face } });
    await answer(API_PATHS.fontChars, {}, { values: { id: face } });
    await answer(API_PATHS.variableList);
  });

  it("content: lists, details, adverts, keywords, search, upload grants", async () => {
    for (const [list, detail, query] of [
      [API_PATHS.collectionList, API_PATHS.collectionDetail, {}],
      [API_PATHS.baikeList, API_PATHS.baikeDetail, {}],
      [API_PATHS.caseList, API_PATHS.caseDetail, {}],
      [API_PATHS.articleList, API_PATHS.articleDetail, {}],
      [API_PATHS.videoList, API_PATHS.videoDetail, {}],
      [API_PATHS.promotionList, API_PATHS.promotionDetail, { type: "album" }],
    ] as const) {
      const page = await answer(list, query);
      expect(page.records.length, list).toBeGreaterThan(0);
      // Every record's detail: a collection with fonts, an article with neighbours …
      for (const record of page.records) await answer(detail, { id: record.id });
    }
    await answer(API_PATHS.promotionList, { type: "promotion" });
    await answer(API_PATHS.collectionTags);
    await answer(API_PATHS.baikeTitles);
    expect(await answer(API_PATHS.adverts, { position: "list-sidebar" })).not.toEqual([]);
    await answer(API_PATHS.keywords);
    expect((await answer(API_PATHS.search, { keyword: "霞鹜" })).records.length).toBeGreaterThan(0);
    await answer(API_PATHS.searchByType, { keyword: "楷", type: "font" });
    await answer(API_PATHS.uploadGrant);
  });

  it("files: a signed download, a collection's zip, the comparison PDF, /css2 and its font files", async () => {
    const face = (await answer(API_PATHS.fontList)).records[0].fontGNo;
    const signed = await answer(API_PATHS.downloadUrl, { id: face, agree: 1 }, { as: token });
    await file(local(signed.url), API_PATHS.download);
    // A collection with a font this machine has (the fixtures name some it lacks).
    let collection = 0;
    for (const r of (await answer(API_PATHS.collectionList)).records) if ((await answer(API_PATHS.collectionDetail, { id: r.id })).collectionFonts.length) collection = r.id;
    const zip = await answer(API_PATHS.collectionZipUrl, { id: collection, agree: 1 }, { as: token });
    await file(local(zip.url), API_PATHS.collectionZip);
    await file(`${API_PATHS.comparePdf}?ids=${face}&text=${encodeURIComponent("永")}`, API_PATHS.comparePdf);
    const family = encodeURIComponent((await answer(API_PATHS.fontList)).records[0].name);
    const sliced = await (await file(`${API_PATHS.css2}?family=${family}`, API_PATHS.css2)).text();
    const exact = await (await file(`${API_PATHS.css2}?family=${family}&text=${encodeURIComponent("永字")}`, API_PATHS.css2)).text();
    const urlIn = (css: string) => local(/url\(([^)]+)\)/.exec(css)![1].replace(/["']/g, ""));
    await file(urlIn(sliced), API_PATHS.webfontSlice);
    await file(urlIn(exact), API_PATHS.webfontText);
  });

  it("a member's own: profile, favourites, messages, downloads, submissions", async () => {
    await answer(API_PATHS.userInfo, {}, { as: token });
    await answer(API_PATHS.favoriteData, {}, { as: token });
    await answer(API_PATHS.favoriteToken, {}, { as: token });
    const group = await t.call("POST", API_PATHS.favoriteAdd, { name: "正文" }, { "X-Access-Token": token });
    await answer(API_PATHS.favoriteGroupFonts, {}, { values: { id: group.body.data.id }, as: token });
    await t.services.notifications.publishSystemNotice({ title: "新字体上线", content: "", link: "" });
    const notice = (await answer(API_PATHS.notifyList, {}, { as: token })).records[0];
    await answer(API_PATHS.notifyRead, {}, { values: { id: notice.id }, as: token });
    await answer(API_PATHS.notifyCounts, {}, { as: token });
    await answer(API_PATHS.myNews, {}, { as: token });
    await answer(API_PATHS.downloadHistory, {}, { as: token });
    await answer(API_PATHS.mySubmissions, {}, { as: token });
  });

  it("the console's, with a submission uploaded and sent as the contribute page does", async () => {
    const grant = await answer(API_PATHS.uploadGrant);
    const key = `${grant.prefix}0.ttf`;
    await valid(await t.app.request(`${grant.uploadUrl}&key=${encodeURIComponent(key)}`, { method: "PUT", body: Buffer.from(readSystemFont("smiley")) }), API_PATHS.upload, "put");
    const post = await t.app.request(API_PATHS.saveSubmission, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ contact: "erin@example.com", fontName: "山间楷体", license: "SIL 开源字体许可 1.1", grant: grant.grant, keys: [key] }),
    });
    const saved = await valid(post, API_PATHS.saveSubmission, "post");
    await answer(API_PATHS.adminSubmission, {}, { values: { id: saved.id }, as: admin });
    await answer(API_PATHS.adminMe, {}, { as: admin });
    await answer(API_PATHS.adminDashboard, {}, { as: admin });
    await answer(API_PATHS.adminSubmissions, {}, { as: admin });
    await answer(API_PATHS.adminAudit, {}, { as: admin });
    expect((await answer(API_PATHS.adminUsers, {}, { as: admin })).records.length).toBe(2);
  });

  it("the board's queue and a reply, with a message left on /contact", async () => {
    await t.call("POST", API_PATHS.message, { name: "读者", contact: "reader@example.com", content: "希望收录更多楷体" });
    const queued = await answer(API_PATHS.adminMessages, {}, { as: admin });
    expect(queued.records.length).toBe(1);
    const reply = await t.app.request(fillPath(API_PATHS.adminMessageReply, { id: queued.records[0].id }), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Access-Token": admin },
      body: JSON.stringify({ reply: "已在整理，谢谢建议" }),
    });
    expect((await valid(reply, API_PATHS.adminMessageReply, "post")).status).toBe("replied");
  });

  it("the console's content: a list of each kind and one item as the form edits it", async () => {
    const news = await answer(API_PATHS.adminContent, { kind: "news" }, { as: admin });
    expect(news.records.length).toBeGreaterThan(0);
    await answer(API_PATHS.adminContent, { kind: "keyword" }, { as: admin });
    await answer(API_PATHS.adminContentItem, { kind: "news" }, { values: { id: news.records[0].id }, as: admin });
  });

  it("left no public GET out", () => {
    // The WeChat redirects exist only when WeChat is configured (account-wechat.spec.ts follows them).
    const elsewhere = new Set<string>([API_PATHS.wechatAuthorize, API_PATHS.wechatCallback]);
    const gets = API_CALLS.filter((c) => c.method === "get" && !elsewhere.has(c.path)).map((c) => c.path);
    expect(gets.filter((p) => !checked.has(p))).toEqual([]);
  });
});
