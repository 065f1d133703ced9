/**
 * The content areas of docs/product.md §1 and their calls of docs/product.md §7 ("Collections, encyclopedia, cases",
 * "Other content", "Submissions and message board"): answer types and input schemas, shared by
 * the routers, the page loaders and the browser forms.
 */
import { z } from "zod";
import { contactAccount, paging } from "./validators";
import { SEARCH_TYPES, SUBMISSION_LICENSES } from "./content-constants";
export { SEARCH_TYPE_LABELS, SEARCH_TYPES, SUBMISSION_LICENSES, UPLOAD_MAX_MB, type SearchType } from "./content-constants";
// The answers' shapes, derived from their schemas (contract/answers/content.ts).
export type { BaikeTagGroup, CollectionDetail, ContentCard, ContentDetail, ContentImage, ContentLink, ContentVideo, HotKeyword, SearchHit, UploadGrant } from "./answers/content";

export const CONTENT_KINDS = ["article", "baike", "case", "collection", "album", "promotion", "video", "advert"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Article columns (web-wenzhang): 新闻 and 资讯 share one table, told apart by column. */
export const ARTICLE_COLUMNS = ["news", "zixun"] as const;
export type ArticleColumn = (typeof ARTICLE_COLUMNS)[number];

export const CONTENT_MESSAGES = {
  notFound: "内容不存在或已下架",
  collectionNotFound: "合集不存在",
  noFonts: "该合集暂无可下载的字体",
  rateLimited: "提交过于频繁，请稍后再试",
  badFileName: "文件名只能包含字母、数字、点、下划线和短横线",
  uploadDenied: "上传凭证无效",
  uploadExpired: "上传凭证已过期，请重新上传",
  uploadTooLarge: (mb: number) => `单个文件不能超过 ${mb} MB`,
  uploadEmpty: "上传的文件是空的",
  uploadMissing: (name: string) => `文件 ${name} 尚未上传完成`,
  /** `reason`: what is wrong with the file (the font parser's message), when known. */
  notAFont: (name: string, reason?: string) => `文件 ${name} 不是有效的字体文件${reason ? `：${reason}` : ""}`,
  parserBusy: "服务器正在校验较多字体，请稍后再提交",
  keyOutsideGrant: "文件不属于本次上传凭证",
} as const;

/** A wait in words: minutes up to an hour and a half, then hours. */
const waitWords = (minutes: number) => (minutes < 90 ? `${minutes} 分钟` : `${Math.ceil(minutes / 60)} 小时`);

/** Refusals of the upload limits (docs/decisions/012-bounded-bodies-and-storage.md). */
export const UPLOAD_LIMIT_MESSAGES = {
  grants: (minutes: number) => `上传过于频繁，请 ${waitWords(minutes)}后再试`,
  dailyBytes: (gb: number, minutes: number) => `今天上传的文件已达上限（${gb} GB），请 ${waitWords(minutes)}后再试`,
  siteFull: (minutes: number) => `网站的上传空间暂时已满，请 ${waitWords(minutes)}后再试`,
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过 ${max} 个字`);

/** Search and filter words: any length or byte is answered, never a 500. */
export const keywordField = z
  .string()
  .max(100, "搜索词不能超过 100 个字")
  // Control characters and lone surrogates cannot be searched for; they are dropped.
  // eslint-disable-next-line no-control-regex
  .transform((v) => v.replace(/[\u0000-\u001f\ud800-\udfff]/g, "").trim())
  .optional()
  .default("");

export const articleListQuery = paging.extend({
  column: z.enum(ARTICLE_COLUMNS, { error: "栏目只能是 news 或 zixun" }).optional(),
  keyword: keywordField,
});
export const tagListQuery = paging.extend({
  tag: z.string().max(50, "标签过长").optional().default(""),
  keyword: keywordField,
});
export const searchQuery = paging.extend({ keyword: keywordField });
export const searchByTypeQuery = searchQuery.extend({
  type: z.enum(SEARCH_TYPES, { error: "搜索类型只能是 font、article、case、baike 或 video" }),
});
export const promotionListQuery = paging.extend({
  /** Absent: albums and promotions together (the /album page). */
  type: z.enum(["album", "promotion"], { error: "类型只能是 album 或 promotion" }).optional(),
});
/** PUT upload: the grant from getSTSToken and the object key under its prefix. */
export const uploadQuery = z.object({ grant: z.string({ error: CONTENT_MESSAGES.uploadDenied }).max(500), key: z.string({ error: CONTENT_MESSAGES.badFileName }).max(300) });

export const advertQuery = z.object({ position: z.string().trim().max(50, "位置过长").optional().default("") });

export const messageInput = z.object({
  name: text("称呼", 30),
  contact: contactAccount,
  content: text("留言内容", 2000),
  /** message: the board of /contact; custom: a request from /custom. */
  kind: z.enum(["message", "custom"], { error: "留言类型不正确" }).optional().default("message"),
});
export type MessageInput = z.input<typeof messageInput>;

export const submissionInput = z.object({
  contact: contactAccount,
  fontName: text("字体名称", 60),
  license: z.enum(SUBMISSION_LICENSES, { error: "请选择授权方式" }),
  note: z.string().trim().max(1000, "说明不能超过 1000 个字").optional().default(""),
  grant: z.string({ error: "缺少上传凭证" }).min(1, "缺少上传凭证").max(500, "上传凭证无效"),
  keys: z
    .array(z.string().max(300, "文件名过长"), { error: "请至少上传一个字体文件" })
    .min(1, "请至少上传一个字体文件")
    .max(10, "一次最多投稿 10 个文件"),
  /**
   * The names of the files as the visitor chose them, in the order of `keys` (a key is an ASCII
   * name the browser makes up): messages about a file and the operator's review name it so.
   */
  names: z
    .array(
      z
        .string({ error: "文件名无效" })
        .max(255, "文件名过长")
        // Control characters and lone surrogates are dropped (as from search words).
        // eslint-disable-next-line no-control-regex
        .transform((s) => s.replace(/[\u0000-\u001f\u007f\ud800-\udfff]/g, "").trim()),
      { error: "文件名无效" },
    )
    .max(10, "一次最多投稿 10 个文件")
    .optional()
    .default([]),
});
export type SubmissionInput = z.input<typeof submissionInput>;

/** A submission's review state: pending until the operator accepts or rejects it, once. */
export const SUBMISSION_STATUSES = ["pending", "accepted", "rejected"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = { pending: "待审核", accepted: "已通过", rejected: "未通过" };

/** The operator's review (scripts/notify.ts `review <投稿编号> accept|reject [原因]`). */
export const submissionReviewInput = z.object({
  id: z.coerce.number({ error: "投稿编号必须是正整数" }).int("投稿编号必须是正整数").positive("投稿编号必须是正整数"),
  verdict: z.enum(["accept", "reject"], { error: "审核结果只能是 accept（通过）或 reject（不通过）" }),
  reason: z.string().trim().max(200, "原因不能超过 200 个字").optional().default(""),
});
export type SubmissionReviewInput = z.output<typeof submissionReviewInput>;

export const SUBMISSION_REVIEW_MESSAGES = {
  notFound: (id: number) => `投稿 #${id} 不存在`,
  alreadyReviewed: (id: number, status: SubmissionStatus) => `投稿 #${id} 已审核过（${SUBMISSION_STATUS_LABELS[status]}），不能重复审核`,
} as const;
