/**
 * The console's calls (server/api/admin.ts, docs/decisions/021-console-review.md): roles checked
 * on the server for every call, ADMIN_ACCOUNTS making the first admin, and the whole review of a
 * signed-in member's submission of a font no catalogue has — what the engine reads, the private
 * live specimen, accept through the import with edited fields and the 贡献者 credit, reject with
 * a reason, notifications, one decision only, the audit log, and /user/contribute's call.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { FIXTURE_FILES } from "#tests/fixtures/fonts/fixtures";
import { CONSOLE_CALLS } from "#tests/support/console-calls";
import { ADMIN_MESSAGES, ADMIN_PATHS } from "#contract/admin";
import { NOTIFY_PATHS } from "#contract/notifications";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

let t: TestApp;
let boss: string;
let rita: string;
let mona: string;
let ritaId: number;
let monaId: number;
const auth = (token: string) => ({ "X-Access-Token": token });
const kai = () => Buffer.from(fs.readFileSync(FIXTURE_FILES.contributedKai));

beforeAll(async () => {
  t = await createTestApp({ ADMIN_ACCOUNTS: "Boss@Example.com, 13800000000" });
  boss = await t.signUp("boss@example.com");
  rita = await t.signUp("rita@example.com");
  mona = await t.signUp("mona@example.com");
  const users = (await t.call("GET", `${ADMIN_PATHS.users}?size=100`, undefined, auth(boss))).body.data.records as { id: number; account: string }[];
  ritaId = users.find((u) => u.account === "rita@example.com")!.id;
  monaId = users.find((u) => u.account === "mona@example.com")!.id;
});
afterAll(() => t.close());

/** Uploads the contributed font under a fresh grant and saves it, signed in when `token` is given. */
async function submit(fontName: string, token?: string): Promise<number> {
  const grant = (await t.call("GET", "/web/api/submission/getSTSToken")).body.data as { uploadUrl: string; prefix: string; grant: string };
  const key = `${grant.prefix}0.ttf`;
  const put = await t.app.request(`${grant.uploadUrl}&key=${encodeURIComponent(key)}`, { method: "PUT", body: kai() });
  expect(put.status).toBe(200);
  const saved = await t.call(
    "POST",
    "/web/api/submission/saveSubmission",
    { contact: "mona@example.com", fontName, license: "SIL 开源字体许可 1.1", note: "自己改的楷体", grant: grant.grant, keys: [key], names: ["共创测试楷.ttf"] },
    token ? auth(token) : undefined,
  );
  expect(saved.status, saved.body.msg).toBe(200);
  return saved.body.data.id as number;
}


describe("roles", () => {
  it("ADMIN_ACCOUNTS makes the configured account an admin at registration, no one else", async () => {
    const me = await t.call("GET", ADMIN_PATHS.me, undefined, auth(boss));
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ role: "admin" });
    expect((await t.call("GET", ADMIN_PATHS.me, undefined, auth(rita))).status).toBe(403);
  });

  it("refuses a visitor (401 S00106) and a member (403, Chinese) on every console call, changing nothing", async () => {
    const id = await submit("拒绝测试楷", mona);
    const calls = CONSOLE_CALLS.map(([m, p, b]) => [m, p.replace("/1", `/${id}`).replace(`/users/${id}`, `/users/${monaId}`), b] as const);
    for (const [method, path, body] of calls) {
      const anonymous = await t.call(method, path, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body.code).toBe("S00106");
      const member = await t.call(method, path, body, auth(rita));
      expect(member.status, `${method} ${path}`).toBe(403);
      expect(member.body.msg).toMatch(/^没有权限/);
    }
    const detail = await t.call("GET", ADMIN_PATHS.submission(id), undefined, auth(boss));
    expect(detail.body.data.status).toBe("pending");
    const users = (await t.call("GET", `${ADMIN_PATHS.users}?keyword=mona`, undefined, auth(boss))).body.data.records;
    expect(users[0]).toMatchObject({ id: monaId, role: "member" });
    // Clean up: the queue of the next tests starts from this one rejected.
    expect((await t.call("POST", ADMIN_PATHS.reject(id), { reason: "测试" }, auth(boss))).status).toBe(200);
  });

  it("an admin grants and revokes reviewer; a reviewer reviews but cannot grant; no one changes their own role", async () => {
    const grant = await t.call("PUT", ADMIN_PATHS.userRole(ritaId), { role: "reviewer" }, auth(boss));
    expect(grant.status, grant.body.msg).toBe(200);
    expect(grant.body.data).toMatchObject({ id: ritaId, role: "reviewer" });
    expect((await t.call("GET", ADMIN_PATHS.dashboard, undefined, auth(rita))).status).toBe(200);
    const escalate = await t.call("PUT", ADMIN_PATHS.userRole(ritaId), { role: "admin" }, auth(rita));
    expect(escalate).toMatchObject({ status: 403, body: { msg: ADMIN_MESSAGES.adminOnly } });
    const bossId = (await t.call("GET", ADMIN_PATHS.me, undefined, auth(boss))).body.data.id;
    expect((await t.call("PUT", ADMIN_PATHS.userRole(bossId), { role: "member" }, auth(boss))).body.msg).toBe(ADMIN_MESSAGES.ownRole);
    expect((await t.call("PUT", ADMIN_PATHS.userRole(ritaId), { role: "root" }, auth(boss))).status).toBe(400);
    expect((await t.call("PUT", ADMIN_PATHS.userRole(999_999), { role: "member" }, auth(boss))).status).toBe(404);
    const audit = (await t.call("GET", ADMIN_PATHS.audit, undefined, auth(rita))).body.data.records;
    expect(audit[0]).toMatchObject({ action: "user.role", actionLabel: "修改角色", target: `user:${ritaId}`, before: { role: "member" }, after: { role: "reviewer" } });
  });
});

describe("reviewing a submission", () => {
  it("shows the reviewer what the engine reads, and a live specimen that stays private", async () => {
    const id = await submit("共创测试楷", mona);
    const queue = (await t.call("GET", `${ADMIN_PATHS.submissions}?status=pending`, undefined, auth(rita))).body.data;
    expect(queue.records[0]).toMatchObject({ id, fontName: "共创测试楷", status: "pending", contributor: { id: monaId }, fileCount: 1 });

    const detail = (await t.call("GET", ADMIN_PATHS.submission(id), undefined, auth(rita))).body.data;
    expect(detail).toMatchObject({ note: "自己改的楷体", license: "SIL 开源字体许可 1.1", draft: { name: "共创测试楷", nameEn: "GongchuangTestKai", designer: "共创字库测试组", license: "1" } });
    const [file] = detail.files;
    expect(file).toMatchObject({ name: "共创测试楷.ttf", format: "ttf", problem: null, previewable: true });
    expect(file.faces[0]).toMatchObject({
      familyNameZh: "共创测试楷",
      familyNameEn: "GongchuangTestKai",
      version: "1.000",
      designer: "共创字库测试组",
      licenseUrl: "https://openfontlicense.org",
      weight: 400,
      coverage: { gb2312: { of: 6763 }, tygf1: { of: 3500 }, tygf2: { of: 3000 }, tygf3: { of: 1605 }, big5: { of: 13053 } },
    });
    expect(file.faces[0].licenseText).toContain("SIL Open Font License");
    expect(file.faces[0].glyphCount).toBeGreaterThan(150);
    expect(file.faces[0].coverage.tygf1.have).toBeGreaterThan(100);

    const specimen = await t.app.request(ADMIN_PATHS.specimen(id), { method: "POST", headers: { "Content-Type": "application/json", ...auth(rita) }, body: JSON.stringify({ file: 0, text: "永和九年" }) });
    expect(specimen.status).toBe(200);
    expect(specimen.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = Buffer.from(await specimen.arrayBuffer());
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
    // Nothing of the font is public before acceptance: not the upload, not a subset of it.
    const objects = await fs.promises.readdir(`${t.dataDir}/objects`, { recursive: true });
    const publicFiles = objects.filter((k) => /^(subsets|specimens|fonts)\//.test(String(k)) && !String(k).endsWith("/"));
    expect(publicFiles).toEqual([]);
    expect((await t.call("POST", ADMIN_PATHS.specimen(id), { file: 5, text: "永" }, auth(rita))).body.msg).toBe(ADMIN_MESSAGES.fileNotFound);
  });

  it("accepts through the import with the edited fields, credits the contributor, notifies, and decides once", async () => {
    const id = (await t.call("GET", `${ADMIN_PATHS.submissions}?status=pending`, undefined, auth(rita))).body.data.records[0].id as number;
    const edits = { name: "共创楷书", category: "3", description: "一款由会员投稿的楷体。", designer: "共创字库测试组" };
    const accepted = await t.call("POST", ADMIN_PATHS.accept(id), edits, auth(rita));
    expect(accepted.status, accepted.body.msg).toBe(200);
    const { fontId } = accepted.body.data as { fontId: number };

    const font = (await t.call("GET", `/web/api/font/getFontDetail?id=${fontId}`)).body.data;
    expect(font).toMatchObject({ name: "共创楷书", nameEn: "GongchuangTestKai", category: "3", description: edits.description, designer: "共创字库测试组", contributor: "mona" });
    expect(font.fonts).toHaveLength(1);
    const list = (await t.call("GET", "/web/api/font/getFontList?keyword=共创楷书")).body.data.records;
    expect(list.map((f: { id: number }) => f.id)).toContain(fontId);

    const mine = (await t.call("GET", ADMIN_PATHS.mine, undefined, auth(mona))).body.data;
    expect(mine.records[0]).toMatchObject({ id, fontName: "共创测试楷", status: "accepted", reviewReason: "", fontId, files: [{ name: "共创测试楷.ttf", format: "ttf" }] });
    const note = (await t.call("GET", `${NOTIFY_PATHS.list}?type=review`, undefined, auth(mona))).body.data.records[0];
    expect(note).toMatchObject({ title: "你的投稿「共创测试楷」已通过审核", link: `/font/${fontId}` });

    const again = await t.call("POST", ADMIN_PATHS.reject(id), { reason: "改主意了" }, auth(boss));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`投稿 #${id} 已审核过（已通过），不能重复审核`);
    expect((await t.call("POST", ADMIN_PATHS.accept(id), {}, auth(boss))).status).toBe(409);

    const audit = (await t.call("GET", ADMIN_PATHS.audit, undefined, auth(boss))).body.data.records;
    expect(audit[0]).toMatchObject({ action: "submission.accept", actorName: "rita", target: `submission:${id}`, after: { fontId, edits } });
    const dashboard = (await t.call("GET", ADMIN_PATHS.dashboard, undefined, auth(rita))).body.data;
    expect(dashboard).toMatchObject({ pendingSubmissions: 0, signupsToday: 3 });
  });

  it("rejects with a reason the contributor reads, once", async () => {
    const id = await submit("又一款楷体", mona);
    expect((await t.call("POST", ADMIN_PATHS.reject(id), { reason: "  " }, auth(rita))).body.msg).toBe("请填写不通过的原因");
    const rejected = await t.call("POST", ADMIN_PATHS.reject(id), { reason: "与已收录的字体相同" }, auth(rita));
    expect(rejected.status).toBe(200);
    const mine = (await t.call("GET", ADMIN_PATHS.mine, undefined, auth(mona))).body.data.records;
    expect(mine[0]).toMatchObject({ id, status: "rejected", reviewReason: "与已收录的字体相同", fontId: null });
    const note = (await t.call("GET", `${NOTIFY_PATHS.list}?type=review`, undefined, auth(mona))).body.data.records[0];
    expect(note).toMatchObject({ title: "你的投稿「又一款楷体」未通过审核", content: "原因：与已收录的字体相同。你可以修改后重新投稿。", link: "/user/contribute" });
    expect((await t.call("POST", ADMIN_PATHS.accept(id), {}, auth(rita))).status).toBe(409);
    // Another member sees none of it.
    expect((await t.call("GET", ADMIN_PATHS.mine, undefined, auth(rita))).body.data.total).toBe(0);
    expect((await t.call("GET", ADMIN_PATHS.mine)).status).toBe(401);
  });

  it("the audit log cannot be edited, even by SQL through the site's connection", async () => {
    const refused = (statement: string) => t.handle.db.execute(statement).then(() => "done", (error: { cause?: { message?: string } }) => String(error.cause?.message));
    expect(await refused("delete from audit_log")).toMatch(/append-only/);
    expect(await refused("update audit_log set actor_name = 'x'")).toMatch(/append-only/);
    expect((await t.call("GET", ADMIN_PATHS.audit, undefined, auth(boss))).body.data.total).toBeGreaterThanOrEqual(4);
  });
});
