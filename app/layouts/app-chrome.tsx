/** Everything every page has around its layout: toasts, loading bar, scroll, offline notice, service worker. */
import type { ReactNode } from "react";
import { ToastHost } from "#app/components/toast-host";
import { PromptHost } from "#app/components/prompt-dialog";
import { AccountModalHost } from "#app/features/account/account-modal-host";
import { LoadingBar } from "#app/components/loading-bar";
import { ScrollManager } from "#app/components/scroll-manager";
import { OfflineNotice } from "#app/components/offline-notice";
import { useServiceWorker } from "#app/lib/service-worker";

export function AppChrome({ children }: { children: ReactNode }) {
  useServiceWorker();
  return (
    <>
      <LoadingBar />
      <ScrollManager />
      <OfflineNotice />
      {children}
      <ToastHost />
      <AccountModalHost />
      <PromptHost />
    </>
  );
}
