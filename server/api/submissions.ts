/** The contributor's own submissions (/user/contribute): GET /api/v1/web/submission/mine?current&size. */
import { Hono } from "hono";
import type { Db } from "#server/db/client";
import { requireUser, type AuthEnv } from "#server/auth/current-user";
import type { SubmissionService } from "#server/submissions/service";
import { mySubmissionsQuery } from "#contract/admin";
import { ok, parse, query } from "./respond";
import { API_PATHS } from "#contract/api-paths";

export function submissionsApi({ db, submissions }: { db: Db; submissions: SubmissionService }) {
  const api = new Hono<AuthEnv>();
  api.get(API_PATHS.mySubmissions, requireUser(db), async (c) => ok(c, await submissions.mine(c.get("userId"), parse(mySubmissionsQuery, query(c)))));
  return api;
}
