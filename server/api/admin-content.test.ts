/**
 * Content editing in the console (server/api/admin-content.ts, docs/decisions/026-console-content.md):
 * roles checked on every call, validation with Chinese messages, pictures checked and stored,
 * Markdown rendered and sanitised as content/ files are, publication showing on the public calls
 * at once, the audit log, and the rule that a later content load never overwrites what the console
 * wrote.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { FIXTURES } from "#tests/fixtures/fonts/fixtures";
import { loadContent } from "#server/content/load";
import { fsStore } from "#server/storage/fs-store";
import { contentItems } from "#server/db/schema-content";
import { auditLog } from "#server/db/schema-admin";
import { readDataVersion } from "#server/db/data-version";
import { ADMIN_PATHS } from "#contract/admin";
import { ADMIN_CONTENT_PATHS, CONTENT_EDIT_MESSAGES } from "#contract/admin-content";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const CONTENT_FIXTURE = path.join(FIXTURES, "..", "content");
let t: TestApp;
let boss: string;
let rita: string;
let mona: string;
let seedDir: string;
const auth = (token: string) => ({ "X-Access-Token": token });
const store = () => fsStore(path.join(t.dataDir, "objects"));
const load = (force = true) => loadContent({ db: t.handle.db, store: store(), root: seedDir, force });

beforeAll(async () => {
  // A copy of the fixture content (files change in these tests), with friend links; the console
  // restores rows from it.
  seedDir = fs.mkdtempSync(path.join(os.tmpdir(), "ziku-content-"));
  fs.cpSync(CONTENT_FIXTURE, seedDir, { recursive: true });
  fs.writeFileSync(path.join(seedDir, "friend-links.json"), JSON.stringify([{ name: "种子友链", url: "example.com", sort: 5 }]));
  t = await createTestApp({ ADMIN_ACCOUNTS: "boss@example.com" }, { contentDir: seedDir });
  boss = await t.signUp("boss@example.com");
  rita = await t.signUp("rita@example.com");
  mona = await t.signUp("mona@example.com");
  const users = (await t.call("GET", `${ADMIN_PATHS.users}?size=100`, undefined, auth(boss))).body.data.records as { id: number; account: string }[];
  const ritaId = users.find((u) => u.account === "rita@example.com")!.id;
  expect((await t.call("PUT", ADMIN_PATHS.userRole(ritaId), { role: "reviewer" }, auth(boss))).status).toBe(200);
  await load();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(seedDir, { recursive: true, force: true });
});

async function png(width = 64, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();
}

async function upload(token: string | null, bytes: Uint8Array, name = "a.png", type = "image/png") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await t.app.request(ADMIN_CONTENT_PATHS.images, { method: "POST", body: form, headers: token ? auth(token) : {} });
  return { status: res.status, body: (await res.json()) as { code: string; msg: string; data: { key: string; url: string; width: number; height: number } } };
}

const slugId = async (kind: string, slug: string) => (await t.handle.db.select().from(contentItems).where(eq(contentItems.slug, slug))).find((r) => r.kind === kind)!.id;
const audit = async () => t.handle.db.select().from(auditLog);
const news = (extra: Record<string, unknown> = {}) => ({ kind: "news", title: "后台写的新闻", summary: "摘要", markdown: "## 小标题\n\n正文", ...extra });

describe("roles", () => {
  it("refuses a visitor (401 S00106) and a member (403, Chinese) on every content call, changing nothing", async () => {
    const id = await slugId("article", "news-a");
    const before = await t.handle.db.select().from(contentItems).where(eq(contentItems.id, id));
    const entries = (await audit()).length;
    const calls: [string, string, unknown?][] = [
      ["GET", `${ADMIN_CONTENT_PATHS.list}?kind=news`],
      ["POST", ADMIN_CONTENT_PATHS.list, news()],
      ["GET", `${ADMIN_CONTENT_PATHS.item(id)}?kind=news`],
      ["PUT", ADMIN_CONTENT_PATHS.item(id), news({ published: false })],
      ["DELETE", `${ADMIN_CONTENT_PATHS.item(id)}?kind=news`],
      ["POST", ADMIN_CONTENT_PATHS.preview, { markdown: "# x" }],
    ];
    for (const [method, url, body] of calls) {
      const anonymous = await t.call(method, url, body);
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      expect(anonymous.body.code).toBe("S00106");
      const member = await t.call(method, url, body, auth(mona));
      expect(member.status, `${method} ${url}`).toBe(403);
      expect(member.body.msg).toMatch(/^没有权限/);
    }
    expect((await upload(null, await png())).status).toBe(401);
    const memberUpload = await upload(mona, await png());
    expect(memberUpload.status).toBe(403);
    expect(memberUpload.body.msg).toMatch(/^没有权限/);
    expect(await t.handle.db.select().from(contentItems).where(eq(contentItems.id, id))).toEqual(before);
    expect((await audit()).length).toBe(entries);
  });
});

describe("validation", () => {
  it("answers 400 with Chinese messages and writes nothing", async () => {
    const count = async () => (await t.handle.db.select().from(contentItems)).length;
    const n = await count();
    const cases: [unknown, RegExp][] = [
      [{ ...news(), kind: "poem" }, /内容类型无效/],
      [news({ title: "  " }), /请填写标题/],
      [news({ title: "长".repeat(121) }), /标题最多 120 个字/],
      [{ kind: "advert", title: "广告", url: "javascript:alert(1)", column: "home-banner" }, /链接须为/],
      [{ kind: "advert", title: "广告", url: "https://example.com" }, /请填写广告位置/],
      [news({ cover: "../../etc/passwd" }), /图片无效/],
      [news({ cover: `content/${"a".repeat(32)}.webp` }), /图片不存在/],
      [news({ fonts: ["没有这款字体"] }), /字体库中没有「没有这款字体」/],
      [news({ sort: "十" }), /排序值必须是整数/],
      [{ kind: "video", title: "新视频" }, /请上传视频文件/],
      // marked recurses once per nesting level: 30,000 quotes overflow its stack.
      [news({ markdown: ">".repeat(30_000) }), /嵌套层级过深/],
    ];
    for (const [body, message] of cases) {
      const res = await t.call("POST", ADMIN_CONTENT_PATHS.list, body, auth(rita));
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body.msg).toMatch(message);
    }
    expect((await t.call("GET", `${ADMIN_CONTENT_PATHS.list}?kind=poem`, undefined, auth(rita))).body.msg).toBe("内容类型无效");
    const deep = await t.call("POST", ADMIN_CONTENT_PATHS.preview, { markdown: ">".repeat(30_000) }, auth(rita));
    expect([deep.status, deep.body.msg]).toEqual([400, CONTENT_EDIT_MESSAGES.unrenderable]);
    expect(await count()).toBe(n);
    const twice = await t.call("POST", ADMIN_CONTENT_PATHS.list, { kind: "keyword", title: "黑体" }, auth(rita));
    expect([twice.status, twice.body.msg]).toEqual([409, "已有这个热门搜索词"]);
  });

  it("takes only real pictures, re-encoded to WebP and stored by content", async () => {
    const bad = await upload(rita, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "x.svg", "image/svg+xml");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("请上传 JPG、PNG、WebP 或 GIF 图片");
    const good = await upload(rita, await png(3000, 100));
    expect(good.status).toBe(200);
    expect(good.body.data.key).toMatch(/^content\/[0-9a-f]{32}\.webp$/);
    expect(good.body.data).toMatchObject({ width: 2400, height: 80 });
    const file = await t.app.request(good.body.data.url);
    expect(file.headers.get("content-type")).toBe("image/webp");
    const tooLarge = await upload(rita, new Uint8Array(11 * 1024 * 1024));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.msg).toMatch(/图片不能超过 10 MB/);
  });
});

describe("writing, publishing and the site", () => {
  it("a draft is hidden; published, it shows on the list and its page at once, sanitised; unpublished, it is gone", async () => {
    const cover = (await upload(rita, await png())).body.data;
    const inline = (await upload(rita, await png(80, 80))).body.data;
    const markdown = `## 新字体上线\n\n![样张](/files/${inline.key})\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[外链](https://example.com)`;
    const preview = await t.call("POST", ADMIN_CONTENT_PATHS.preview, { markdown }, auth(rita));
    const created = await t.call("POST", ADMIN_CONTENT_PATHS.list, news({ title: "后台新闻一号", cover: cover.key, markdown, fonts: ["LXGW WenKai"] }), auth(rita));
    expect(created.status, created.body.msg).toBe(200);
    const item = created.body.data;
    expect(item).toMatchObject({ kind: "news", published: false, origin: "console", edited: true, fonts: ["霞鹜文楷"] });

    const list = async () => (await t.call("GET", "/web/api/web-wenzhang/selectPage?column=news&size=100")).body.data.records.map((r: { title: string }) => r.title);
    const detail = () => t.call("GET", `/web/api/web-wenzhang/getDetailById?id=${item.id}`);
    expect(await list()).not.toContain("后台新闻一号");
    expect((await detail()).status).toBe(404);

    const published = await t.call("PUT", ADMIN_CONTENT_PATHS.item(item.id), news({ title: "后台新闻一号", cover: cover.key, markdown, fonts: ["霞鹜文楷"], published: true, sort: 100 }), auth(rita));
    expect(published.status, published.body.msg).toBe(200);
    expect((await list())[0]).toBe("后台新闻一号");
    const page = (await detail()).body.data;
    expect(page.cover).toBe(cover.url);
    expect(page.body).toContain(`<img src="/files/${inline.key}"`);
    expect(page.body).not.toMatch(/<script|onerror/);
    expect(page.body).toContain('rel="noopener nofollow"');
    // The preview is what the page shows.
    expect(preview.body.data.html).toBe(page.body);
    const found = async () => (await t.call("GET", `/web/api/web-findAll/getPageList?keyword=${encodeURIComponent("后台新闻一号")}`)).body.data.records.map((r: { id: number }) => r.id);
    expect(await found()).toContain(item.id);

    const hidden = await t.call("PUT", ADMIN_CONTENT_PATHS.item(item.id), news({ title: "后台新闻一号", cover: cover.key, markdown, fonts: ["霞鹜文楷"], published: false, sort: 100 }), auth(rita));
    expect(hidden.status).toBe(200);
    expect(await list()).not.toContain("后台新闻一号");
    expect((await detail()).status).toBe(404);
    expect(await found()).not.toContain(item.id);

    const entries = (await audit()).filter((e) => e.target === `news:${item.id}`);
    expect(entries.map((e) => e.action)).toEqual(["content.create", "content.update", "content.unpublish"]);
    expect(entries[0]).toMatchObject({ actorName: expect.any(String), before: null, after: expect.objectContaining({ title: "后台新闻一号", published: false }) });
    expect(entries[1].before).toMatchObject({ published: false, sort: 0 });
    expect(entries[1].after).toMatchObject({ published: true, sort: 100 });
    expect(entries[2].before).toEqual({ published: true });

    // Console items may be deleted (and the deletion is audited).
    const removed = await t.call("DELETE", `${ADMIN_CONTENT_PATHS.item(item.id)}?kind=news`, undefined, auth(rita));
    expect(removed.status).toBe(200);
    expect((await t.call("GET", `${ADMIN_CONTENT_PATHS.item(item.id)}?kind=news`, undefined, auth(rita))).status).toBe(404);
    expect((await audit()).at(-1)).toMatchObject({ action: "content.delete", target: `news:${item.id}`, after: null });
  });

  it("lists by kind with search, status and paging", async () => {
    const res = await t.call("GET", `${ADMIN_CONTENT_PATHS.list}?kind=news&keyword=霞鹜&status=published&size=1`, undefined, auth(rita));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 1, current: 1, size: 1, pages: 1 });
    expect(res.body.data.records[0]).toMatchObject({ kind: "news", title: "霞鹜文楷发布新版本", origin: "file", published: true, url: expect.stringMatching(/^\/news\/\d+$/) });
    const zixun = await t.call("GET", `${ADMIN_CONTENT_PATHS.list}?kind=zixun`, undefined, auth(rita));
    expect(zixun.body.data.records.every((r: { kind: string }) => r.kind === "zixun")).toBe(true);
    expect((await t.call("GET", `${ADMIN_CONTENT_PATHS.list}?kind=news&status=draft`, undefined, auth(rita))).body.msg).toMatch(/状态只能是/);
  });
});

describe("content/ stays the seed; the console wins", () => {
  it("a later load does not overwrite or remove what the console edited, and still updates the rest", async () => {
    const editedId = await slugId("article", "news-a");
    const detail = (await t.call("GET", `${ADMIN_CONTENT_PATHS.item(editedId)}?kind=news`, undefined, auth(rita))).body.data;
    // The seeded Markdown opens with its picture at its stored URL.
    expect(detail.markdown).toMatch(/!\[样张\]\(\/files\/content\/[0-9a-f]{32}\.webp\)/);
    const edited = await t.call("PUT", ADMIN_CONTENT_PATHS.item(editedId), { ...detail, kind: "news", cover: detail.coverKey, url: "", title: "后台改过的标题" }, auth(rita));
    expect(edited.status, edited.body.msg).toBe(200);
    const links = (await t.call("GET", `${ADMIN_CONTENT_PATHS.list}?kind=friend-link&keyword=种子`, undefined, auth(rita))).body.data.records;
    expect((await t.call("PUT", ADMIN_CONTENT_PATHS.item(links[0].id), { kind: "friend-link", title: "种子友链", url: "example.com", sort: 5, published: false }, auth(rita))).status).toBe(200);
    const words = (await t.call("GET", `${ADMIN_CONTENT_PATHS.list}?kind=keyword&keyword=楷书`, undefined, auth(rita))).body.data.records;
    expect((await t.call("PUT", ADMIN_CONTENT_PATHS.item(words[0].id), { kind: "keyword", title: "楷书字体", sort: 1, published: true }, auth(rita))).status).toBe(200);

    // The files change: the edited article's title and the other article's, then its file goes.
    const file = (name: string) => path.join(seedDir, "articles", name);
    fs.writeFileSync(file("news-a.md"), fs.readFileSync(file("news-a.md"), "utf8").replace("title: 霞鹜文楷发布新版本", "title: 文件里的新标题"));
    fs.writeFileSync(file("news-b.md"), fs.readFileSync(file("news-b.md"), "utf8").replace(/^title: .*$/m, "title: 文件更新了这篇"));
    fs.writeFileSync(path.join(seedDir, "friend-links.json"), JSON.stringify([{ name: "种子友链", url: "example.org", sort: 9 }]));
    fs.writeFileSync(path.join(seedDir, "keywords.json"), JSON.stringify([{ word: "黑体", sort: 2 }, { word: "宋体", sort: 3 }]));
    const summary = await load();
    expect(summary.kept).toBeGreaterThanOrEqual(1);

    const row = async (id: number) => (await t.handle.db.select().from(contentItems).where(eq(contentItems.id, id)))[0];
    expect((await row(editedId)).title).toBe("后台改过的标题");
    expect((await row(await slugId("article", "news-b"))).title).toBe("文件更新了这篇");
    expect((await t.call("GET", "/web/api/friendshipLinks/getFriendshipLinks")).body.data.map((l: { name: string }) => l.name)).not.toContain("种子友链");
    expect((await t.call("GET", "/web/api/keyword/getKeyword")).body.data.map((k: { word: string }) => k.word).sort()).toEqual(["宋体", "楷书字体", "黑体"].sort());

    // Its file removed, the edited article stays; a seeded item cannot be deleted in the console.
    fs.rmSync(file("news-a.md"));
    await load();
    expect((await row(editedId)).title).toBe("后台改过的标题");
    const refused = await t.call("DELETE", `${ADMIN_CONTENT_PATHS.item(await slugId("article", "news-b"))}?kind=news`, undefined, auth(rita));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/请改为下架/);
  });
});

describe("还原为文件内容", () => {
  const restore = (id: number, kind: string, token?: string) => t.call("POST", `${ADMIN_CONTENT_PATHS.restore(id)}?kind=${kind}`, undefined, token ? auth(token) : undefined);
  const row = async (id: number) => (await t.handle.db.select().from(contentItems).where(eq(contentItems.id, id)))[0];

  it("hands an edited seeded article back to its file, in one audited write the site shows at once", async () => {
    const id = await slugId("article", "news-b");
    const fromFile = await row(id);
    expect(fromFile.editedAt).toBeNull();
    const detail = (await t.call("GET", `${ADMIN_CONTENT_PATHS.item(id)}?kind=news`, undefined, auth(rita))).body.data;
    const edited = await t.call("PUT", ADMIN_CONTENT_PATHS.item(id), { ...detail, kind: "news", cover: detail.coverKey, url: "", title: "后台改写的标题", markdown: "## 后台改写的正文", published: false }, auth(rita));
    expect(edited.status, edited.body.msg).toBe(200);
    const changed = await row(id);
    expect(changed.editedAt).not.toBeNull();

    // Strangers and members change nothing.
    const entries = (await audit()).length;
    const anonymous = await restore(id, "news");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe("S00106");
    const member = await restore(id, "news", mona);
    expect(member.status).toBe(403);
    expect(member.body.msg).toMatch(/^没有权限/);
    expect(await row(id)).toEqual(changed);
    expect((await audit()).length).toBe(entries);

    const version = await readDataVersion(t.handle.db);
    const restored = await restore(id, "news", rita);
    expect(restored.status, restored.body.msg).toBe(200);
    expect(restored.body.msg).toBe("已还原为文件内容");
    expect(restored.body.data).toMatchObject({ id, title: fromFile.title, published: true, edited: false, origin: "file" });
    const back = await row(id);
    expect(back).toMatchObject({ title: fromFile.title, markdown: fromFile.markdown, body: fromFile.body, summary: fromFile.summary, hash: fromFile.hash, published: true, editedAt: null });
    expect(BigInt(await readDataVersion(t.handle.db))).toBeGreaterThan(BigInt(version));
    expect((await audit()).at(-1)).toMatchObject({
      action: "content.restore",
      target: `news:${id}`,
      before: { title: "后台改写的标题", published: false, edited: true },
      after: { title: fromFile.title, published: true, edited: false },
    });
    const list = (await t.call("GET", "/web/api/web-wenzhang/selectPage?column=news&size=100")).body.data.records as { id: number; title: string }[];
    expect(list.find((r) => r.id === id)?.title).toBe(fromFile.title);

    // Its file leads again: a load leaves it as it is, and a change to the file reaches it.
    expect(await load()).toMatchObject({ written: 0 });
    expect(await row(id)).toMatchObject({ title: fromFile.title, hash: fromFile.hash });
    const file = path.join(seedDir, "articles", "news-b.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^title: .*$/m, "title: 还原后文件又改了"));
    await load();
    expect((await row(id)).title).toBe("还原后文件又改了");

    // Nothing left to restore.
    const again = await restore(id, "news", rita);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(CONTENT_EDIT_MESSAGES.restoreUnedited);
  });

  it("answers 409 in Chinese for an item written in the console, or one whose file is gone, changing nothing", async () => {
    const created = (await t.call("POST", ADMIN_CONTENT_PATHS.list, news({ title: "后台新建、无文件" }), auth(rita))).body.data;
    const refused = await restore(created.id, "news", rita);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(CONTENT_EDIT_MESSAGES.restoreConsole);

    // news-a was edited in the console, then its file was removed (above).
    const gone = await slugId("article", "news-a");
    const before = await row(gone);
    expect(before.editedAt).not.toBeNull();
    const entries = (await audit()).length;
    const answer = await restore(gone, "news", rita);
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe(CONTENT_EDIT_MESSAGES.restoreGone);
    expect(await row(gone)).toEqual(before);
    expect((await audit()).length).toBe(entries);
    expect((await restore(gone, "case", rita)).status).toBe(400);
  });

  it("restores hot keywords and friend links from their files too", async () => {
    // 黑体 is in keywords.json (sort 2); the console moves it.
    const [word] = (await t.call("GET", `${ADMIN_CONTENT_PATHS.list}?kind=keyword&keyword=黑体`, undefined, auth(rita))).body.data.records;
    expect((await t.call("PUT", ADMIN_CONTENT_PATHS.item(word.id), { kind: "keyword", title: "黑体", sort: 99, published: false }, auth(rita))).status).toBe(200);
    const back = await restore(word.id, "keyword", rita);
    expect(back.status, back.body.msg).toBe(200);
    expect(back.body.data).toMatchObject({ title: "黑体", sort: 2, published: true, edited: false });
    expect((await audit()).at(-1)).toMatchObject({ action: "content.restore", target: `keyword:${word.id}`, before: { sort: 99, published: false } });
    // 楷书 was renamed 楷书字体 in the console: no file has that word.
    const [renamed] = (await t.call("GET", `${ADMIN_CONTENT_PATHS.list}?kind=keyword&keyword=楷书字体`, undefined, auth(rita))).body.data.records;
    expect((await restore(renamed.id, "keyword", rita)).body.msg).toBe(CONTENT_EDIT_MESSAGES.restoreGone);

    // 种子友链 was unpublished in the console; friend-links.json has it at example.org, sort 9.
    const [link] = (await t.call("GET", `${ADMIN_CONTENT_PATHS.list}?kind=friend-link&keyword=种子`, undefined, auth(rita))).body.data.records;
    expect(link).toMatchObject({ edited: true, published: false });
    const linkBack = await restore(link.id, "friend-link", rita);
    expect(linkBack.status, linkBack.body.msg).toBe(200);
    expect(linkBack.body.data).toMatchObject({ link: "example.org", sort: 9, published: true, edited: false });
    expect((await t.call("GET", "/web/api/friendshipLinks/getFriendshipLinks")).body.data.map((l: { name: string }) => l.name)).toContain("种子友链");
  });
});
