/** The header's account corner: 登录 / 注册 for visitors, the user menu for signed-in users. */
import { ChevronDownIcon, HeartIcon, HouseIcon, IdCardIcon, LogOutIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { UserInfoData } from "#contract/account";
import { AppLink } from "#app/components/app-link";
import { useSession, useSessionStore } from "#app/lib/session";

import { useSignOut } from "./session-actions";
import { UserAvatar } from "./user-avatar";
import { PersonalSync } from "../messages/personal-sync";
import { BellIcon, UnreadBadge } from "../messages/unread-badge";

const MENU = [
  { to: "/user", label: "个人中心", icon: HouseIcon },
  { to: "/user/favorite", label: "我的收藏", icon: HeartIcon },
  { to: "/user/message", label: "我的消息", icon: BellIcon },
  { to: "/user/profile", label: "个人资料", icon: IdCardIcon },
];

const itemClass =
  "flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-stone-700 outline-none select-none data-[highlighted]:bg-orange-50 data-[highlighted]:text-orange-800";

export function HeaderAccount({ overlay = false }: { overlay?: boolean }) {
  const token = useSession((s) => s.token);
  const info = useSession((s) => s.userInfo) as Partial<UserInfoData> | null;
  const store = useSessionStore();
  const signOut = useSignOut();
  const unread = useSession((s) => s.unreadCounts?.total ?? 0);

  if (!token) {
    return (
      <div className="flex shrink-0 items-center gap-2 text-sm">
        <button
          type="button"
          onClick={() => store.getState().showAccountModal("login")}
          className={`rounded-full px-3.5 py-1.5 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 ${
            overlay ? "hover:bg-white/15" : "text-stone-700 hover:bg-stone-100 hover:text-stone-900"
          }`}
        >
          登录
        </button>
        <button
          type="button"
          onClick={() => store.getState().showAccountModal("register")}
          className="rounded-full bg-orange-600 px-4 py-1.5 font-medium text-white shadow-sm transition-colors hover:bg-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500"
        >
          注册
        </button>
      </div>
    );
  }

  const nickname = info?.nickname || "我的账号";
  return (
    <DropdownMenu.Root modal={false}>
      <PersonalSync />
      <DropdownMenu.Trigger
        aria-label={`账号菜单：${nickname}`}
        aria-description={unread ? `${unread} 条未读消息` : undefined}
        className={`group relative flex shrink-0 items-center gap-2 rounded-full py-1 pl-1 pr-2.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 ${
          overlay ? "hover:bg-white/15 data-[state=open]:bg-white/15" : "text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100"
        }`}
      >
        <UserAvatar src={info?.avatar} name={info?.nickname} size={30} className={overlay ? "ring-2 ring-white/40" : "ring-1 ring-stone-200"} />
        <UnreadBadge count={unread} className="absolute -left-1 -top-1" testId="header-unread" />
        <span className="hidden max-w-[8em] truncate font-medium sm:inline">{nickname}</span>
        <ChevronDownIcon size={14} className="opacity-60 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 w-56 rounded-xl border border-stone-200 bg-white p-1.5 text-stone-800 shadow-xl shadow-stone-900/10 data-[state=open]:animate-[cu-fade-in_120ms_ease-out]"
        >
          <div className="flex items-center gap-3 px-3 pb-3 pt-2">
            <UserAvatar src={info?.avatar} name={info?.nickname} size={40} />
            <div className="min-w-0">
              <p className="truncate font-medium text-stone-900">{nickname}</p>
              <p className="truncate text-xs text-stone-500">{info?.mobile || info?.email || "欢迎回来"}</p>
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
          <DropdownMenu.Separator className="mx-1 my-1 h-px bg-stone-100" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOutIcon size={18} className="text-stone-400" />
            退出登录
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
