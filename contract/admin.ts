/**
 * The console (/admin) and the contributor's own submissions: roles, call paths, input schemas,
 * answer types and Chinese messages, shared by the console pages and the server
 * (docs/decisions/021-console-review.md).
 */
import { z } from "zod";
import { paging, text } from "./validators";
import { SUBMISSION_STATUSES } from "./content";
import { API_PATHS as P, fillPath } from "./api-paths";
import type { BoardAction } from "./board";
// The answers' shapes, derived from their schemas (contract/answers/account.ts).
export type { AdminMe, AdminSubmissionDetail, AdminSubmissionItem, AdminUser, AuditEntry, CatalogueDraft, DashboardCounts, InspectedFace, InspectedFile, MySubmission, StandardCoverage, SubmissionFileSummary } from "./answers/account";

/** visitor < member < reviewer < admin; a visitor has no account, hence no row value. */
export const ROLES = ["member", "reviewer", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { member: "会员", reviewer: "审核员", admin: "管理员" };
export const ROLE_RANK: Record<Role, number> = { member: 0, reviewer: 1, admin: 2 };
/** A stored role as the contract knows it (anything unknown is a member). */
export const asRole = (value: string): Role => ((ROLES as readonly string[]).includes(value) ? (value as Role) : "member");

const MESSAGE_ACTION_PATHS = { reply: P.adminMessageReply, hide: P.adminMessageHide, spam: P.adminMessageSpam, restore: P.adminMessageRestore } as const;

/** The console's calls, their values filled in (the paths themselves: contract/api-paths.ts). */
export const ADMIN_PATHS = {
  me: P.adminMe,
  dashboard: P.adminDashboard,
  submissions: P.adminSubmissions,
  submission: (id: number | string) => fillPath(P.adminSubmission, { id }),
  accept: (id: number | string) => fillPath(P.adminAccept, { id }),
  reject: (id: number | string) => fillPath(P.adminReject, { id }),
  specimen: (id: number | string) => fillPath(P.adminSpecimen, { id }),
  audit: P.adminAudit,
  users: P.adminUsers,
  userRole: (id: number | string) => fillPath(P.adminUserRole, { id }),
  mine: P.mySubmissions,
  // The message board's moderation (contract/board.ts).
  messages: P.adminMessages,
  messageAction: (id: number | string, action: BoardAction) => fillPath(MESSAGE_ACTION_PATHS[action], { id }),
} as const;

export const ADMIN_MESSAGES = {
  forbidden: "没有权限：管理后台仅对审核员和管理员开放",
  adminOnly: "没有权限：只有管理员可以修改用户角色",
  ownRole: "不能修改自己的角色，请让另一位管理员操作",
  userNotFound: "用户不存在",
  submissionNotFound: "投稿不存在",
  fileNotFound: "投稿中没有这个文件",
  inProgress: "这条投稿正在由另一位审核员处理，请稍后刷新",
  importFailed: (name: string, reason: string) => `文件 ${name} 无法收录：${reason}`,
  specimenUnavailable: "WOFF2 文件暂不能实时预览（收录后与字库中的字体一样可以预览）",
} as const;

const statusFilter = z
  .enum(SUBMISSION_STATUSES, { error: "状态只能是 pending、accepted 或 rejected" })
  .optional()
  .or(z.literal("").transform(() => undefined));

export const submissionsQuery = paging.extend({ status: statusFilter });
export const auditQuery = paging;
export const usersQuery = paging.extend({ keyword: text(100, "关键词").trim().optional().default("") });
export const mySubmissionsQuery = paging;

/**
 * The catalogue fields the reviewer may edit before accepting; each optional (absent: what the
 * font file says). Dictionary numbers are the font filters' (fontCategory, fontLicense).
 */
export const acceptInput = z
  .object({
    name: text(60, "字体名称").trim().min(1, "字体名称不能为空").optional(),
    nameEn: text(100, "英文名称").trim().optional(),
    category: z.string({ error: "字体分类无效" }).regex(/^\d{0,3}$/, "字体分类无效").optional(),
    license: z.string({ error: "授权类型无效" }).regex(/^\d{0,3}$/, "授权类型无效").optional(),
    licenseName: text(100, "授权名称").trim().optional(),
    description: text(2000, "字体介绍").trim().optional(),
    designer: text(100, "设计师").trim().optional(),
  })
  .optional()
  .default({});
export type AcceptInput = z.output<typeof acceptInput>;

export const rejectInput = z.object({
  reason: text(200, "不通过的原因", "请填写不通过的原因").trim().min(1, "请填写不通过的原因"),
});

export const roleInput = z.object({ role: z.enum(ROLES, { error: "角色只能是 member、reviewer 或 admin" }) });

/** A live specimen of one uploaded file: its index in the submission and the text to draw. */
export const specimenInput = z.object({
  file: z.coerce.number({ error: "文件序号无效" }).int("文件序号无效").min(0, "文件序号无效").max(9, "文件序号无效"),
  text: text(200, "预览文字").min(1, "请填写预览文字"),
});

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "submission.accept": "通过投稿",
  "submission.reject": "驳回投稿",
  "user.role": "修改角色",
  "content.create": "新建内容",
  "content.update": "编辑内容",
  "content.publish": "发布内容",
  "content.unpublish": "下架内容",
  "content.delete": "删除内容",
  "content.restore": "还原为文件内容",
  "message.reply": "回复留言",
  "message.hide": "隐藏留言",
  "message.spam": "标记垃圾留言",
  "message.restore": "恢复留言",
};

