/**
 * The area services, made once per process: the Hono routers and the React Router loaders call
 * these same functions (docs/contract.md "One picture"), so a page never goes through the HTTP API.
 */
import type { Db } from "./db/client";
import { memoByVersion } from "./db/data-version";
import { createFontService } from "./fonts/service";
import { createCoverageIndex } from "./fonts/coverage-index";
import { createSiteService } from "./site/service";
import { createAccountService } from "./account/service";
import { createDownloadService } from "./downloads/service";
import { createWebfontService } from "./webfont/service";
import { createContentService } from "./content/service";
import type { ObjectStore } from "./storage/store";
import { createFavoriteService, type ArticleLookup } from "./favorites/service";
import { createNotificationService } from "./notifications/service";
import { createSubmissionService } from "./submissions/service";
import { createReviewSpecimens } from "./submissions/specimen";
import { createAdminService } from "./admin/service";
import { createContentEditor } from "./admin/content";
import { createBoardModeration } from "./admin/messages";
import type { ImportLogger } from "./fonts/import";

export interface ServiceDeps {
  db: Db;
  /** STATIC_BASE: prefix of object URLs; "" = this site's /files/. */
  staticBase: string;
  /** The object store (content media, collection zips, uploads). */
  store: ObjectStore;
  /** API_BASE: prefix of signed URLs the browser follows ("" = this site). */
  apiBase: string;
  /** Articles as favourites see them; default: the content area's articles (tests pass their own). */
  articles?: ArticleLookup;
  /**
   * The data version (server/db/data-version.ts). Given, the reads every page repeats are
   * remembered per version: the font list and details, the home data and the friend links.
   */
  dataVersion?: () => Promise<string>;
  /** UPLOAD_PENDING_MB in bytes: unsubmitted uploads held at once (server/content/upload-limits.ts). */
  uploadPendingBytes?: number;
  /** CONTENT_VIDEO_MAX_MB in bytes: the largest video the console uploads. */
  contentVideoMaxBytes?: number;
  /** Where the console's imports and review specimens log (accepted submissions). */
  logger?: ImportLogger;
  /** The content/ folder the console's 还原为文件内容 reads; default the checkout's (server/content/dir.ts). */
  contentDir?: string;
}

export function createServices({ db, staticBase, store, apiBase, articles, dataVersion, uploadPendingBytes, contentVideoMaxBytes, logger, contentDir }: ServiceDeps) {
  const fonts = createFontService({ db, staticBase, coverage: createCoverageIndex({ db, version: dataVersion }) });
  const content = createContentService({ db, store, staticBase, apiBase, uploadPendingBytes });
  const favorites = createFavoriteService({ db, staticBase, articles: articles ?? content.articleLookup });
  const site = createSiteService({ db, fonts, latest: content.latest });
  if (dataVersion) {
    fonts.list = memoByVersion(fonts.list, dataVersion);
    fonts.detail = memoByVersion(fonts.detail, dataVersion);
    fonts.featured = memoByVersion(fonts.featured, dataVersion);
    site.friendLinks = memoByVersion(site.friendLinks, dataVersion);
    site.homeData = memoByVersion(site.homeData, dataVersion);
    // Read by every page's initial load (header, footer, search box), signed in or not.
    site.columns = memoByVersion(site.columns, dataVersion);
    content.keywords = memoByVersion(content.keywords, dataVersion);
  }
  const notifications = createNotificationService({ db, favorites });
  /** Review of submissions: the console and the operator's CLI (scripts/notify.ts) call the same. */
  const submissions = createSubmissionService({ db, store, notifications, logger, specimens: createReviewSpecimens({ store, logger }) });
  return {
    favorites,
    notifications,
    submissions,
    admin: createAdminService({ db, latestPending: submissions.latestPending, pendingCount: submissions.pendingCount }),
    /** Content editing in the console (docs/decisions/026-console-content.md). */
    contentEditor: createContentEditor({ db, store, staticBase, contentDir, videoMaxBytes: contentVideoMaxBytes }),
    /** 留言管理 in the console (docs/decisions/027-board-moderation.md). */
    boardModeration: createBoardModeration({ db, notifications }),
    fonts,
    site,
    account: createAccountService({ db, staticBase, store }),
    downloads: createDownloadService({ db, store, apiBase, staticBase }),
    webfont: createWebfontService({ db }),
    content,
  };
}

export type Services = ReturnType<typeof createServices>;
