/**
 * One limit on every request body, in one table (docs/decisions/012-bounded-bodies-and-storage.md):
 * a small default that every JSON call fits in, and the few routes that take more. A body over its
 * limit is answered 413 with a Chinese message before any router parses it, counted as it arrives,
 * so a chunked body without Content-Length is cut off at the limit too.
 *
 * Buffered routes use hono/body-limit: it refuses an announced Content-Length at once and reads a
 * chunked body into one buffer of at most the limit before the router runs. That buffer is why
 * the upload route is not buffered: it would hold up to 50 MB per upload in memory. Streamed
 * routes get the body through a counting stream instead (no copy, the reader's pace); past the
 * limit the stream fails, the store removes what it wrote (server/storage/store.ts putStream), and
 * the answer is 413 whatever the router made of the failure.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ACCOUNT_MESSAGES, AVATAR } from "#contract/account";
import { CONTENT_MESSAGES, UPLOAD_MAX_MB } from "#contract/content";
import { ApiError } from "#server/errors";
import { UPLOAD_MAX_BYTES } from "#server/content/uploads";
import { SUBSET_LIMITS } from "#contract/font-constants";
import { fail } from "./envelope";
import { API_PATHS, type ApiPath } from "#contract/api-paths";
import { CONTENT_EDIT_MESSAGES, CONTENT_IMAGE, CONTENT_VIDEO } from "#contract/admin-content";

export interface BodyRule {
  maxBytes: number;
  /** The 413's message. */
  message: string;
  /** Counted while the router reads it, never buffered here (uploads to the store). */
  streamed?: boolean;
}

const KB = 1024;
const MB = 1024 * KB;

/**
 * Every JSON call: 64 KB is four times the largest legitimate body — an operator notice (2,000
 * characters of content, 60 of title, a 300-character link) written entirely as \uXXXX escapes
 * is 14 KB; a board message (2,000 characters) 12.5 KB; a submission (1,000 characters of note,
 * ten 300-character keys, a 500-character grant) 10 KB. Everything else is under 1 KB.
 */
export const JSON_BODY_MAX_BYTES = 64 * KB;

const CONTENT_BODY_MAX_BYTES = 256 * KB;
const CONTENT_BODY_MESSAGE = "内容过长（最多 256 KB）";

const mb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The console's video upload, at most `maxBytes` (CONTENT_VIDEO_MAX_MB). */
function contentVideoRule(maxBytes: number): BodyRule {
  return { maxBytes, streamed: true, message: CONTENT_EDIT_MESSAGES.videoTooLarge(Math.round(maxBytes / MB)) };
}

/** The table with the limits configuration sets (server/config.ts). */
export function configuredBodyRules(o: { contentVideoMaxBytes: number }): Partial<Record<ApiPath, BodyRule>> {
  return { ...BODY_RULES, [API_PATHS.adminContentVideos]: contentVideoRule(o.contentVideoMaxBytes) };
}

export const DEFAULT_BODY_RULE: BodyRule = { maxBytes: JSON_BODY_MAX_BYTES, message: `请求内容过大（最多 ${JSON_BODY_MAX_BYTES / KB} KB）` };

/** The routes that take more than the default, by their path in contract/api-paths.ts. */
export const BODY_RULES: Partial<Record<ApiPath, BodyRule>> = {
  // One font file; the store counts it again and keeps nothing over the limit.
  [API_PATHS.upload]: { maxBytes: UPLOAD_MAX_BYTES, streamed: true, message: CONTENT_MESSAGES.uploadTooLarge(UPLOAD_MAX_MB) },
  // A batch of 50 texts (server/fonts/subset/input.ts).
  [API_PATHS.subset]: { maxBytes: SUBSET_LIMITS.bodyBytes, message: `请求体过大（最多 ${mb(SUBSET_LIMITS.bodyBytes)}）` },
  [API_PATHS.variableSubset]: { maxBytes: SUBSET_LIMITS.bodyBytes, message: `请求体过大（最多 ${mb(SUBSET_LIMITS.bodyBytes)}）` },
  // The profile form: an avatar of at most 5 MB and a few short fields.
  [API_PATHS.updateInfo]: { maxBytes: AVATAR.maxUploadBytes + 64 * KB, message: ACCOUNT_MESSAGES.imageTooLarge },
  // The console's pictures (server/admin/content-images.ts): counted, not buffered here, so the
  // role check answers a stranger before a byte of the body is read.
  [API_PATHS.adminContentImages]: { maxBytes: CONTENT_IMAGE.maxUploadBytes + 64 * KB, streamed: true, message: `图片不能超过 ${CONTENT_IMAGE.maxUploadBytes / MB} MB` },
  // The console's videos (server/admin/content-videos.ts): counted as they are streamed to disk,
  // after the role check; the limit is CONTENT_VIDEO_MAX_MB (contentVideoRule below).
  [API_PATHS.adminContentVideos]: contentVideoRule(CONTENT_VIDEO.defaultMaxMb * MB),
  // The console's Markdown: 30,000 characters, as \uXXXX escapes at worst.
  [API_PATHS.adminContent]: { maxBytes: CONTENT_BODY_MAX_BYTES, message: CONTENT_BODY_MESSAGE },
  [API_PATHS.adminContentItem]: { maxBytes: CONTENT_BODY_MAX_BYTES, message: CONTENT_BODY_MESSAGE },
  [API_PATHS.adminContentPreview]: { maxBytes: CONTENT_BODY_MAX_BYTES, message: CONTENT_BODY_MESSAGE },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
/** A path template with `{name}` parameters as a pattern of one path segment each. */
const templatePattern = (template: string) => new RegExp(`^${template.split(/\{\w+\}/).map(escapeRegExp).join("[^/]+")}$`);

const tooLarge = (c: Context, rule: BodyRule) => fail(c, new ApiError(413, rule.message));

function streamed(rule: BodyRule): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header("content-length");
    // Node's parser never delivers more than an announced Content-Length.
    if (declared !== undefined && !c.req.header("transfer-encoding") && Number(declared) > rule.maxBytes) return tooLarge(c, rule);
    let seen = 0;
    let over = false;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > rule.maxBytes) {
            over = true;
            // The reader (the store) fails with the answer itself: a 413 in Chinese.
            controller.error(new ApiError(413, rule.message));
          } else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: "half" } as RequestInit);
    await next();
    if (over) {
      // Whatever the router answered to the failed read, the client is told why: drop that
      // answer (its headers would be copied onto this one) and answer 413.
      c.res = undefined;
      c.res = tooLarge(c, rule);
    }
  };
}

/** The middleware: each request's body is held to its route's rule, or the default. */
export function bodyLimits(rules: Partial<Record<ApiPath, BodyRule>> = BODY_RULES, fallback: BodyRule = DEFAULT_BODY_RULE): MiddlewareHandler {
  const made = (rule: BodyRule): MiddlewareHandler =>
    rule.streamed ? streamed(rule) : bodyLimit({ maxSize: rule.maxBytes, onError: (c) => tooLarge(c, rule) });
  const entries = Object.entries(rules) as [ApiPath, BodyRule][];
  // Exact paths first, so /content/images is never taken for /content/{id}.
  const byPath = new Map(entries.filter(([path]) => !path.includes("{")).map(([path, rule]) => [path as string, made(rule)]));
  const byPattern = entries.filter(([path]) => path.includes("{")).map(([path, rule]) => [templatePattern(path), made(rule)] as const);
  const otherwise = made(fallback);
  return (c, next) => (byPath.get(c.req.path) ?? byPattern.find(([pattern]) => pattern.test(c.req.path))?.[1] ?? otherwise)(c, next);
}
