/** The browser's instance of the one HTTP client, wired to toasts, the session and navigation. */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { toast } from "#app/lib/toast";
import type { PublicConfig } from "#contract/config";
import { createHttp, type Http } from "./http";
import { useSessionStore } from "./session";

const HttpContext = createContext<Http | null>(null);

export function HttpProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  const store = useSessionStore();
  const navigate = useNavigate();
  const http = useMemo(
    () =>
      createHttp({
        base: config.apiBase,
        getToken: () => store.getState().token,
        notifyError: (message) => toast.error(message),
        onSessionInvalid: () => {
          store.getState().clearSession();
          navigate("/");
        },
      }),
    [config.apiBase, store, navigate],
  );
  return <HttpContext.Provider value={http}>{children}</HttpContext.Provider>;
}

export function useHttp(): Http {
  const http = useContext(HttpContext);
  if (!http) throw new Error("useHttp outside HttpProvider");
  return http;
}
