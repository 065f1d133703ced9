/**
 * The site's dialog (docs/product.md §9): 15vh from the top unless told otherwise, a title and a close
 * button, closed by Escape or a click on the overlay, the page behind it locked from scrolling,
 * and stacked above every dialog opened before it (z-index from 2000 up).
 * Radix's dialog is not part of the first page load: the panel (./dialog-panel) loads with the
 * first opening and then stays mounted, so closing still animates and reopening is immediate.
 */
import { lazy, Suspense, useState, type ReactNode } from "react";

const DialogPanel = lazy(() => import("./dialog-panel").then((m) => ({ default: m.DialogPanel })));

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** Distance from the top of the viewport; default 15vh. */
  top?: string;
  /** Width classes of the panel; default `max-w-lg`. */
  widthClassName?: string;
  className?: string;
  /** Hide the × button (Escape and the overlay still close unless turned off). */
  hideClose?: boolean;
  closeOnEscape?: boolean;
  closeOnOverlayClick?: boolean;
}

export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  ) : null;
}

/** Button looks shared by dialogs' footers, so every dialog's actions match. */
export const dialogButton = {
  primary:
    "inline-flex h-9 items-center justify-center rounded-lg bg-orange-700 px-4 text-sm font-medium text-white shadow-sm transition-colors hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:opacity-50",
  secondary:
    "inline-flex h-9 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-700 transition-colors hover:bg-stone-50 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600",
} as const;
