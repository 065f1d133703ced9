/**
 * The area services, made once per process: the Hono routers and the React Router loaders call
 * these same functions (DESIGN.md "One picture"), so a page never goes through the HTTP API.
 */
import type { Db } from "./db/client";
import { memoByVersion } from "./db/data-version";
import { createFontService } from "./fonts/service";
import { createSiteService } from "./site/service";
import { createAccountService } from "./account/service";

export interface ServiceDeps {
  db: Db;
  /** STATIC_BASE: prefix of object URLs; "" = this site's /files/. */
  staticBase: string;
  /**
   * The data version (server/db/data-version.ts). Given, the reads every page repeats are
   * remembered per version: the font list and details, the home data and the friend links.
   */
  dataVersion?: () => Promise<string>;
}

export function createServices({ db, staticBase, dataVersion }: ServiceDeps) {
  const fonts = createFontService({ db, staticBase });
  const site = createSiteService({ db, fonts });
  if (dataVersion) {
    fonts.list = memoByVersion(fonts.list, dataVersion);
    fonts.detail = memoByVersion(fonts.detail, dataVersion);
    fonts.featured = memoByVersion(fonts.featured, dataVersion);
    site.friendLinks = memoByVersion(site.friendLinks, dataVersion);
    site.homeData = memoByVersion(site.homeData, dataVersion);
  }
  return { fonts, site, account: createAccountService({ db, staticBase }) };
}

export type Services = ReturnType<typeof createServices>;
