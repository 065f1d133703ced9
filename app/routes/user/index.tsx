/**
 * /user: the overview of the personal area — favourite groups, the compare list, recent
 * downloads and unread messages, each with a way into its page.
 */
import { useEffect, type ReactNode } from "react";
import type { Route } from "./+types/index";
import { pageTitle } from "#app/lib/page-meta";
import { AppLink } from "#app/components/app-link";
import { useSession, useSessionStore } from "#app/lib/session";
import { useFavoriteArticles, useFavoriteGroups } from "#app/features/favorites/use-favorites";
import { useDownloadHistory } from "#app/features/downloads/history";
import { entryLabel, type CompareEntry } from "#app/features/compare/entries";
import type { MessageListEntry } from "#app/features/messages/api";
import { UnreadBadge } from "#app/features/messages/unread-badge";
import { NOTIFY_TYPES } from "#contract/notification-constants";
import { COMPARE_MAX } from "#contract/compare-constants";

export const meta: Route.MetaFunction = () => pageTitle("个人中心");

function Panel({ title, to, action, count, children, testId }: { title: string; to: string; action: string; count: ReactNode; children: ReactNode; testId: string }) {
  return (
    <section data-testid={testId} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="font-semibold text-stone-900">{title}</h2>
        <span className="text-sm tabular-nums text-stone-500">{count}</span>
      </div>
      <div className="mt-3 min-h-16 flex-1 text-sm text-stone-600">{children}</div>
      <AppLink to={to} className="mt-4 text-sm font-medium text-orange-700 underline-offset-4 hover:underline">
        {action} →
      </AppLink>
    </section>
  );
}

const Muted = ({ children }: { children: ReactNode }) => <p className="text-stone-400">{children}</p>;

export default function UserHome() {
  const store = useSessionStore();
  const info = useSession((s) => s.userInfo);
  const groups = useFavoriteGroups();
  const articles = useFavoriteArticles();
  const compare = useSession((s) => s.compareFonts) as CompareEntry[];
  const counts = useSession((s) => s.unreadCounts);
  const messages = useSession((s) => s.messageList) as MessageListEntry[];
  const downloads = useDownloadHistory(1, 3);
  useEffect(() => store.getState().restoreCompare(), [store]);
  const fontCount = new Set(groups.flatMap((g) => g.fontIds)).size;

  return (
    <div>
      <h1 className="text-2xl font-bold text-stone-900">个人中心</h1>
      <p className="mt-1 text-sm text-stone-500">{info?.nickname ? `${info.nickname}，欢迎回来。` : "欢迎回来。"}这里是你的收藏、对比、下载与消息。</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Panel testId="overview-favorites" title="我的收藏" to="/user/favorite" action="管理收藏" count={`${groups.length} 个分组 · ${fontCount} 款字体 · ${articles.length} 篇文章`}>
          {groups.length ? (
            <ul className="flex flex-wrap gap-2">
              {groups.slice(0, 8).map((g) => (
                <li key={g.id}>
                  <AppLink to={`/user/favorite?group=${g.id}`} className="inline-flex rounded-full bg-stone-100 px-3 py-1 hover:bg-orange-50 hover:text-orange-800">
                    {g.name} <span className="ml-1 text-stone-400">{g.fontIds.length}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : (
            <Muted>还没有收藏。浏览字体时点 ♡ 即可收藏。</Muted>
          )}
        </Panel>
        <Panel testId="overview-compare" title="字体对比" to="/user/compare" action="开始对比" count={`${compare.length}/${COMPARE_MAX}`}>
          {compare.length ? (
            <ul className="flex flex-wrap gap-2">
              {compare.map((f) => (
                <li key={f.id} className="rounded-full bg-stone-100 px-3 py-1">
                  {entryLabel(f)}
                </li>
              ))}
            </ul>
          ) : (
            <Muted>对比列表是空的。</Muted>
          )}
        </Panel>
        <Panel testId="overview-downloads" title="最近下载" to="/user/download" action="全部下载记录" count={`共 ${downloads?.total ?? 0} 次`}>
          {downloads?.records.length ? (
            <ul className="space-y-1.5">
              {downloads.records.map((r) => (
                <li key={r.id} className="flex justify-between gap-3">
                  <span className="truncate">
                    {r.familyName} <span className="text-stone-400">{r.styleName}</span>
                  </span>
                  <time className="shrink-0 text-xs text-stone-400" dateTime={r.createdTime}>
                    {new Date(r.createdTime).toLocaleDateString("zh-CN")}
                  </time>
                </li>
              ))}
            </ul>
          ) : (
            <Muted>还没有下载过字体。</Muted>
          )}
        </Panel>
        <Panel
          testId="overview-messages"
          title="我的消息"
          to="/user/message"
          action="查看消息"
          count={
            <span className="inline-flex items-center gap-1.5">
              未读 <UnreadBadge count={counts?.total ?? 0} />
              {counts?.total ? null : "0"}
            </span>
          }
        >
          {messages.length ? (
            <ul className="space-y-1.5">
              {messages.slice(0, 4).map((m) => (
                <li key={m.id} className={`truncate ${m.read ? "text-stone-500" : "font-medium text-stone-900"}`}>
                  <span className="mr-1.5 text-xs text-stone-400">{NOTIFY_TYPES[m.type]}</span>
                  {m.title}
                </li>
              ))}
            </ul>
          ) : (
            <Muted>暂时没有消息。</Muted>
          )}
        </Panel>
      </div>
    </div>
  );
}
