/**
 * The /font page: filters, sort and keyword in the URL; the list in one of
 * the three forms of docs/product.md §2 (remembered in localStorage, Table by default); every row
 * previewing in its own font through one batched subset call; pagination with the texts of
 * docs/product.md §9 ("共 {total} 条", "条/页").
 *
 * Test hooks: data-testid="font-list" (data-list-layout = Table | Card | Sticky, aria-busy while a
 * new page loads), "font-row", "font-preview", "font-empty" (data-reason = empty | no-match |
 * error | past-end), "font-total".
 */
import { ListFilterIcon } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { useNavigate, useNavigation, useNavigationType, useRouteLoaderData } from "react-router";
import { Pagination } from "#app/components/pagination";
import { AppLink } from "#app/components/app-link";
import { useSampleText } from "#app/lib/sample-text";
import { useRowPreviews } from "#app/components/font-preview";
import type { FontDict } from "#contract/fonts";
import { ActiveFilters, DictFilters, KeywordSearch, LayoutSwitch, SortSelect } from "./filters";
import { useListLayout, type ListLayout } from "./layout-pref";
import { clearFilters, FILTERS, hasFilters, LIST_PAGE_SIZES, listSearch, patchQuery, type ListQuery } from "./query";
import { rowRequests, type FontRow } from "#app/lib/font-rows";
import { CardView, StickyView, TableView, type ViewProps } from "./views";
import { FindFilters, FindTextPanel, findPreviewText } from "./find-text";
import { neededCodePoints } from "#contract/font-constants";

export interface FontListData {
  query: ListQuery;
  page: { records: FontRow[]; total: number; current: number; size: number; pages: number } | null;
  /** Why the list could not be loaded (a bad filter value: the API's message). */
  error: string | null;
}

const useIsoLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

function useFontDict(): FontDict {
  const root = useRouteLoaderData("root") as { fontDict?: FontDict } | undefined;
  return root?.fontDict ?? {};
}

export function FontListPage({ data }: { data: FontListData }) {
  const { query, page, error } = data;
  const dict = useFontDict();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const navigationType = useNavigationType();
  const [layout, setLayout] = useListLayout();
  const { text: sampleText, size } = useSampleText();
  const listTop = useRef<HTMLDivElement>(null);
  // Phones: the filter chips fold away behind a button (always shown from the small breakpoint).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  // The route keeps its scroll position while its query changes (handle.scrollToTop = false);
  // arriving from another page still starts at the top, and back/forward restore as usual.
  useIsoLayoutEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, []); // only on arrival

  const rows = page?.records ?? [];
  // The text filter's text is what every preview shows while it is on.
  const shownText = findPreviewText(query, sampleText);
  const previews = useRowPreviews(rowRequests(rows, shownText));
  const weightLabel = (n: string) => dict.fontWeight?.find((e) => e.dictNumber === n)?.label;
  const busy = navigation.state === "loading" && navigation.location.pathname === "/font";
  const filtered = hasFilters(query);
  const activeCount = FILTERS.filter((f) => query[f.key]).length;
  // An empty catalogue has nothing to filter: only say so.
  const catalogueEmpty = page !== null && page.total === 0 && !filtered;

  const changePage = async ({ current, size: pageSize }: { current: number; size: number }) => {
    await navigate({ search: listSearch(patchQuery(query, { current, size: pageSize })) }, { preventScrollReset: true });
    listTop.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  };

  const viewProps: ViewProps = { rows, previews, sampleText: shownText, size, weightLabel };
  const textChars = query.text.trim() ? neededCodePoints(query.text).length : 0;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20">
      <section aria-label="筛选字体" className="border-b border-stone-200 py-6" hidden={catalogueEmpty}>
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <KeywordSearch query={query} />
          <div className="flex items-center gap-2 sm:gap-3 md:ml-auto">
            <SortSelect query={query} />
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
              className={`inline-flex h-10 items-center gap-1.5 rounded-xl border px-3 text-sm transition-colors sm:hidden ${
                filtersOpen ? "border-stone-900 bg-stone-900 text-white" : "border-stone-300 bg-white text-stone-700"
              }`}
            >
              <ListFilterIcon size={14} />
              筛选{activeCount ? <span className="tabular-nums">·{activeCount}</span> : null}
            </button>
            <div className="ml-auto md:ml-0">
              <LayoutSwitch value={layout} onChange={setLayout} />
            </div>
          </div>
        </div>
        <div className="mt-4">
          <FindTextPanel query={query} />
        </div>
        <div id={filtersId} className={`mt-5 ${filtersOpen ? "" : "max-sm:hidden"}`}>
          <DictFilters query={query} dict={dict} />
          <FindFilters query={query} />
        </div>
      </section>

      <div ref={listTop} className="scroll-mt-20 sm:scroll-mt-36">
        {/* The cards' names are h3: the outline needs the level between them and the page's h1. */}
        <h2 className="sr-only">字体列表</h2>
        <div className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-2 py-4">
          <p data-testid="font-total" className="text-sm text-stone-500" aria-live="polite">
            {page ? (
              <>
                共 <span className="font-semibold tabular-nums text-stone-900">{page.total}</span> 款字体
                {textChars ? (query.cover === "all" ? `能写出这 ${textChars} 个字` : "，已标出每款缺少的字") : null}
              </>
            ) : null}
          </p>
          {filtered ? (
            <>
              <ActiveFilters query={query} dict={dict} />
              <AppLink
                to={{ pathname: "/font", search: listSearch(clearFilters(query)) }}
                preventScrollReset
                className="text-xs text-orange-700 underline-offset-4 hover:underline"
              >
                清除全部
              </AppLink>
            </>
          ) : null}
        </div>

        <div
          data-testid="font-list"
          data-list-layout={layout}
          aria-busy={busy || undefined}
          className={`transition-opacity duration-200 ${busy ? "pointer-events-none opacity-50" : ""}`}
        >
          {rows.length ? (
            <ListBody layout={layout} {...viewProps} />
          ) : (
            <ListEmpty query={query} error={error} total={page?.total ?? 0} filtered={filtered} />
          )}
        </div>

        {page && page.total > 0 ? (
          <Pagination
            className="mt-10"
            total={page.total}
            current={query.current}
            size={query.size}
            pageSizes={LIST_PAGE_SIZES}
            onChange={(next) => void changePage(next)}
          />
        ) : null}
      </div>
    </div>
  );
}

function ListBody({ layout, ...props }: ViewProps & { layout: ListLayout }) {
  if (layout === "Card") return <CardView {...props} />;
  if (layout === "Sticky") return <StickyView {...props} />;
  return <TableView {...props} />;
}

function ListEmpty({ query, error, total, filtered }: { query: ListQuery; error: string | null; total: number; filtered: boolean }) {
  const clear = { pathname: "/font", search: listSearch(clearFilters(query)) };
  let reason: "error" | "past-end" | "no-match" | "empty";
  let title: string;
  let text: string;
  let action: { to: typeof clear; label: string } | null = null;
  if (error) {
    reason = "error";
    title = filtered ? "筛选条件无效" : "字体列表暂时无法加载";
    text = filtered ? `${error}。请清除筛选后重试。` : `${error}。请稍后刷新页面重试。`;
    if (filtered) action = { to: clear, label: "清除筛选" };
  } else if (total > 0) {
    reason = "past-end";
    title = "这一页没有字体";
    text = `共 ${total} 款字体，已超出最后一页。`;
    action = { to: { pathname: "/font", search: listSearch(patchQuery(query, { current: 1 })) }, label: "回到第一页" };
  } else if (filtered && query.text.trim() && query.cover === "all") {
    reason = "no-match";
    title = "没有字体能写出全部文字";
    text = `没有一款字体收录了这 ${neededCodePoints(query.text).length} 个字中的每一个。可以显示全部字体，看看每款缺哪些字。`;
    action = { to: { pathname: "/font", search: listSearch(patchQuery(query, { cover: "any" })) }, label: "显示全部并标出缺字" };
  } else if (filtered) {
    reason = "no-match";
    title = "没有找到符合条件的字体";
    text = query.keyword ? `没有与“${query.keyword}”相符的字体。换个关键词，或减少筛选条件试试。` : "换个分类，或减少筛选条件试试。";
    action = { to: clear, label: "清除筛选" };
  } else {
    reason = "empty";
    title = "字体库暂时还没有字体";
    text = "收录的字体正在整理中，请稍后再来看看。";
  }
  return (
    <div data-testid="font-empty" data-reason={reason} className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-20 text-center">
      <span aria-hidden="true" className="font-serif text-6xl text-stone-200">
        字
      </span>
      <p className="mt-5 text-lg font-medium text-stone-800">{title}</p>
      <p className="mt-2 max-w-md text-sm leading-6 text-stone-500">{text}</p>
      {action ? (
        <AppLink
          to={action.to}
          preventScrollReset
          className="mt-6 inline-flex h-10 items-center rounded-xl bg-stone-900 px-5 text-sm font-medium text-white transition-colors hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
        >
          {action.label}
        </AppLink>
      ) : null}
    </div>
  );
}
