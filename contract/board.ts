/**
 * The message board's moderation (留言管理 in /admin) and what /contact shows of it: statuses,
 * the console's query and reply schemas, the answers and the Chinese messages, shared by the
 * console page, the contact page and the server (docs/decisions/027-board-moderation.md).
 */
import { z } from "zod";
import { paging, text } from "./validators";

/**
 * pending: nobody has handled it yet; replied: answered, and shown on /contact with the answer;
 * hidden: handled and not shown; spam: not shown and counted apart (never in 全部).
 */
export const BOARD_STATUSES = ["pending", "replied", "hidden", "spam"] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];
export const BOARD_STATUS_LABELS: Record<BoardStatus, string> = { pending: "待处理", replied: "已回复", hidden: "已隐藏", spam: "垃圾" };

/** message: the board of /contact; custom: a request from /custom (never shown in public). */
/**
 * `contact` of a message seeded from content/board.json: this, then its entry's slug. No visitor can
 * send it (a visitor's contact is a checked mobile number or e-mail), so it tells seeds apart.
 */
export const SEED_CONTACT = "content/board.json#";

export const BOARD_KIND_LABELS: Record<string, string> = { message: "留言", custom: "定制需求" };

/** The actions of the queue, each one call: POST /api/v1/admin/messages/{id}/{action}. */
export const BOARD_ACTIONS = ["reply", "hide", "spam", "restore"] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];

export const BOARD_MESSAGES = {
  notFound: "留言不存在",
  replied: "已回复，回复会显示在留言板上",
  repliedPrivate: "已回复（定制需求不公开显示，请按联系方式联系对方）",
  hidden: "已隐藏，留言板上不再显示",
  spam: "已标记为垃圾留言",
  restored: "已恢复",
} as const;

/** `status` empty or absent: 全部. */
export const boardQuery = paging.extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(BOARD_STATUSES, { error: "状态只能是 pending、replied、hidden 或 spam" }).optional()),
});

/** The site's answer: plain text (shown as text, line breaks kept), 1–1000 characters. */
export const replyInput = z.object({
  reply: text(1000, "回复内容", "请填写回复内容")
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .refine((v) => v.length > 0, "请填写回复内容"),
});

export type { AdminBoardMessage, AdminBoardPage } from "./answers/account";

/** One message as /contact shows it: no contact details, no account, the site's reply. */
export interface PublicBoardMessage {
  id: number;
  name: string;
  content: string;
  createdTime: string;
  reply: string;
  repliedTime: string;
}
