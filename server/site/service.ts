/** Site-wide data: friend links, home data, columns. Called by server/api/site.ts and the page loaders. */
import { asc, desc, eq, like, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { friendLinks, homeBlocks, webColumns } from "#server/db/schema-site";
import type { FriendLink, HomeData, HomeLatest, WebColumn } from "#contract/site";
import type { FontService } from "#server/fonts/service";

/** `latest`: the newest items of each content area, shown on the home page (content service). */
export function createSiteService({ db, fonts, latest }: { db: Db; fonts: FontService; latest?: () => Promise<HomeLatest> }) {
  return {
    /** Sorted by sort descending (docs/product.md §3). */
    friendLinks(): Promise<FriendLink[]> {
      return db
        .select({ id: friendLinks.id, name: friendLinks.name, url: friendLinks.url, protocol: friendLinks.protocol, sort: friendLinks.sort })
        .from(friendLinks)
        .where(eq(friendLinks.published, true))
        .orderBy(desc(friendLinks.sort), asc(friendLinks.id));
    },
    async homeData(): Promise<HomeData> {
      const [blocks, featured, newest] = await Promise.all([db.select().from(homeBlocks).orderBy(asc(homeBlocks.sort)), fonts.featured(), latest?.()]);
      return {
        ...(Object.fromEntries(blocks.map((b) => [b.key, { title: b.title, content: b.content }])) as HomeData),
        featuredFonts: { title: "精选字体", content: featured },
        ...(newest ? { latest: { title: "最新内容", content: newest } } : {}),
      };
    },
    /** The columns of `type`, each with its links (stored under type "<type>:<name>" by the content loader). */
    async columns(type: string): Promise<WebColumn[]> {
      const rows = await db
        .select({ id: webColumns.id, type: webColumns.type, name: webColumns.name, path: webColumns.path, sort: webColumns.sort })
        .from(webColumns)
        .where(or(eq(webColumns.type, type), like(webColumns.type, `${type.replace(/[\\%_]/g, "\\$&")}:%`)))
        .orderBy(asc(webColumns.sort), asc(webColumns.id));
      const groups = rows.filter((r) => r.type === type);
      return groups.map(({ type: _type, ...g }) => ({
        ...g,
        children: rows.filter((r) => r.type === `${type}:${g.name}`).map((r) => ({ name: r.name, path: r.path })),
      }));
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
