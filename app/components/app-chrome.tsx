/** Everything every page has around its layout: toasts, loading bar, scroll, offline notice, service worker. */
import type { ReactNode } from "react";
import { ToastHost } from "./toast-host";
import { PromptHost } from "./prompt-dialog";
import { AccountModalHost } from "../features/account/account-modal-host";
import { LoadingBar } from "./loading-bar";
import { ScrollManager } from "./scroll-manager";
import { OfflineNotice } from "./offline-notice";
import { useServiceWorker } from "../lib/service-worker";

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
