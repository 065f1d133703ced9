/**
 * Controlled pagination (docs/product.md §9 texts "共 {total} 条" and "{n}条/页"): total, page size
 * select, previous/next, page numbers with ellipses, and a jumper. The parent owns `current`
 * and `size` and gets every change through `onChange`.
 */
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useId, useState } from "react";
import { PAGE_SIZES } from "#contract/constants";

/** A page button, or an ellipsis that jumps several pages back ("prev-more") or forward ("next-more"). */
export type PageItem = number | "prev-more" | "next-more";

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)));
}

/**
 * The page buttons for `current` of `pages`, at most `pagerCount` numbers (odd, ≥ 5): first and
 * last always, a window around the current page, and an ellipsis for each gap.
 * pageItems(10, 20) → [1, "prev-more", 8, 9, 10, 11, 12, "next-more", 20].
 */
export function pageItems(current: number, pages: number, pagerCount = 7): PageItem[] {
  const count = Math.max(5, pagerCount % 2 === 0 ? pagerCount + 1 : pagerCount);
  if (pages <= count) return Array.from({ length: Math.max(1, pages) }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), pages);
  const half = (count - 1) / 2;
  const inner = count - 2; // numbers between the first and the last
  let from: number;
  if (page <= half + 1) from = 2;
  else if (page >= pages - half) from = pages - inner;
  else from = page - (half - 1);
  const middle = Array.from({ length: inner }, (_, i) => from + i);
  return [
    1,
    ...(from > 2 ? (["prev-more"] as const) : []),
    ...middle,
    ...(from + inner < pages ? (["next-more"] as const) : []),
    pages,
  ];
}

export interface PaginationProps {
  total: number;
  /** 1-based. */
  current: number;
  size: number;
  /** Called with the new page and size; a size change keeps the page within the new page count. */
  onChange: (next: { current: number; size: number }) => void;
  pageSizes?: readonly number[];
  /** How many page numbers to show at most (odd). Default 7. */
  pagerCount?: number;
  hideOnSinglePage?: boolean;
  /** Leave out parts: e.g. `{ sizes: false, jumper: false }` for a compact pager. */
  show?: Partial<Record<"total" | "sizes" | "jumper", boolean>>;
  className?: string;
}

const itemBase =
  "inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-40";
const itemIdle = `${itemBase} text-stone-600 hover:bg-orange-50 hover:text-orange-700 disabled:hover:bg-transparent disabled:hover:text-stone-600`;
const itemActive = `${itemBase} bg-orange-700 font-semibold text-white shadow-sm`;
const fieldClass =
  "h-8 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-700 outline-none transition-colors hover:border-stone-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/20";

export function Pagination({
  total,
  current,
  size,
  onChange,
  pageSizes = PAGE_SIZES,
  pagerCount = 7,
  hideOnSinglePage = false,
  show = {},
  className = "",
}: PaginationProps) {
  const pages = pageCount(total, size);
  const page = Math.min(Math.max(1, current), pages);
  const jump = Math.max(5, pagerCount) - 2; // an ellipsis skips as many pages as the window shows
  const sizeId = useId();
  const go = (to: number) => {
    const next = Math.min(Math.max(1, Math.round(to)), pages);
    if (next !== page) onChange({ current: next, size });
  };

  if (hideOnSinglePage && pages <= 1) return null;
  const sizes = pageSizes.includes(size) ? pageSizes : [...pageSizes, size].sort((a, b) => a - b);

  return (
    <nav aria-label="分页" className={`flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-stone-600 ${className}`}>
      {show.total !== false ? <span className="tabular-nums">共 {total} 条</span> : null}

      {show.sizes !== false ? (
        <>
          <label htmlFor={sizeId} className="sr-only">
            每页条数
          </label>
          <span className="relative inline-flex">
            <select
              id={sizeId}
              value={size}
              onChange={(event) => {
                const nextSize = Number(event.target.value);
                onChange({ current: Math.min(page, pageCount(total, nextSize)), size: nextSize });
              }}
              className={`${fieldClass} cursor-pointer appearance-none pl-3 pr-7`}
            >
              {sizes.map((n) => (
                <option key={n} value={n}>
                  {n}条/页
                </option>
              ))}
            </select>
            <span className="pointer-events-none absolute inset-y-0 right-2 grid place-items-center text-stone-400">
              <ChevronDownIcon size={12} />
            </span>
          </span>
        </>
      ) : null}

      <ul className="flex items-center gap-1">
        <li>
          <button type="button" className={itemIdle} aria-label="上一页" disabled={page <= 1} onClick={() => go(page - 1)}>
            <ChevronLeftIcon size={14} />
          </button>
        </li>
        {pageItems(page, pages, pagerCount).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                className={item === page ? itemActive : itemIdle}
                aria-label={`第 ${item} 页`}
                aria-current={item === page ? "page" : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`${itemIdle} group`}
                aria-label={item === "prev-more" ? `向前 ${jump} 页` : `向后 ${jump} 页`}
                title={item === "prev-more" ? `向前 ${jump} 页` : `向后 ${jump} 页`}
                onClick={() => go(item === "prev-more" ? page - jump : page + jump)}
              >
                <span aria-hidden="true" className="group-hover:hidden group-focus-visible:hidden">
                  …
                </span>
                <span aria-hidden="true" className="hidden group-hover:inline group-focus-visible:inline">
                  {item === "prev-more" ? "«" : "»"}
                </span>
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={itemIdle} aria-label="下一页" disabled={page >= pages} onClick={() => go(page + 1)}>
            <ChevronRightIcon size={14} />
          </button>
        </li>
      </ul>

      {show.jumper !== false ? <Jumper page={page} pages={pages} onJump={go} /> : null}
    </nav>
  );
}

/** "前往 [n] 页": jumps on Enter or when the field loses focus; out-of-range numbers are clamped. */
function Jumper({ page, pages, onJump }: { page: number; pages: number; onJump: (page: number) => void }) {
  const [draft, setDraft] = useState(String(page));
  // When the page changes from outside, show it (adjusting state during render, not in an effect).
  const [shownPage, setShownPage] = useState(page);
  if (shownPage !== page) {
    setShownPage(page);
    setDraft(String(page));
  }
  const commit = () => {
    const wanted = Number.parseInt(draft, 10);
    if (Number.isFinite(wanted)) onJump(wanted);
    setDraft(String(Number.isFinite(wanted) ? Math.min(Math.max(1, wanted), pages) : page));
  };
  return (
    <label className="flex items-center gap-1.5">
      前往
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={pages}
        value={draft}
        aria-label="跳转到页码"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          }
        }}
        onBlur={commit}
        className={`${fieldClass} w-14 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
      />
      页
    </label>
  );
}
