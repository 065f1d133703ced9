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
      // The icon (compare, or a tick when in the list) is the class's ::before (app/styles/app.css).
      className="row-compare"
    >
      对比
    </button>
  );
}
