/**
 * The message board under /contact's form: the messages the site has replied to, newest first,
 * each with the site's reply under it (docs/decisions/027-board-moderation.md). Everything is
 * plain text (React escapes it; line breaks kept); no contact details ever reach this page.
 */
import { useNavigate } from "react-router";
import { Pagination } from "#app/components/pagination";
import type { PublicBoardMessage } from "#contract/board";
import type { Page } from "#contract/envelope";

/** Messages a page of the board shows. */
export const BOARD_PAGE_SIZE = 10;

const day = (iso: string) => new Date(iso).toLocaleDateString("zh-CN", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Asia/Shanghai" });

export function BoardList({ page }: { page: Page<PublicBoardMessage> }) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="board-heading" className="mx-auto max-w-6xl px-4 pb-14">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-t border-stone-200 pt-10">
        <h2 id="board-heading" className="text-xl font-semibold text-stone-900">
          留言板
        </h2>
        <p className="text-sm text-stone-500">{page.total ? `共 ${page.total} 条留言 · 回复后公开显示` : "留言经回复后公开显示"}</p>
      </div>
      {page.records.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-stone-50 px-5 py-8 text-center text-sm text-stone-500">还没有公开的留言，欢迎第一个留言。</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {page.records.map((m) => (
            <li key={m.id} data-testid="board-message" data-id={m.id} className="rounded-2xl border border-stone-200 bg-white p-5">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-medium text-stone-900">{m.name}</span>
                <time dateTime={m.createdTime} className="text-xs text-stone-500">
                  {day(m.createdTime)}
                </time>
              </div>
              <p className="mt-2 whitespace-pre-wrap break-words leading-7 text-stone-800">{m.content}</p>
              <div data-testid="board-reply" className="mt-4 rounded-xl border-l-4 border-orange-400 bg-orange-50/70 px-4 py-3">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="inline-flex items-center rounded-full bg-orange-600 px-2 py-0.5 text-xs font-medium text-white">共创字库回复</span>
                  <time dateTime={m.repliedTime} className="text-xs text-stone-500">
                    {day(m.repliedTime)}
                  </time>
                </div>
                <p className="mt-2 whitespace-pre-wrap break-words leading-7 text-stone-800">{m.reply}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {page.total > page.size ? (
        <Pagination
          className="mt-8"
          total={page.total}
          current={page.current}
          size={page.size}
          show={{ sizes: false }}
          onChange={({ current }) => void navigate({ search: current > 1 ? `?current=${current}` : "" }, { preventScrollReset: true })}
        />
      ) : null}
    </section>
  );
}
