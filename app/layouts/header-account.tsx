/**
 * The header's account corner: 登录 / 注册 for visitors, the user menu for signed-in users. The menu
 * (./account-menu, Radix) loads on the first pointer or key press on its button, not with the page.
 */
import { ChevronDownIcon } from "lucide-react";
import { lazy, Suspense, useState, type ButtonHTMLAttributes } from "react";
import { useRouteLoaderData } from "react-router";
import type { UserInfoData } from "#contract/account";
import { useSession, useSessionStore } from "#app/lib/session";
import { ACCOUNT_HOLE_ATTRIBUTE } from "#contract/session-hole";

import { useSignOut } from "#app/features/account/session-actions";
import { UserAvatar } from "#app/features/account/user-avatar";
import { PersonalSync } from "#app/layouts/personal-sync";
import { UnreadBadge } from "#app/features/messages/unread-badge";

const loadAccountMenu = () => import("#app/layouts/account-menu");
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

export function HeaderAccount({ overlay = false }: { overlay?: boolean }) {
  const token = useSession((s) => s.token);
  const info = useSession((s) => s.userInfo) as Partial<UserInfoData> | null;
  const store = useSessionStore();
  const signOut = useSignOut();
  const unread = useSession((s) => s.unreadCounts?.total ?? 0);
  const [wanted, setWanted] = useState(false);
  const shell = (useRouteLoaderData("root") as { shell?: boolean } | undefined)?.shell;

  if (!token) {
    // A page rendered once for every signed-in visitor (docs/decisions/024): the server puts
    // each visitor's corner (AccountButton, rendered alone) where this marker is.
    if (import.meta.env.SSR && shell) return <span {...{ [ACCOUNT_HOLE_ATTRIBUTE]: overlay ? "overlay" : "plain" }} />;
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
  const trigger = accountTrigger(info, unread, overlay);
  // Until the first use, a plain button of the same look: the menu (Radix) loads when it is wanted.
  const placeholder = (
    <AccountButton
      trigger={trigger}
      onPointerEnter={loadAccountMenu}
      onFocus={loadAccountMenu}
      onPointerDown={(event) => event.button === 0 && setWanted(true)}
      onKeyDown={(event) => ["Enter", " ", "ArrowDown"].includes(event.key) && setWanted(true)}
    />
  );
  return (
    <>
      <PersonalSync />
      {wanted ? (
        <Suspense fallback={placeholder}>
          <AccountMenu trigger={trigger} user={info} nickname={nickname} unread={unread} onSignOut={() => void signOut()} />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}

type Trigger = ReturnType<typeof accountTrigger>;

/** The corner's look for a signed-in user: the same for the page and for the server's hole. */
export function accountTrigger(info: Partial<UserInfoData> | null, unread: number, overlay: boolean) {
  const nickname = info?.nickname || "我的账号";
  return {
    "aria-label": `账号菜单：${nickname}`,
    "aria-description": unread ? `${unread} 条未读消息` : undefined,
    className: `group relative flex shrink-0 items-center gap-2 rounded-full py-1 pl-1 pr-2.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 ${
      overlay ? "hover:bg-white/15 data-[state=open]:bg-white/15" : "text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100"
    }`,
    children: (
      <>
        <UserAvatar src={info?.avatar} name={info?.nickname} size={30} className={overlay ? "ring-2 ring-white/40" : "ring-1 ring-stone-200"} />
        <UnreadBadge count={unread} className="absolute -left-1 -top-1" testId="header-unread" />
        <span className="hidden max-w-[8em] truncate font-medium sm:inline">{nickname}</span>
        <ChevronDownIcon size={14} className="opacity-60 transition-transform group-data-[state=open]:rotate-180" />
      </>
    ),
  };
}

/** The closed account button (no hooks of the router or the session: the server renders it alone into the hole). */
export function AccountButton({ trigger, ...handlers }: { trigger: Trigger } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" aria-haspopup="menu" aria-expanded={false} data-state="closed" {...handlers} {...trigger} />;
}
