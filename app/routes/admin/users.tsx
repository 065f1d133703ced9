/** /admin/users (admins): find an account and grant or revoke 审核员 / 管理员. */
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/users";
import { Pagination } from "#app/components/pagination";
import { pageTitle } from "#app/lib/page-meta";
import { useHttp } from "#app/lib/http-client";
import { toast } from "#app/lib/toast";
import { formatTime, useApiData } from "#app/features/admin/use-admin";
import { inputClass, Problem } from "#app/features/admin/ui";
import { ADMIN_PATHS, ROLE_LABELS, ROLES, type AdminUser, type Role } from "#contract/admin";
import type { Page } from "#contract/envelope";
import { useAdminMe } from "./layout";

export const meta: Route.MetaFunction = () => pageTitle("管理后台 - 用户与角色");

const SIZE = 20;

export default function AdminUsers() {
  const me = useAdminMe();
  const http = useHttp();
  const [params, setParams] = useSearchParams();
  const keyword = params.get("keyword") ?? "";
  const current = Math.max(1, Number(params.get("current")) || 1);
  const [draft, setDraft] = useState(keyword);
  const { data, error, reload } = useApiData<Page<AdminUser>>(ADMIN_PATHS.users, { keyword, current, size: SIZE });

  async function setRole(user: AdminUser, role: Role) {
    try {
      const res = await http.put(ADMIN_PATHS.userRole(user.id), { role });
      toast.success(`${user.nickname}：${res.msg}`);
    } finally {
      reload();
    }
  }

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-stone-900">用户与角色</h1>
      <p className="text-sm text-stone-500">审核员可以审核投稿；管理员还可以授予和收回角色。不能修改自己的角色。</p>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(draft.trim() ? { keyword: draft.trim() } : {});
        }}
      >
        <input type="search" name="keyword" aria-label="搜索用户" placeholder="邮箱、手机号或昵称" value={draft} onChange={(e) => setDraft(e.target.value)} className={inputClass} />
        <button type="submit" className="h-10 shrink-0 rounded-lg bg-stone-900 px-4 text-sm font-medium text-white hover:bg-stone-800">
          搜索
        </button>
      </form>
      {error ? <Problem message={error.message} /> : null}
      <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
        {(data?.records ?? []).map((u) => (
          <li key={u.id} data-testid="user-row" data-account={u.account} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-5">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-stone-900">
                {u.nickname} <span className="text-xs font-normal text-stone-400">#{u.id}</span>
              </p>
              <p className="truncate text-xs text-stone-500">
                {u.account} · 注册于 {formatTime(u.createdTime)}
              </p>
            </div>
            <label className="flex items-center gap-2 text-sm text-stone-600">
              角色
              <select
                aria-label={`${u.nickname} 的角色`}
                value={u.role}
                disabled={u.id === me.id}
                onChange={(e) => setRole(u, e.target.value as Role)}
                className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900 disabled:opacity-60"
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
        {data && data.records.length === 0 ? <li className="px-5 py-8 text-center text-sm text-stone-500">没有找到用户</li> : null}
      </ul>
      {data && data.total > SIZE ? (
        <Pagination total={data.total} current={current} size={SIZE} show={{ sizes: false }} onChange={({ current: next }) => setParams({ keyword, current: String(next) })} />
      ) : null}
    </div>
  );
}
