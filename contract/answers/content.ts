/**
 * What the content calls answer (collections, encyclopedia, cases, articles, videos, promotions,
 * adverts, search, submissions, the message board) and the home page's data. contract/content.ts
 * and contract/site.ts re-export the types (docs/decisions/025-openapi-contract.md).
 */
import { z } from "zod";
import { CONTENT_KINDS } from "#contract/content";
import { SEARCH_TYPES } from "#contract/content-constants";
import { fontListItem } from "./fonts";
import { named, page } from "./common";

export const contentImage = z.object({ url: z.string(), caption: z.string(), width: z.number().optional(), height: z.number().optional() });
export type ContentImage = z.infer<typeof contentImage>;

export const contentVideo = z.object({
  src: z.string(),
  poster: z.string(),
  /** Seconds. */
  duration: z.number(),
});
export type ContentVideo = z.infer<typeof contentVideo>;

/** One item as lists show it. `url` is its page on this site ("" for adverts). */
export const contentCard = named(
  "ContentCard",
  z.object({
    id: z.number().int(),
    kind: z.enum(CONTENT_KINDS),
    column: z.string(),
    title: z.string(),
    summary: z.string(),
    author: z.string(),
    cover: z.string(),
    tags: z.array(z.string()),
    fonts: z.array(z.string()),
    publishedAt: z.string(),
    url: z.string(),
    /** Pictures of a case, an album or a promotion. */
    images: z.array(contentImage).optional(),
    video: contentVideo.optional(),
    /** Collections: how many fonts and how often downloaded. */
    fontCount: z.number().int().optional(),
    downloads: z.number().int().optional(),
    /** Adverts: where the link goes (docs/product.md §5 "Links") and its protocol selector. */
    link: z.object({ url: z.string(), protocol: z.number().int() }).optional(),
  }),
);
export type ContentCard = z.infer<typeof contentCard>;

export const contentLink = z.object({ id: z.number().int(), title: z.string(), url: z.string() });
export type ContentLink = z.infer<typeof contentLink>;

/** One item with its rich text and neighbours. */
export const contentDetail = named(
  "ContentDetail",
  contentCard.extend({
    body: z.string(),
    prev: contentLink.nullable(),
    next: contentLink.nullable(),
    related: z.array(contentCard),
  }),
);
export type ContentDetail = z.infer<typeof contentDetail>;

/** A collection with its font families (previewed in their own faces on /heji/{id}). */
export const collectionDetail = contentDetail.extend({ collectionFonts: z.array(fontListItem) });
export type CollectionDetail = z.infer<typeof collectionDetail>;

/** shufa-baike/getCalligraphyTitleByTageId: titles grouped by tag. */
export const baikeTagGroup = z.object({ tag: z.string(), items: z.array(z.object({ id: z.number().int(), title: z.string() })) });
export type BaikeTagGroup = z.infer<typeof baikeTagGroup>;

export const searchHit = z.object({ type: z.enum(SEARCH_TYPES), id: z.number().int(), title: z.string(), summary: z.string(), url: z.string(), cover: z.string() });
export type SearchHit = z.infer<typeof searchHit>;

export const hotKeyword = z.object({ word: z.string(), sort: z.number() });
export type HotKeyword = z.infer<typeof hotKeyword>;

export const uploadGrant = z.object({
  /** Every key of this grant starts with it. */
  prefix: z.string(),
  /** Seconds the grant lives. */
  expired: z.number().int(),
  /** Local store: PUT the file to `${uploadUrl}&key=${prefix}${name}`. */
  uploadUrl: z.string(),
  /**
   * S3 store: POST a form to `post.url` with `post.fields`, `key` = `${prefix}${name}` and the
   * file last (a presigned POST; the bucket checks prefix, size and expiry). Absent: use uploadUrl.
   */
  post: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }).optional(),
  /** The grant itself, sent back with saveSubmission. */
  grant: z.string(),
  maxBytes: z.number().int(),
});
export type UploadGrant = z.infer<typeof uploadGrant>;

/** PUT upload: the object key the file was stored under and its size. */
export const uploadedFile = z.object({ key: z.string(), size: z.number().int() });
/** saveSubmission: the new submission and the files the server read. */
export const savedSubmission = z.object({
  id: z.number().int(),
  files: z.array(z.object({ key: z.string(), name: z.string(), size: z.number().int(), format: z.string(), family: z.string() })),
});

export const contentPage = named("ContentPage", page(contentCard));
export const searchPage = named("SearchPage", page(searchHit));

export const friendLink = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  /** 1 = plain host, 2 = https:// (docs/product.md §3 "Links"). */
  protocol: z.number().int(),
  sort: z.number(),
});
export type FriendLink = z.infer<typeof friendLink>;

const homeBlock = <T extends z.ZodType>(content: T) => z.object({ title: z.string(), content });
export type HomeBlock<T> = { title: string; content: T };

/** The newest items of each content area, for the home page. */
export const homeLatest = z.object(
  Object.fromEntries(["news", "zixun", "cases", "collections", "videos", "albums", "banners"].map((k) => [k, z.array(contentCard)])) as Record<
    "news" | "zixun" | "cases" | "collections" | "videos" | "albums" | "banners",
    z.ZodArray<typeof contentCard>
  >,
);
export type HomeLatest = z.infer<typeof homeLatest>;

/** GET /web/api/showData/getData: home blocks by key, plus the featured families. */
export const homeData = z
  .object({
    banner: homeBlock(z.object({ slogan: z.string(), description: z.string(), actions: z.array(z.object({ label: z.string(), path: z.string() })) })).optional(),
    features: homeBlock(z.array(z.object({ title: z.string(), text: z.string() }))).optional(),
    featuredFonts: homeBlock(z.array(fontListItem)).optional(),
    latest: homeBlock(homeLatest).optional(),
  })
  // Further blocks an operator adds to the home data (content/home.json) pass through as they are.
  .catchall(homeBlock(z.unknown()));
export type HomeData = z.infer<typeof homeData>;

export const webColumn = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  sort: z.number(),
  /** A footer group's links; empty for a plain link. */
  children: z.array(z.object({ name: z.string(), path: z.string() })),
});
export type WebColumn = z.infer<typeof webColumn>;
