/**
 * /user/message: a tab per message type (and 全部) with its unread count, a paged list, mark one
 * read (opening it, or its button) and mark all of the tab read. The header badge follows, since
 * both read the session's unread counts.
 */
import { useCallback, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "#app/lib/toast";
import { EmptyState } from "#app/components/empty-state";
import { Pagination } from "#app/components/pagination";
import { Tabs } from "#app/components/tabs";
import { dialogButton } from "#app/components/dialog";
import { useHttp } from "#app/lib/http-client";
import { useSession, useSessionStore } from "#app/lib/session";
import type { Page } from "#contract/envelope";
import { NOTIFY_TYPE_KEYS, NOTIFY_TYPES, type NotifyType } from "#contract/notification-constants";
import type { NotificationItem } from "#contract/notifications";
import { safeRedirect } from "#contract/redirect";
import { loadMessages, messageCalls } from "./api";
import { UnreadBadge } from "./unread-badge";

const PAGE_SIZE = 10;
const formatTime = (iso: string) => new Date(iso).toLocaleString("zh-CN", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });

export function MessagesPage() {
  const http = useHttp();
  const store = useSessionStore();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const counts = useSession((s) => s.unreadCounts);
  const [params, setParams] = useSearchParams();
  const typeParam = params.get("type");
  const type = NOTIFY_TYPE_KEYS.includes(typeParam as NotifyType) ? (typeParam as NotifyType) : undefined;
  const current = Math.max(1, Number(params.get("current")) || 1);
  const [page, setPage] = useState<Page<NotificationItem> | null>(null);
  const calls = messageCalls(http);

  const fetchPage = useCallback(
    () => (token ? messageCalls(http).list({ current, size: PAGE_SIZE, type }).then((res) => setPage(res.data)) : Promise.resolve()),
    [http, token, current, type],
  );
  useEffect(() => {
    fetchPage().catch(() => setPage(null));
  }, [fetchPage]);

  const afterRead = async () => {
    await Promise.all([fetchPage(), loadMessages(http, store)]).catch(() => undefined);
  };
  const read = async (m: NotificationItem) => {
    if (!m.read) {
      const res = await calls.read(m.id).catch(() => null);
      if (res) store.getState().setUnreadCounts(res.data);
      await afterRead();
    }
  };
  const open = async (m: NotificationItem) => {
    await read(m);
    // Messages name site paths; anything else (a link stored before the check) is not followed.
    const target = safeRedirect(m.link);
    if (target) navigate(target);
  };
  const readAll = async () => {
    const res = await calls.readAll(type).catch(() => null);
    if (!res) return;
    store.getState().setUnreadCounts(res.data);
    toast.success("已全部标为已读");
    await afterRead();
  };

  const unreadHere = type ? (counts?.byType[type] ?? 0) : (counts?.total ?? 0);
  const list =
    page && page.records.length === 0 ? (
      <EmptyState title="暂时没有消息" text="审核结果、收藏字体的更新和系统通知都会出现在这里。" />
    ) : (
      <>
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
          {(page?.records ?? []).map((m) => (
            <li key={m.id} data-testid="message-item" data-read={m.read} data-message-id={m.id} className="flex gap-3 px-5 py-4">
              <span aria-hidden="true" className={`mt-2 h-2 w-2 shrink-0 rounded-full ${m.read ? "bg-transparent" : "bg-rose-500"}`} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
                  <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-500">{NOTIFY_TYPES[m.type]}</span>
                  <button type="button" onClick={() => void open(m)} className={`text-left ${m.read ? "text-stone-600" : "font-semibold text-stone-900"} hover:text-orange-700`}>
                    {m.title}
                    {m.read ? null : <span className="sr-only">（未读）</span>}
                  </button>
                </div>
                {m.content ? <p className="mt-1 text-sm leading-6 text-stone-500">{m.content}</p> : null}
                <p className="mt-1 text-xs text-stone-400">{formatTime(m.createdTime)}</p>
              </div>
              {m.read ? null : (
                <button type="button" data-testid="message-read" onClick={() => void read(m)} className="h-8 shrink-0 self-start rounded-lg px-2 text-sm text-stone-500 hover:bg-stone-100 hover:text-stone-900">
                  标为已读
                </button>
              )}
            </li>
          ))}
        </ul>
        {page && page.total > PAGE_SIZE ? (
          <Pagination
            className="mt-6"
            total={page.total}
            current={current}
            size={PAGE_SIZE}
            show={{ sizes: false }}
            onChange={({ current: next }) => setParams({ ...(type ? { type } : {}), current: String(next) }, { preventScrollReset: true })}
          />
        ) : null}
      </>
    );

  const tabLabel = (label: string, count: number) => (
    <span className="inline-flex items-center gap-1.5">
      {label}
      <UnreadBadge count={count} testId="tab-unread" />
    </span>
  );

  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">我的消息</h1>
          <p className="mt-1 text-sm text-stone-500">
            未读 <span data-testid="unread-total" className="font-semibold tabular-nums text-stone-900">{counts?.total ?? 0}</span> 条
          </p>
        </div>
        <button type="button" data-testid="message-read-all" disabled={unreadHere === 0} onClick={() => void readAll()} className={dialogButton.secondary + " disabled:opacity-50"}>
          全部标为已读
        </button>
      </div>
      <Tabs
        className="mt-6"
        aria-label="消息类型"
        value={type ?? "all"}
        onValueChange={(v) => setParams(v === "all" ? {} : { type: v }, { preventScrollReset: true })}
        items={[
          { value: "all", label: tabLabel("全部", counts?.total ?? 0), content: list },
          ...NOTIFY_TYPE_KEYS.map((t) => ({ value: t, label: tabLabel(NOTIFY_TYPES[t], counts?.byType[t] ?? 0), content: list })),
        ]}
      />
    </section>
  );
}
