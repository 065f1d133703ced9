/**
 * The modal stack of docs/product.md §9: every open modal sits above the ones opened before it, starting
 * at z-index 2000. A new modal goes one above the topmost open one (not "base + count"), so a
 * modal opened after an inner one closed never shares a z-index with one still open.
 */
import { useEffect, useLayoutEffect, useState } from "react";
import { MODAL_Z_INDEX_BASE } from "#contract/constants";

export interface ModalStack {
  /** Put a modal on top; returns its id and z-index. */
  push(): { id: number; zIndex: number };
  /** Take a modal off, wherever it is in the stack. */
  remove(id: number): void;
  /** Number of open modals. */
  size(): number;
}

export function createModalStack(base: number = MODAL_Z_INDEX_BASE): ModalStack {
  let nextId = 1;
  const open: { id: number; zIndex: number }[] = [];
  return {
    push() {
      const top = open[open.length - 1];
      const entry = { id: nextId++, zIndex: top ? top.zIndex + 1 : base };
      open.push(entry);
      return { ...entry };
    },
    remove(id) {
      const at = open.findIndex((e) => e.id === id);
      if (at >= 0) open.splice(at, 1);
    },
    size: () => open.length,
  };
}

/** The page's one stack, shared by every dialog. */
export const modalStack = createModalStack();

const useIsoLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * The z-index a modal should use while `open`. Taken in a layout effect so it is in place before
 * the first paint. Modals opened by a click stack in the order they open; two that open in the
 * same render (rare) stack child-below-parent, since React runs child effects first.
 */
export function useModalZIndex(open: boolean, stack: ModalStack = modalStack): number {
  const [zIndex, setZIndex] = useState(MODAL_Z_INDEX_BASE);
  useIsoLayoutEffect(() => {
    if (!open) return;
    const entry = stack.push();
    setZIndex(entry.zIndex);
    return () => stack.remove(entry.id);
  }, [open, stack]);
  return zIndex;
}
