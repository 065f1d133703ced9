/**
 * 收藏 / 已收藏 for an article page (for the content area to mount beside an article's title):
 * reflects the session's favourite articles; signed out it opens the login dialog.
 * data-testid="favorite-article-button" (aria-pressed).
 */
import { useState } from "react";
import { toast } from "#app/lib/toast";
import { useSession, useSessionStore } from "#app/lib/session";
import { HeartIcon } from "./favorite-button";
import { useFavoriteActions, useFavoriteArticles } from "./use-favorites";

export function FavoriteArticleButton({ articleId }: { articleId: number }) {
  const store = useSessionStore();
  const token = useSession((s) => s.token);
  const saved = useFavoriteArticles().find((a) => a.articleId === articleId);
  const actions = useFavoriteActions();
  const [busy, setBusy] = useState(false);

  const click = async () => {
    if (!token) {
      toast.info("请先登录后再收藏文章");
      store.getState().showAccountModal("login");
      return;
    }
    setBusy(true);
    await (saved ? actions.removeArticle(saved.id) : actions.favouriteArticle(articleId));
    setBusy(false);
  };

  return (
    <button
      type="button"
      data-testid="favorite-article-button"
      aria-pressed={Boolean(saved)}
      disabled={busy}
      onClick={() => void click()}
      className="inline-flex h-9 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 text-sm text-stone-700 transition-colors hover:border-rose-300 hover:text-rose-600 disabled:cursor-wait disabled:opacity-60 aria-pressed:border-rose-200 aria-pressed:bg-rose-50 aria-pressed:text-rose-700"
    >
      <HeartIcon filled={Boolean(saved)} />
      {saved ? "已收藏" : "收藏"}
    </button>
  );
}
