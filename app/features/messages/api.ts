/** The browser side of messages (contract/notifications.ts): counts, the header list, marking read. */
import type { StoreApi } from "zustand";
import type { Http } from "#app/lib/http";
import type { SessionState } from "#app/lib/session";
import { NOTIFY_PATHS as P, type NotifyType } from "#contract/notification-constants";
import type { NotificationItem, UnreadCounts } from "#contract/notifications";
import type { Page } from "#contract/envelope";

/** What the messageList cookie keeps of a message: enough for the header, small enough for a cookie. */
export interface MessageListEntry {
  id: number;
  type: NotifyType;
  title: string;
  read: boolean;
}

export const toMessageListEntry = (m: NotificationItem): MessageListEntry => ({ id: m.id, type: m.type, title: m.title.slice(0, 30), read: m.read });

/** Unread counts and the newest messages into the session (and the messageList cookie, docs/product.md §4). */
export async function loadMessages(http: Http, store: StoreApi<SessionState>): Promise<void> {
  if (!store.getState().token) return;
  const [counts, news] = await Promise.all([http.get<UnreadCounts>(P.counts, undefined, { silent: true }), http.get<NotificationItem[]>(P.myNews, undefined, { silent: true })]);
  store.getState().setUnreadCounts(counts.data);
  store.getState().setMessageList(news.data.map(toMessageListEntry));
}

export function messageCalls(http: Http) {
  return {
    list: (q: { current: number; size: number; type?: NotifyType }) => http.get<Page<NotificationItem>>(P.list, q),
    read: (id: number) => http.get<UnreadCounts>(P.read(id)),
    readAll: (type?: NotifyType) => http.put<UnreadCounts>(P.readAll, undefined, { params: { type } }),
  };
}
