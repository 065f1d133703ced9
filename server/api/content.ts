/**
 * The content calls of docs/product.md §7 ("Collections, encyclopedia, cases", "Other content",
 * "Submissions and message board"): parse with the contract's schemas, call the content
 * service, answer the envelope. Unknown or removed ids answer 404.
 */
import { MESSAGES } from "#contract/messages";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Db } from "#server/db/client";
import type { ContentService } from "#server/content/service";
import { ApiError } from "#server/errors";
import { requireUser, requestToken, type AuthEnv } from "#server/auth/current-user";
import { resolveToken } from "#server/auth/tokens";
import { clientIp } from "#server/http/client-ip";
import { UPLOAD_PATH } from "#server/content/uploads";
import { ZIP_PATH } from "#server/content/collection-zip";
import { id as idSchema, idQuery } from "#contract/validators";
import {
  CONTENT_MESSAGES,
  advertQuery,
  articleListQuery,
  messageInput,
  promotionListQuery,
  searchByTypeQuery,
  searchQuery,
  submissionInput,
  tagListQuery,
} from "#contract/content";
import { ok, parse, query } from "./respond";
import { readJson } from "./read-json";

const found = <T,>(value: T | null): T => {
  if (value === null) throw new ApiError(404, CONTENT_MESSAGES.notFound);
  return value;
};

/** Who posts: the client IP, and the account when a live token comes along (optional here). */
async function poster(db: Db, c: Context) {
  const token = requestToken(c);
  return { ip: clientIp(c), userId: token ? await resolveToken(db, token) : null };
}

export function contentApi({ db, content }: { db: Db; content: ContentService }) {
  const api = new Hono<AuthEnv>();
  const detailId = (c: Context) => parse(idQuery, query(c)).id;

  // Collections (合集)
  api.get("/web/api/web-font-collection/getCollectionTagList", async (c) => ok(c, await content.collections.tags()));
  api.get("/web/api/web-font-collection/selectPage", async (c) => ok(c, await content.collections.list(parse(tagListQuery, query(c)))));
  api.get("/web/api/web-font-collection/getDetailById", async (c) => ok(c, found(await content.collections.detail(detailId(c)))));
  api.get("/web/api/web-font-collection/download-font-zip-url", requireUser(db), async (c) => {
    const q = parse(idQuery.extend({ agree: z.enum(["0", "1"], { error: "agree 只能是 0 或 1" }).optional() }), query(c));
    return ok(c, found(await content.collections.zipUrl(q.id, c.get("userId"), q.agree === "1")));
  });
  api.get(`${ZIP_PATH}/:id`, async (c) => {
    const id = parse(idSchema, c.req.param("id"));
    const q = parse(z.object({ expires: z.coerce.number({ error: MESSAGES.linkInvalid }).int(MESSAGES.linkInvalid), sig: z.string({ error: MESSAGES.linkInvalid }).max(100, MESSAGES.linkInvalid) }), query(c));
    const { title, object } = found(await content.collections.download(id, q.expires, q.sig));
    c.header("Content-Type", "application/zip");
    c.header("Content-Length", String(object.size));
    c.header("Content-Disposition", `attachment; filename="collection-${id}.zip"; filename*=UTF-8''${encodeURIComponent(`${title}.zip`)}`);
    c.header("Cache-Control", "private, no-store");
    return c.body(object.body);
  });

  // Encyclopedia (书法百科)
  api.get("/web/api/shufa-baike/getCalligraphyTitleByTageId", async (c) => ok(c, await content.baike.titlesByTag()));
  api.get("/web/api/shufa-baike/selectPage", async (c) => ok(c, await content.baike.list(parse(tagListQuery, query(c)))));
  api.get("/web/api/shufa-baike/getDetailById", async (c) => ok(c, found(await content.baike.detail(detailId(c)))));

  // Cases, articles, videos, promotions
  api.get("/web/api/web-font-case/selectPage", async (c) => ok(c, await content.cases.list(parse(searchQuery, query(c)))));
  api.get("/web/api/web-font-case/selectDetail", async (c) => ok(c, found(await content.cases.detail(detailId(c)))));
  api.get("/web/api/web-wenzhang/selectPage", async (c) => ok(c, await content.articles.list(parse(articleListQuery, query(c)))));
  api.get("/web/api/web-wenzhang/getDetailById", async (c) => ok(c, found(await content.articles.detail(detailId(c)))));
  api.get("/web/api/web-video/selectPage", async (c) => ok(c, await content.videos.list(parse(searchQuery, query(c)))));
  api.get("/web/api/web-video/getDetailById", async (c) => ok(c, found(await content.videos.detail(detailId(c)))));
  api.get("/web/api/web-promotion/selectPage", async (c) => ok(c, await content.promotions.list(parse(promotionListQuery, query(c)))));
  api.get("/web/api/web-promotion/getDetail", async (c) => ok(c, found(await content.promotions.detail(detailId(c)))));

  // Adverts, hot keywords, search
  api.get("/web/api/adv/getData", async (c) => ok(c, await content.adverts.byPosition(parse(advertQuery, query(c)).position)));
  api.get("/web/api/keyword/getKeyword", async (c) => ok(c, await content.keywords()));
  api.get("/web/api/web-findAll/getPageList", async (c) => ok(c, await content.search(parse(searchQuery, query(c)))));
  api.get("/web/api/web-findAll/getByParameter", async (c) => ok(c, await content.search(parse(searchByTypeQuery, query(c)))));

  // Submissions and message board
  api.get("/web/api/submission/getSTSToken", async (c) => ok(c, await content.uploads.grant({ ip: clientIp(c) })));
  api.put(UPLOAD_PATH, async (c) => {
    const q = parse(z.object({ grant: z.string({ error: CONTENT_MESSAGES.uploadDenied }).max(500), key: z.string({ error: CONTENT_MESSAGES.badFileName }).max(300) }), query(c));
    // Streamed to the store, never read here (server/http/body-limit.ts counts it on the way).
    const length = c.req.header("content-length");
    const declaredBytes = length && /^\d+$/.test(length) ? Number(length) : undefined;
    const body = c.req.raw.body ?? new Blob([]).stream();
    return ok(c, await content.uploads.put(q.grant, q.key, body, { ip: clientIp(c), declaredBytes }));
  });
  api.post("/web/api/submission/saveSubmission", async (c) => {
    const input = parse(submissionInput, await readJson(c));
    return ok(c, await content.uploads.save(input, await poster(db, c)), "投稿已提交，我们会尽快审核");
  });
  api.post("/web/api/messageBoard/save", async (c) => {
    const input = parse(messageInput, await readJson(c));
    return ok(c, await content.board.save(input, await poster(db, c)), "留言已提交，感谢你的反馈");
  });

  return api;
}
