/**
 * The console (/admin): its own frame — a dark top bar with the site's mark, the console's
 * navigation (a row that scrolls on a phone, a side column from md up) and the page. Behind the
 * /user-style token guard; the role itself is checked by the server on every call
 * (docs/decisions/021-console-review.md), and a member sees the server's 403 message here.
 */
import { Outlet, useOutletContext } from "react-router";
import type { Route } from "./+types/layout";
import { AppLink, AppNavLink } from "#app/components/app-link";
import { clientGuards, serverGuards } from "#app/lib/guards";
import { pageTitle } from "#app/lib/page-meta";
import { useApiData } from "#app/features/admin/use-admin";
import { Problem } from "#app/features/admin/ui";
import { ADMIN_PATHS, ROLE_LABELS, type AdminMe } from "#contract/admin";

export const middleware = serverGuards("auth");
export const clientMiddleware = clientGuards("auth");
export const meta: Route.MetaFunction = () => pageTitle("管理后台");

const NAV = [
  { to: "/admin", label: "概览", end: true },
  { to: "/admin/submissions", label: "投稿审核" },
  { to: "/admin/content", label: "内容管理" },
  { to: "/admin/messages", label: "留言管理" },
  { to: "/admin/users", label: "用户与角色", admin: true },
  { to: "/admin/audit", label: "操作日志" },
];

export function useAdminMe(): AdminMe {
  return useOutletContext<AdminMe>();
}

export default function AdminLayout(_: Route.ComponentProps) {
  const me = useApiData<AdminMe>(ADMIN_PATHS.me);
  return (
    <div className="min-h-screen bg-stone-50" data-layout="admin">
      <header className="bg-stone-900 text-stone-100">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4">
          <AppLink to="/admin" className="flex items-center gap-2 font-semibold tracking-wide">
            <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-orange-600 text-lg text-white">
              字
            </span>
            <span className="whitespace-nowrap">共创字库 · 管理后台</span>
          </AppLink>
          <span className="ml-auto hidden truncate text-sm text-stone-400 sm:block">
            {me.data ? `${me.data.nickname}（${ROLE_LABELS[me.data.role]}）` : null}
          </span>
          <AppLink to="/" className="ml-auto whitespace-nowrap rounded-lg px-3 py-1.5 text-sm text-stone-300 hover:bg-stone-800 sm:ml-2">
            返回网站
          </AppLink>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:grid-cols-[180px_1fr] md:py-8">
        <nav aria-label="管理后台" className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
          {NAV.filter((item) => !item.admin || me.data?.role === "admin").map((item) => (
            <AppNavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `whitespace-nowrap rounded-lg px-4 py-2.5 text-sm ${isActive ? "bg-orange-600 text-white" : "text-stone-700 hover:bg-stone-200/60"}`
              }
            >
              {item.label}
            </AppNavLink>
          ))}
        </nav>
        <main className="min-w-0">
          {me.error ? <Problem message={me.error.message} /> : me.data ? <Outlet context={me.data} /> : <p className="text-stone-500">加载中…</p>}
        </main>
      </div>
    </div>
  );
}
