/**
 * Notifications (spec §7 "Notifications"; DESIGN.md "Notifications"): types, answers, messages.
 *
 *   GET  /api/v1/web/notifyList?current&size&type   pages NotificationItem (type optional)
 *   GET  /api/v1/web/notify                          UnreadCounts
 *   GET  /api/v1/web/notify/{id}/read                marks one read, answers the new UnreadCounts
 *   PUT  /api/v1/web/notify/read-all?type            marks all (of a type) read, answers UnreadCounts
 *   GET  /api/v1/news/my-news                        the newest MY_NEWS_SIZE messages (header list)
 */
import { z } from "zod";
import { paging } from "./validators";

export const NOTIFY_TYPES = {
  system: "系统通知",
  review: "投稿审核",
  favorite: "收藏动态",
} as const;
export type NotifyType = keyof typeof NOTIFY_TYPES;
export const NOTIFY_TYPE_KEYS = Object.keys(NOTIFY_TYPES) as NotifyType[];

export const NOTIFY_PATHS = {
  list: "/api/v1/web/notifyList",
  counts: "/api/v1/web/notify",
  read: (id: number) => `/api/v1/web/notify/${id}/read`,
  readAll: "/api/v1/web/notify/read-all",
  myNews: "/api/v1/news/my-news",
} as const;

/** The header's list: a few newest messages, also kept in the messageList cookie (spec §4). */
export const MY_NEWS_SIZE = 5;

export const NOTIFY_MESSAGES = {
  badType: `消息类型不正确（${NOTIFY_TYPE_KEYS.join("、")}）`,
  missing: "消息不存在",
} as const;

const notifyType = z.enum(NOTIFY_TYPE_KEYS as [NotifyType, ...NotifyType[]], { message: NOTIFY_MESSAGES.badType });
/** `type` optional; an empty value means every type. */
const typeFilter = z.preprocess((v) => (v === "" ? undefined : v), notifyType.optional());
export const notifyListQuery = paging.extend({ type: typeFilter });
export const readAllQuery = z.object({ type: typeFilter });

export interface NotificationItem {
  id: number;
  type: NotifyType;
  title: string;
  content: string;
  /** Site path the message points to, or "". */
  link: string;
  read: boolean;
  createdTime: string;
}

/** Unread messages: in all and per type. */
export interface UnreadCounts {
  total: number;
  byType: Record<NotifyType, number>;
}

export const OPERATOR_PATHS = { notices: "/api/v1/operator/notices" } as const;

/** A system notice as the operator publishes it. */
export const systemNoticeBody = z.object({
  title: z.string({ message: "请输入通知标题" }).trim().min(1, "请输入通知标题").max(60, "通知标题最多 60 个字"),
  content: z.string().trim().max(2000, "通知内容最多 2000 个字").default(""),
  link: z
    .string()
    .trim()
    .max(300, "链接太长")
    .refine((v) => v === "" || (v.startsWith("/") && !v.startsWith("//")), "链接必须是本站路径（以 / 开头）")
    .default(""),
});
export type SystemNotice = z.output<typeof systemNoticeBody>;
