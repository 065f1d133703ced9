/**
 * Font downloads (server/downloads/service.ts): the signed link, the download it leads to, and
 * the member's download history.
 */
import { Hono } from "hono";
import type { Db } from "#server/db/client";
import type { DownloadService } from "#server/downloads/service";
import { id as idSchema, paging } from "#contract/validators";
import { ApiError } from "#server/errors";
import { requireUser, type AuthEnv } from "#server/auth/current-user";
import { ok, parse, query } from "./respond";
import { API_PATHS, honoPath } from "#contract/api-paths";
import { downloadUrlQuery, SIGNED_DOWNLOAD_PARAMS, signedDownloadQuery } from "#contract/downloads";

export function downloadsApi({ db, downloads }: { db: Db; downloads: DownloadService }) {
  const api = new Hono<AuthEnv>();
  const auth = requireUser(db);

  api.get(API_PATHS.downloadUrl, auth, async (c) => {
    const { id, agree } = parse(downloadUrlQuery, query(c));
    return ok(c, await downloads.url(c.get("userId"), id, agree === "1"));
  });

  api.get(honoPath(API_PATHS.download), async (c) => {
    const given = query(c);
    // A link cut short (copied without its query) is told what it lacks, not that an id is wrong.
    const missing = SIGNED_DOWNLOAD_PARAMS.filter((name) => !given[name]);
    if (missing.length > 0) throw new ApiError(403, `下载链接不完整，缺少参数 ${missing.join("、")}，请回到字体页重新下载`);
    const fontId = parse(idSchema, c.req.param("id"));
    const { object, format, filename } = await downloads.download(fontId, parse(signedDownloadQuery, given));
    c.header("Content-Type", object.contentType);
    c.header("Content-Length", String(object.size));
    c.header("Content-Disposition", `attachment; filename="font.${format}"; filename*=UTF-8''${encodeURIComponent(filename)}`);
    c.header("Cache-Control", "private, no-store");
    return c.body(object.body);
  });

  api.get(API_PATHS.downloadHistory, auth, async (c) => ok(c, await downloads.history(c.get("userId"), parse(paging, query(c)))));

  return api;
}
