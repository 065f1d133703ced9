/**
 * 留言管理 (server/api/admin.ts, server/admin/messages.ts, docs/decisions/027-board-moderation.md):
 * only staff may see or act on the board; a reply shows under its message on /contact (what the
 * contact page's loader reads), hide and spam take it off, restore puts it back; each action is
 * audited with before and after and moves the data version, so cached pages follow at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { boardMessages } from "#server/db/schema-content";
import { auditLog } from "#server/db/schema-admin";
import { rateCounters } from "#server/db/schema-accounts";
import { readDataVersion } from "#server/db/data-version";
import { ADMIN_PATHS } from "#contract/admin";
import { BOARD_MESSAGES } from "#contract/board";
import { NOTIFY_PATHS } from "#contract/notifications";

let t: TestApp;
let boss: string;
let rita: string;
let mona: string;
const auth = (token: string) => ({ "X-Access-Token": token });

beforeAll(async () => {
  t = await createTestApp({ ADMIN_ACCOUNTS: "boss@example.com" });
  boss = await t.signUp("boss@example.com");
  rita = await t.signUp("rita@example.com");
  mona = await t.signUp("mona@example.com");
  const ritaId = (await t.call("GET", `${ADMIN_PATHS.users}?keyword=rita`, undefined, auth(boss))).body.data.records[0].id;
  expect((await t.call("PUT", ADMIN_PATHS.userRole(ritaId), { role: "reviewer" }, auth(boss))).status).toBe(200);
});
afterAll(() => t.close());

/** A message posted through the board's own call, as a visitor on /contact does (its post limit reset). */
async function post(content: string, token?: string, kind: "message" | "custom" = "message"): Promise<number> {
  await t.handle.db.delete(rateCounters);
  const res = await t.call("POST", "/web/api/messageBoard/save", { name: "小明", contact: "13800138000", content, kind }, token ? auth(token) : undefined);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.id as number;
}

const rowOf = async (id: number) => (await t.handle.db.select().from(boardMessages).where(eq(boardMessages.id, id)))[0];
const published = () => t.services.content.board.published({ current: 1, size: 100 });
const auditOf = async (id: number) => t.handle.db.select().from(auditLog).where(eq(auditLog.target, `message:${id}`));

describe("who may moderate", () => {
  it("refuses a visitor (401 S00106) and a member (403, Chinese) on every call, changing nothing", async () => {
    const id = await post("会员不能动这条", mona);
    const calls: [string, string, unknown?][] = [
      ["GET", ADMIN_PATHS.messages],
      ["POST", ADMIN_PATHS.messageAction(id, "reply"), { reply: "冒充回复" }],
      ["POST", ADMIN_PATHS.messageAction(id, "hide")],
      ["POST", ADMIN_PATHS.messageAction(id, "spam")],
      ["POST", ADMIN_PATHS.messageAction(id, "restore")],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await t.call(method, path, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body.code).toBe("S00106");
      const member = await t.call(method, path, body, auth(mona));
      expect(member.status, `${method} ${path}`).toBe(403);
      expect(member.body.msg).toMatch(/^没有权限/);
    }
    expect(await rowOf(id)).toMatchObject({ status: "pending", reply: "" });
    expect(await auditOf(id)).toEqual([]);
  });
});

describe("the queue", () => {
  it("lists newest first with the contact and the member, filters by status, and refuses a bad filter in Chinese", async () => {
    const older = await post("第一条留言");
    const newer = await post("第二条留言", mona);
    const page = (await t.call("GET", `${ADMIN_PATHS.messages}?status=pending&size=100`, undefined, auth(rita))).body.data;
    const ids = page.records.map((r: { id: number }) => r.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(page.records.find((r: { id: number }) => r.id === newer)).toMatchObject({ content: "第二条留言", contact: "13800138000", status: "pending", member: { nickname: expect.any(String) }, reply: "" });
    expect(page.counts.pending).toBeGreaterThanOrEqual(2);
    const bad = await t.call("GET", `${ADMIN_PATHS.messages}?status=deleted`, undefined, auth(rita));
    expect(bad).toMatchObject({ status: 400, body: { msg: "状态只能是 pending、replied、hidden 或 spam" } });
    const paged = await t.call("GET", `${ADMIN_PATHS.messages}?current=0`, undefined, auth(rita));
    expect(paged).toMatchObject({ status: 400, body: { msg: "页码必须是正整数" } });
  });

  it("the dashboard's new messages are the pending ones", async () => {
    const before = (await t.call("GET", ADMIN_PATHS.dashboard, undefined, auth(rita))).body.data.newMessages as number;
    const id = await post("待处理计数");
    expect((await t.call("GET", ADMIN_PATHS.dashboard, undefined, auth(rita))).body.data.newMessages).toBe(before + 1);
    await t.call("POST", ADMIN_PATHS.messageAction(id, "hide"), undefined, auth(rita));
    expect((await t.call("GET", ADMIN_PATHS.dashboard, undefined, auth(rita))).body.data.newMessages).toBe(before);
  });
});

describe("reply, hide, spam, restore", () => {
  it("a reply shows under its message on /contact, as plain text, without the contact details; the version moves", async () => {
    const id = await post("请问黑体可以商用吗？", mona);
    expect((await published()).records.some((m) => m.id === id)).toBe(false);
    const v0 = await readDataVersion(t.handle.db);

    const res = await t.call("POST", ADMIN_PATHS.messageAction(id, "reply"), { reply: "  可以，请看授权说明。\r\n<b>谢谢</b>  " }, auth(rita));
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.msg).toBe(BOARD_MESSAGES.replied);
    expect(res.body.data).toMatchObject({ id, status: "replied", reply: "可以，请看授权说明。\n<b>谢谢</b>", replier: expect.any(String) });
    expect(await readDataVersion(t.handle.db)).not.toBe(v0);

    const shown = (await published()).records.find((m) => m.id === id)!;
    expect(shown).toMatchObject({ name: "小明", content: "请问黑体可以商用吗？", reply: "可以，请看授权说明。\n<b>谢谢</b>" });
    expect(Object.keys(shown).sort()).toEqual(["content", "createdTime", "id", "name", "repliedTime", "reply"]);
    expect(JSON.stringify(shown)).not.toContain("13800138000");

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "message.reply", before: { status: "pending", reply: "" }, after: { status: "replied", reply: "可以，请看授权说明。\n<b>谢谢</b>" } });
    expect(JSON.stringify(entry)).not.toContain("13800138000");
  });

  it("refuses an empty, too long or binary reply and an unknown message in Chinese, changing nothing", async () => {
    const id = await post("回复校验");
    const cases: [unknown, number, string][] = [
      [{ reply: "   " }, 400, "请填写回复内容"],
      [{}, 400, "请填写回复内容"],
      [{ reply: "字".repeat(1001) }, 400, "回复内容最多 1000 个字"],
      [{ reply: 42 }, 400, "回复内容必须是文本"],
      [{ reply: "a\u0000b" }, 400, ""],
    ];
    for (const [body, status, msg] of cases) {
      const res = await t.call("POST", ADMIN_PATHS.messageAction(id, "reply"), body, auth(rita));
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect((await t.call("POST", ADMIN_PATHS.messageAction(id, "reply"), "{not json", auth(rita))).status).toBe(400);
    expect(await t.call("POST", ADMIN_PATHS.messageAction(999_999, "reply"), { reply: "好" }, auth(rita))).toMatchObject({ status: 404, body: { msg: BOARD_MESSAGES.notFound } });
    expect((await t.call("POST", ADMIN_PATHS.messageAction("abc", "hide"), undefined, auth(rita))).body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await rowOf(id)).toMatchObject({ status: "pending", reply: "" });
    expect(await auditOf(id)).toEqual([]);
  });

  it("hide takes a replied message off /contact; restore puts it back with its reply; spam is counted apart", async () => {
    const id = await post("先回复再隐藏");
    await t.call("POST", ADMIN_PATHS.messageAction(id, "reply"), { reply: "收到" }, auth(rita));
    expect((await published()).records.some((m) => m.id === id)).toBe(true);

    let v = await readDataVersion(t.handle.db);
    const hidden = await t.call("POST", ADMIN_PATHS.messageAction(id, "hide"), undefined, auth(rita));
    expect(hidden).toMatchObject({ status: 200, body: { msg: BOARD_MESSAGES.hidden, data: { status: "hidden", reply: "收到" } } });
    expect((await published()).records.some((m) => m.id === id)).toBe(false);
    expect(await readDataVersion(t.handle.db)).not.toBe(v);
    // Hiding again changes nothing and records nothing.
    v = await readDataVersion(t.handle.db);
    await t.call("POST", ADMIN_PATHS.messageAction(id, "hide"), undefined, auth(rita));
    expect(await readDataVersion(t.handle.db)).toBe(v);

    const restored = await t.call("POST", ADMIN_PATHS.messageAction(id, "restore"), undefined, auth(rita));
    expect(restored.body.data).toMatchObject({ status: "replied", reply: "收到" });
    expect((await published()).records.some((m) => m.id === id)).toBe(true);

    const before = (await t.call("GET", ADMIN_PATHS.messages, undefined, auth(rita))).body.data;
    const spam = await t.call("POST", ADMIN_PATHS.messageAction(id, "spam"), undefined, auth(boss));
    expect(spam).toMatchObject({ status: 200, body: { msg: BOARD_MESSAGES.spam, data: { status: "spam" } } });
    expect((await published()).records.some((m) => m.id === id)).toBe(false);
    const after = (await t.call("GET", ADMIN_PATHS.messages, undefined, auth(rita))).body.data;
    // 全部 leaves spam out; the spam filter lists it.
    expect(after.total).toBe(before.total - 1);
    expect(after.counts.spam).toBe(before.counts.spam + 1);
    expect(after.records.some((m: { id: number }) => m.id === id)).toBe(false);
    const spamPage = (await t.call("GET", `${ADMIN_PATHS.messages}?status=spam`, undefined, auth(rita))).body.data;
    expect(spamPage.records.map((m: { id: number }) => m.id)).toContain(id);

    const trail = (await auditOf(id)).map((e) => [e.action, e.before?.status, e.after?.status]);
    expect(trail).toEqual([
      ["message.reply", "pending", "replied"],
      ["message.hide", "replied", "hidden"],
      ["message.restore", "hidden", "replied"],
      ["message.spam", "replied", "spam"],
    ]);
    const log = (await t.call("GET", ADMIN_PATHS.audit, undefined, auth(rita))).body.data.records;
    expect(log[0]).toMatchObject({ action: "message.spam", actionLabel: "标记垃圾留言", target: `message:${id}` });
  });

  it("a custom-font request can be answered in the console but never shows on /contact", async () => {
    const id = await post("想定制一套标题字", undefined, "custom");
    const res = await t.call("POST", ADMIN_PATHS.messageAction(id, "reply"), { reply: "已电话联系" }, auth(rita));
    expect(res).toMatchObject({ status: 200, body: { msg: BOARD_MESSAGES.repliedPrivate, data: { kind: "custom", status: "replied" } } });
    expect((await published()).records.some((m) => m.id === id)).toBe(false);
  });
});

describe("the header's 管理后台 link", () => {
  it("the session (what fills a cached page's account corner) and user-info tell staff from members", async () => {
    expect((await t.services.account.session(rita))?.userInfo.role).toBe("reviewer");
    expect((await t.services.account.session(boss))?.userInfo.role).toBe("admin");
    expect((await t.services.account.session(mona))?.userInfo.role).toBe("member");
    expect((await t.call("GET", "/web/api/account/user-info", undefined, auth(mona))).body.data.role).toBe("member");
    expect((await t.call("GET", "/web/api/account/user-info", undefined, auth(rita))).body.data.role).toBe("reviewer");
  });
});

describe("the member is told", () => {
  it("a member's message answered: one notification quoting the reply, linking to the board; none for an anonymous one", async () => {
    const mine = async () => (await t.call("GET", `${NOTIFY_PATHS.list}?size=100`, undefined, auth(mona))).body.data.records as { title: string; content: string; link: string; type: string }[];
    const before = (await mine()).length;
    const id = await post("会员的提问", mona);
    await t.call("POST", ADMIN_PATHS.messageAction(id, "reply"), { reply: "这是回复" }, auth(rita));
    const [latest] = await mine();
    expect(latest).toMatchObject({ type: "system", title: "你的留言有了回复", content: "这是回复", link: "/contact" });
    // The same text again (e.g. after a restore) tells no one twice.
    await t.call("POST", ADMIN_PATHS.messageAction(id, "hide"), undefined, auth(rita));
    await t.call("POST", ADMIN_PATHS.messageAction(id, "reply"), { reply: "这是回复" }, auth(rita));
    expect((await mine()).length).toBe(before + 1);
    const anonymous = await post("匿名提问");
    await t.call("POST", ADMIN_PATHS.messageAction(anonymous, "reply"), { reply: "匿名的回复" }, auth(rita));
    expect((await mine()).length).toBe(before + 1);
  });
});
