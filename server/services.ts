/**
 * The area services, made once per process: the Hono routers and the React Router loaders call
 * these same functions (DESIGN.md "One picture"), so a page never goes through the HTTP API.
 */
import type { Db } from "./db/client";
import { createFontService } from "./fonts/service";
import { createSiteService } from "./site/service";
import { createAccountService } from "./account/service";
import { createWebfontService } from "./webfont/service";

export interface ServiceDeps {
  db: Db;
  /** STATIC_BASE: prefix of object URLs; "" = this site's /files/. */
  staticBase: string;
}

export function createServices({ db, staticBase }: ServiceDeps) {
  const fonts = createFontService({ db, staticBase });
  return {
    fonts,
    site: createSiteService({ db, fonts }),
    account: createAccountService({ db, staticBase }),
    webfont: createWebfontService({ db }),
  };
}

export type Services = ReturnType<typeof createServices>;
