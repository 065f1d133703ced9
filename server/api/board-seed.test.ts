/**
 * The board's seed (content/board.json, server/content/board-seed.ts,
 * docs/decisions/030-board-seed-and-restore.md): a load makes the seeded messages replied and
 * public on /contact, names only; loading again changes nothing; a changed file rewrites only the
 * seeded messages nobody moderated; visitors' own messages are never touched; the console
 * moderates seeded messages like any other, and what it did stays.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { loadContent } from "#server/content/load";
import { fsStore } from "#server/storage/fs-store";
import { boardMessages } from "#server/db/schema-content";
import { rateCounters } from "#server/db/schema-accounts";
import { ADMIN_PATHS } from "#contract/admin";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let t: TestApp;
let boss: string;
let dir: string;
const auth = (token: string) => ({ "X-Access-Token": token });

interface Seed {
  slug: string;
  name: string;
  content: string;
  reply: string;
  createdAt: string;
  repliedAt?: string;
}

const SEEDS: Seed[] = [
  { slug: "shangyong", name: "设计师小周", content: "霞鹜文楷可以商用吗？", reply: "可以，它以 SIL 开源字体许可 1.1 发布。", createdAt: "2026-05-12T10:24:00+08:00", repliedAt: "2026-05-12T16:05:00+08:00" },
  { slug: "wangye", name: "前端阿杰", content: "网页里怎么引用？", reply: "复制详情页「在网页中使用」里的 <link>。", createdAt: "2026-06-03T21:47:00+08:00" },
  { slug: "tougao", name: "手写体爱好者林", content: "怎么投稿？", reply: "在 /contribute 上传字体文件。", createdAt: "2026-07-08T09:15:00+08:00", repliedAt: "2026-07-09T14:32:00+08:00" },
];

function writeBoard(seeds: unknown) {
  fs.writeFileSync(path.join(dir, "board.json"), JSON.stringify(seeds, null, 2));
}
const load = () => loadContent({ db: t.handle.db, store: fsStore(path.join(t.dataDir, "objects")), root: dir, force: true });
const board = () => t.services.content.board.published({ current: 1, size: 100 });
const rows = () => t.handle.db.select().from(boardMessages).orderBy(boardMessages.id);
const seeded = async (slug: string) => (await rows()).find((r) => r.contact === `content/board.json#${slug}`)!;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_ACCOUNTS: "boss@example.com" });
  boss = await t.signUp("boss@example.com");
  // A content folder holding only the board: the other kinds are absent, so the load adds none.
  dir = fs.mkdtempSync(path.join(t.dataDir, "content-"));
  writeBoard(SEEDS);
});
afterAll(() => t?.close());

/** A visitor's message posted through /contact's call, answered in the console. */
async function visitorMessage(): Promise<number> {
  await t.handle.db.delete(rateCounters);
  const res = await t.call("POST", "/web/api/messageBoard/save", { name: "真实访客", contact: "13800138000", content: "真实的留言" });
  expect(res.status, res.body.msg).toBe(200);
  const id = res.body.data.id as number;
  expect((await t.call("POST", ADMIN_PATHS.messageAction(id, "reply"), { reply: "真实的回复" }, auth(boss))).status).toBe(200);
  return id;
}

describe("the board's seed", () => {
  it("makes a new site's board show the seeded messages, replied, newest first, names only", async () => {
    expect((await board()).total).toBe(0);
    const summary = await load();
    expect(summary.board).toEqual({ written: 3, unchanged: 0, removed: 0, kept: 0 });
    const page = await board();
    expect(page.records.map((r) => [r.name, r.content, r.reply])).toEqual([
      ["手写体爱好者林", "怎么投稿？", "在 /contribute 上传字体文件。"],
      ["前端阿杰", "网页里怎么引用？", "复制详情页「在网页中使用」里的 <link>。"],
      ["设计师小周", "霞鹜文楷可以商用吗？", "可以，它以 SIL 开源字体许可 1.1 发布。"],
    ]);
    expect(page.records[0]).toMatchObject({ createdTime: "2026-07-08T01:15:00.000Z", repliedTime: "2026-07-09T06:32:00.000Z" });
    // No reply time in the file: the message's own.
    expect(page.records[1].repliedTime).toBe(page.records[1].createdTime);
    expect(JSON.stringify(page)).not.toContain("content/board.json");
    for (const row of await rows()) expect(row).toMatchObject({ kind: "message", status: "replied", userId: null, repliedBy: null, ip: "" });
    // The console lists them like any message.
    const queue = await t.call("GET", `${ADMIN_PATHS.messages}?status=replied`, undefined, auth(boss));
    expect(queue.body.data.total).toBe(3);
  });

  it("loads idempotently and never touches a visitor's message", async () => {
    const visitor = await visitorMessage();
    const before = await rows();
    expect((await load()).board).toEqual({ written: 0, unchanged: 3, removed: 0, kept: 0 });
    expect(await rows()).toEqual(before);

    // The file changes: one answer rewritten, one entry gone, one new.
    const shangyong = await seeded("shangyong");
    const visitorBefore = before.find((r) => r.id === visitor)!;
    writeBoard([
      { ...SEEDS[0], reply: "可以。霞鹜文楷以 SIL 开源字体许可 1.1 发布。" },
      SEEDS[1],
      { slug: "geshi", name: "老王", content: "下载的是什么格式？", reply: "收录时的原始文件。", createdAt: "2026-10-10T20:18:00+08:00" },
    ]);
    expect((await load()).board).toEqual({ written: 2, unchanged: 1, removed: 1, kept: 0 });
    expect(await seeded("shangyong")).toMatchObject({ id: shangyong.id, reply: "可以。霞鹜文楷以 SIL 开源字体许可 1.1 发布。" });
    expect(await seeded("tougao")).toBeUndefined();
    expect(await seeded("geshi")).toMatchObject({ status: "replied", name: "老王" });
    expect((await rows()).find((r) => r.id === visitor)).toEqual(visitorBefore);
    expect((await board()).records.map((r) => r.name)).toEqual(["真实访客", "老王", "前端阿杰", "设计师小周"]);

    // Without board.json the seeded messages stay as they are.
    fs.rmSync(path.join(dir, "board.json"));
    const kept = await rows();
    expect((await load()).board).toBeUndefined();
    expect(await rows()).toEqual(kept);
  });

  it("leaves a seeded message the console moderated as the console left it", async () => {
    writeBoard(SEEDS);
    await load();
    const hidden = await seeded("shangyong");
    const answered = await seeded("wangye");
    expect((await t.call("POST", ADMIN_PATHS.messageAction(hidden.id, "hide"), undefined, auth(boss))).status).toBe(200);
    expect((await t.call("POST", ADMIN_PATHS.messageAction(answered.id, "reply"), { reply: "审核员重写的回复" }, auth(boss))).status).toBe(200);

    writeBoard(SEEDS.map((s) => ({ ...s, reply: `${s.reply}（文件改过）` })).filter((s) => s.slug !== "shangyong"));
    expect((await load()).board).toEqual({ written: 1, unchanged: 0, removed: 0, kept: 2 });
    expect(await seeded("shangyong")).toMatchObject({ id: hidden.id, status: "hidden", reply: SEEDS[0].reply });
    expect(await seeded("wangye")).toMatchObject({ id: answered.id, status: "replied", reply: "审核员重写的回复" });
    expect((await seeded("tougao")).reply).toBe(`${SEEDS[2].reply}（文件改过）`);
    const names = (await board()).records.map((r) => r.name);
    expect(names).not.toContain("设计师小周");
    expect(names).toContain("前端阿杰");
  });

  it("names the wrong entry and field, and loads nothing", async () => {
    const before = await rows();
    writeBoard([SEEDS[0], { ...SEEDS[1], name: "" }]);
    await expect(load()).rejects.toThrow(/board\.json 第 2 项.*name/);
    writeBoard([SEEDS[0], { ...SEEDS[1], slug: SEEDS[0].slug }]);
    await expect(load()).rejects.toThrow(/board\.json 第 2 项.*重复/);
    writeBoard([{ ...SEEDS[0], createdAt: undefined }]);
    await expect(load()).rejects.toThrow(/board\.json 第 1 项.*createdAt/);
    expect(await rows()).toEqual(before);
    expect((await t.handle.db.select().from(boardMessages).where(eq(boardMessages.contact, "13800138000"))).length).toBe(1);
  });
});
