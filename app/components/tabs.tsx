/**
 * Tabs with the behaviour of docs/product.md §4: a click switches the pane, arrow keys move focus along
 * the tabs, Delete or Backspace removes a closable tab, and `beforeLeave` may veto a switch.
 */
import { XIcon } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Tabs as RadixTabs } from "radix-ui";

export interface TabItem {
  value: string;
  label: ReactNode;
  /** The pane; tabs without one only switch (e.g. a filter bar). */
  content?: ReactNode;
  closable?: boolean;
  disabled?: boolean;
}

export type BeforeLeave = (next: string, prev: string) => boolean | void | Promise<boolean | void>;

/** Whether the switch may go ahead: vetoed by `false`, a promise of `false`, a throw or a rejection. */
export async function mayLeave(beforeLeave: BeforeLeave | undefined, next: string, prev: string): Promise<boolean> {
  if (!beforeLeave) return true;
  try {
    return (await beforeLeave(next, prev)) !== false;
  } catch {
    return false;
  }
}

/** The tab to focus after `removed` goes: the one after it, else the one before, else none. */
export function neighbourOf(values: readonly string[], removed: string): string | undefined {
  const at = values.indexOf(removed);
  if (at < 0) return undefined;
  return values[at + 1] ?? values[at - 1];
}

export interface TabsProps {
  items: TabItem[];
  /** Controlled active tab; leave out (with `defaultValue`) to let the tabs keep their own. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  beforeLeave?: BeforeLeave;
  /** Called when a closable tab's × is clicked or Delete/Backspace is pressed on it. */
  onRemove?: (value: string) => void;
  /** Make every tab closable. */
  closable?: boolean;
  /** "manual" (default): arrows only move focus, Enter/Space or a click switch. "automatic": focus switches too. */
  activationMode?: "manual" | "automatic";
  "aria-label"?: string;
  className?: string;
  listClassName?: string;
  contentClassName?: string;
}

export function Tabs({
  items,
  value: valueProp,
  defaultValue,
  onValueChange,
  beforeLeave,
  onRemove,
  closable = false,
  activationMode = "manual",
  "aria-label": ariaLabel,
  className = "",
  listClassName = "",
  contentClassName = "",
}: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? items[0]?.value ?? "");
  const value = valueProp ?? ownValue;
  // Only the latest request counts when an async beforeLeave is still deciding an earlier one.
  const latestRequest = useRef(0);
  const list = useRef<HTMLDivElement>(null);
  const focusAfterRemoval = useRef<string | undefined>(undefined);

  const commit = (next: string) => {
    if (valueProp === undefined) setOwnValue(next);
    onValueChange?.(next);
  };
  const request = async (next: string) => {
    if (next === value) return;
    const ticket = ++latestRequest.current;
    if (!beforeLeave) return commit(next); // no hook: switch in the same event, no extra tick
    const allowed = await mayLeave(beforeLeave, next, value);
    if (allowed && ticket === latestRequest.current) commit(next);
  };

  const remove = (tab: string) => {
    focusAfterRemoval.current = neighbourOf(
      items.filter((item) => !item.disabled).map((item) => item.value),
      tab,
    );
    onRemove?.(tab);
  };

  // Keep keyboard users in the tab list after a removal: focus the neighbour once the parent re-renders.
  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (target === undefined) return;
    focusAfterRemoval.current = undefined;
    list.current?.querySelector<HTMLElement>(`[data-tab-value="${CSS.escape(target)}"]`)?.focus();
  }, [items]);

  return (
    <RadixTabs.Root value={value} onValueChange={(next) => void request(next)} activationMode={activationMode} className={className}>
      <RadixTabs.List
        ref={list}
        aria-label={ariaLabel}
        className={`flex items-end gap-1 overflow-x-auto border-b border-stone-200 [scrollbar-width:thin] ${listClassName}`}
      >
        {items.map((item) => {
          const canClose = Boolean(onRemove) && (item.closable ?? closable) && !item.disabled;
          return (
            <RadixTabs.Trigger
              key={item.value}
              value={item.value}
              disabled={item.disabled}
              data-tab-value={item.value}
              aria-keyshortcuts={canClose ? "Delete Backspace" : undefined}
              onKeyDown={(event) => {
                if (canClose && (event.key === "Delete" || event.key === "Backspace")) {
                  event.preventDefault();
                  remove(item.value);
                }
              }}
              className="group relative -mb-px inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-[15px] text-stone-500 transition-colors hover:text-stone-900 focus-visible:rounded-t-lg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-40 data-[state=active]:border-orange-600 data-[state=active]:font-medium data-[state=active]:text-orange-700"
            >
              {item.label}
              {canClose ? (
                // Not a nested button (invalid inside a tab); keyboard users remove with Delete/Backspace.
                <span
                  aria-hidden="true"
                  title="关闭"
                  onMouseDown={(event) => {
                    // Radix switches tabs on mousedown; closing must not switch first.
                    event.stopPropagation();
                    event.preventDefault();
                  }}
                  onClick={(event) => {
                    event.stopPropagation();
                    remove(item.value);
                  }}
                  className="-mr-1.5 grid size-4 place-items-center rounded-full text-stone-400 opacity-70 transition hover:bg-stone-200 hover:text-stone-700 group-hover:opacity-100"
                >
                  <XIcon size={10} />
                </span>
              ) : null}
            </RadixTabs.Trigger>
          );
        })}
      </RadixTabs.List>
      {items.map((item) =>
        item.content === undefined ? null : (
          <RadixTabs.Content
            key={item.value}
            value={item.value}
            className={`pt-4 outline-none focus-visible:ring-2 focus-visible:ring-orange-600/30 ${contentClassName}`}
          >
            {item.content}
          </RadixTabs.Content>
        ),
      )}
    </RadixTabs.Root>
  );
}
