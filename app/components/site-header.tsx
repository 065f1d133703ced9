import { NAV_ITEMS } from "#contract/routes";
import { HeaderAccount } from "../features/account/header-account";
import { AppLink, AppNavLink } from "./app-link";
import { Logo } from "./logo";

/** Header with navigation to every content area; `overlay` lets the home hero show through. */
export function SiteHeader({ overlay = false }: { overlay?: boolean }) {
  return (
    <header
      className={
        overlay
          ? "absolute inset-x-0 top-0 z-30 text-white"
          : "sticky top-0 z-30 border-b border-stone-200 bg-white/90 backdrop-blur"
      }
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4">
        <AppLink to="/" className="flex shrink-0 items-center gap-2" aria-label="共创字库首页">
          <Logo />
          <span className="text-lg font-bold tracking-wider">共创字库</span>
        </AppLink>
        <nav aria-label="主导航" className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto text-[15px]">
          {NAV_ITEMS.map((item) => (
            <AppNavLink
              key={item.path}
              to={item.path}
              end={item.path === "/"}
              className={({ isActive }) =>
                `whitespace-nowrap rounded-md px-3 py-1.5 transition-colors ${
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
        <HeaderAccount overlay={overlay} />
      </div>
    </header>
  );
}
