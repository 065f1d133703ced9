/** The signed-in user's menu in the header (Radix DropdownMenu), loaded with its first use: ./header-account.tsx. */
import { HeartIcon, HouseIcon, IdCardIcon, LogOutIcon, ShieldCheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { DropdownMenu } from "radix-ui";
import type { UserInfoData } from "#contract/account";
import type { Role } from "#contract/admin";
import { AppLink } from "#app/components/app-link";
import { UserAvatar } from "#app/features/account/user-avatar";
import { BellIcon, UnreadBadge } from "#app/features/messages/unread-badge";

const MENU = [
  { to: "/user", label: "个人中心", icon: HouseIcon },
  { to: "/user/favorite", label: "我的收藏", icon: HeartIcon },
  { to: "/user/message", label: "我的消息", icon: BellIcon },
  { to: "/user/profile", label: "个人资料", icon: IdCardIcon },
];

/** Roles that open the console (docs/decisions/021-console-review.md); named here so the menu's chunk stays free of zod. */
const STAFF: readonly Role[] = ["reviewer", "admin"];

const itemClass =
  "flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-stone-700 outline-none select-none data-[highlighted]:bg-orange-50 data-[highlighted]:text-orange-800";

export interface AccountMenuProps {
  /** The button's label, look and content, as the header drew it before the menu loaded. */
  trigger: { "aria-label": string; "aria-description"?: string; className: string; children: ReactNode };
  user: Partial<UserInfoData> | null;
  /** The nickname, or what stands for it. */
  nickname: string;
  unread: number;
  onSignOut: () => void;
}

/** Mounted by the press that asked for it, so it starts open. */
export function AccountMenu({ trigger, user, nickname, unread, onSignOut }: AccountMenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 w-56 rounded-xl border border-stone-200 bg-white p-1.5 text-stone-800 shadow-xl shadow-stone-900/10 data-[state=open]:animate-[cu-fade-in_120ms_ease-out]"
        >
          <div className="flex items-center gap-3 px-3 pb-3 pt-2">
            <UserAvatar src={user?.avatar} name={user?.nickname} size={40} />
            <div className="min-w-0">
              <p className="truncate font-medium text-stone-900">{nickname}</p>
              <p className="truncate text-xs text-stone-500">{user?.mobile || user?.email || "欢迎回来"}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-stone-100" />
          {MENU.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <AppLink to={to}>
                <Icon className="text-stone-400" />
                {label}
                {to === "/user/message" ? <UnreadBadge count={unread} className="ml-auto" /> : null}
              </AppLink>
            </DropdownMenu.Item>
          ))}
          {/* Staff only, from the session (on a cached page, the one the server filled in per request). */}
          {STAFF.includes(user?.role as Role) ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <AppLink to="/admin" data-testid="admin-link">
                <ShieldCheckIcon size={18} className="text-stone-400" />
                管理后台
              </AppLink>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="mx-1 my-1 h-px bg-stone-100" />
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOutIcon size={18} className="text-stone-400" />
            退出登录
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
