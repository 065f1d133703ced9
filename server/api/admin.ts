/**
 * The console's calls (docs/decisions/021-console-review.md; paths in contract/admin.ts): every
 * one checks the role on the server first — anonymous 401/S00106, a member 403 — then parses,
 * calls one service function and answers the envelope. Role changes are for admins only.
 *
 *   GET  /api/v1/admin/me | dashboard | audit?current&size
 *   GET  /api/v1/admin/submissions?status&current&size, /api/v1/admin/submissions/{id}
 *   POST /api/v1/admin/submissions/{id}/accept {catalogue fields} → {fontId}
 *   POST /api/v1/admin/submissions/{id}/reject {reason}
 *   POST /api/v1/admin/submissions/{id}/specimen {file, text} → WOFF2 bytes (private, not stored publicly)
 *   GET  /api/v1/admin/users?keyword&current&size;  PUT /api/v1/admin/users/{id}/role {role}
 *   GET  /api/v1/admin/messages?status&current&size (留言管理, docs/decisions/027-board-moderation.md)
 *   POST /api/v1/admin/messages/{id}/reply {reply} | hide | spam | restore
 */
import { Hono, type Context } from "hono";
import type { Db } from "#server/db/client";
import type { AdminService } from "#server/admin/service";
import type { SubmissionService } from "#server/submissions/service";
import type { BoardModeration } from "#server/admin/messages";
import { requireRole, type StaffEnv } from "#server/auth/roles";
import { id } from "#contract/validators";
import { acceptInput, auditQuery, rejectInput, roleInput, specimenInput, submissionsQuery, usersQuery } from "#contract/admin";
import { boardQuery, replyInput, BOARD_MESSAGES } from "#contract/board";
import { ok, parse, query } from "./respond";
import { readJson } from "./read-json";
import { API_PATHS, honoPath } from "#contract/api-paths";

export function adminApi({ db, admin, submissions, board }: { db: Db; admin: AdminService; submissions: SubmissionService; board: BoardModeration }) {
  const api = new Hono<StaffEnv>();
  const actor = (c: Context<StaffEnv>) => ({ id: c.get("userId"), nickname: c.get("nickname") });
  const pathId = (c: Context<StaffEnv>) => parse(id, c.req.param("id"));

  // Every console path, known or not: a visitor learns nothing of the console without a role.
  api.use("/api/v1/admin/*", requireRole(db, "reviewer"));

  api.get(API_PATHS.adminMe, (c) => ok(c, { id: c.get("userId"), nickname: c.get("nickname"), role: c.get("role") }));
  api.get(API_PATHS.adminDashboard, async (c) => ok(c, await admin.dashboard()));
  api.get(API_PATHS.adminAudit, async (c) => ok(c, await admin.audit(parse(auditQuery, query(c)))));

  api.get(API_PATHS.adminSubmissions, async (c) => ok(c, await submissions.list(parse(submissionsQuery, query(c)))));
  api.get(honoPath(API_PATHS.adminSubmission), async (c) => ok(c, await submissions.detail(pathId(c))));
  api.post(honoPath(API_PATHS.adminAccept), async (c) =>
    ok(c, await submissions.accept(actor(c), pathId(c), parse(acceptInput, await readJson(c))), "已通过，字体已收录进字库"),
  );
  api.post(honoPath(API_PATHS.adminReject), async (c) => ok(c, await submissions.reject(actor(c), pathId(c), parse(rejectInput, await readJson(c)).reason), "已驳回，投稿人会收到通知"));
  api.post(honoPath(API_PATHS.adminSpecimen), async (c) => {
    const woff2 = await submissions.specimen(pathId(c), parse(specimenInput, await readJson(c)));
    // The contributor's font before acceptance: for this reviewer only, kept by no cache.
    return c.body(woff2 as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "font/woff2", "Cache-Control": "private, no-store" });
  });

  api.get(API_PATHS.adminMessages, async (c) => ok(c, await board.list(parse(boardQuery, query(c)))));
  api.post(honoPath(API_PATHS.adminMessageReply), async (c) => {
    const message = await board.reply(actor(c), pathId(c), parse(replyInput, await readJson(c)).reply);
    return ok(c, message, message.kind === "message" ? BOARD_MESSAGES.replied : BOARD_MESSAGES.repliedPrivate);
  });
  api.post(honoPath(API_PATHS.adminMessageHide), async (c) => ok(c, await board.hide(actor(c), pathId(c)), BOARD_MESSAGES.hidden));
  api.post(honoPath(API_PATHS.adminMessageSpam), async (c) => ok(c, await board.spam(actor(c), pathId(c)), BOARD_MESSAGES.spam));
  api.post(honoPath(API_PATHS.adminMessageRestore), async (c) => ok(c, await board.restore(actor(c), pathId(c)), BOARD_MESSAGES.restored));

  const adminOnly = requireRole(db, "admin");
  api.get(API_PATHS.adminUsers, adminOnly, async (c) => ok(c, await admin.users(parse(usersQuery, query(c)))));
  api.put(honoPath(API_PATHS.adminUserRole), adminOnly, async (c) => ok(c, await admin.setRole(actor(c), pathId(c), parse(roleInput, await readJson(c)).role), "角色已更新"));

  return api;
}
