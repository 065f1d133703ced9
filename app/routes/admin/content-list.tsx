/**
 * /admin/content?kind=…: the content of one kind as the console manages it — every content kind
 * of the site in a row of tabs, a search, 全部 / 已发布 / 未发布, the site's order or the last
 * edited first, paged — with publish and unpublish in place and the way to a new item
 * (docs/decisions/026-console-content.md).
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/content-list";
import { AppLink } from "#app/components/app-link";
import { EmptyState } from "#app/components/empty-state";
import { Pagination } from "#app/components/pagination";
import { pageTitle } from "#app/lib/page-meta";
import { useHttp } from "#app/lib/http-client";
import { toast } from "#app/lib/toast";
import { formatTime, useApiData } from "#app/features/admin/use-admin";
import { inputClass, Problem } from "#app/features/admin/ui";
import { ContentBadges, contentKindOf, KindTabs } from "#app/features/admin/content";
import { ADMIN_CONTENT_KIND_LABELS, ADMIN_CONTENT_PATHS, contentInputOf, type AdminContentDetail, type AdminContentItem } from "#contract/admin-content";
import type { Page } from "#contract/envelope";

export const meta: Route.MetaFunction = () => pageTitle("管理后台 - 内容管理");

const SIZE = 20;
const STATUSES = [
  ["all", "全部"],
  ["published", "已发布"],
  ["unpublished", "未发布"],
] as const;

export default function AdminContentList() {
  const http = useHttp();
  const [params, setParams] = useSearchParams();
  const kind = contentKindOf(params.get("kind"));
  const keyword = params.get("keyword") ?? "";
  const status = STATUSES.some(([s]) => s === params.get("status")) ? (params.get("status") as (typeof STATUSES)[number][0]) : "all";
  const order = params.get("order") === "updated" ? "updated" : "sort";
  const current = Math.max(1, Number(params.get("current")) || 1);
  const { data, error, reload } = useApiData<Page<AdminContentItem>>(ADMIN_CONTENT_PATHS.list, { kind, keyword, status, order, current, size: SIZE });
  const [draft, setDraft] = useState(keyword);
  const [busy, setBusy] = useState<number | null>(null);
  const label = ADMIN_CONTENT_KIND_LABELS[kind];
  const go = (next: Record<string, string>) => setParams(Object.fromEntries(Object.entries({ kind, keyword, status, order, ...next }).filter(([, v]) => v && v !== "all" && v !== "sort")));

  /** Publish or unpublish: the item as it is, with the other state. */
  async function toggle(item: AdminContentItem) {
    setBusy(item.id);
    try {
      const detail = (await http.get<AdminContentDetail>(ADMIN_CONTENT_PATHS.item(item.id), { kind })).data;
      await http.put(ADMIN_CONTENT_PATHS.item(item.id), { ...contentInputOf(detail), published: !item.published });
      toast.success(item.published ? `已下架「${item.title}」` : `已发布「${item.title}」`);
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(null);
      reload();
    }
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900">内容管理</h1>
        {kind !== "video" ? (
          <AppLink to={`/admin/content/new?kind=${kind}`} data-testid="new-content" className="inline-flex h-10 items-center rounded-lg bg-orange-600 px-4 text-sm font-medium text-white hover:bg-orange-700">
            新建{label}
          </AppLink>
        ) : null}
      </div>
      <KindTabs kind={kind} onChange={(next) => setParams({ kind: next })} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <form
          role="search"
          className="flex flex-1 gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            go({ keyword: draft.trim(), current: "" });
          }}
        >
          <input type="search" name="keyword" aria-label={`搜索${label}`} placeholder="标题、分类或正文" value={draft} onChange={(e) => setDraft(e.target.value)} className={inputClass} />
          <button type="submit" className="h-10 shrink-0 rounded-lg bg-stone-900 px-4 text-sm font-medium text-white hover:bg-stone-800">
            搜索
          </button>
        </form>
        <div className="flex gap-2">
          <select aria-label="发布状态" value={status} onChange={(e) => go({ status: e.target.value, current: "" })} className={`${inputClass} sm:w-28`}>
            {STATUSES.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
          <select aria-label="排序" value={order} onChange={(e) => go({ order: e.target.value, current: "" })} className={`${inputClass} sm:w-32`}>
            <option value="sort">按排序值</option>
            <option value="updated">最近编辑</option>
          </select>
        </div>
      </div>
      {error ? <Problem message={error.message} /> : null}
      {data && data.records.length === 0 ? <EmptyState title={keyword ? `没有找到与「${keyword}」相关的${label}` : `还没有${label}`} /> : null}
      {data && data.records.length ? (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
          {data.records.map((item) => (
            <li key={item.id} data-testid="content-row" className="flex items-center gap-3 px-4 py-3 sm:px-5">
              {item.cover ? <img src={item.cover} alt="" loading="lazy" className="hidden h-12 w-16 shrink-0 rounded-md bg-stone-100 object-cover sm:block" /> : null}
              <div className="min-w-0 flex-1">
                <AppLink to={`/admin/content/${item.id}?kind=${kind}`} className="block truncate font-medium text-stone-900 hover:text-orange-700">
                  {item.title}
                </AppLink>
                <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-500">
                  <ContentBadges item={item} />
                  {item.column && kind !== "news" && kind !== "zixun" ? <span>{item.column}</span> : null}
                  <span>排序 {item.sort}</span>
                  {item.publishedAt ? <span>{formatTime(item.publishedAt).slice(0, 10)}</span> : null}
                  {item.url && item.published ? (
                    <AppLink to={item.url} className="text-orange-700 hover:underline">
                      查看
                    </AppLink>
                  ) : null}
                </div>
              </div>
              <button
                type="button"
                disabled={busy === item.id}
                onClick={() => toggle(item)}
                className={`h-9 shrink-0 rounded-lg px-3 text-sm font-medium disabled:opacity-60 ${item.published ? "border border-stone-300 bg-white text-stone-700 hover:bg-stone-50" : "bg-emerald-700 text-white hover:bg-emerald-800"}`}
              >
                {item.published ? "下架" : "发布"}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.total > SIZE ? <Pagination total={data.total} current={current} size={SIZE} show={{ sizes: false }} onChange={({ current: next }) => go({ current: String(next) })} /> : null}
    </div>
  );
}
