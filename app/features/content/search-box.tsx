/**
 * The header's search box: hot keywords when empty, suggestions from the site search while
 * typing (debounced 300 ms, docs/product.md §9), Enter or a click goes to /search?keyword=….
 */
import { useEffect, useId, useMemo, useState } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import type { Page } from "#contract/envelope";
import type { SearchHit } from "#contract/content";
import { SEARCH_TYPE_LABELS } from "#contract/content-constants";
import { useHttp } from "#app/lib/http-client";
import { debounce } from "#app/lib/debounce";
import type { loader as rootLoader } from "#app/root";

export const SEARCH_PATH = "/web/api/web-findAll/getPageList";

export function SearchBox({ overlay = false, onDone, className = "" }: { overlay?: boolean; onDone?: () => void; className?: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const hot = root?.hotKeywords ?? [];
  const http = useHttp();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const suggest = useMemo(() => {
    // Only the answer for the last word typed is shown; slower earlier answers are dropped.
    const asked: string[] = [];
    return debounce((keyword: string) => {
      asked.splice(0, asked.length, keyword);
      if (!keyword) return setHits([]);
      http.get<Page<SearchHit>>(SEARCH_PATH, { keyword, size: 6 }, { silent: true }).then(
        (res) => asked[0] === keyword && setHits(res.data?.records ?? []),
        () => setHits([]),
      );
    });
  }, [http]);
  useEffect(() => () => suggest.cancel(), [suggest]);

  const go = (keyword: string) => {
    const k = keyword.trim();
    if (!k) return;
    setOpen(false);
    onDone?.();
    void navigate(`/search?keyword=${encodeURIComponent(k)}`);
  };

  // aria-controls may name only an element that exists: the popup, while it is shown.
  const popupShown = open && Boolean(hits.length || (!text && hot.length));
  return (
    <form
      role="search"
      className={`relative ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        go(text);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        type="search"
        name="keyword"
        value={text}
        maxLength={100}
        placeholder="搜索字体、文章、百科"
        aria-label="站内搜索"
        aria-controls={popupShown ? listId : undefined}
        autoComplete="off"
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          suggest(e.target.value.trim());
        }}
        onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
        className={`h-9 w-full rounded-full border pl-9 pr-3 text-sm outline-none transition focus:border-orange-500 focus:ring-2 focus:ring-orange-200 ${
          overlay ? "border-white/40 bg-white/15 text-white placeholder:text-white/70" : "border-stone-200 bg-stone-50 text-stone-800 placeholder:text-stone-400"
        }`}
      />
      {/* The magnifier submits: a form needs a submit button for keyboard and switch users (WCAG 3.2.2). */}
      <button
        type="submit"
        aria-label="搜索"
        className={`absolute left-1 top-1/2 grid size-7 -translate-y-1/2 place-items-center rounded-full text-sm outline-none focus-visible:ring-2 focus-visible:ring-orange-300 ${overlay ? "text-white/80 hover:text-white" : "text-stone-400 hover:text-orange-700"}`}
      >
        <span aria-hidden="true">⌕</span>
      </button>
      {popupShown ? (
        <div id={listId} className="absolute right-0 top-11 z-50 w-full min-w-72 overflow-hidden rounded-2xl border border-stone-200 bg-white p-2 text-stone-800 shadow-xl">
          {text && hits.length ? (
            <ul aria-label="搜索建议">
              {hits.map((hit) => (
                <li key={`${hit.type}-${hit.id}`}>
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      onDone?.();
                      void navigate(hit.url);
                    }}
                    className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-orange-50"
                  >
                    <span className="shrink-0 rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-500">{SEARCH_TYPE_LABELS[hit.type]}</span>
                    <span className="line-clamp-1">{hit.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <div className="p-2">
              <p className="text-xs text-stone-400">热门搜索</p>
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="热门搜索">
                {hot.map((k) => (
                  <li key={k.word}>
                    <button type="button" onClick={() => go(k.word)} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700 hover:bg-orange-100 hover:text-orange-800">
                      {k.word}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      ) : null}
    </form>
  );
}
