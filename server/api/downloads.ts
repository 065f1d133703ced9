/**
 * Font downloads (server/downloads/service.ts): the signed link, the download it leads to, and
 * the member's download history.
 */
import { MESSAGES } from "#contract/messages";
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "#server/db/client";
import type { DownloadService } from "#server/downloads/service";
import { id as idSchema, paging } from "#contract/validators";
import { ApiError } from "#server/errors";
import { requireUser, type AuthEnv } from "#server/auth/current-user";
import { ok, parse, query } from "./respond";

const SIGNED_PARAMS = ["u", "expires", "sig"] as const;
const signedQuery = z.object({
  u: idSchema,
  expires: z.coerce.number({ message: MESSAGES.linkInvalid }).int(MESSAGES.linkInvalid),
  sig: z.string().max(100, MESSAGES.linkInvalid),
});

export function downloadsApi({ db, downloads }: { db: Db; downloads: DownloadService }) {
  const api = new Hono<AuthEnv>();
  const auth = requireUser(db);

  api.get("/web/api/font/get-download-url", auth, async (c) => {
    const { id, agree } = parse(z.object({ id: idSchema, agree: z.enum(["0", "1"]).optional() }), query(c));
    return ok(c, await downloads.url(c.get("userId"), id, agree === "1"));
  });

  api.get("/api/v1/web/:id/download", async (c) => {
    const given = query(c);
    // A link cut short (copied without its query) is told what it lacks, not that an id is wrong.
    const missing = SIGNED_PARAMS.filter((name) => !given[name]);
    if (missing.length > 0) throw new ApiError(403, `下载链接不完整，缺少参数 ${missing.join("、")}，请回到字体页重新下载`);
    const fontId = parse(idSchema, c.req.param("id"));
    const { object, format, filename } = await downloads.download(fontId, parse(signedQuery, given));
    c.header("Content-Type", object.contentType);
    c.header("Content-Length", String(object.size));
    c.header("Content-Disposition", `attachment; filename="font.${format}"; filename*=UTF-8''${encodeURIComponent(filename)}`);
    c.header("Cache-Control", "private, no-store");
    return c.body(object.body);
  });

  api.get("/web/api/account/download/history", auth, async (c) => ok(c, await downloads.history(c.get("userId"), parse(paging, query(c)))));

  return api;
}
