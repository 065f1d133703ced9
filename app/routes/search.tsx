/**
 * /search?keyword=…&type=… — the site search (web-findAll): fonts, articles, cases, encyclopedia
 * entries and videos in one ranked list, rendered on the server; type tabs and paging are URLs.
 */
import type { Route } from "./+types/search";
import { searchByTypeQuery, searchQuery } from "#contract/content";
import { SEARCH_TYPE_LABELS, SEARCH_TYPES, type SearchType } from "#contract/content-constants";
import { PageHeader } from "#app/components/page-header";
import { EmptyState } from "#app/components/empty-state";
import { AppLink } from "#app/components/app-link";
import { LazyImage } from "#app/components/lazy-image";
import { loadContext } from "#app/lib/load-context";
import { canonicalOf, seoMeta } from "#app/lib/page-meta";
import { ListPager } from "#app/features/content/parts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = Object.fromEntries(url.searchParams);
  const type = SEARCH_TYPES.includes(raw.type as SearchType) ? (raw.type as SearchType) : undefined;
  const parsed = (type ? searchByTypeQuery : searchQuery).safeParse({ ...raw, type, size: raw.size ?? "12" });
  const q = parsed.success ? parsed.data : { keyword: "", current: 1, size: 12 };
  const page = await context.get(loadContext).services.content.search({ ...q, type });
  return {
    keyword: q.keyword,
    type: type ?? "",
    page,
    seo: { title: q.keyword ? `“${q.keyword}”的搜索结果` : "站内搜索", description: "在共创字库中搜索字体、文章、案例、书法百科与视频。", canonical: canonicalOf(context.get(loadContext).config.origin, "/search"), noindex: true },
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { keyword, type, page } = loaderData;
  const tab = (t: string, label: string) => (
    <AppLink
      key={t}
      to={`?keyword=${encodeURIComponent(keyword)}${t ? `&type=${t}` : ""}`}
      aria-current={type === t ? "page" : undefined}
      className={`rounded-full px-4 py-1.5 text-sm ${type === t ? "bg-orange-700 text-white" : "bg-white text-stone-600 ring-1 ring-stone-200 hover:text-orange-800"}`}
    >
      {label}
    </AppLink>
  );
  return (
    <>
      <PageHeader title="站内搜索">
        <form method="get" action="/search" role="search" className="mt-2 flex max-w-xl gap-2">
          <input
            type="search"
            name="keyword"
            defaultValue={keyword}
            maxLength={100}
            aria-label="搜索词"
            placeholder="输入字体名、书法家、书体…"
            className="h-11 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-4 outline-none focus:border-orange-500 focus:ring-2 focus:ring-orange-200"
          />
          {type ? <input type="hidden" name="type" value={type} /> : null}
          <button type="submit" className="h-11 rounded-xl bg-orange-700 px-5 font-medium text-white hover:bg-orange-800">
            搜索
          </button>
        </form>
      </PageHeader>
      <section className="mx-auto max-w-5xl px-4 py-8">
        {keyword ? (
          <>
            <nav aria-label="结果类型" className="mb-6 flex flex-wrap gap-2">
              {tab("", "全部")}
              {SEARCH_TYPES.map((t) => tab(t, SEARCH_TYPE_LABELS[t]))}
            </nav>
            <p className="text-sm text-stone-500" data-testid="search-total">
              找到 {page.total} 条与“{keyword}”相关的结果
            </p>
            {page.records.length ? (
              <ul className="mt-4 divide-y divide-stone-200" data-testid="search-results">
                {page.records.map((hit) => (
                  <li key={`${hit.type}-${hit.id}`}>
                    <AppLink to={hit.url} className="group flex gap-4 py-4">
                      {hit.cover ? <LazyImage src={hit.cover} alt={hit.title} className="aspect-[16/10] w-24 shrink-0 overflow-hidden rounded-lg sm:w-36" /> : null}
                      <span className="min-w-0">
                        <span className="flex items-center gap-2">
                          <span className="shrink-0 rounded bg-orange-50 px-1.5 py-0.5 text-xs text-orange-800">{SEARCH_TYPE_LABELS[hit.type]}</span>
                          <span className="line-clamp-1 font-semibold text-stone-900 group-hover:text-orange-800">{hit.title}</span>
                        </span>
                        <span className="mt-1 line-clamp-2 block text-sm leading-6 text-stone-500">{hit.summary}</span>
                      </span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-6">
                <EmptyState title="没有找到相关内容" text="换个关键词试试，比如“楷书”“黑体”“王羲之”。" />
              </div>
            )}
            <ListPager total={page.total} current={page.current} size={page.size} />
          </>
        ) : (
          <EmptyState title="请输入要搜索的内容" text="可以搜索字体名称、文章、案例、书法百科与视频。" />
        )}
      </section>
    </>
  );
}
