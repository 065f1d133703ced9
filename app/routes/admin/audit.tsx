/**
 * /admin/audit: every console action, newest first, read-only — who (the account, or the
 * operator's CLI), when, what in Chinese (the action and what it acted on, with a link to it), and
 * before/after as a field-by-field difference (app/features/admin/audit-diff.ts). The log itself
 * cannot be edited (a trigger refuses it; docs/decisions/021-console-review.md).
 */
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/audit";
import { AppLink } from "#app/components/app-link";
import { Pagination } from "#app/components/pagination";
import { pageTitle } from "#app/lib/page-meta";
import { formatTime, useApiData } from "#app/features/admin/use-admin";
import { auditChanges, auditTarget, type AuditChange, type DictLabels } from "#app/features/admin/audit-diff";
import { Problem } from "#app/features/admin/ui";
import { ADMIN_PATHS, type AuditEntry } from "#contract/admin";
import type { Page } from "#contract/envelope";
import type { FontDict } from "#contract/fonts";

export const meta: Route.MetaFunction = () => pageTitle("管理后台 - 操作日志");

const SIZE = 20;
const EMPTY = "（空）";

export default function AdminAudit() {
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, Number(params.get("current")) || 1);
  const { data, error } = useApiData<Page<AuditEntry>>(ADMIN_PATHS.audit, { current, size: SIZE });
  // The accept's edited category and licence are dictionary numbers: say their names.
  const dict = useApiData<FontDict>("/web/api/dict/font-default");
  const labels = useMemo<DictLabels>(() => {
    const of = (key: string) => Object.fromEntries((dict.data?.[key] ?? []).map((d) => [d.dictNumber, d.label]));
    return { category: of("fontCategory"), license: of("fontLicense") };
  }, [dict.data]);
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-stone-900">操作日志</h1>
      <p className="text-sm text-stone-500">后台与运营命令行的每个操作都记录在这里：谁、何时、做了什么、改了哪些字段。记录不能修改或删除。</p>
      {error ? <Problem message={error.message} /> : null}
      <ol className="space-y-3">
        {(data?.records ?? []).map((e) => (
          <AuditRow key={e.id} entry={e} dict={labels} />
        ))}
      </ol>
      {data && data.records.length === 0 ? <p className="text-sm text-stone-500">还没有操作记录。</p> : null}
      {data && data.total > SIZE ? <Pagination total={data.total} current={current} size={SIZE} show={{ sizes: false }} onChange={({ current: next }) => setParams({ current: String(next) })} /> : null}
    </div>
  );
}

function AuditRow({ entry: e, dict }: { entry: AuditEntry; dict: DictLabels }) {
  const target = auditTarget(e);
  const changes = auditChanges(e, dict);
  const changed = changes.filter((c) => c.changed);
  const same = changes.filter((c) => !c.changed && c.before !== EMPTY);
  return (
    <li data-testid="audit-row" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span data-testid="audit-action" className="rounded-full bg-stone-900 px-2.5 py-0.5 text-xs font-medium text-white">
          {e.actionLabel}
        </span>
        {target.link ? (
          <AppLink to={target.link} data-testid="audit-target" className="min-w-0 break-all font-medium text-stone-900 hover:text-orange-700">
            {target.text}
          </AppLink>
        ) : (
          <span data-testid="audit-target" className="min-w-0 break-all font-medium text-stone-900">
            {target.text}
          </span>
        )}
      </div>
      <p className="mt-1.5 text-sm text-stone-500">
        <span data-testid="audit-actor" className="text-stone-700">
          {e.actorName}
          {e.actorId !== null ? <span className="text-stone-400">（#{e.actorId}）</span> : null}
        </span>
        {" · "}
        <time dateTime={e.createdTime}>{formatTime(e.createdTime)}</time>
      </p>
      {changed.length ? (
        <div className="mt-3 overflow-hidden rounded-xl border border-stone-200 text-sm">
          <div className="hidden grid-cols-[8rem_1fr_1fr] bg-stone-50 text-xs text-stone-500 sm:grid">
            <span className="px-3 py-1.5">字段</span>
            <span className="px-3 py-1.5">之前</span>
            <span className="px-3 py-1.5">之后</span>
          </div>
          {changed.map((c) => (
            <ChangeRow key={c.field} change={c} />
          ))}
        </div>
      ) : (
        <p className="mt-3 text-sm text-stone-500">没有字段变化。</p>
      )}
      {same.length ? (
        <p className="mt-2 break-words text-xs text-stone-500">
          未变：{same.map((c) => `${c.label} ${c.before.length > 60 ? `${c.before.slice(0, 60)}…` : c.before}`).join(" · ")}
        </p>
      ) : null}
    </li>
  );
}

/** One field: on a phone its label beside 之前 → 之后 (之前 left out when empty); from sm up three columns. */
function ChangeRow({ change: c }: { change: AuditChange }) {
  const empty = c.before === EMPTY;
  return (
    <div data-testid="audit-change" data-field={c.field} className="grid grid-cols-[5.5rem_1fr] gap-2 border-t border-stone-100 px-3 py-2 first:border-0 sm:grid-cols-[8rem_1fr_1fr] sm:gap-0 sm:px-0 sm:py-0">
      <span className="font-medium text-stone-700 sm:px-3 sm:py-2">{c.label}</span>
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1 sm:contents">
        <span
          className={`whitespace-pre-wrap break-words sm:px-3 sm:py-2 ${empty ? "hidden text-stone-400 sm:block" : "text-stone-500 line-through decoration-red-300 sm:bg-red-50/70"}`}
        >
          <span className="sr-only">之前：</span>
          {c.before}
        </span>
        {empty ? null : (
          <span aria-hidden="true" className="text-stone-400 sm:hidden">
            →
          </span>
        )}
        <span className="min-w-0 whitespace-pre-wrap break-words text-stone-900 sm:bg-emerald-50 sm:px-3 sm:py-2">
          <span className="sr-only">之后：</span>
          {c.after}
        </span>
      </div>
    </div>
  );
}
