/**
 * Content editing in the console (/admin/content): the kinds a reviewer edits, the call paths,
 * the input schemas with their Chinese messages, and the answer types, shared by the console
 * pages and server/admin/content.ts (docs/decisions/026-console-content.md).
 *
 * A console kind is what the site shows as one list: news and 字体咨询 are both `article` rows
 * told apart by column, friend links and hot keywords have tables of their own.
 */
import { API_PATHS, fillPath } from "./api-paths";
import { z } from "zod";
import { paging, text } from "./validators";
import type { ContentKind } from "./content";

export const ADMIN_CONTENT_KINDS = ["news", "zixun", "baike", "case", "collection", "album", "promotion", "video", "advert", "friend-link", "keyword"] as const;
export type AdminContentKind = (typeof ADMIN_CONTENT_KINDS)[number];

export const ADMIN_CONTENT_KIND_LABELS: Record<AdminContentKind, string> = {
  news: "新闻",
  zixun: "字体咨询",
  baike: "书法百科",
  case: "案例",
  collection: "合集",
  album: "专辑",
  promotion: "推广",
  video: "视频",
  advert: "广告",
  "friend-link": "友情链接",
  keyword: "热门搜索词",
};

/** The content_items kind (and article column) of a console kind; null for the two small tables. */
export function itemKindOf(kind: AdminContentKind): { kind: ContentKind; column?: string } | null {
  if (kind === "news" || kind === "zixun") return { kind: "article", column: kind };
  if (kind === "friend-link" || kind === "keyword") return null;
  return { kind };
}

/** What the form asks for, by kind: the fields each kind has on the site. */
export const CONTENT_FIELDS: Record<AdminContentKind, { column?: string; body: boolean; cover: boolean; fonts: boolean; images: boolean; link: boolean; author: boolean; dates?: boolean }> = {
  news: { body: true, cover: true, fonts: true, images: false, link: false, author: true },
  zixun: { body: true, cover: true, fonts: true, images: false, link: false, author: true },
  baike: { column: "分类（书体、书法家、术语、碑帖…）", body: true, cover: true, fonts: false, images: false, link: false, author: false },
  case: { column: "行业", body: true, cover: true, fonts: true, images: true, link: false, author: true },
  collection: { body: true, cover: true, fonts: true, images: false, link: false, author: false },
  album: { body: true, cover: true, fonts: true, images: true, link: true, author: false },
  promotion: { body: true, cover: true, fonts: true, images: true, link: true, author: false, dates: true },
  video: { body: true, cover: true, fonts: true, images: false, link: false, author: false },
  advert: { column: "位置（home-banner、list-sidebar、detail-bottom）", body: false, cover: true, fonts: false, images: false, link: true, author: false },
  "friend-link": { body: false, cover: false, fonts: false, images: false, link: true, author: false },
  keyword: { body: false, cover: false, fonts: false, images: false, link: false, author: false },
};

/** The content calls, their values filled in (the paths themselves: contract/api-paths.ts). */
export const ADMIN_CONTENT_PATHS = {
  list: API_PATHS.adminContent,
  item: (id: number | string) => fillPath(API_PATHS.adminContentItem, { id }),
  images: API_PATHS.adminContentImages,
  videos: API_PATHS.adminContentVideos,
  preview: API_PATHS.adminContentPreview,
  restore: (id: number | string) => fillPath(API_PATHS.adminContentRestore, { id }),
} as const;

export const CONTENT_EDIT_MESSAGES = {
  notFound: "内容不存在或已被删除",
  kindMismatch: "内容类型与这条内容不符",
  unknownFont: (name: string) => `字体库中没有「${name}」，请从字体库中选择`,
  missingObject: "图片不存在，请重新上传",
  fromSeed: "这条内容来自 content/ 种子文件，不能在后台删除：请改为下架（下架后不会被重新加载覆盖）",
  missingVideo: "视频文件不存在，请重新上传",
  needVideo: "请上传视频文件",
  needPoster: "请上传封面，或用「用当前画面作封面」截取一帧",
  noVideoFile: "请选择要上传的视频",
  videoTooLarge: (mb: number) => `视频不能超过 ${mb} MB`,
  /** Why a file is not a video browsers play (server/content/mp4-probe.ts). */
  notVideo: (reason: string) => `无法使用这个视频：${reason}。请上传 H.264 编码（音频为 AAC 或无音频）的 MP4 文件`,
  duplicateKeyword: "已有这个热门搜索词",
  duplicateLink: "已有同名的友情链接",
  notImage: "请上传 JPG、PNG、WebP 或 GIF 图片",
  imageTooLarge: (mb: number) => `图片不能超过 ${mb} MB`,
  noFile: "请选择要上传的图片",
  unrenderable: "正文的嵌套层级过深，无法排版，请简化引用或列表的层级",
  restoreConsole: "这条内容是在后台新建的，没有对应的文件，无法还原",
  restoreUnedited: "这条内容没有在后台编辑过，已与文件一致",
  restoreGone: "content/ 的文件中已没有这条内容（文件可能已删除，或条目已改名），无法还原",
  restoreBadFile: (reason: string) => `内容文件有误，无法还原：${reason}`,
} as const;

/** Pictures the console uploads: at most this size in, re-encoded to WebP (server/admin/content-images.ts). */
export const CONTENT_IMAGE = { maxUploadBytes: 10 * 1024 * 1024, maxSide: 2400, maxPixels: 40_000_000 } as const;

/**
 * Videos the console uploads (server/admin/content-videos.ts, docs/decisions/029-console-videos.md):
 * the size limit unless CONTENT_VIDEO_MAX_MB says otherwise — 200 MB holds a 10-minute 1080p clip
 * at the 2.5 Mbit/s web players stream, or 3 minutes at 8 Mbit/s straight from an editor — and
 * the longest a video may run, in seconds (a sanity bound on what the form sends back).
 */
export const CONTENT_VIDEO = { defaultMaxMb: 200, maxDurationS: 24 * 3600 } as const;

/** A stored video, as the upload answered it: content/<sha>.mp4. */
const videoKey = z
  .string({ error: "视频无效，请重新上传" })
  .trim()
  .regex(/^(content\/[0-9a-f]{32}\.mp4)?$/, "视频无效，请重新上传");

/** A stored picture: its object key as the upload answered it (content/<sha>.<ext>). */
const objectKey = z
  .string({ error: "图片无效，请重新上传" })
  .trim()
  .regex(/^(content\/[0-9a-f]{32}\.(webp|png|jpe?g|gif))?$/, "图片无效，请重新上传");

/** Where a link may lead: a bare domain, an http(s) address or a path of this site; never a script. */
const linkUrl = text(500, "链接")
  .trim()
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v) || /^([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?(\/[^\s]*)?$/i.test(v), "链接须为 http(s):// 开头的网址、域名或以 / 开头的站内路径");

const date = z
  .string({ error: "日期格式不正确" })
  .trim()
  .refine((v) => v === "" || !Number.isNaN(new Date(v).getTime()), "日期格式不正确")
  .optional()
  .default("");

export const contentKindField = z.enum(ADMIN_CONTENT_KINDS, { error: "内容类型无效" });

export const adminContentQuery = paging.extend({
  kind: contentKindField.default("news"),
  keyword: text(100, "关键词").trim().optional().default(""),
  status: z.enum(["all", "published", "unpublished"], { error: "状态只能是 all、published 或 unpublished" }).optional().default("all"),
  /** sort: the site's own order (排序值, then date); updated: last edited first. */
  order: z.enum(["sort", "updated"], { error: "排序只能是 sort 或 updated" }).optional().default("sort"),
});
export type AdminContentQuery = z.output<typeof adminContentQuery>;

export const contentKindQuery = z.object({ kind: contentKindField });

export const previewInput = z.object({ markdown: text(30_000, "正文").optional().default("") });

export const contentInput = z
  .object({
    kind: contentKindField,
    title: text(120, "标题").trim().min(1, "请填写标题"),
    column: text(50, "分类").trim().optional().default(""),
    summary: text(300, "摘要").trim().optional().default(""),
    author: text(60, "作者").trim().optional().default(""),
    cover: objectKey.optional().default(""),
    markdown: text(30_000, "正文").optional().default(""),
    tags: z.array(text(30, "标签").trim().min(1, "标签不能为空"), { error: "标签无效" }).max(20, "标签最多 20 个").optional().default([]),
    fonts: z.array(text(100, "字体名称").trim().min(1, "字体名称不能为空"), { error: "字体无效" }).max(50, "最多引用 50 款字体").optional().default([]),
    images: z
      .array(z.object({ key: objectKey.refine((v) => v !== "", "图片无效，请重新上传"), caption: text(100, "图片说明").trim().optional().default("") }), { error: "图片无效" })
      .max(30, "最多 30 张图片")
      .optional()
      .default([]),
    url: linkUrl.optional().default(""),
    protocol: z.union([z.literal(1), z.literal(2)], { error: "协议只能是 1（http）或 2（https）" }).optional().default(2),
    sort: z.coerce.number({ error: "排序值必须是整数" }).int("排序值必须是整数").min(-1_000_000, "排序值过小").max(1_000_000, "排序值过大").optional().default(0),
    published: z.boolean({ error: "发布状态无效" }).optional().default(false),
    publishedAt: date,
    startAt: date,
    endAt: date,
    /** A video's file and its length in seconds, as the video upload answered them. */
    video: videoKey.optional().default(""),
    duration: z.number({ error: "视频时长无效" }).min(0, "视频时长无效").max(CONTENT_VIDEO.maxDurationS, "视频时长无效").optional().default(0),
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (v.kind === "keyword" && v.title.length > 50) need("title", "热门搜索词最多 50 个字");
    if (v.kind === "baike" && !v.column) need("column", "请填写百科分类");
    if (v.kind === "advert" && !v.column) need("column", "请填写广告位置");
    if (v.kind === "advert" && !v.cover) need("cover", "请上传广告图片");
    if (v.kind === "video" && !v.video) need("video", CONTENT_EDIT_MESSAGES.needVideo);
    if (v.kind === "video" && !v.cover) need("cover", CONTENT_EDIT_MESSAGES.needPoster);
  });
export type ContentInput = z.output<typeof contentInput>;

export type { AdminContentDetail, AdminContentItem, UploadedImage, UploadedVideo } from "./answers/admin-content";
import type { AdminContentDetail } from "./answers/admin-content";

/** A new item of `kind` as the form starts it: a draft written in the console. */
export function blankContent(kind: AdminContentKind): AdminContentDetail {
  return {
    id: 0,
    kind,
    title: "",
    column: "",
    published: false,
    sort: 0,
    publishedAt: null,
    updatedAt: null,
    origin: "console",
    edited: true,
    url: "",
    cover: "",
    summary: "",
    author: "",
    coverKey: "",
    markdown: "",
    tags: [],
    fonts: [],
    images: [],
    link: "",
    protocol: 2,
    startAt: "",
    endAt: "",
    videoKey: "",
    videoUrl: "",
    duration: 0,
  };
}

/** The body a save sends (contentInput) for an item as the form holds it; the audit log compares the same fields. */
export function contentInputOf(d: AdminContentDetail) {
  return {
    kind: d.kind,
    title: d.title,
    column: d.column,
    summary: d.summary,
    author: d.author,
    cover: d.coverKey,
    markdown: d.markdown,
    tags: d.tags,
    fonts: d.fonts,
    images: d.images.map((m) => ({ key: m.key, caption: m.caption })),
    url: d.link,
    protocol: d.protocol,
    sort: d.sort,
    published: d.published,
    publishedAt: d.publishedAt ?? "",
    startAt: d.startAt,
    endAt: d.endAt,
    video: d.videoKey,
    duration: d.duration,
  };
}
