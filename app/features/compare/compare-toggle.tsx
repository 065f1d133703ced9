/** 加入对比 / 移除对比 for a list row: the messages of docs/product.md §5 (and the upper bound) as toasts. */
import { toast } from "#app/lib/toast";
import { useSession, useSessionStore } from "#app/lib/session";
import type { CompareEntry } from "./entries";

export function CompareToggle({ entry }: { entry: CompareEntry }) {
  const store = useSessionStore();
  const inList = useSession((s) => s.compareFonts.some((f) => f.id === entry.id));
  const toggle = () => {
    const state = store.getState();
    const result = inList ? state.removeCompare(entry.id) : state.addCompare(entry);
    if (result.ok) toast.success(result.message);
    else toast.warning(result.message);
  };
  const label = `${inList ? "移除对比" : "加入对比"}：${entry.name ?? ""}`;
  return (
    <button
      type="button"
      data-testid="compare-toggle"
      data-font-id={entry.id}
      aria-pressed={inList}
      aria-label={label}
      title={label}
      onClick={toggle}
      className="relative z-10 inline-flex h-8 shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-stone-200 bg-white/90 px-2.5 text-xs text-stone-600 shadow-sm transition-colors hover:border-orange-300 hover:text-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 aria-pressed:border-orange-300 aria-pressed:bg-orange-50 aria-pressed:text-orange-800"
    >
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
        {inList ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : <path d="M8 4v16M16 4v16M4 8h8M12 16h8" />}
      </svg>
      对比
    </button>
  );
}
