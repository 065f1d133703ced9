/** Notification constants both sides use (free of zod: the header's unread badge loads this module). */

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
/** The header's list: a few newest messages, also kept in the messageList cookie (docs/product.md §4). */
export const MY_NEWS_SIZE = 5;
export const NOTIFY_MESSAGES = {
  badType: `消息类型不正确（${NOTIFY_TYPE_KEYS.join("、")}）`,
  missing: "消息不存在",
} as const;
