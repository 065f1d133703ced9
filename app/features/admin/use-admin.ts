/**
 * Data of the console pages (/admin) and of /user/contribute: one call through the site's HTTP
 * client, reloaded when its inputs change or on demand. Failures are kept (silently: the page
 * shows them in place, e.g. 没有权限 for a member) instead of a toast.
 */
import { useCallback, useEffect, useState } from "react";
import { useHttp } from "#app/lib/http-client";
import { HttpError, type Params } from "#app/lib/http";
import { useSession } from "#app/lib/session";

export interface Loaded<T> {
  data: T | null;
  error: { status: number; message: string } | null;
  reload: () => void;
}

export function useApiData<T>(path: string, params: Params = {}): Loaded<T> {
  const http = useHttp();
  const token = useSession((s) => s.token);
  const [state, setState] = useState<{ data: T | null; error: Loaded<T>["error"] }>({ data: null, error: null });
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(params);
  useEffect(() => {
    if (!token) return;
    let live = true;
    http.get<T>(path, JSON.parse(key) as Params, { silent: true }).then(
      (res) => live && setState({ data: res.data, error: null }),
      (error: unknown) => live && setState({ data: null, error: problemOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [http, token, path, key, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}

/** The server's own Chinese message (e.g. why a member may not use the console), else the client's. */
function problemOf(error: unknown): { status: number; message: string } {
  if (!(error instanceof HttpError)) return { status: 500, message: "加载失败，请稍后再试" };
  const msg = (error.body as { msg?: unknown } | undefined)?.msg;
  return { status: error.status, message: typeof msg === "string" && msg ? msg : error.message };
}

export const formatTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString("zh-CN", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }) : "—";
