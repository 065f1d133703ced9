/** Site-wide data: friend links, home data, columns. Called by server/api/site.ts and the page loaders. */
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { friendLinks, homeBlocks, webColumns } from "#server/db/schema";
import type { FriendLink, HomeData, WebColumn } from "#contract/site";
import type { FontService } from "#server/fonts/service";

export function createSiteService({ db, fonts }: { db: Db; fonts: FontService }) {
  return {
    /** Sorted by sort descending (spec §3). */
    friendLinks(): Promise<FriendLink[]> {
      return db.select().from(friendLinks).orderBy(desc(friendLinks.sort), asc(friendLinks.id));
    },
    async homeData(): Promise<HomeData> {
      const [blocks, featured] = await Promise.all([db.select().from(homeBlocks).orderBy(asc(homeBlocks.sort)), fonts.featured()]);
      return {
        ...(Object.fromEntries(blocks.map((b) => [b.key, { title: b.title, content: b.content }])) as HomeData),
        featuredFonts: { title: "精选字体", content: featured },
      };
    },
    columns(type: string): Promise<WebColumn[]> {
      return db
        .select({ id: webColumns.id, name: webColumns.name, path: webColumns.path, sort: webColumns.sort })
        .from(webColumns)
        .where(eq(webColumns.type, type))
        .orderBy(asc(webColumns.sort));
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
