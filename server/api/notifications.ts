/** Notifications (docs/contract.md "Notifications"; paths in contract/notifications.ts): parse, call, answer. */
import { Hono } from "hono";
import type { Db } from "#server/db/client";
import { requireUser, type AuthEnv } from "#server/auth/current-user";
import type { NotificationService } from "#server/notifications/service";
import { id } from "#contract/validators";
import { notifyListQuery, readAllQuery } from "#contract/notifications";
import { ok, parse, query } from "./respond";

export function notificationsApi({ db, notifications }: { db: Db; notifications: NotificationService }) {
  const api = new Hono<AuthEnv>();
  const auth = requireUser(db);

  api.get("/api/v1/web/notifyList", auth, async (c) => ok(c, await notifications.list(c.get("userId"), parse(notifyListQuery, query(c)))));
  api.get("/api/v1/web/notify", auth, async (c) => ok(c, await notifications.counts(c.get("userId"))));
  api.put("/api/v1/web/notify/read-all", auth, async (c) =>
    ok(c, await notifications.readAll(c.get("userId"), parse(readAllQuery, query(c)).type), "已全部标记为已读"),
  );
  api.get("/api/v1/web/notify/:id/read", auth, async (c) => ok(c, await notifications.read(c.get("userId"), parse(id, c.req.param("id")))));
  api.get("/api/v1/news/my-news", auth, async (c) => ok(c, await notifications.myNews(c.get("userId"))));

  return api;
}
