/**
 * /user/contribute (我的投稿): the member's own submissions — the files, the status, the
 * reviewer's reason, and the published font once accepted — so a contributor sees what became of
 * their work and is invited to send the next one.
 */
import { useSearchParams } from "react-router";
import type { Route } from "./+types/contribute";
import { AppLink } from "#app/components/app-link";
import { EmptyState } from "#app/components/empty-state";
import { Pagination } from "#app/components/pagination";
import { pageTitle } from "#app/lib/page-meta";
import { formatFileSize } from "#app/lib/font-coverage";
import { formatTime, useApiData } from "#app/features/admin/use-admin";
import { StatusBadge } from "#app/features/admin/ui";
import { ADMIN_PATHS, type MySubmission } from "#contract/admin";
import type { Page } from "#contract/envelope";

export const meta: Route.MetaFunction = () => pageTitle("我的投稿");

const SIZE = 10;

export default function UserContribute() {
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, Number(params.get("current")) || 1);
  const { data } = useApiData<Page<MySubmission>>(ADMIN_PATHS.mine, { current, size: SIZE });
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">我的投稿</h1>
          <p className="mt-1 text-sm text-stone-500">登录后投稿会记在这里；通过审核的字体会收录进字库，字体页署名“贡献者”。</p>
        </div>
        <AppLink to="/contribute" className="inline-flex h-10 items-center rounded-lg bg-orange-600 px-4 text-sm font-medium text-white hover:bg-orange-700">
          投稿字体
        </AppLink>
      </div>
      <div className="mt-6">
        {data && data.records.length === 0 ? (
          <EmptyState title="还没有投稿" text="把你设计或整理的字体投给共创字库，审核通过后所有人都能用上。" />
        ) : (
          <ul className="space-y-3">
            {(data?.records ?? []).map((s) => (
              <li key={s.id} data-testid="my-submission" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
                <div className="flex flex-wrap items-center gap-3">
                  <h2 className="min-w-0 flex-1 truncate font-medium text-stone-900">「{s.fontName}」</h2>
                  <StatusBadge status={s.status} />
                </div>
                <p className="mt-1 text-xs text-stone-500">
                  投稿 #{s.id} · {formatTime(s.createdTime)}
                  {s.reviewedTime ? ` · 审核于 ${formatTime(s.reviewedTime)}` : ""}
                </p>
                <ul className="mt-3 flex flex-wrap gap-2 text-xs text-stone-600">
                  {s.files.map((f, i) => (
                    <li key={i} className="rounded-md bg-stone-100 px-2 py-1">
                      {f.name} · {f.format.toUpperCase()} · {formatFileSize(f.size)}
                    </li>
                  ))}
                </ul>
                {s.status === "rejected" ? (
                  <p data-testid="review-reason" className="mt-3 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
                    未通过原因：{s.reviewReason || "未说明"}。你可以修改后重新投稿。
                  </p>
                ) : null}
                {s.fontId ? (
                  <AppLink to={`/font/${s.fontId}`} data-testid="published-font" className="mt-3 inline-block text-sm font-medium text-orange-700 hover:underline">
                    已收录，查看字体页 →
                  </AppLink>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {data && data.total > SIZE ? (
        <Pagination className="mt-6" total={data.total} current={current} size={SIZE} show={{ sizes: false }} onChange={({ current: next }) => setParams({ current: String(next) })} />
      ) : null}
    </section>
  );
}
