import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { Dialog as RadixDialog } from "radix-ui";
import { NAV_ITEMS } from "#contract/routes";
import { HeaderAccount } from "../features/account/header-account";
import { SearchBox } from "../features/content/search-box";
import type { loader as rootLoader } from "../root";
import { AppLink, AppNavLink } from "./app-link";
import { Logo } from "./logo";

/** The header navigation from getColumnByType("header"); the built-in list if none is loaded. */
function useNavItems() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const columns = root?.columns.header ?? [];
  return columns.length ? columns.map((c) => ({ path: c.path, label: c.name })) : NAV_ITEMS;
}

/**
 * Header with navigation to every content area and the site search; `overlay` lets the home hero
 * show through. Below 1280 px the links move into a menu drawer (Radix Dialog: focus trapped,
 * Escape closes, announced as a dialog).
 */
export function SiteHeader({ overlay = false }: { overlay?: boolean }) {
  const items = useNavItems();
  const [menu, setMenu] = useState(false);
  return (
    <header className={overlay ? "absolute inset-x-0 top-0 z-30 text-white" : "sticky top-0 z-30 border-b border-stone-200 bg-white/90 backdrop-blur"}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <AppLink to="/" className="flex shrink-0 items-center gap-2" aria-label="共创字库首页">
          <Logo />
          <span className="text-lg font-bold tracking-wider">共创字库</span>
        </AppLink>
        <nav aria-label="主导航" className="hidden min-w-0 flex-1 items-center gap-0.5 text-[15px] xl:flex">
          {items.map((item) => (
            <AppNavLink
              key={item.path}
              to={item.path}
              end={item.path === "/"}
              className={({ isActive }) =>
                `whitespace-nowrap rounded-md px-2.5 py-1.5 transition-colors ${
                  isActive
                    ? overlay
                      ? "bg-white/20 font-semibold"
                      : "bg-orange-50 font-semibold text-orange-700"
                    : overlay
                      ? "hover:bg-white/10"
                      : "text-stone-600 hover:bg-stone-100 hover:text-stone-900"
                }`
              }
            >
              {item.label}
            </AppNavLink>
          ))}
        </nav>
        <div className="flex-1 xl:hidden" />
        <SearchBox overlay={overlay} className="hidden w-52 md:block xl:w-44" />
        <HeaderAccount overlay={overlay} />
        <RadixDialog.Root open={menu} onOpenChange={setMenu}>
          <RadixDialog.Trigger
            aria-label="打开菜单"
            className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-lg xl:hidden ${overlay ? "hover:bg-white/10" : "text-stone-700 hover:bg-stone-100"}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </RadixDialog.Trigger>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-[1900] bg-black/40 data-[state=open]:animate-in" />
            <RadixDialog.Content className="fixed inset-y-0 right-0 z-[1901] flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-5 text-stone-800 shadow-2xl outline-none">
              <div className="flex items-center justify-between">
                <RadixDialog.Title className="text-lg font-semibold">栏目导航</RadixDialog.Title>
                <RadixDialog.Close aria-label="关闭菜单" className="flex h-9 w-9 items-center justify-center rounded-lg text-xl text-stone-500 hover:bg-stone-100">
                  ×
                </RadixDialog.Close>
              </div>
              <RadixDialog.Description className="sr-only">站点的全部栏目与搜索</RadixDialog.Description>
              <SearchBox className="mt-4" onDone={() => setMenu(false)} />
              <nav aria-label="栏目导航" className="mt-4">
                <ul className="grid grid-cols-2 gap-1">
                  {items.map((item) => (
                    <li key={item.path}>
                      <AppNavLink
                        to={item.path}
                        end={item.path === "/"}
                        onClick={() => setMenu(false)}
                        className={({ isActive }) => `block rounded-lg px-3 py-2.5 ${isActive ? "bg-orange-50 font-semibold text-orange-700" : "hover:bg-stone-100"}`}
                      >
                        {item.label}
                      </AppNavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      </div>
    </header>
  );
}
