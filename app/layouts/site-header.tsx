import { lazy, Suspense, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { NAV_ITEMS } from "#contract/routes";
import { HeaderAccount } from "#app/layouts/header-account";
import { SearchBox } from "#app/features/content/search-box";
import type { loader as rootLoader } from "#app/root";
import { AppLink, AppNavLink } from "#app/components/app-link";
import { Logo } from "#app/components/logo";

const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

/** The header navigation from getColumnByType("header"); the built-in list if none is loaded. */
function useNavItems() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const columns = root?.columns.header ?? [];
  return columns.length ? columns.map((c) => ({ path: c.path, label: c.name })) : NAV_ITEMS;
}

/**
 * Header with navigation to every content area and the site search; `overlay` lets the home hero
 * show through. Below 1280 px the links move into a menu drawer (./mobile-menu), loaded with its
 * first opening.
 */
export function SiteHeader({ overlay = false }: { overlay?: boolean }) {
  const items = useNavItems();
  const [menu, setMenu] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const openMenu = (open: boolean) => {
    if (open) setMenuLoaded(true);
    setMenu(open);
  };
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
        <button
          ref={menuButton}
          type="button"
          aria-label="打开菜单"
          aria-haspopup="dialog"
          aria-expanded={menu}
          onClick={() => openMenu(true)}
          className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-lg xl:hidden ${overlay ? "hover:bg-white/10" : "text-stone-700 hover:bg-stone-100"}`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        {menuLoaded ? (
          <Suspense fallback={null}>
            <MobileMenu open={menu} onOpenChange={openMenu} items={items} returnFocusTo={menuButton} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
