/**
 * Notifications (docs/contract.md "Notifications"; docs/contract.md "Notifications"): types, answers, messages.
 *
 *   GET  /api/v1/web/notifyList?current&size&type   pages NotificationItem (type optional)
 *   GET  /api/v1/web/notify                          UnreadCounts
 *   GET  /api/v1/web/notify/{id}/read                marks one read, answers the new UnreadCounts
 *   PUT  /api/v1/web/notify/read-all?type            marks all (of a type) read, answers UnreadCounts
 *   GET  /api/v1/news/my-news                        the newest MY_NEWS_SIZE messages (header list)
 */
import { z } from "zod";
import { safeRedirect } from "./redirect";
import { paging } from "./validators";
import { NOTIFY_MESSAGES, NOTIFY_TYPE_KEYS, type NotifyType } from "./notification-constants";
export { MY_NEWS_SIZE, NOTIFY_MESSAGES, NOTIFY_PATHS, NOTIFY_TYPE_KEYS, NOTIFY_TYPES, type NotifyType } from "./notification-constants";

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
    .refine((v) => v === "" || safeRedirect(v) !== null, "链接必须是本站路径（以 / 开头）")
    .default(""),
});
export type SystemNotice = z.output<typeof systemNoticeBody>;
