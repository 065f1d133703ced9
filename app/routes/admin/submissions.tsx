/** /admin/submissions: the queue — 待审核 / 已通过 / 未通过, newest first, paged. */
import { useSearchParams } from "react-router";
import type { Route } from "./+types/submissions";
import { AppLink } from "#app/components/app-link";
import { EmptyState } from "#app/components/empty-state";
import { Pagination } from "#app/components/pagination";
import { pageTitle } from "#app/lib/page-meta";
import { formatTime, useApiData } from "#app/features/admin/use-admin";
import { Problem, StatusBadge } from "#app/features/admin/ui";
import { ADMIN_PATHS, type AdminSubmissionItem } from "#contract/admin";
import { SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES, type SubmissionStatus } from "#contract/content";
import type { Page } from "#contract/envelope";

export const meta: Route.MetaFunction = () => pageTitle("管理后台 - 投稿审核");

const SIZE = 20;

export default function AdminSubmissions() {
  const [params, setParams] = useSearchParams();
  const status = (SUBMISSION_STATUSES as readonly string[]).includes(params.get("status") ?? "") ? (params.get("status") as SubmissionStatus) : "pending";
  const current = Math.max(1, Number(params.get("current")) || 1);
  const { data, error } = useApiData<Page<AdminSubmissionItem>>(ADMIN_PATHS.submissions, { status, current, size: SIZE });
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-stone-900">投稿审核</h1>
      <div role="tablist" aria-label="投稿状态" className="flex gap-1 rounded-xl bg-stone-200/60 p-1 sm:inline-flex">
        {SUBMISSION_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === status}
            onClick={() => setParams({ status: s })}
            className={`flex-1 rounded-lg px-4 py-2 text-sm font-medium sm:flex-none ${s === status ? "bg-white text-stone-900 shadow-sm" : "text-stone-600 hover:text-stone-900"}`}
          >
            {SUBMISSION_STATUS_LABELS[s]}
          </button>
        ))}
      </div>
      {error ? <Problem message={error.message} /> : null}
      {data && data.records.length === 0 ? <EmptyState title={`没有${SUBMISSION_STATUS_LABELS[status]}的投稿`} /> : null}
      {data && data.records.length ? (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
          {data.records.map((s) => (
            <li key={s.id} data-testid="submission-row" className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-4 sm:px-5">
              <div className="min-w-0 flex-1">
                <AppLink to={`/admin/submissions/${s.id}`} className="block truncate font-medium text-stone-900 hover:text-orange-700">
                  #{s.id}「{s.fontName}」
                </AppLink>
                <p className="mt-0.5 text-xs text-stone-500">
                  {s.contributor ? `会员 ${s.contributor.nickname}` : `未登录投稿 · ${s.contact}`} · {s.fileCount} 个文件 · {s.license} · {formatTime(s.createdTime)}
                </p>
              </div>
              {s.fontId ? (
                <AppLink to={`/font/${s.fontId}`} className="text-sm text-orange-700 hover:underline">
                  字体页
                </AppLink>
              ) : null}
              <StatusBadge status={s.status} />
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.total > SIZE ? (
        <Pagination total={data.total} current={current} size={SIZE} show={{ sizes: false }} onChange={({ current: next }) => setParams({ status, current: String(next) })} />
      ) : null}
    </div>
  );
}
