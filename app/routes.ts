/**
 * The route table of docs/product.md §2, grouped by layout (home, font, blank, default). The generic
 * content pages are one module mounted at several paths, each with its own id.
 */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { CONTENT_AREAS } from "#contract/routes";

const INFO_PAGES = ["about", "contact", "contribute", "custom", "license", "player", "agreement/font", "agreement/register"] as const;

export default [
  layout("layouts/home.tsx", [index("routes/home.tsx")]),
  layout("layouts/font.tsx", [route("font", "routes/font-list.tsx"), route("font/:id", "routes/font-detail.tsx")]),
  layout("layouts/blank.tsx", [
    route("pdf/compare", "routes/pdf-compare.tsx"),
    // The console: its own frame inside the blank layout (docs/decisions/021-console-review.md).
    route("admin", "routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("submissions", "routes/admin/submissions.tsx"),
      route("submissions/:id", "routes/admin/submission.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("content", "routes/admin/content-list.tsx"),
      route("content/:id", "routes/admin/content-edit.tsx"),
      route("messages", "routes/admin/messages.tsx"),
    ]),
  ]),
  layout("layouts/default.tsx", [
    ...CONTENT_AREAS.map((area) => route(area, "routes/content-list.tsx", { id: `content-list-${area}` })),
    ...CONTENT_AREAS.map((area) => route(`${area}/:id`, "routes/content-detail.tsx", { id: `content-detail-${area}` })),
    ...INFO_PAGES.map((page) => route(page, "routes/info-page.tsx", { id: `info-${page}` })),
    route("account/forget", "routes/account-forget.tsx"),
    route("webfont-demo", "routes/webfont-demo.tsx"),
    route("search", "routes/search.tsx"),
    route("user", "routes/user/layout.tsx", [
      index("routes/user/index.tsx"),
      route("compare", "routes/user/compare.tsx"),
      route("contribute", "routes/user/contribute.tsx"),
      route("download", "routes/user/download.tsx"),
      route("favorite", "routes/user/favorite.tsx"),
      route("message", "routes/user/message.tsx"),
      route("profile", "routes/user/profile.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
