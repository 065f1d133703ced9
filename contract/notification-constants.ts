/** Notification constants both sides use (free of zod: the header's unread badge loads this module). */
import { API_PATHS as P, fillPath } from "./api-paths";

export const NOTIFY_TYPES = {
  system: "系统通知",
  review: "投稿审核",
  favorite: "收藏动态",
} as const;
export type NotifyType = keyof typeof NOTIFY_TYPES;
export const NOTIFY_TYPE_KEYS = Object.keys(NOTIFY_TYPES) as NotifyType[];
/** The browser's message calls, their values filled in (the paths themselves: contract/api-paths.ts). */
export const NOTIFY_PATHS = {
  list: P.notifyList,
  counts: P.notifyCounts,
  read: (id: number) => fillPath(P.notifyRead, { id }),
  readAll: P.notifyReadAll,
  myNews: P.myNews,
} as const;
/** The header's list: a few newest messages, also kept in the messageList cookie (docs/product.md §4). */
export const MY_NEWS_SIZE = 5;
export const NOTIFY_MESSAGES = {
  badType: `消息类型不正确（${NOTIFY_TYPE_KEYS.join("、")}）`,
  missing: "消息不存在",
} as const;
