/** /admin: what needs doing — pending submissions, new board messages, today's sign-ups and downloads. */
import type { Route } from "./+types/dashboard";
import { AppLink } from "#app/components/app-link";
import { pageTitle } from "#app/lib/page-meta";
import { formatTime, useApiData } from "#app/features/admin/use-admin";
import { Panel, Problem, StatusBadge } from "#app/features/admin/ui";
import { ADMIN_PATHS, type DashboardCounts } from "#contract/admin";

export const meta: Route.MetaFunction = () => pageTitle("管理后台 - 概览");

export default function AdminDashboard() {
  const { data, error } = useApiData<DashboardCounts>(ADMIN_PATHS.dashboard);
  if (error) return <Problem message={error.message} />;
  const stats = [
    { label: "待审核投稿", value: data?.pendingSubmissions, to: "/admin/submissions", testId: "stat-pending" },
    { label: "待处理留言", value: data?.newMessages, to: "/admin/messages?status=pending", testId: "stat-messages" },
    { label: "今日注册", value: data?.signupsToday },
    { label: "今日下载", value: data?.downloadsToday },
  ];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-stone-900">概览</h1>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
            <dt className="text-sm text-stone-500">{s.label}</dt>
            <dd data-testid={s.testId} className="mt-2 text-3xl font-semibold tabular-nums text-stone-900">
              {s.to ? <AppLink to={s.to} className="hover:text-orange-700">{s.value ?? "…"}</AppLink> : (s.value ?? "…")}
            </dd>
          </div>
        ))}
      </dl>
      <Panel title="最新待审核" actions={<AppLink to="/admin/submissions" className="text-sm text-orange-700 hover:underline">全部投稿</AppLink>}>
        {data && data.latestPending.length === 0 ? <p className="text-sm text-stone-500">没有待审核的投稿。</p> : null}
        <ul className="divide-y divide-stone-100">
          {(data?.latestPending ?? []).map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
              <AppLink to={`/admin/submissions/${s.id}`} className="min-w-0 flex-1 truncate font-medium text-stone-900 hover:text-orange-700">
                #{s.id}「{s.fontName}」
              </AppLink>
              <span className="text-xs text-stone-500">{s.contributor ? s.contributor.nickname : "未登录投稿"} · {formatTime(s.createdTime)}</span>
              <StatusBadge status={s.status} />
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
