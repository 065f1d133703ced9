/**
 * The compare bar while browsing fonts: the chosen fonts (each removable), the upper bound, and
 * 开始对比 to /user/compare. The list is restored from localStorage `compareFonts` on load (docs/product.md §4).
 * Hidden while the list is empty. data-testid="compare-bar", "compare-bar-item", "compare-start".
 */
import { useEffect } from "react";
import { toast } from "#app/lib/toast";
import { AppLink } from "#app/components/app-link";
import { useSession, useSessionStore } from "#app/lib/session";
import { COMPARE_MAX } from "#contract/compare-constants";
import { entryLabel, type CompareEntry } from "./entries";

export function CompareBar() {
  const store = useSessionStore();
  const list = useSession((s) => s.compareFonts) as CompareEntry[];
  useEffect(() => store.getState().restoreCompare(), [store]);
  if (list.length === 0) return null;

  const remove = (id: number) => {
    const result = store.getState().removeCompare(id);
    if (result.ok) toast.success(result.message);
    else toast.warning(result.message);
  };

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 px-3 pb-3 sm:px-6 sm:pb-5">
      <section
        data-testid="compare-bar"
        aria-label="字体对比栏"
        className="pointer-events-auto mx-auto flex max-w-5xl items-center gap-2 rounded-2xl border border-stone-200 bg-white/95 p-2 shadow-2xl shadow-stone-900/15 backdrop-blur sm:gap-3 sm:p-3 sm:px-4"
      >
        <p className="shrink-0 pl-1 text-sm font-medium text-stone-900">
          <span className="max-sm:sr-only">对比 </span>
          <span className="tabular-nums text-orange-700">{list.length}</span>
          <span className="text-stone-400">/{COMPARE_MAX}</span>
        </p>
        <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto pb-0.5">
          {list.map((f) => (
            <li key={f.id} data-testid="compare-bar-item" data-font-id={f.id} className="flex shrink-0 items-center gap-1 rounded-full bg-stone-100 py-1 pl-3 pr-1 text-sm text-stone-700">
              <span className="max-w-[9em] truncate">{entryLabel(f)}</span>
              <button
                type="button"
                aria-label={`移除对比：${entryLabel(f)}`}
                onClick={() => remove(f.id)}
                className="inline-flex h-6 w-6 items-center justify-center rounded-full text-stone-400 hover:bg-white hover:text-stone-900"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <AppLink
          to="/user/compare"
          data-testid="compare-start"
          aria-disabled={list.length < 2}
          onClick={(e) => {
            if (list.length < 2) {
              e.preventDefault();
              toast.info("至少选择两款字体才能对比");
            }
          }}
          className="inline-flex h-9 shrink-0 items-center justify-center rounded-full bg-stone-900 px-3.5 text-sm sm:h-10 sm:px-5 font-medium text-white hover:bg-orange-700 aria-disabled:bg-stone-400"
        >
          开始对比
        </AppLink>
      </section>
    </div>
  );
}
