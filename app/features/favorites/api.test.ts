/** docs/product.md §4 "Favourites": loaded only with a token, sorted by createdTime, first font's info attached, store set once. */
import { describe, expect, it } from "vitest";
import { createHttp } from "#app/lib/http";
import { createSessionStore } from "#app/lib/session";
import { loadFavorites, type FavoriteGroupEntry } from "./api";

function fakeApi(calls: string[]) {
  return createHttp({
    base: "",
    getToken: () => "t",
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      calls.push(path);
      const body =
        path === "/api/v1/web/personal/favorite/data"
          ? {
              fonts: [
                { id: 2, name: "后建", createdTime: "2026-01-02T00:00:00Z", fontIds: [7, 8] },
                { id: 1, name: "先建", createdTime: "2026-01-01T00:00:00Z", fontIds: [] },
                { id: 3, name: "字体已下线", createdTime: "2026-01-03T00:00:00Z", fontIds: [404] },
              ],
              articles: [{ id: 9, articleId: 5, title: "文章", createdTime: "2026-01-01T00:00:00Z" }],
            }
          : path === "/api/v1/web/search/fontInformation/7"
            ? { id: 7, familyName: "Demo" }
            : null;
      if (body === null) return new Response(JSON.stringify({ code: "404", msg: "字体不存在", data: null }), { status: 404 });
      return new Response(JSON.stringify({ code: "200", msg: "", data: body }));
    },
  });
}

describe("loadFavorites", () => {
  it("does nothing without a token", async () => {
    const calls: string[] = [];
    const store = createSessionStore();
    await loadFavorites(fakeApi(calls), store);
    expect(calls).toEqual([]);
  });

  it("sorts groups, attaches the first font's info, and sets the store once", async () => {
    const calls: string[] = [];
    const store = createSessionStore({ token: "t" });
    let updates = 0;
    store.subscribe((next, prev) => {
      if (next.favoriteFonts !== prev.favoriteFonts) updates++;
    });
    await loadFavorites(fakeApi(calls), store);
    const groups = store.getState().favoriteFonts as FavoriteGroupEntry[];
    expect(groups.map((g) => g.name)).toEqual(["先建", "后建", "字体已下线"]);
    expect(groups[1].font).toEqual({ id: 7, familyName: "Demo" });
    expect(groups[0].font).toBeUndefined();
    expect(groups[2].font).toBeUndefined();
    expect(calls.filter((c) => c.includes("fontInformation")).sort()).toEqual(["/api/v1/web/search/fontInformation/404", "/api/v1/web/search/fontInformation/7"]);
    expect(updates).toBe(1);
    expect(store.getState().favoriteArticles).toHaveLength(1);
  });
});
