/** The site map of docs/product.md §2, shared by the router, the server, navigation and tests. */

export type LayoutName = "blank" | "default" | "font" | "home";

export interface SiteRoute {
  path: string;
  title: string;
}

/** The content areas with a list page and a detail page each (/album and /album/{id} …). */
export const CONTENT_AREAS = ["album", "baike", "case", "heji", "news", "video", "zixun"] as const;
export type ContentAreaKey = (typeof CONTENT_AREAS)[number];

/** Static routes with their Chinese page titles (docs/product.md §2). */
export const STATIC_ROUTES: readonly SiteRoute[] = [
  { path: "/", title: "首页" },
  { path: "/about", title: "关于我们" },
  { path: "/album", title: "专辑" },
  { path: "/baike", title: "书法百科" },
  { path: "/case", title: "案例" },
  { path: "/contact", title: "联系我们" },
  { path: "/contribute", title: "字体投稿" },
  { path: "/custom", title: "字体定制" },
  { path: "/font", title: "字体库" },
  { path: "/heji", title: "合集" },
  { path: "/license", title: "字体授权" },
  { path: "/news", title: "新闻" },
  { path: "/player", title: "播放器" },
  { path: "/user", title: "个人中心" },
  { path: "/video", title: "视频" },
  { path: "/zixun", title: "资讯" },
  { path: "/account/forget", title: "找回密码" },
  { path: "/agreement/font", title: "字体使用协议" },
  { path: "/agreement/register", title: "用户注册协议" },
  { path: "/pdf/compare", title: "字体对比打印" },
  { path: "/user/compare", title: "字体对比" },
  { path: "/user/contribute", title: "我的投稿" },
  { path: "/user/download", title: "我的下载" },
  { path: "/user/favorite", title: "我的收藏" },
  { path: "/user/message", title: "我的消息" },
  { path: "/user/profile", title: "个人资料" },
];

/** Detail routes: each takes a numeric {id} (docs/product.md §2). */
export const DETAIL_ROUTES: readonly SiteRoute[] = [
  { path: "/album", title: "专辑详情" },
  { path: "/baike", title: "百科详情" },
  // A case is read in the viewer of /case: /case/{id} answers 301 to /case?id={id}.
  { path: "/case", title: "案例详情" },
  { path: "/font", title: "字体详情" },
  { path: "/heji", title: "合集详情" },
  { path: "/news", title: "新闻详情" },
  { path: "/video", title: "视频详情" },
  { path: "/zixun", title: "资讯详情" },
];

/** The header navigation: every content area of docs/product.md §1. */
export const NAV_ITEMS: readonly { path: string; label: string }[] = [
  { path: "/", label: "首页" },
  { path: "/font", label: "字体库" },
  { path: "/album", label: "专辑" },
  { path: "/heji", label: "合集" },
  { path: "/case", label: "案例" },
  { path: "/news", label: "新闻" },
  { path: "/video", label: "视频" },
  { path: "/baike", label: "书法百科" },
  { path: "/zixun", label: "资讯" },
  { path: "/custom", label: "字体定制" },
  { path: "/license", label: "授权" },
  { path: "/contribute", label: "投稿" },
  { path: "/contact", label: "留言" },
];

export function titleOf(path: string): string | undefined {
  return STATIC_ROUTES.find((r) => r.path === path)?.title;
}

/** Which of the four layouts a path renders in (docs/product.md §2). */
export function layoutFor(pathname: string): LayoutName {
  const path = stripHtmlSuffix(pathname);
  if (path === "/") return "home";
  if (path === "/font" || path.startsWith("/font/")) return "font";
  if (path === "/pdf/compare" || isConsolePath(path)) return "blank";
  return "default";
}

/**
 * Every route also answers with a ".html" suffix: "/font.html" is "/font", "/font/3.html" is
 * "/font/3" and "/index.html" is "/". Anything else is returned unchanged.
 */
export function stripHtmlSuffix(pathname: string): string {
  if (!pathname.endsWith(".html")) return pathname;
  const bare = pathname.slice(0, -".html".length);
  if (bare === "/index" || bare === "") return "/";
  return bare.endsWith("/index") ? bare.slice(0, -"/index".length) || "/" : bare;
}

/** Pages outside docs/product.md §2's table: the site search, the web-font demo and the console. */
const OTHER_PAGES = ["/search", "/webfont-demo", "/admin", "/admin/submissions", "/admin/users", "/admin/audit", "/admin/messages"];

/** The console's pages (docs/decisions/021-console-review.md), which have their own frame. */
export function isConsolePath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

/**
 * Whether `pathname` is one of the site's pages (a static route, a detail route with a valid id,
 * the search), with or without ".html". Everything else renders the 404 page.
 */
export function isPagePath(pathname: string): boolean {
  const path = stripHtmlSuffix(pathname);
  if (STATIC_ROUTES.some((r) => r.path === path) || OTHER_PAGES.includes(path)) return true;
  const slash = path.lastIndexOf("/");
  if (path.slice(0, slash) === "/admin/submissions") return parseId(path.slice(slash + 1)) !== null;
  // Content editing (docs/decisions/026-console-content.md): the list, an item, a new one.
  if (path === "/admin/content" || path === "/admin/messages") return true;
  if (path.slice(0, slash) === "/admin/content") return path.endsWith("/new") || parseId(path.slice(slash + 1)) !== null;
  return slash > 0 && DETAIL_ROUTES.some((r) => r.path === path.slice(0, slash)) && parseId(path.slice(slash + 1)) !== null;
}

/** Any path containing "/user" needs a token (docs/product.md §2 "Guard"), and so does the console. */
export function needsToken(pathname: string): boolean {
  return pathname.includes("/user") || isConsolePath(pathname);
}

/** Where an anonymous visitor of a protected path is sent: home, carrying the path. */
export function loginRedirect(pathWithSearch: string): string {
  return `/?redirect=${encodeURIComponent(pathWithSearch)}`;
}

/** A detail id is a positive decimal integer that fits in a PostgreSQL integer. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
