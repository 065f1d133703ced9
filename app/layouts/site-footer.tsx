import { useRouteLoaderData } from "react-router";
import { SITE_TITLE } from "#contract/constants";
import { linkHref } from "#contract/link";
import { NAV_ITEMS } from "#contract/routes";
import type { loader as rootLoader } from "#app/root";
import { AppLink } from "#app/components/app-link";

const SITE_LINKS = [
  { path: "/about", label: "关于我们" },
  { path: "/license", label: "字体授权" },
  { path: "/agreement/register", label: "用户注册协议" },
  { path: "/agreement/font", label: "字体使用协议" },
  { path: "/contact", label: "联系我们" },
];

/** Footer: the footer column groups, friend links ordered by sort descending, and the site title. */
export function SiteFooter() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const friendLinks = root?.friendLinks ?? [];
  // Footer groups from getColumnByType("footer"); the built-in links if none are loaded.
  const footer = root?.columns.footer ?? [];
  const groups = footer.length
    ? footer.map((g) => ({ name: g.name, links: (g.children.length ? g.children : [g]).map((c) => ({ path: c.path, label: c.name })) }))
    : [{ name: "浏览", links: [...NAV_ITEMS.slice(1, 9), ...SITE_LINKS] }];
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1fr_2fr_1fr]">
        <div>
          <p className="text-lg font-semibold text-white">{SITE_TITLE}</p>
          <p className="mt-3 max-w-sm text-sm leading-6 text-stone-400">
            开放共创的中文字体库：浏览、试用、收藏与下载开源中文字体，输入任意文字即时预览。
          </p>
        </div>
        <nav aria-label="站点导航" className="grid grid-cols-2 gap-6 sm:grid-cols-4">
          {groups.map((group) => (
            <div key={group.name}>
              <p className="mb-3 text-sm font-semibold text-white">{group.name}</p>
              <ul className="space-y-2 text-sm">
                {group.links.map((item) => (
                  <li key={item.path + item.label}>
                    <AppLink to={item.path} className="hover:text-white">
                      {item.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <nav aria-label="友情链接">
          <p className="mb-3 text-sm font-semibold text-white">友情链接</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm" data-testid="friend-links">
            {friendLinks.map((link) => {
              const href = linkHref(link.url, link.protocol);
              return (
                <li key={link.id}>
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                      {link.name}
                    </a>
                  ) : (
                    <span>{link.name}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-800 py-5 text-center text-xs text-stone-500">
        © {new Date().getFullYear()} {SITE_TITLE} · 收录字体均遵循其开源许可证
      </div>
    </footer>
  );
}
