/**
 * /admin/messages (留言管理): the board's messages and the custom-font requests, newest first,
 * filtered 全部 / 待处理 / 已回复 / 已隐藏 / 垃圾 (spam counted apart, never in 全部). Reply (shown
 * with the message on /contact), hide, mark as spam, restore — each a call the server audits
 * (docs/decisions/027-board-moderation.md).
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/messages";
import { EmptyState } from "#app/components/empty-state";
import { Pagination } from "#app/components/pagination";
import { pageTitle } from "#app/lib/page-meta";
import { useHttp } from "#app/lib/http-client";
import { toast } from "#app/lib/toast";
import { formatTime, useApiData } from "#app/features/admin/use-admin";
import { buttonClass, inputClass, Problem } from "#app/features/admin/ui";
import { ADMIN_PATHS } from "#contract/admin";
import { BOARD_KIND_LABELS, BOARD_STATUS_LABELS, BOARD_STATUSES, SEED_CONTACT, type AdminBoardMessage, type AdminBoardPage, type BoardAction, type BoardStatus } from "#contract/board";

export const meta: Route.MetaFunction = () => pageTitle("管理后台 - 留言管理");

const SIZE = 20;

const STATUS_CLASS: Record<BoardStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  replied: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  hidden: "bg-stone-100 text-stone-600 ring-stone-200",
  spam: "bg-red-50 text-red-700 ring-red-200",
};

const FILTERS: { status: BoardStatus | ""; label: string }[] = [{ status: "", label: "全部" }, ...BOARD_STATUSES.map((s) => ({ status: s, label: BOARD_STATUS_LABELS[s] }))];

export default function AdminMessages() {
  const [params, setParams] = useSearchParams();
  const status = (BOARD_STATUSES as readonly string[]).includes(params.get("status") ?? "") ? (params.get("status") as BoardStatus) : "";
  const current = Math.max(1, Number(params.get("current")) || 1);
  const { data, error, reload } = useApiData<AdminBoardPage>(ADMIN_PATHS.messages, { status, current, size: SIZE });
  const counts = data?.counts;
  const countOf = (s: BoardStatus | "") => (counts ? (s ? counts[s] : counts.pending + counts.replied + counts.hidden) : null);
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-stone-900">留言管理</h1>
      <p className="text-sm text-stone-500">留言板（/contact）只显示已回复的留言及回复，不显示联系方式；定制需求只在后台可见。垃圾留言单独计数，不在“全部”中。</p>
      <div role="tablist" aria-label="留言状态" className="grid grid-cols-5 gap-1 rounded-xl bg-stone-200/60 p-1 sm:inline-flex">
        {FILTERS.map((f) => {
          const n = countOf(f.status);
          return (
            <button
              key={f.label}
              type="button"
              role="tab"
              aria-selected={f.status === status}
              onClick={() => setParams(f.status ? { status: f.status } : {})}
              className={`flex flex-col items-center whitespace-nowrap rounded-lg px-1 py-1.5 text-sm font-medium sm:flex-row sm:gap-1 sm:px-4 sm:py-2 ${f.status === status ? "bg-white text-stone-900 shadow-sm" : "text-stone-600 hover:text-stone-900"}`}
            >
              {f.label}
              {n !== null ? <span className="text-xs tabular-nums text-stone-400 sm:text-sm">{n}</span> : null}
            </button>
          );
        })}
      </div>
      {error ? <Problem message={error.message} /> : null}
      {data && data.records.length === 0 ? <EmptyState title={status ? `没有${BOARD_STATUS_LABELS[status]}的留言` : "还没有留言"} /> : null}
      {data && data.records.length ? (
        <ul className="space-y-3">
          {data.records.map((m) => (
            <MessageRow key={m.id} message={m} onDone={reload} />
          ))}
        </ul>
      ) : null}
      {data && data.total > SIZE ? (
        <Pagination
          total={data.total}
          current={current}
          size={SIZE}
          show={{ sizes: false }}
          onChange={({ current: next }) => setParams({ ...(status ? { status } : {}), current: String(next) })}
        />
      ) : null}
    </div>
  );
}

function MessageRow({ message: m, onDone }: { message: AdminBoardMessage; onDone: () => void }) {
  const http = useHttp();
  const [editing, setEditing] = useState(false);
  const [reply, setReply] = useState(m.reply);
  const [busy, setBusy] = useState(false);

  async function act(action: BoardAction) {
    setBusy(true);
    try {
      const res = await http.post<AdminBoardMessage>(ADMIN_PATHS.messageAction(m.id, action), action === "reply" ? { reply } : {});
      toast.success(res.msg);
      setEditing(false);
      onDone();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  }

  const small = `${buttonClass} h-9 px-3`;
  return (
    <li data-testid="board-row" data-id={m.id} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium text-stone-900">{m.name}</span>
        {m.kind !== "message" ? <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs text-sky-800 ring-1 ring-inset ring-sky-200">{BOARD_KIND_LABELS[m.kind] ?? m.kind}</span> : null}
        <span className="min-w-0 break-all text-xs text-stone-500">
          {m.member ? `会员 ${m.member.nickname} · ` : ""}
          {m.contact.startsWith(SEED_CONTACT) ? "示例留言（content/board.json）" : m.contact} · {formatTime(m.createdTime)}
        </span>
        <span
          data-testid="board-status"
          className={`ml-auto inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_CLASS[m.status]}`}
        >
          {BOARD_STATUS_LABELS[m.status]}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm leading-6 text-stone-800">{m.content}</p>
      {m.reply && !editing ? (
        <div className="mt-3 rounded-xl border-l-4 border-orange-400 bg-orange-50/70 px-3 py-2 text-sm">
          <p className="text-xs text-stone-500">
            回复{m.replier ? ` · ${m.replier}` : ""} · {formatTime(m.repliedTime)}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-stone-800">{m.reply}</p>
        </div>
      ) : null}
      {editing ? (
        <div className="mt-3">
          <label className="block text-sm">
            <span className="text-stone-600">{m.kind === "message" ? "回复（公开显示在留言板，纯文本）" : "回复（定制需求不公开，仅后台记录）"}</span>
            <textarea
              name="reply"
              rows={3}
              maxLength={1000}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
              className={`${inputClass} mt-1 h-auto py-2`}
            />
          </label>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" disabled={busy || !reply.trim()} onClick={() => act("reply")} className={`${small} bg-orange-600 text-white hover:bg-orange-700`}>
              {busy ? "发布中…" : "发布回复"}
            </button>
            <button type="button" disabled={busy} onClick={() => setEditing(false)} className={`${small} border border-stone-300 bg-white text-stone-700 hover:bg-stone-50`}>
              取消
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={() => setEditing(true)} className={`${small} bg-stone-900 text-white hover:bg-stone-800`}>
            {m.reply ? "修改回复" : "回复"}
          </button>
          {m.status === "hidden" || m.status === "spam" ? (
            <button type="button" disabled={busy} onClick={() => act("restore")} className={`${small} border border-stone-300 bg-white text-stone-700 hover:bg-stone-50`}>
              恢复
            </button>
          ) : (
            <button type="button" disabled={busy} onClick={() => act("hide")} className={`${small} border border-stone-300 bg-white text-stone-700 hover:bg-stone-50`}>
              隐藏
            </button>
          )}
          {m.status !== "spam" ? (
            <button type="button" disabled={busy} onClick={() => act("spam")} className={`${small} border border-red-200 bg-white text-red-700 hover:bg-red-50`}>
              标记垃圾
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}
