import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AppNavLink } from "#app/components/app-link";
import { clientGuards, serverGuards } from "#app/lib/guards";
import { useSession } from "#app/lib/session";
import { UnreadBadge } from "#app/features/messages/unread-badge";

export const middleware = serverGuards("auth");
export const clientMiddleware = clientGuards("auth");

const USER_NAV = [
  { to: "/user", label: "概览", end: true },
  { to: "/user/favorite", label: "我的收藏" },
  { to: "/user/compare", label: "字体对比" },
  { to: "/user/download", label: "我的下载" },
  { to: "/user/contribute", label: "我的投稿" },
  { to: "/user/message", label: "我的消息" },
  { to: "/user/profile", label: "个人资料" },
];

/** The personal area: a side menu and the selected page. */
export default function UserLayout(_: Route.ComponentProps) {
  const unread = useSession((s) => s.unreadCounts?.total ?? 0);
  const compared = useSession((s) => s.compareFonts.length);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-[200px_1fr]">
      <nav aria-label="个人中心" className="flex gap-1 overflow-x-auto md:flex-col">
        {USER_NAV.map((item) => (
          <AppNavLink
            key={item.to}
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              `flex items-center justify-between gap-2 whitespace-nowrap rounded-lg px-4 py-2.5 ${isActive ? "bg-orange-600 text-white" : "text-stone-700 hover:bg-stone-100"}`
            }
          >
            {item.label}
            {item.to === "/user/message" ? <UnreadBadge count={unread} /> : null}
            {item.to === "/user/compare" && compared ? <span className="text-xs tabular-nums opacity-70">{compared}</span> : null}
          </AppNavLink>
        ))}
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
