/**
 * The area services, made once per process: the Hono routers and the React Router loaders call
 * these same functions (DESIGN.md "One picture"), so a page never goes through the HTTP API.
 */
import type { Db } from "./db/client";
import { createFontService } from "./fonts/service";
import { createSiteService } from "./site/service";
import { createAccountService } from "./account/service";
import { createFavoriteService, type ArticleLookup } from "./favorites/service";
import { createNotificationService } from "./notifications/service";

export interface ServiceDeps {
  db: Db;
  /** STATIC_BASE: prefix of object URLs; "" = this site's /files/. */
  staticBase: string;
  /** Articles as favourites see them; the content area's lookup once it exists. */
  articles?: ArticleLookup;
}

/**
 * The site has no articles table yet (the content area brings it): until it is wired here, no
 * article exists, so favouriting one answers 404 "文章不存在" instead of storing a dangling id.
 */
export const NO_ARTICLES: ArticleLookup = {
  exists: async () => false,
  titles: async () => new Map(),
};

export function createServices({ db, staticBase, articles = NO_ARTICLES }: ServiceDeps) {
  const fonts = createFontService({ db, staticBase });
  const favorites = createFavoriteService({ db, staticBase, articles });
  return {
    favorites,
    notifications: createNotificationService({ db, favorites }),
    fonts,
    site: createSiteService({ db, fonts }),
    account: createAccountService({ db, staticBase }),
  };
}

export type Services = ReturnType<typeof createServices>;
