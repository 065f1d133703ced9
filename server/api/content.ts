/**
 * The content calls of docs/product.md §7 ("Collections, encyclopedia, cases", "Other content",
 * "Submissions and message board"): parse with the contract's schemas, call the content
 * service, answer the envelope. Unknown or removed ids answer 404.
 */
import { Hono, type Context } from "hono";
import type { Db } from "#server/db/client";
import type { ContentService } from "#server/content/service";
import { ApiError } from "#server/errors";
import { requireUser, requestToken, type AuthEnv } from "#server/auth/current-user";
import { resolveToken } from "#server/auth/tokens";
import { clientIp } from "#server/http/client-ip";

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
  uploadQuery,
} from "#contract/content";
import { downloadUrlQuery, signedZipQuery } from "#contract/downloads";
import { ok, parse, query } from "./respond";
import { readJson } from "./read-json";
import { API_PATHS, honoPath } from "#contract/api-paths";

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
  api.get(API_PATHS.collectionTags, async (c) => ok(c, await content.collections.tags()));
  api.get(API_PATHS.collectionList, async (c) => ok(c, await content.collections.list(parse(tagListQuery, query(c)))));
  api.get(API_PATHS.collectionDetail, async (c) => ok(c, found(await content.collections.detail(detailId(c)))));
  api.get(API_PATHS.collectionZipUrl, requireUser(db), async (c) => {
    const q = parse(downloadUrlQuery, query(c));
    return ok(c, found(await content.collections.zipUrl(q.id, c.get("userId"), q.agree === "1")));
  });
  api.get(honoPath(API_PATHS.collectionZip), async (c) => {
    const id = parse(idSchema, c.req.param("id"));
    const q = parse(signedZipQuery, query(c));
    const { title, object } = found(await content.collections.download(id, q.expires, q.sig));
    c.header("Content-Type", "application/zip");
    c.header("Content-Length", String(object.size));
    c.header("Content-Disposition", `attachment; filename="collection-${id}.zip"; filename*=UTF-8''${encodeURIComponent(`${title}.zip`)}`);
    c.header("Cache-Control", "private, no-store");
    return c.body(object.body);
  });

  // Encyclopedia (书法百科)
  api.get(API_PATHS.baikeTitles, async (c) => ok(c, await content.baike.titlesByTag()));
  api.get(API_PATHS.baikeList, async (c) => ok(c, await content.baike.list(parse(tagListQuery, query(c)))));
  api.get(API_PATHS.baikeDetail, async (c) => ok(c, found(await content.baike.detail(detailId(c)))));

  // Cases, articles, videos, promotions
  api.get(API_PATHS.caseList, async (c) => ok(c, await content.cases.list(parse(searchQuery, query(c)))));
  api.get(API_PATHS.caseDetail, async (c) => ok(c, found(await content.cases.detail(detailId(c)))));
  api.get(API_PATHS.articleList, async (c) => ok(c, await content.articles.list(parse(articleListQuery, query(c)))));
  api.get(API_PATHS.articleDetail, async (c) => ok(c, found(await content.articles.detail(detailId(c)))));
  api.get(API_PATHS.videoList, async (c) => ok(c, await content.videos.list(parse(searchQuery, query(c)))));
  api.get(API_PATHS.videoDetail, async (c) => ok(c, found(await content.videos.detail(detailId(c)))));
  api.get(API_PATHS.promotionList, async (c) => ok(c, await content.promotions.list(parse(promotionListQuery, query(c)))));
  api.get(API_PATHS.promotionDetail, async (c) => ok(c, found(await content.promotions.detail(detailId(c)))));

  // Adverts, hot keywords, search
  api.get(API_PATHS.adverts, async (c) => ok(c, await content.adverts.byPosition(parse(advertQuery, query(c)).position)));
  api.get(API_PATHS.keywords, async (c) => ok(c, await content.keywords()));
  api.get(API_PATHS.search, async (c) => ok(c, await content.search(parse(searchQuery, query(c)))));
  api.get(API_PATHS.searchByType, async (c) => ok(c, await content.search(parse(searchByTypeQuery, query(c)))));

  // Submissions and message board
  api.get(API_PATHS.uploadGrant, async (c) => ok(c, await content.uploads.grant({ ip: clientIp(c) })));
  api.put(API_PATHS.upload, async (c) => {
    const q = parse(uploadQuery, query(c));
    // Streamed to the store, never read here (server/http/body-limit.ts counts it on the way).
    const length = c.req.header("content-length");
    const declaredBytes = length && /^\d+$/.test(length) ? Number(length) : undefined;
    const body = c.req.raw.body ?? new Blob([]).stream();
    return ok(c, await content.uploads.put(q.grant, q.key, body, { ip: clientIp(c), declaredBytes }));
  });
  api.post(API_PATHS.saveSubmission, async (c) => {
    const input = parse(submissionInput, await readJson(c));
    return ok(c, await content.uploads.save(input, await poster(db, c)), "投稿已提交，我们会尽快审核");
  });
  api.post(API_PATHS.message, async (c) => {
    const input = parse(messageInput, await readJson(c));
    return ok(c, await content.board.save(input, await poster(db, c)), "留言已提交，感谢你的反馈");
  });

  return api;
}
