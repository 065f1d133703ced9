/** Where the toasts appear: renders sonner's Toaster (./toaster) only once a toast is asked for (app/lib/toast.ts). */
import { lazy, Suspense, useEffect, useState } from "react";
import { connectToastHost } from "#app/lib/toast";
import type { ToasterReady } from "./toaster";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

export function ToastHost() {
  const [onReady, setOnReady] = useState<ToasterReady | null>(null);
  useEffect(() => connectToastHost((ready) => setOnReady(() => ready)), []);
  return onReady ? (
    <Suspense fallback={null}>
      <Toaster onReady={onReady} />
    </Suspense>
  ) : null;
}
