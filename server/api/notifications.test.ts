/**
 * Notifications from real events — a system notice (operator call), a submission reviewed
 * (notifySubmissionReviewed), a favourite font updated by a re-import (the importer and
 * notifyFavoriteFontsUpdated) — then paging by type, unread counts, mark read, and isolation.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { systemFont } from "#tests/fixtures/fonts/fixtures";
import { importFontFile, updatedFamilies } from "#server/fonts/import";
import { catalogueFamilyInfo } from "#server/fonts/catalogue";
import { fsStore } from "#server/storage/fs-store";
import { users } from "#server/db/schema-accounts";
import { eq } from "drizzle-orm";
import { FAVORITE_PATHS } from "#contract/favorites";
import { NOTIFY_MESSAGES, NOTIFY_PATHS as P } from "#contract/notifications";
import { API_PATHS } from "#contract/api-paths";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const OPERATOR_TOKEN = "operator-secret-for-tests-0123456789";
let t: TestApp;
let carol: string;
let dave: string;
const auth = (token: string) => ({ "X-Access-Token": token });
const counts = async (token: string) => (await t.call("GET", P.counts, undefined, auth(token))).body.data;
const userId = async (email: string) => (await t.handle.db.select().from(users).where(eq(users.email, email)))[0].id;

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN });
  carol = await t.signUp("carol@example.com");
  dave = await t.signUp("dave@example.com");
});
afterAll(() => t.close());

describe("notifications", () => {
  it("needs sign-in", async () => {
    for (const url of [P.list, P.counts, P.read(1), P.myNews]) expect((await t.call("GET", url)).status, url).toBe(401);
    expect((await t.call("PUT", P.readAll)).status).toBe(401);
  });

  it("publishes a system notice to every user only with the operator token", async () => {
    const notice = { title: "春节期间服务安排", content: "除夕至初三暂停人工审核。", link: "/news" };
    expect((await t.call("POST", API_PATHS.operatorNotices, notice)).status).toBe(403);
    expect((await t.call("POST", API_PATHS.operatorNotices, notice, { "X-Operator-Token": "x".repeat(OPERATOR_TOKEN.length) })).status).toBe(403);
    expect((await t.call("POST", API_PATHS.operatorNotices, { ...notice, link: "https://evil.example" }, { "X-Operator-Token": OPERATOR_TOKEN })).body.msg).toBe(
      "链接必须是本站路径（以 / 开头）",
    );
    const sent = await t.call("POST", API_PATHS.operatorNotices, notice, { "X-Operator-Token": OPERATOR_TOKEN });
    expect(sent.body.data).toEqual({ sent: 2 });
    for (const token of [carol, dave]) {
      expect(await counts(token)).toEqual({ total: 1, byType: { system: 1, review: 0, favorite: 0 } });
      const list = (await t.call("GET", `${P.list}?type=system`, undefined, auth(token))).body.data;
      expect(list.records[0]).toMatchObject({ type: "system", title: notice.title, content: notice.content, link: "/news", read: false });
    }
  });

  it("has no operator calls when OPERATOR_TOKEN is unset", async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.call("POST", API_PATHS.operatorNotices, { title: "x" }, { "X-Operator-Token": OPERATOR_TOKEN })).status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it("tells a user their submission was accepted or rejected", async () => {
    const id = await userId("carol@example.com");
    await t.services.notifications.notifySubmissionReviewed(id, { title: "青柳隶书", accepted: true });
    await t.services.notifications.notifySubmissionReviewed(id, { title: "草稿体", accepted: false, reason: "缺少授权证明" });
    const list = (await t.call("GET", `${P.list}?type=review&size=10`, undefined, auth(carol))).body.data;
    expect(list.total).toBe(2);
    expect(list.records.map((r: { title: string }) => r.title)).toEqual(["你的投稿「草稿体」未通过审核", "你的投稿「青柳隶书」已通过审核"]);
    expect(list.records[0].content).toContain("缺少授权证明");
    expect((await counts(dave)).byType.review).toBe(0);
  });

  it("tells users who favourited a family when a re-import adds a face to it", async () => {
    const deps = { db: t.handle.db, store: fsStore(path.join(t.dataDir, "objects")) };
    const first = await importFontFile(deps, systemFont("wenkaiRegular"), { familyInfo: catalogueFamilyInfo, specimens: false });
    expect(first.status, first.message).toBe("imported");
    expect(first.faces[0].joinedFamily).toBe(false);
    const { id: groupId } = (await t.call("POST", FAVORITE_PATHS.add, { name: "楷书" }, auth(dave))).body.data;
    const us = (await t.call("GET", FAVORITE_PATHS.token, undefined, auth(dave))).body.data;
    expect((await t.call("POST", FAVORITE_PATHS.addFont(groupId, first.faces[0].fontId), undefined, { ...auth(dave), "us-token": us })).status).toBe(200);

    const again = await importFontFile(deps, systemFont("wenkaiBold"), { familyInfo: catalogueFamilyInfo, specimens: false });
    expect(again.faces[0]).toMatchObject({ familyId: first.faces[0].familyId, joinedFamily: true });
    expect(await t.services.notifications.notifyFavoriteFontsUpdated(updatedFamilies([again]))).toBe(1);

    const list = (await t.call("GET", `${P.list}?type=favorite`, undefined, auth(dave))).body.data;
    expect(list.records).toEqual([
      expect.objectContaining({ type: "favorite", title: "你收藏的字体「霞鹜文楷」有更新", link: `/font/${first.faces[0].familyId}`, read: false }),
    ]);
    expect((await counts(carol)).byType.favorite).toBe(0);
  });

  it("pages, lists the newest few, marks one and all read", async () => {
    const page = (await t.call("GET", `${P.list}?current=2&size=1`, undefined, auth(carol))).body.data;
    expect(page).toMatchObject({ total: 3, current: 2, size: 1, pages: 3 });
    const news = (await t.call("GET", P.myNews, undefined, auth(carol))).body.data;
    expect(news).toHaveLength(3);
    expect(news[0].title).toBe("你的投稿「草稿体」未通过审核");

    expect((await counts(carol)).total).toBe(3);
    const after = await t.call("GET", P.read(news[0].id), undefined, auth(carol));
    expect(after.body.data).toEqual({ total: 2, byType: { system: 1, review: 1, favorite: 0 } });
    // Reading twice changes nothing.
    expect((await t.call("GET", P.read(news[0].id), undefined, auth(carol))).body.data.total).toBe(2);
    expect((await t.call("PUT", `${P.readAll}?type=review`, undefined, auth(carol))).body.data).toEqual({ total: 1, byType: { system: 1, review: 0, favorite: 0 } });
    expect((await t.call("PUT", P.readAll, undefined, auth(carol))).body.data.total).toBe(0);
    expect((await t.call("GET", P.list, undefined, auth(carol))).body.data.records.every((r: { read: boolean }) => r.read)).toBe(true);
  });

  it("answers bad input with a Chinese 400", async () => {
    expect((await t.call("GET", `${P.list}?type=spam`, undefined, auth(carol))).body).toMatchObject({ code: "400", msg: NOTIFY_MESSAGES.badType });
    expect((await t.call("GET", `${P.list}?size=1000`, undefined, auth(carol))).body.msg).toBe("每页最多 100 条");
    expect((await t.call("GET", "/api/v1/web/notify/abc/read", undefined, auth(carol))).body).toMatchObject({ code: "400", msg: "id 必须是正整数" });
    expect((await t.call("GET", P.read(999_999), undefined, auth(carol))).body).toMatchObject({ code: "404", msg: NOTIFY_MESSAGES.missing });
  });

  it("never lets a second user read or mark the first user's messages", async () => {
    const carolsIds = (await t.call("GET", `${P.list}?size=100`, undefined, auth(carol))).body.data.records.map((r: { id: number }) => r.id);
    const daveBefore = await counts(dave);
    const davesIds = (await t.call("GET", `${P.list}?size=100`, undefined, auth(dave))).body.data.records.map((r: { id: number }) => r.id);
    for (const id of davesIds) expect(carolsIds).not.toContain(id);
    for (const id of carolsIds) {
      const res = await t.call("GET", P.read(id), undefined, auth(dave));
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe(NOTIFY_MESSAGES.missing);
    }
    expect(await counts(dave)).toEqual(daveBefore);
  });
});
