/**
 * The browser side of favourites (docs/product.md §4 "Favourites"): the calls of contract/favorites.ts, and
 * loading the session's lists — only with a token, groups sorted ascending by createdTime, each
 * group with fonts given the info of its first font as `font`, the store set once all are done.
 */
import type { StoreApi } from "zustand";
import type { Http } from "#app/lib/http";
import type { FavoriteFont, SessionState } from "#app/lib/session";
import { FAVORITE_PATHS as P } from "#contract/favorite-constants";
import type { FavoriteData, FavoriteGroupFonts } from "#contract/favorites";
import type { FontFaceInfo } from "#contract/fonts";

export const fontInfoPath = (fontId: number) => `/api/v1/web/search/fontInformation/${fontId}`;

/** A group in the session store, with the first font's info once loaded. */
export type FavoriteGroupEntry = FavoriteFont & { name: string; font?: FontFaceInfo };

export async function loadFavorites(http: Http, store: StoreApi<SessionState>): Promise<void> {
  if (!store.getState().token) return;
  const res = await http.get<FavoriteData>(P.data, undefined, { silent: true });
  const groups: FavoriteGroupEntry[] = [...res.data.fonts].sort((a, b) => Date.parse(a.createdTime) - Date.parse(b.createdTime));
  await Promise.all(
    groups.map(async (group) => {
      if (group.fontIds.length === 0) return;
      // A font removed from the catalogue since leaves the group without a cover, not broken.
      const info = await http.get<FontFaceInfo>(fontInfoPath(group.fontIds[0]), undefined, { silent: true }).catch(() => null);
      if (info?.data) group.font = info.data;
    }),
  );
  store.getState().setFavoriteFonts(groups);
  store.getState().setFavoriteArticles(res.data.articles ?? []);
}

export function favoriteCalls(http: Http) {
  return {
    createGroup: (name: string) => http.post<{ id: number }>(P.add, { name }),
    renameGroup: (id: number, name: string) => http.put(P.editName(id), { name }),
    /** A group with its fonts, or an article favourite. */
    remove: (id: number) => http.delete(P.rm(id)),
    favouriteArticle: (articleId: number) => http.post<{ id: number }>(P.add, { articleId }),
    /** Asks for a fresh us-token, then adds the font with it (docs/product.md §6). */
    async addFont(groupId: number, fontId: number) {
      const token = await http.get<string>(P.token);
      return http.post(P.addFont(groupId, fontId), undefined, { headers: { "us-token": token.data } });
    },
    removeFont: (groupId: number, fontId: number) => http.delete(P.rmFont(groupId, fontId)),
    groupFonts: (groupId: number) => http.get<FavoriteGroupFonts>(P.fonts(groupId)),
  };
}
