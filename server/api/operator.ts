/**
 * Operator calls, for scripts/notify.ts talking to a running site (with the embedded database,
 * only the running server may open it). Authenticated by OPERATOR_TOKEN in `X-Operator-Token`;
 * without that setting the calls do not exist (404).
 */
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { NotificationService } from "#server/notifications/service";
import { ApiError } from "#server/errors";
import { MESSAGES } from "#contract/messages";
import { systemNoticeBody } from "#contract/notifications";
import { ok, parse } from "./respond";
import { readJson } from "./read-json";
import { API_PATHS } from "#contract/api-paths";

export function operatorApi({ token, notifications }: { token?: string; notifications: NotificationService }) {
  const api = new Hono();
  api.use("/api/v1/operator/*", async (c, next) => {
    if (!token) throw new ApiError(404, MESSAGES.apiNotFound);
    const given = Buffer.from(c.req.header("X-Operator-Token") ?? "");
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ApiError(403, "运营令牌无效");
    await next();
  });
  api.post(API_PATHS.operatorNotices, async (c) => {
    const sent = await notifications.publishSystemNotice(parse(systemNoticeBody, await readJson(c)));
    return ok(c, { sent }, `已发送给 ${sent} 位用户`);
  });
  return api;
}
