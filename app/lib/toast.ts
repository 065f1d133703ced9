/**
 * Toasts of docs/product.md §9, loaded with the first one. sonner (36 KB) is not part of the first page
 * load: a toast call loads it and mounts its Toaster (ToastHost, in the page chrome), then shows
 * the message. Calls made meanwhile keep their order. sonner shows only toasts created after its
 * Toaster subscribed, hence the wait for the mount rather than for the import alone.
 */
import type { toast as sonnerToast } from "sonner";

type Sonner = typeof sonnerToast;
type Kind = "success" | "error" | "info" | "warning";

let mounted: Promise<Sonner> | undefined;
let onMounted: ((toast: Sonner) => void) | undefined;
let requestMount: (() => void) | undefined;

/** The first toast asks ToastHost to load and mount the Toaster; resolves once it listens. */
function ready(): Promise<Sonner> {
  mounted ??= new Promise<Sonner>((resolve) => {
    onMounted = resolve;
    requestMount?.();
  });
  return mounted;
}

/** Called by ToastHost once: `mount` renders the Toaster, which then calls the `ready` it got. */
export function connectToastHost(mount: (ready: (toast: Sonner) => void) => void): void {
  requestMount = () => mount((toast) => onMounted?.(toast));
  if (mounted) requestMount(); // a toast was asked for before the host rendered
}

const show = (kind: Kind) => (message: string) => void ready().then((toast) => toast[kind](message));

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  /** Closes every toast; nothing to close before the first one. */
  dismiss: () => void mounted?.then((toast) => toast.dismiss()),
};
