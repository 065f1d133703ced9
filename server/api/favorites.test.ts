/**
 * Favourites API (docs/contract.md "Favourite payloads"): groups, the us-token gate of add-font, group
 * fonts, article favourites, clear Chinese 4xx for bad input, and a second user who gets a 4xx
 * on every id of the first without changing anything.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { insertFamily } from "#tests/support/catalogue-rows";
import { users } from "#server/db/schema-accounts";
import { fontFamilies } from "#server/db/schema-fonts";
import { createFavoriteService } from "#server/favorites/service";
import { FAVORITE_MESSAGES, FAVORITE_PATHS as P, US_TOKEN_TTL_S } from "#contract/favorites";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const ARTICLES = new Map([
  [7, "宋体的前世今生"],
  [8, "黑体设计札记"],
]);
let t: TestApp;
let song: { familyId: number; fontIds: number[] };
let hei: { familyId: number; fontIds: number[] };
let alice: string;
let bob: string;
const auth = (token: string, extra: Record<string, string> = {}) => ({ "X-Access-Token": token, ...extra });

async function usToken(token: string): Promise<string> {
  const res = await t.call("GET", P.token, undefined, auth(token));
  expect(res.status).toBe(200);
  return res.body.data as string;
}

async function addFont(token: string, groupId: number, fontId: number, us?: string) {
  return t.call("POST", P.addFont(groupId, fontId), undefined, auth(token, { "us-token": us ?? (await usToken(token)) }));
}

beforeAll(async () => {
  // Articles come from the content area; here a fixed lookup stands in for it.
  t = await createTestApp({}, { articles: { exists: async (id) => ARTICLES.has(id), describe: async (ids) => new Map(ids.filter((id) => ARTICLES.has(id)).map((id) => [id, { title: ARTICLES.get(id)!, url: `/zixun/${id}` }])) } });
  song = await insertFamily(t.handle.db, "fav-song", "收藏宋体", 2);
  hei = await insertFamily(t.handle.db, "fav-hei", "收藏黑体");
  alice = await t.signUp("alice@example.com");
  bob = await t.signUp("bob@example.com");
});
afterAll(() => t.close());

describe("favourites", () => {
  it("needs sign-in on every call", async () => {
    for (const [method, url] of [
      ["GET", P.data],
      ["GET", P.token],
      ["POST", P.add],
      ["PUT", P.editName(1)],
      ["DELETE", P.rm(1)],
      ["POST", P.addFont(1, 1)],
      ["DELETE", P.rmFont(1, 1)],
      ["GET", P.fonts(1)],
    ] as const) {
      const res = await t.call(method, url, method === "GET" || method === "DELETE" ? undefined : {});
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.code).toBe("S00106");
    }
  });

  it("creates, lists in creation order, renames and refuses bad names", async () => {
    const first = await t.call("POST", P.add, { name: "正文字体" }, auth(alice));
    expect(first.status).toBe(200);
    const second = await t.call("POST", P.add, { name: "标题字体" }, auth(alice));
    expect(second.body.data.id).toBeGreaterThan(first.body.data.id);

    expect((await t.call("POST", P.add, { name: "正文字体" }, auth(alice))).body).toMatchObject({ code: "400", msg: FAVORITE_MESSAGES.groupNameTaken });
    expect((await t.call("POST", P.add, { name: "  " }, auth(alice))).body.msg).toBe(FAVORITE_MESSAGES.groupNameEmpty);
    expect((await t.call("POST", P.add, { name: "字".repeat(21) }, auth(alice))).body.msg).toBe(FAVORITE_MESSAGES.groupNameTooLong);
    expect((await t.call("POST", P.add, {}, auth(alice))).body.msg).toBe(FAVORITE_MESSAGES.addNeedsOne);
    expect((await t.call("POST", P.add, "{oops", auth(alice))).status).toBe(400);

    const renamed = await t.call("PUT", P.editName(second.body.data.id), { name: "海报字体" }, auth(alice));
    expect(renamed.status).toBe(200);
    expect((await t.call("PUT", P.editName(second.body.data.id), { name: "正文字体" }, auth(alice))).body.msg).toBe(FAVORITE_MESSAGES.groupNameTaken);

    const data = (await t.call("GET", P.data, undefined, auth(alice))).body.data;
    expect(data.fonts.map((g: { name: string }) => g.name)).toEqual(["正文字体", "海报字体"]);
    expect(data.fonts[0]).toEqual({ id: first.body.data.id, name: "正文字体", createdTime: expect.any(String), fontIds: [] });
    expect(data.articles).toEqual([]);
  });

  it("adds a font only with this user's live us-token, lists and removes it, and counts the family's favourites", async () => {
    const { id: groupId } = (await t.call("POST", P.add, { name: "待选" }, auth(alice))).body.data;
    const missing = await t.call("POST", P.addFont(groupId, song.fontIds[0]), undefined, auth(alice));
    expect(missing.body).toMatchObject({ code: "400", msg: FAVORITE_MESSAGES.usTokenMissing });
    expect((await addFont(alice, groupId, song.fontIds[0], "12345.forged")).body).toMatchObject({ code: "403", msg: FAVORITE_MESSAGES.usTokenInvalid });
    expect((await addFont(alice, groupId, song.fontIds[0], await usToken(bob))).status).toBe(403);
    // A token issued longer ago than its lifetime is refused like a forged one.
    const past = createFavoriteService({ db: t.handle.db, staticBase: "", articles: { exists: async () => false, describe: async () => new Map() }, now: () => Date.now() - (US_TOKEN_TTL_S + 5) * 1000 });
    const [aliceId] = await userIds();
    expect((await addFont(alice, groupId, song.fontIds[0], await past.issueUsToken(aliceId))).status).toBe(403);

    expect((await addFont(alice, groupId, song.fontIds[0])).status).toBe(200);
    expect((await addFont(alice, groupId, hei.fontIds[0])).status).toBe(200);
    expect((await addFont(alice, groupId, song.fontIds[0])).body.msg).toBe(FAVORITE_MESSAGES.fontAlready);
    expect((await addFont(alice, groupId, 999_999)).body).toMatchObject({ code: "404", msg: FAVORITE_MESSAGES.fontMissing });
    const bad = await t.call("POST", `${P.add.replace("/add", "/add-font")}/${groupId}?fontInfoId=abc`, undefined, auth(alice, { "us-token": await usToken(alice) }));
    expect(bad.body).toMatchObject({ code: "400", msg: "id 必须是正整数" });

    const listed = (await t.call("GET", P.fonts(groupId), undefined, auth(alice))).body.data;
    expect(listed).toMatchObject({ id: groupId, name: "待选" });
    expect(listed.records.map((r: { fontId: number; name: string }) => [r.fontId, r.name])).toEqual([
      [song.fontIds[0], "收藏宋体"],
      [hei.fontIds[0], "收藏黑体"],
    ]);
    const favCount = async (familyId: number) => (await t.handle.db.select().from(fontFamilies).where(eq(fontFamilies.id, familyId)))[0].favorites;
    expect(await favCount(song.familyId)).toBe(1);

    expect((await t.call("DELETE", P.rmFont(groupId, song.fontIds[0]), undefined, auth(alice))).status).toBe(200);
    expect((await t.call("DELETE", P.rmFont(groupId, song.fontIds[0]), undefined, auth(alice))).body.msg).toBe(FAVORITE_MESSAGES.fontNotInGroup);
    expect(await favCount(song.familyId)).toBe(0);
    const data = (await t.call("GET", P.data, undefined, auth(alice))).body.data;
    expect(data.fonts.find((g: { id: number }) => g.id === groupId).fontIds).toEqual([hei.fontIds[0]]);

    // Deleting the group takes its fonts with it.
    expect((await t.call("DELETE", P.rm(groupId), undefined, auth(alice))).status).toBe(200);
    expect(await favCount(hei.familyId)).toBe(0);
    expect((await t.call("GET", P.fonts(groupId), undefined, auth(alice))).body).toMatchObject({ code: "404", msg: FAVORITE_MESSAGES.groupMissing });
  });

  it("favourites articles that exist, once each, with their titles", async () => {
    const added = await t.call("POST", P.add, { articleId: 7 }, auth(alice));
    expect(added.status).toBe(200);
    expect((await t.call("POST", P.add, { articleId: 7 }, auth(alice))).body.msg).toBe(FAVORITE_MESSAGES.articleAlready);
    expect((await t.call("POST", P.add, { articleId: 99 }, auth(alice))).body).toMatchObject({ code: "404", msg: FAVORITE_MESSAGES.articleMissing });
    expect((await t.call("POST", P.add, { articleId: -1 }, auth(alice))).body).toMatchObject({ code: "400", msg: "id 必须是正整数" });
    const data = (await t.call("GET", P.data, undefined, auth(alice))).body.data;
    expect(data.articles).toEqual([{ id: added.body.data.id, articleId: 7, title: "宋体的前世今生", url: "/zixun/7", createdTime: expect.any(String) }]);
    // An article id is not a group.
    expect((await t.call("GET", P.fonts(added.body.data.id), undefined, auth(alice))).status).toBe(404);
    expect((await t.call("DELETE", P.rm(added.body.data.id), undefined, auth(alice))).status).toBe(200);
    expect((await t.call("GET", P.data, undefined, auth(alice))).body.data.articles).toEqual([]);
  });

  it("answers bad ids with a Chinese 400", async () => {
    for (const [method, url] of [
      ["PUT", `${P.editName(1).replace("/1", "/abc")}`],
      ["DELETE", P.rm(0)],
      ["GET", `${P.fonts(1).replace("/1", "/1.5")}`],
      ["DELETE", P.rmFont(1, 1).replace("/1/1", "/x/1")],
    ] as const) {
      const res = await t.call(method, url, method === "PUT" ? { name: "好名字" } : undefined, auth(alice));
      expect(res.status, url).toBe(400);
      expect(res.body.msg).toBe("id 必须是正整数");
    }
  });

  it("gives a second user a 4xx on every id of the first and changes nothing", async () => {
    const { id: groupId } = (await t.call("POST", P.add, { name: "私藏" }, auth(alice))).body.data;
    expect((await addFont(alice, groupId, song.fontIds[1])).status).toBe(200);
    const { id: articleFav } = (await t.call("POST", P.add, { articleId: 8 }, auth(alice))).body.data;
    const before = (await t.call("GET", P.data, undefined, auth(alice))).body.data;

    const attempts = [
      await t.call("PUT", P.editName(groupId), { name: "抢来的" }, auth(bob)),
      await t.call("GET", P.fonts(groupId), undefined, auth(bob)),
      await addFont(bob, groupId, hei.fontIds[0]),
      await t.call("DELETE", P.rmFont(groupId, song.fontIds[1]), undefined, auth(bob)),
      await t.call("DELETE", P.rm(groupId), undefined, auth(bob)),
      await t.call("DELETE", P.rm(articleFav), undefined, auth(bob)),
      await t.call("PUT", P.editName(articleFav), { name: "抢来的" }, auth(bob)),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      // The same answer as for an id nobody has: nothing tells bob the id exists.
      expect([FAVORITE_MESSAGES.groupMissing, FAVORITE_MESSAGES.favoriteMissing]).toContain(res.body.msg);
    }
    expect((await t.call("GET", P.fonts(999_999), undefined, auth(bob))).body.msg).toBe(attempts[1].body.msg);
    expect((await t.call("GET", P.data, undefined, auth(bob))).body.data).toEqual({ fonts: [], articles: [] });
    expect((await t.call("GET", P.data, undefined, auth(alice))).body.data).toEqual(before);
  });
});

async function userIds(): Promise<number[]> {
  return (await t.handle.db.select({ id: users.id }).from(users).orderBy(users.id)).map((u) => u.id);
}
