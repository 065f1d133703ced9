/**
 * A submission sent from /contribute is reviewed by the operator's CLI (services.submissions.review,
 * what `npm run notify -- review <投稿编号> accept|reject [原因]` calls, the same service as the
 * console): its status changes once, an accepted font joins the catalogue, and the user who sent
 * it signed in receives a review notification; an anonymous one only changes.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { readSystemFont } from "#tests/fixtures/fonts/fixtures";
import { users } from "#server/db/schema-accounts";
import { submissions } from "#server/db/schema-content";
import { ApiError } from "#server/errors";
import { SUBMISSION_REVIEW_MESSAGES, submissionReviewInput } from "#contract/content";
import { NOTIFY_PATHS } from "#contract/notifications";
import { firstIssue } from "#contract/validators";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
let erin: string;
const auth = (token: string) => ({ "X-Access-Token": token });

beforeAll(async () => {
  t = await createTestApp();
  erin = await t.signUp("erin@example.com");
});
afterAll(() => t.close());

/** Uploads 得意黑 under a fresh grant and saves it, signed in when `token` is given. */
async function submit(fontName: string, token?: string): Promise<number> {
  const grant = (await t.call("GET", "/web/api/submission/getSTSToken")).body.data as { uploadUrl: string; prefix: string; grant: string };
  const put = await t.app.request(`${grant.uploadUrl}&key=${encodeURIComponent(`${grant.prefix}0.ttf`)}`, { method: "PUT", body: Buffer.from(readSystemFont("smiley")) });
  expect(put.status).toBe(200);
  const saved = await t.call(
    "POST",
    "/web/api/submission/saveSubmission",
    { contact: "erin@example.com", fontName, license: "SIL 开源字体许可 1.1", grant: grant.grant, keys: [`${grant.prefix}0.ttf`] },
    token ? auth(token) : undefined,
  );
  expect(saved.status, saved.body.msg).toBe(200);
  return saved.body.data.id as number;
}

const row = async (id: number) => (await t.handle.db.select().from(submissions).where(eq(submissions.id, id)))[0];
const reviews = async (token: string) => (await t.call("GET", `${NOTIFY_PATHS.list}?type=review`, undefined, auth(token))).body.data;

describe("reviewing a submission", () => {
  it("stores the signed-in sender, accepts once and notifies them", async () => {
    const id = await submit("山间楷体", erin);
    const [erinRow] = await t.handle.db.select().from(users).where(eq(users.email, "erin@example.com"));
    expect(await row(id)).toMatchObject({ userId: erinRow.id, status: "pending", reviewedAt: null });
    expect((await t.services.submissions.pending()).map((p) => p.id)).toContain(id);

    const done = await t.services.submissions.review(submissionReviewInput.parse({ id: String(id), verdict: "accept" }));
    expect(done).toEqual({ id, fontName: "山间楷体", status: "accepted", userId: erinRow.id, fontId: expect.any(Number), notified: 1 });
    expect(await row(id)).toMatchObject({ status: "accepted", reviewReason: "", reviewedAt: expect.any(Date) });
    expect((await t.services.submissions.pending()).map((p) => p.id)).not.toContain(id);

    const list = await reviews(erin);
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({ type: "review", title: "你的投稿「山间楷体」已通过审核", link: `/font/${done.fontId}`, read: false });

    // Once: a second verdict is refused and sends nothing.
    const again = t.services.submissions.review({ id, verdict: "reject", reason: "" });
    await expect(again).rejects.toBeInstanceOf(ApiError);
    await expect(t.services.submissions.review({ id, verdict: "reject", reason: "" })).rejects.toThrow(SUBMISSION_REVIEW_MESSAGES.alreadyReviewed(id, "accepted"));
    expect(await row(id)).toMatchObject({ status: "accepted" });
    expect((await reviews(erin)).total).toBe(1);
  });

  it("rejects with the reason in the notification", async () => {
    const id = await submit("试写黑体", erin);
    const done = await t.services.submissions.review(submissionReviewInput.parse({ id, verdict: "reject", reason: "  授权文件缺失  " }));
    expect(done).toMatchObject({ status: "rejected", notified: 1 });
    expect(await row(id)).toMatchObject({ status: "rejected", reviewReason: "授权文件缺失" });
    const latest = (await reviews(erin)).records[0];
    expect(latest).toMatchObject({ title: "你的投稿「试写黑体」未通过审核", content: "原因：授权文件缺失。你可以修改后重新投稿。" });
  });

  it("reviews an anonymous submission without notifying anyone", async () => {
    const id = await submit("无名宋体");
    expect(await row(id)).toMatchObject({ userId: null });
    expect(await t.services.submissions.review({ id, verdict: "reject", reason: "" })).toMatchObject({ status: "rejected", userId: null, notified: 0 });
  });

  it("answers an unknown id and bad input in Chinese", async () => {
    await expect(t.services.submissions.review({ id: 999_999, verdict: "accept", reason: "" })).rejects.toMatchObject({ status: 404, message: "投稿 #999999 不存在" });
    const bad = (input: unknown) => {
      const parsed = submissionReviewInput.safeParse(input);
      return parsed.success ? "" : firstIssue(parsed.error);
    };
    expect(bad({ id: "abc", verdict: "accept" })).toBe("投稿编号必须是正整数");
    expect(bad({ id: "0", verdict: "accept" })).toBe("投稿编号必须是正整数");
    expect(bad({ id: "3", verdict: "maybe" })).toBe("审核结果只能是 accept（通过）或 reject（不通过）");
    expect(bad({ id: "3", verdict: "reject", reason: "长".repeat(201) })).toBe("原因不能超过 200 个字");
  });
});
