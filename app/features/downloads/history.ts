/** The download history (GET /web/api/account/download/history) for /user/download and the /user overview. */
import { useEffect, useState } from "react";
import { useHttp } from "#app/lib/http-client";
import { useSession } from "#app/lib/session";
import type { Page } from "#contract/envelope";
import { API_PATHS } from "#contract/api-paths";
import type { DownloadRecord } from "#contract/answers/account";

export type { DownloadRecord };

/** One page of the history (shared with the overview). */
export function useDownloadHistory(current: number, size: number) {
  const http = useHttp();
  const token = useSession((s) => s.token);
  const [page, setPage] = useState<Page<DownloadRecord> | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    http.get<Page<DownloadRecord>>(API_PATHS.downloadHistory, { current, size }).then(
      (res) => live && setPage(res.data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http, token, current, size]);
  return page;
}

