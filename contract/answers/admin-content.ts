/**
 * What the console's content calls answer (docs/decisions/026-console-content.md); the types are
 * re-exported by contract/admin-content.ts (docs/decisions/025-openapi-contract.md).
 */
import { z } from "zod";
import { ADMIN_CONTENT_KINDS } from "#contract/admin-content";
import { named, page } from "./common";

/** One row of a console list. */
export const adminContentItem = named(
  "AdminContentItem",
  z.object({
    id: z.number().int(),
    kind: z.enum(ADMIN_CONTENT_KINDS),
    title: z.string(),
    column: z.string(),
    published: z.boolean(),
    sort: z.number().int(),
    publishedAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
    /** file: from content/ (or the site seed); console: written here. */
    origin: z.enum(["file", "console"]),
    /** Written in the console: a later content load leaves it alone. */
    edited: z.boolean(),
    /** Its page on the site ("" for kinds without one). */
    url: z.string(),
    cover: z.string(),
  }),
);
export type AdminContentItem = z.infer<typeof adminContentItem>;

export const adminContentPage = named("AdminContentPage", page(adminContentItem));

/** One item as the edit form starts from it. */
export const adminContentDetail = named(
  "AdminContentDetail",
  adminContentItem.extend({
    summary: z.string(),
    author: z.string(),
    /** Object key of the cover ("" none) and its URL. */
    coverKey: z.string(),
    markdown: z.string(),
    tags: z.array(z.string()),
    fonts: z.array(z.string()),
    images: z.array(z.object({ key: z.string(), url: z.string(), caption: z.string() })),
    link: z.string(),
    protocol: z.number().int(),
    startAt: z.string(),
    endAt: z.string(),
    /** A video's file: object key ("" none, or another kind) and URL, and its length in seconds. */
    videoKey: z.string(),
    videoUrl: z.string(),
    duration: z.number(),
  }),
);
export type AdminContentDetail = z.infer<typeof adminContentDetail>;

/** A picture stored for a cover or a body: its object key, URL and size. */
export const uploadedImage = named("UploadedImage", z.object({ key: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() }));
export type UploadedImage = z.infer<typeof uploadedImage>;

/** A stored video: its object key and URL, its length in seconds and its picture size, read from the file. */
export const uploadedVideo = named("UploadedVideo", z.object({ key: z.string(), url: z.string(), duration: z.number(), width: z.number().int(), height: z.number().int() }));
export type UploadedVideo = z.infer<typeof uploadedVideo>;

/** The Markdown preview: the HTML the site would show. */
export const markdownPreview = z.object({ html: z.string() });
