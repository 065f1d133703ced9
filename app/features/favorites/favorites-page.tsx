/**
 * /user/favorite: the user's font groups as cards (cover = the first font's name set in that
 * font), rename, delete with confirmation, open a group to see and remove its fonts; and a tab
 * of favourite articles. The lists are the session's (docs/product.md §4), reloaded after every change.
 */
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { AppLink } from "#app/components/app-link";
import { Dialog, dialogButton } from "#app/components/dialog";
import { EmptyState } from "#app/components/empty-state";
import { prompt } from "#app/components/prompt-dialog";
import { Tabs } from "#app/components/tabs";
import { FAVORITE_LIMITS, FAVORITE_MESSAGES } from "#contract/favorite-constants";
import type { FavoriteGroupFonts } from "#contract/favorites";
import type { FavoriteGroupEntry } from "./api";
import { SelfPreview, useSelfPreviews, type SelfPreviewItem } from "./self-preview";
import { useFavoriteActions, useFavoriteArticles, useFavoriteGroups } from "./use-favorites";
import { useSession } from "#app/lib/session";

const askName = (title: string, value = "") =>
  prompt({
    title,
    inputValue: value,
    inputPlaceholder: `最多 ${FAVORITE_LIMITS.groupName} 个字`,
    inputValidator: (v) => (!v.trim() ? FAVORITE_MESSAGES.groupNameEmpty : v.trim().length > FAVORITE_LIMITS.groupName ? FAVORITE_MESSAGES.groupNameTooLong : true),
  });

const formatDate = (iso: string) => new Date(iso).toLocaleDateString("zh-CN");

function coverOf(g: FavoriteGroupEntry): SelfPreviewItem | null {
  if (!g.font) return null;
  const name = g.font.family?.name || g.font.fullName;
  return { fontId: g.font.id, familyName: g.font.familyName, text: name, specimenUrl: g.font.specimenUrl, specimenMatches: true };
}

export function FavoritesPage() {
  const groups = useFavoriteGroups();
  const articles = useFavoriteArticles();
  const actions = useFavoriteActions();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "articles" ? "articles" : "fonts";
  const openId = Number(params.get("group")) || null;
  const [deleting, setDeleting] = useState<FavoriteGroupEntry | null>(null);
  const covers = useSelfPreviews(groups.map(coverOf).filter((c): c is SelfPreviewItem => c !== null));
  const open = groups.find((g) => g.id === openId) ?? null;

  const setTab = (value: string) => setParams(value === "articles" ? { tab: "articles" } : {}, { preventScrollReset: true });
  const openGroup = (id: number | null) => setParams(id ? { group: String(id) } : {}, { preventScrollReset: true });

  const create = async () => {
    const name = await askName("新建收藏分组");
    if (name) await actions.createGroup(name.trim());
  };
  const rename = async (g: FavoriteGroupEntry) => {
    const name = await askName("重命名分组", g.name);
    if (name && name.trim() !== g.name) await actions.renameGroup(g.id, name.trim());
  };

  const fontsPane = open ? (
    <GroupFonts group={open} onBack={() => openGroup(null)} />
  ) : (
    <div>
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="text-sm text-stone-500">
          共 <span className="font-semibold tabular-nums text-stone-900">{groups.length}</span> 个分组
        </p>
        <button type="button" data-testid="favorite-create-group" onClick={() => void create()} className={dialogButton.primary}>
          新建分组
        </button>
      </div>
      {groups.length === 0 ? (
        <EmptyState title="还没有收藏分组" text="在字体列表或字体详情页点击 ♡，即可把字体收藏到分组。" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {groups.map((g) => {
            const cover = coverOf(g);
            return (
              <li key={g.id} data-testid="favorite-group" data-group-id={g.id} className="group relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white transition hover:border-stone-300 hover:shadow-lg hover:shadow-stone-900/5">
                <button type="button" onClick={() => openGroup(g.id)} className="block h-28 border-b border-stone-100 bg-stone-50/70 px-5 pt-6 text-left after:absolute after:inset-0" aria-label={`打开分组：${g.name}`}>
                  {cover ? <SelfPreview item={cover} previews={covers} size={30} fit={1} /> : <span className="text-2xl text-stone-300">空分组</span>}
                </button>
                <div className="flex items-center gap-2 px-5 py-3.5">
                  <div className="min-w-0 flex-1">
                    <h3 data-testid="favorite-group-name" className="truncate font-semibold text-stone-900 group-hover:text-orange-700">
                      {g.name}
                    </h3>
                    <p className="text-xs text-stone-500">
                      {g.fontIds.length} 款字体 · 创建于 {formatDate(g.createdTime)}
                    </p>
                  </div>
                  <button type="button" data-testid="favorite-rename" onClick={() => void rename(g)} className="relative z-10 rounded-lg px-2 py-1 text-sm text-stone-500 hover:bg-stone-100 hover:text-stone-900">
                    重命名
                  </button>
                  <button type="button" data-testid="favorite-delete" onClick={() => setDeleting(g)} className="relative z-10 rounded-lg px-2 py-1 text-sm text-rose-600 hover:bg-rose-50">
                    删除
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );

  const articlesPane =
    articles.length === 0 ? (
      <EmptyState title="还没有收藏文章" text="阅读文章时点击“收藏”，就能在这里找到它。" />
    ) : (
      <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
        {articles.map((a) => (
          <li key={a.id} data-testid="favorite-article" className="flex items-center gap-3 px-5 py-4">
            {a.url ? (
              <AppLink to={a.url} className="min-w-0 flex-1 truncate font-medium text-stone-800 hover:text-orange-700">
                {a.title}
              </AppLink>
            ) : (
              <span className="min-w-0 flex-1 truncate text-stone-400">{a.title}</span>
            )}
            <span className="hidden shrink-0 text-xs text-stone-400 sm:inline">{formatDate(a.createdTime)}</span>
            <button type="button" onClick={() => void actions.removeArticle(a.id)} className="shrink-0 rounded-lg px-2 py-1 text-sm text-stone-500 hover:bg-stone-100 hover:text-stone-900">
              取消收藏
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">我的收藏</h1>
      <p className="mt-1 text-sm text-stone-500">把喜欢的字体收进分组，随时回来比较与下载。</p>
      <Tabs
        className="mt-6"
        aria-label="收藏类别"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: "fonts", label: `字体分组（${groups.length}）`, content: fontsPane },
          { value: "articles", label: `文章（${articles.length}）`, content: articlesPane },
        ]}
      />
      <Dialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="删除分组"
        footer={
          <>
            <button type="button" className={dialogButton.secondary} onClick={() => setDeleting(null)}>
              取消
            </button>
            <button
              type="button"
              data-testid="favorite-delete-confirm"
              className={dialogButton.primary}
              onClick={() => {
                const g = deleting;
                setDeleting(null);
                if (g) void actions.removeGroup(g.id);
              }}
            >
              删除
            </button>
          </>
        }
      >
        确定删除分组「{deleting?.name}」吗？其中的 {deleting?.fontIds.length ?? 0} 款字体收藏会一并移除，字体本身不受影响。
      </Dialog>
    </section>
  );
}

/** One group opened: its fonts, each named in itself, removable. */
function GroupFonts({ group, onBack }: { group: FavoriteGroupEntry; onBack: () => void }) {
  const actions = useFavoriteActions();
  const token = useSession((s) => s.token);
  const [data, setData] = useState<FavoriteGroupFonts | null>(null);
  const key = group.fontIds.join(",");
  useEffect(() => {
    if (!token) return;
    let live = true;
    actions.calls.groupFonts(group.id).then(
      (res) => live && setData(res.data),
      () => live && setData(null),
    );
    return () => {
      live = false;
    };
  }, [actions, group.id, key, token]);
  const items = (data?.records ?? []).map((r) => ({ fontId: r.fontId, familyName: r.familyName, text: r.name, specimenUrl: r.specimenUrl, specimenMatches: true }));
  const previews = useSelfPreviews(items);

  return (
    <div data-testid="favorite-group-open" data-group-id={group.id}>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <button type="button" onClick={onBack} className="rounded-lg px-2 py-1 text-sm text-stone-600 hover:bg-stone-100">
          ← 全部分组
        </button>
        <h2 className="text-lg font-semibold text-stone-900">{group.name}</h2>
        <span className="text-sm text-stone-500">{group.fontIds.length} 款字体</span>
      </div>
      {data && data.records.length === 0 ? (
        <EmptyState title="这个分组还是空的" text="去字体列表挑几款喜欢的字体吧。" />
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
          {(data?.records ?? []).map((r, i) => (
            <li key={r.fontId} data-testid="favorite-group-font" data-font-id={r.fontId} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-5 py-4 sm:grid-cols-[10rem_minmax(0,1fr)_auto]">
              <div className="min-w-0">
                <AppLink to={`/font/${r.familyId}`} className="block truncate font-medium text-stone-900 hover:text-orange-700">
                  {r.name}
                </AppLink>
                <p className="truncate text-xs text-stone-400">{r.styleName}</p>
              </div>
              <SelfPreview item={items[i]} previews={previews} size={26} className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto" />
              <button type="button" data-testid="favorite-remove-font" onClick={() => void actions.removeFont(group.id, r.fontId)} className="col-start-2 row-start-1 rounded-lg px-2 py-1 text-sm text-stone-500 hover:bg-stone-100 hover:text-stone-900 sm:col-start-auto sm:row-start-auto">
                移除
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
