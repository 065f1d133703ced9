/** Toasts of spec §9: 3000 ms, 20 px from the top, 16 px apart, Escape closes them. */
import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { TOAST } from "#contract/constants";

export function Toaster() {
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
      gap={TOAST.gapPx}
      duration={TOAST.durationMs}
      richColors
      closeButton
      toastOptions={{ className: "font-sans" }}
    />
  );
}
