/**
 * /sitemap.xml (every public page and detail id) and /robots.txt (the personal area and the
 * printable comparison kept out of search engines). Both name absolute URLs on the site's
 * configured origin (`origin`: PUBLIC_ORIGIN or MAIN_DOMAIN), never the request's Host: robots.txt
 * is cached for an hour by whatever sits in front, and a forged Host must not end up in it
 * (docs/decisions/014-edges.md). The mobile domain serves the same pages, so it names the same URLs.
 */
import { Hono } from "hono";
import { asc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { fontFamilies } from "#server/db/schema-fonts";
import type { ContentService } from "./service";
import { STATIC_ROUTES } from "#contract/routes";

const PRIVATE = (path: string) => path.startsWith("/user") || path.startsWith("/pdf") || path === "/account/forget";
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function seoRoute({ db, content, origin }: { db: Db; content: ContentService; origin: string }) {
  const route = new Hono();
  route.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(`User-agent: *\nDisallow: /user\nDisallow: /pdf\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
  route.get("/sitemap.xml", async (c) => {
    const [families, items] = await Promise.all([
      db.select({ id: fontFamilies.id, updatedAt: fontFamilies.updatedAt }).from(fontFamilies).orderBy(asc(fontFamilies.id)),
      content.sitemapEntries(),
    ]);
    const urls = [
      ...STATIC_ROUTES.filter((r) => !PRIVATE(r.path)).map((r) => ({ url: r.path, updatedAt: undefined as Date | undefined })),
      ...families.map((f) => ({ url: `/font/${f.id}`, updatedAt: f.updatedAt })),
      ...items,
    ];
    const body = urls
      .map((u) => `  <url><loc>${escapeXml(origin + u.url)}</loc>${u.updatedAt ? `<lastmod>${u.updatedAt.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`)
      .join("\n");
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=600");
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  });
  return route;
}
