/**
 * The /font list's controls: keyword search (300 ms debounce into the URL), sort, the layout
 * switch and the dictionary filters (chips that are plain links, so every filter is a URL that
 * works without JavaScript and can be shared).
 */
import { ChevronDownIcon, LayoutGridIcon, type LucideIcon, PanelLeftIcon, Rows3Icon, SearchIcon, XIcon } from "lucide-react";
import { createElement, useId } from "react";
import { useNavigate } from "react-router";
import { FONT_SORTS, STANDARD_INFO, type FontSort } from "#contract/font-constants";
import type { FontDict } from "#contract/fonts";
import { AppLink } from "#app/components/app-link";
import { FILTERS, KEYWORD_MAX, listSearch, patchQuery, SORT_LABELS, toggleFilter, type FilterKey, type ListQuery } from "./query";
import { LIST_LAYOUT_LABELS, LIST_LAYOUTS, type ListLayout } from "./layout-pref";
import { useUrlDraft } from "./url-draft";


const fieldClass =
  "h-10 rounded-xl border border-stone-300 bg-white text-[15px] text-stone-800 outline-none transition-colors hover:border-stone-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/20";

/* ------------------------------------------------------------------ keyword */

const cleanKeyword = (keyword: string) => [...keyword.trim()].slice(0, KEYWORD_MAX).join("");

export function KeywordSearch({ query }: { query: ListQuery }) {
  const id = useId();
  const { draft, commit, inputProps } = useUrlDraft(query, "keyword", cleanKeyword);

  return (
    <form
      role="search"
      className="relative min-w-0 flex-1 md:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        commit(draft);
      }}
    >
      <label htmlFor={id} className="sr-only">
        搜索字体
      </label>
      {/* The magnifier submits: a form needs a submit button for keyboard and switch users (WCAG 3.2.2). */}
      <button
        type="submit"
        aria-label="搜索"
        className="absolute left-1.5 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-stone-400 outline-none hover:text-orange-700 focus-visible:ring-2 focus-visible:ring-orange-300"
      >
        <SearchIcon size={16} aria-hidden="true" />
      </button>
      <input
        id={id}
        data-testid="font-keyword"
        type="search"
        enterKeyHint="search"
        {...inputProps}
        maxLength={KEYWORD_MAX}
        placeholder="搜索字体名称、设计师或标签"
        autoComplete="off"
        className={`${fieldClass} w-full pl-10 pr-3 [&::-webkit-search-cancel-button]:cursor-pointer`}
      />
    </form>
  );
}

/* ------------------------------------------------------------------ sort */

export function SortSelect({ query }: { query: ListQuery }) {
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm text-stone-500 max-sm:sr-only">
        排序
      </label>
      <span className="relative inline-flex">
        <select
          id={id}
          data-testid="font-sort"
          value={query.sort}
          onChange={(event) => void navigate({ search: listSearch(patchQuery(query, { sort: event.target.value as FontSort })) }, { preventScrollReset: true })}
          className={`${fieldClass} cursor-pointer appearance-none pl-3 pr-8 text-sm`}
        >
          {FONT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={12} className="pointer-events-none absolute right-2.5 top-1/2 -translate-y-1/2 text-stone-400" />
      </span>
    </div>
  );
}

/* ------------------------------------------------------------------ layout switch */

const LAYOUT_ICONS: Record<ListLayout, LucideIcon> = { Table: Rows3Icon, Card: LayoutGridIcon, Sticky: PanelLeftIcon };

/** Segmented control of the three list forms. */
export function LayoutSwitch({ value, onChange }: { value: ListLayout; onChange: (layout: ListLayout) => void }) {
  return (
    <div role="group" aria-label="列表样式" data-testid="layout-switch" className="inline-flex shrink-0 rounded-xl bg-stone-100 p-1">
      {LIST_LAYOUTS.map((layout) => {
        const active = layout === value;
        return (
          <button
            key={layout}
            type="button"
            data-layout-option={layout}
            aria-pressed={active}
            title={LIST_LAYOUT_LABELS[layout].hint}
            onClick={() => onChange(layout)}
            className={`inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm sm:px-3 transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-600 ${
              active ? "bg-white font-medium text-stone-900 shadow-sm" : "text-stone-500 hover:text-stone-800"
            }`}
          >
            {createElement(LAYOUT_ICONS[layout], { size: 15 })}
            <span className="max-sm:sr-only">{LIST_LAYOUT_LABELS[layout].label}</span>
          </button>
        );
      })}
    </div>
  );
}

/* ------------------------------------------------------------------ dictionary filters */

const chipClass = (active: boolean) =>
  `inline-flex h-8 shrink-0 items-center whitespace-nowrap rounded-full px-3.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-600 ${
    active ? "bg-stone-900 font-medium text-white" : "text-stone-600 hover:bg-stone-100 hover:text-stone-900"
  }`;

/** One row of chips per dictionary category: 全部, then each entry; the active one links back to 全部. */
export function DictFilters({ query, dict }: { query: ListQuery; dict: FontDict }) {
  const rows = FILTERS.map((f) => ({ ...f, entries: dict[f.dict] ?? [] })).filter((f) => f.entries.length > 0);
  if (!rows.length) return null;
  return (
    <dl className="space-y-1.5" data-testid="font-filters">
      {rows.map(({ key, label, entries }) => (
        <div key={key} className="flex items-start gap-3">
          <dt className="w-10 shrink-0 pt-1.5 text-sm text-stone-400">{label}</dt>
          <dd className="-my-0.5 flex min-w-0 flex-1 gap-1 overflow-x-auto py-0.5 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible">
            <FilterChip query={query} filter={key} value="" label="全部" />
            {entries.map((entry) => (
              <FilterChip key={entry.dictNumber} query={query} filter={key} value={entry.dictNumber} label={entry.label} />
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FilterChip({ query, filter, value, label }: { query: ListQuery; filter: FilterKey; value: string; label: string }) {
  const active = query[filter] === value;
  const next = value === "" ? patchQuery(query, { [filter]: "" }) : toggleFilter(query, filter, value);
  return (
    <AppLink
      to={{ pathname: "/font", search: listSearch(next) }}
      preventScrollReset
      aria-current={active ? "true" : undefined}
      data-filter={filter}
      data-value={value}
      className={chipClass(active)}
    >
      {label}
    </AppLink>
  );
}

/** A long text's first characters, on one line, for a pill. */
const shorten = (text: string) => {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  return chars.length > 12 ? `${chars.slice(0, 12).join("")}…` : chars.join("");
};

/** The active filters as removable pills, for the summary line. */
export function ActiveFilters({ query, dict }: { query: ListQuery; dict: FontDict }) {
  const active = FILTERS.filter((f) => query[f.key]).map((f) => ({
    key: f.key,
    text: `${f.label}：${dict[f.dict]?.find((e) => e.dictNumber === query[f.key])?.label ?? query[f.key]}`,
  }));
  if (query.keyword) active.push({ key: "keyword" as FilterKey, text: `关键词：${query.keyword}` });
  if (query.standard) active.push({ key: "standard" as FilterKey, text: `字符集：${STANDARD_INFO[query.standard].short} 全` });
  if (query.commercial) active.push({ key: "commercial" as FilterKey, text: "可免费商用" });
  if (query.text.trim()) active.push({ key: "text" as FilterKey, text: `文字：${shorten(query.text)}` });
  const cleared = (key: string): Partial<ListQuery> => (key === "commercial" ? { commercial: false } : { [key]: "" });
  return (
    <>
      {active.map((a) => (
        <AppLink
          key={a.key}
          to={{ pathname: "/font", search: listSearch(patchQuery(query, cleared(a.key))) }}
          preventScrollReset
          aria-label={`移除筛选 ${a.text}`}
          className="inline-flex h-7 items-center gap-1 rounded-full border border-stone-200 bg-white pl-3 pr-2 text-xs text-stone-600 transition-colors hover:border-stone-300 hover:text-stone-900"
        >
          {a.text}
          <XIcon size={10} />
        </AppLink>
      ))}
    </>
  );
}
