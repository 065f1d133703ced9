/** /admin/audit: every console action — who, when, what, before and after — newest first, read-only. */
import { useSearchParams } from "react-router";
import type { Route } from "./+types/audit";
import { Pagination } from "#app/components/pagination";
import { pageTitle } from "#app/lib/page-meta";
import { formatTime, useApiData } from "#app/features/admin/use-admin";
import { Problem } from "#app/features/admin/ui";
import { ADMIN_PATHS, type AuditEntry } from "#contract/admin";
import type { Page } from "#contract/envelope";

export const meta: Route.MetaFunction = () => pageTitle("管理后台 - 操作日志");

const SIZE = 20;

const show = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined && !(typeof v === "object" && Object.keys(v as object).length === 0))
        .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
        .join("\n")
    : "—";

export default function AdminAudit() {
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, Number(params.get("current")) || 1);
  const { data, error } = useApiData<Page<AuditEntry>>(ADMIN_PATHS.audit, { current, size: SIZE });
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-stone-900">操作日志</h1>
      <p className="text-sm text-stone-500">后台与运营命令行的每个操作都记录在这里，记录不能修改或删除。</p>
      {error ? <Problem message={error.message} /> : null}
      <ol className="space-y-3">
        {(data?.records ?? []).map((e) => (
          <li key={e.id} data-testid="audit-row" className="rounded-2xl border border-stone-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-medium text-stone-900">{e.actionLabel}</span>
              <span className="text-sm text-stone-600">{e.target}</span>
              <span className="ml-auto text-xs text-stone-500">
                {e.actorName} · {formatTime(e.createdTime)}
              </span>
            </div>
            <div className="mt-3 grid gap-2 text-xs sm:grid-cols-2">
              <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-lg bg-stone-50 p-2 text-stone-600">{`之前\n${show(e.before)}`}</pre>
              <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-lg bg-emerald-50/60 p-2 text-stone-700">{`之后\n${show(e.after)}`}</pre>
            </div>
          </li>
        ))}
      </ol>
      {data && data.records.length === 0 ? <p className="text-sm text-stone-500">还没有操作记录。</p> : null}
      {data && data.total > SIZE ? <Pagination total={data.total} current={current} size={SIZE} show={{ sizes: false }} onChange={({ current: next }) => setParams({ current: String(next) })} /> : null}
    </div>
  );
}
