/**
 * The list layout of docs/product.md §2/§3/§4 ("font list shown as cards, as a table, or as a sticky form";
 * "List layout state: default Table"), remembered in localStorage. The server always renders the
 * default; the browser switches to the remembered one right after hydration.
 */
import { STORAGE_KEYS } from "#contract/constants";
import { useCallback, useSyncExternalStore } from "react";

export const LIST_LAYOUTS = ["Table", "Card", "Sticky"] as const;
export type ListLayout = (typeof LIST_LAYOUTS)[number];
export const DEFAULT_LIST_LAYOUT: ListLayout = "Table";

export const LIST_LAYOUT_LABELS: Record<ListLayout, { label: string; hint: string }> = {
  Table: { label: "列表", hint: "每行一款字体，附字重、授权与字符覆盖" },
  Card: { label: "卡片", hint: "卡片网格，大字预览" },
  Sticky: { label: "对照", hint: "字体名固定在左侧，逐行对照同一段文字" },
};

/** A stored value as a layout; anything else is the default. */
export function parseListLayout(value: unknown): ListLayout {
  return typeof value === "string" && (LIST_LAYOUTS as readonly string[]).includes(value) ? (value as ListLayout) : DEFAULT_LIST_LAYOUT;
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

function storage(): StorageLike | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy settings): the choice just is not remembered
  }
}

/** The choice of this page when storage cannot keep it (blocked or full). */
let unsaved: ListLayout | null = null;

export function readListLayout(from: StorageLike | null = storage()): ListLayout {
  try {
    const stored = from?.getItem(STORAGE_KEYS.listLayout);
    return stored == null && unsaved ? unsaved : parseListLayout(stored);
  } catch {
    return unsaved ?? DEFAULT_LIST_LAYOUT;
  }
}

export function writeListLayout(layout: ListLayout, to: StorageLike | null = storage()): void {
  const value = parseListLayout(layout);
  try {
    if (!to) throw new Error("no storage");
    to.setItem(STORAGE_KEYS.listLayout, value);
    unsaved = null;
  } catch {
    // Blocked or full storage: the layout still changes for this page.
    unsaved = value;
  }
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.listLayout) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The remembered layout and its setter (the default on the server and while hydrating). */
export function useListLayout(): [ListLayout, (layout: ListLayout) => void] {
  const layout = useSyncExternalStore(subscribe, () => readListLayout(), () => DEFAULT_LIST_LAYOUT);
  const set = useCallback((next: ListLayout) => {
    writeListLayout(next);
    for (const listener of listeners) listener();
  }, []);
  return [layout, set];
}
