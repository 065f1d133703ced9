/** Every console call with a body where it takes one (submission and user id 1): what a visitor and a member are refused. */
import { ADMIN_PATHS } from "#contract/admin";
import { ADMIN_CONTENT_PATHS } from "#contract/admin-content";

export const CONSOLE_CALLS: [method: string, path: string, body?: unknown][] = [
  ["GET", ADMIN_PATHS.me],
  ["GET", ADMIN_PATHS.dashboard],
  ["GET", ADMIN_PATHS.audit],
  ["GET", ADMIN_PATHS.submissions],
  ["GET", ADMIN_PATHS.submission(1)],
  ["POST", ADMIN_PATHS.accept(1), {}],
  ["POST", ADMIN_PATHS.reject(1), { reason: "不行" }],
  ["POST", ADMIN_PATHS.specimen(1), { file: 0, text: "永" }],
  ["GET", ADMIN_PATHS.users],
  ["PUT", ADMIN_PATHS.userRole(1), { role: "admin" }],
  ["GET", `${ADMIN_CONTENT_PATHS.list}?kind=news`],
  ["POST", ADMIN_CONTENT_PATHS.list, { kind: "news", title: "不该出现" }],
  ["PUT", ADMIN_CONTENT_PATHS.item(1), { kind: "news", title: "不该出现" }],
  ["DELETE", `${ADMIN_CONTENT_PATHS.item(1)}?kind=news`],
  ["POST", ADMIN_CONTENT_PATHS.preview, { markdown: "# 标题" }],
  ["GET", ADMIN_PATHS.messages],
  ["POST", ADMIN_PATHS.messageAction(1, "reply"), { reply: "好" }],
  ["POST", ADMIN_PATHS.messageAction(1, "hide")],
  ["POST", ADMIN_PATHS.messageAction(1, "spam")],
  ["POST", ADMIN_PATHS.messageAction(1, "restore")],
];
