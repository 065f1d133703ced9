/** Composes the one Hono application: API, subset service, stored files, built assets, SSR pages. */
import path from "node:path";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Logger } from "pino";
import { ping } from "./db/client";
import { compress } from "./http/compress";
import { s3FormOrigin } from "./storage/s3-store";
import { requestLog } from "./http/request-log";
import { ApiError } from "#server/errors";
import { fail } from "./http/envelope";
import { siteApi } from "./api/site";
import { apiServer, openApiRoutes } from "./api/openapi";
import { filesRoute, type SubsetFiles } from "./http/files";
import { createSubsetLedger, type SubsetLedger } from "./fonts/subset-ledger";
import { captchaApi } from "./api/captcha";
import { accountApi } from "./api/account";
import { createSignInService } from "./account/sign-in";
import { wechatApi } from "./api/wechat";
import { createWechatService } from "./account/wechat";
import { downloadsApi } from "./api/downloads";
import { fontsApi } from "./api/fonts";
import { subsetApi } from "./api/subset";
import { css2Api } from "./api/css2";
import { createSlicer } from "./webfont/slicer";
import { fileOrigin } from "./webfont/urls";
import { pageCostApi } from "./api/page-cost";
import { createPageCost } from "./fonts/page-cost";
import { contentApi } from "./api/content";
import { contentMediaRoute } from "./content/media-route";
import { seoRoute } from "./content/seo-route";
import { favoritesApi } from "./api/favorites";
import { notificationsApi } from "./api/notifications";
import { operatorApi } from "./api/operator";
import { compareApi } from "./api/compare";
import { createCompareService } from "./pdf/compare-service";
import { adminApi } from "./api/admin";
import { adminContentApi } from "./api/admin-content";
import { submissionsApi } from "./api/submissions";
import { configureAdminAccounts } from "./auth/roles";
import { dbFontSource } from "./fonts/source-db";
import { SubsetEngine } from "./fonts/subset/engine";
import { clientIpMiddleware } from "./http/client-ip";
import { NONCE_HEADER } from "#contract/constants";
import { requestNonce, securityHeaders } from "./http/security-headers";
import { inputGuard } from "./http/input-guard";
import { bodyLimits, configuredBodyRules } from "./http/body-limit";
import { apiFallback } from "./http/method-not-allowed";
import { pageMethods } from "./http/page-methods";
import { pageCache } from "./http/page-cache";
import type { Runtime } from "./runtime";
import { requestScope } from "./db/data-version";
import type { AccountHole } from "./ssr";
import { SHELL_HEADER } from "#contract/session-hole";
import { createDeliver, webhookSms, type Deliver } from "./mail/deliver";
import { HTTP_ERROR_MESSAGES, MESSAGES } from "#contract/messages";

export interface AppDeps {
  /** Configuration, database, store, data version and services (server/runtime.ts). */
  runtime: Runtime;
  logger: Logger;
  /** Delivery of codes; by default SMTP/SMS as configured, else the dev outbox. */
  deliver?: Deliver;
  /** Built client assets (build/client); absent in API-only tests. */
  clientDir?: string;
  /** Server-side rendering of every page route; absent in API-only tests. */
  ssr?: (request: Request) => Promise<Response>;
  /** The account corner of a visitor (the page build's): given, signed-in pages come from the page cache (docs/decisions/024). */
  accountHole?: AccountHole;
  /** The subset store's ledger; made from db, store and SUBSET_STORE_MB when not given (tests hold theirs). */
  ledger?: SubsetLedger;
}

/** Longest an anonymous page is served from memory without a data change (counters, files). */
const PAGE_CACHE_MAX_AGE_MS = 60_000;

const API_PREFIXES = ["/web/api/*", "/api/v1/*", "/captcha/*", "/webfont/*", "/subset/*", "/css2"];

export function createApp(deps: AppDeps) {
  const { logger } = deps;
  const { db, store, config, services, dataVersion } = deps.runtime;
  const deliver =
    deps.deliver ??
    createDeliver({
      dataDir: config.dataDir,
      logger,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      sms: config.smsWebhookUrl ? webhookSms(config.smsWebhookUrl) : undefined,
    });
  configureAdminAccounts(config.adminAccounts);
  const app = new Hono();

  app.use((_c, next) => requestScope(next));
  app.use(requestLog(logger));
  app.use(clientIpMiddleware(config.trustProxy));
  app.use(securityHeaders({ public: config.public, production: config.env === "production", uploadOrigins: config.s3 ? [s3FormOrigin(config.s3)] : [] }));
  app.use(inputGuard());
  app.use(compress());
  app.use(bodyLimits(configuredBodyRules(config)));

  app.get("/healthz", async (c) => {
    try {
      await ping(db);
      return c.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "healthz: database unreachable");
      return c.json({ status: "error", detail: "database unreachable" }, 503);
    }
  });

  app.route("/", openApiRoutes({ server: apiServer(config.public) }));
  app.route("/", siteApi(services));
  app.route("/", fontsApi(services.fonts));
  // The subset store stays within SUBSET_STORE_MB; evicted files are made again under their names.
  const ledger = deps.ledger ?? createSubsetLedger({ db, store, maxBytes: config.subset.storeBytes, logger });
  const engine = new SubsetEngine({ store, logger, workers: config.subset.workers, memoryBytes: config.subset.memoryBytes, ledger });
  const subsetFiles: SubsetFiles = { restore: (hash) => ledger.restore(engine, hash), used: (hash) => ledger.used(hash) };
  app.route("/", subsetApi({ store, fonts: dbFontSource(db), logger, staticBase: config.public.staticBase, engine }));
  const slicer = createSlicer({ store, engine });
  app.route(
    "/",
    css2Api({
      service: services.webfont,
      slicer,
      engine,
      store,
      logger,
      base: fileOrigin(config.public),
      version: dataVersion,
      cacheBytes: config.css2CacheBytes,
      subsets: subsetFiles,
    }),
  );
  app.route("/", pageCostApi(createPageCost({ db, engine, slicer })));
  app.route("/", compareApi(createCompareService({ db, engine, fonts: dbFontSource(db) })));
  app.route("/", captchaApi(db));
  app.route("/", accountApi({ db, account: services.account, signIn: createSignInService({ db, deliver, logger, codeDailyCaps: config.codeDailyCaps }) }));
  app.route("/", favoritesApi({ db, favorites: services.favorites }));
  app.route("/", notificationsApi({ db, notifications: services.notifications }));
  app.route("/", operatorApi({ token: config.operatorToken, notifications: services.notifications }));
  app.route("/", downloadsApi({ db, downloads: services.downloads }));
  app.route(
    "/",
    wechatApi({
      db,
      wechat: createWechatService({ db, logger, wechat: config.wechat, publicOrigin: config.public.origin }),
      cookieDomain: config.public.cookieDomain,
      cookieSecure: config.cookieSecure,
    }),
  );
  app.route("/", contentApi({ db, content: services.content }));
  app.route("/", submissionsApi({ db, submissions: services.submissions }));
  // Before adminApi: its guard of every /api/v1/admin/* path would otherwise run twice here.
  app.route("/", adminContentApi({ db, content: services.contentEditor }));
  app.route("/", adminApi({ db, admin: services.admin, submissions: services.submissions, board: services.boardModeration }));
  const fallback = apiFallback(app);
  for (const prefix of API_PREFIXES) app.all(prefix, fallback);

  app.route("/", contentMediaRoute(store));
  app.route("/", seoRoute({ db, content: services.content, origin: config.public.origin }));
  app.route("/", filesRoute(store, subsetFiles));
  // Past the API and the files, only pages remain: they answer GET and HEAD, other methods here.
  app.use("*", pageMethods());

  if (deps.clientDir) {
    const root = path.relative(process.cwd(), deps.clientDir) || ".";
    // Hashed build output never changes under the same name: cache it for a year.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    });
    app.use("/assets/*", serveStatic({ root, precompressed: true }));
    app.get("/sw.js", serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "no-cache") }));
    app.get("*", serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") }));
  }

  if (deps.ssr) {
    const ssr = deps.ssr;
    if (config.pageCacheBytes > 0) {
      const accountHole = deps.accountHole;
      const signedIn = accountHole && {
        session: (token: string) => services.account.session(token),
        accountHole,
        renderShell: (c: Context) => ssr(pageRequest(c.req.raw, requestNonce(c), true)),
      };
      app.all("*", pageCache({ maxBytes: config.pageCacheBytes, maxAgeMs: PAGE_CACHE_MAX_AGE_MS, version: dataVersion, nonce: requestNonce, signedIn }));
    }
    app.all("*", (c) => ssr(pageRequest(c.req.raw, requestNonce(c), false)));
  }

  app.notFound((c) => c.text(MESSAGES.notFound, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error);
    if (error instanceof HTTPException) {
      const status = error.status;
      if (status >= 500) logger.error({ err: error }, "http exception");
      return fail(c, new ApiError(status as 400, status === 400 ? MESSAGES.badRequest : error.message));
    }
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return fail(c, new ApiError(500, HTTP_ERROR_MESSAGES[500]));
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * The page request with this response's CSP nonce, for app/entry.server.tsx (any client-sent
 * value is replaced). A shell (docs/decisions/024) is asked for without the visitor's cookies, so
 * nothing of theirs can reach the page every signed-in visitor shares; the shell header is only
 * ever the server's own.
 */
function pageRequest(request: Request, nonce: string, shell: boolean): Request {
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.delete(SHELL_HEADER);
  if (shell) {
    headers.delete("Cookie");
    headers.set(SHELL_HEADER, "1");
  }
  return new Request(request, { headers });
}
