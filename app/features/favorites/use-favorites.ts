/** Favourites in components: the session's groups and articles, and calls that reload them after. */
import { useCallback, useMemo } from "react";
import { toast } from "#app/lib/toast";
import { useHttp } from "#app/lib/http-client";
import { useSession, useSessionStore } from "#app/lib/session";
import type { FavoriteArticle } from "#contract/favorites";
import { favoriteCalls, loadFavorites, type FavoriteGroupEntry } from "./api";

export function useFavoriteGroups(): FavoriteGroupEntry[] {
  return useSession((s) => s.favoriteFonts) as FavoriteGroupEntry[];
}

export function useFavoriteArticles(): FavoriteArticle[] {
  return useSession((s) => s.favoriteArticles) as FavoriteArticle[];
}

export function useFavoriteActions() {
  const http = useHttp();
  const store = useSessionStore();
  const reload = useCallback(() => loadFavorites(http, store).catch(() => undefined), [http, store]);
  return useMemo(() => {
    const calls = favoriteCalls(http);
    /** Runs a call; on success shows `done` and reloads the lists. The client toasts failures. */
    const run = async <T>(call: () => Promise<T>, done: string): Promise<T | null> => {
      try {
        const result = await call();
        toast.success(done);
        await reload();
        return result;
      } catch {
        return null;
      }
    };
    return {
      reload,
      calls,
      createGroup: (name: string) => run(() => calls.createGroup(name), `已创建分组「${name}」`),
      renameGroup: (id: number, name: string) => run(() => calls.renameGroup(id, name), "分组已重命名"),
      removeGroup: (id: number) => run(() => calls.remove(id), "分组已删除"),
      addFont: (groupId: number, fontId: number, groupName: string) => run(() => calls.addFont(groupId, fontId), `已收藏到「${groupName}」`),
      removeFont: (groupId: number, fontId: number) => run(() => calls.removeFont(groupId, fontId), "已从分组移除"),
      favouriteArticle: (articleId: number) => run(() => calls.favouriteArticle(articleId), "已收藏文章"),
      removeArticle: (id: number) => run(() => calls.remove(id), "已取消收藏"),
    };
  }, [http, reload]);
}
