/** Toasts of docs/product.md §9: 3000 ms, 20 px from the top, 16 px apart, Escape closes them. Loaded with the first toast (app/lib/toast.ts). */
import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { TOAST } from "#contract/constants";

export type ToasterReady = (show: typeof toast) => void;

export function Toaster({ onReady }: { onReady: ToasterReady }) {
  // Sonner (a child) has subscribed by the time this effect runs: toasts from here on show.
  useEffect(() => onReady(toast), [onReady]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") toast.dismiss();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <Sonner
      position="top-center"
      offset={TOAST.offsetPx}
      // Sonner puts toasts 16 px from the top below 600 px unless told: phones keep the 20 px too.
      mobileOffset={TOAST.offsetPx}
      gap={TOAST.gapPx}
      duration={TOAST.durationMs}
      richColors
      closeButton
      toastOptions={{ className: "font-sans" }}
    />
  );
}
